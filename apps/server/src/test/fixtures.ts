import { multipartOf } from '../modules/communal/upload.fixtures';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../db/client';
import { accountRoles, accounts, roleAuthorities, roles } from '../modules/auth/auth.table';
import { partners } from '../modules/partner/partner.table';
import { hashPassword } from '../platform/auth/password';
import { createSession } from '../modules/auth/sessions.service';

export const TEST_PASSWORD = 'Test@2026';
let passwordHash: Promise<string> | undefined;
// scrypt is deliberately slow; fixtures share one hash of the test password.
const testPasswordHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}`;
};

export const createPartner = async (db: Db, input: { name?: string; state?: number } = {}) => {
  const n = next();
  const [row] = await db
    .insert(partners)
    .values({
      partnerNo: `P${n}`.toUpperCase(),
      name: input.name ?? `测试供应商${n}`,
      state: input.state ?? 1,
      mobile: null,
    })
    .returning();
  return row;
};

/**
 * An account of a partner. An admin has every authority; otherwise `authorities` go into one role.
 */
export const createAccount = async (
  db: Db,
  partnerId: number,
  input: {
    username?: string;
    isAdmin?: boolean;
    authorities?: string[];
    enabled?: boolean;
    mobile?: string;
  } = {},
) => {
  const [account] = await db
    .insert(accounts)
    .values({
      partnerId,
      username: input.username ?? `user${next()}`,
      passwordHash: await testPasswordHash(),
      nickName: input.username ?? '测试用户',
      isAdmin: input.isAdmin ?? false,
      enabled: input.enabled ?? true,
      mobile: input.mobile ?? null,
    })
    .returning();
  if (input.authorities?.length) {
    const [role] = await db
      .insert(roles)
      .values({ partnerId, name: `role-${next()}` })
      .returning();
    await db
      .insert(roleAuthorities)
      .values(input.authorities.map((authority) => ({ partnerId, roleId: role.id, authority })));
    await db.insert(accountRoles).values({ partnerId, accountId: account.id, roleId: role.id });
  }
  return account;
};

export const sessionTokenFor = (db: Db, partnerId: number, accountId: number) =>
  createSession(db, { partnerId, accountId }, { idleMinutes: 30, maxHours: 12 });

export type TestActor = { partnerId: number; accountId: number; username: string; token: string };

/** A partner in state 1 with its admin signed in. */
export const givenPartnerAdmin = async (db: Db, options: { state?: number } = {}): Promise<TestActor> => {
  const partner = await createPartner(db, { state: options.state });
  const account = await createAccount(db, partner.id, { isAdmin: true });
  return {
    partnerId: partner.id,
    accountId: account.id,
    username: account.username,
    token: await sessionTokenFor(db, partner.id, account.id),
  };
};

/** Two unrelated partners, A and B, each with a signed-in admin: for isolation tests. */
export const givenTwoPartners = async (db: Db) => ({
  a: await givenPartnerAdmin(db),
  b: await givenPartnerAdmin(db),
});

/** app.inject as an actor, with an optional language. */
export const injectAs = (
  app: FastifyInstance,
  actor: Pick<TestActor, 'token'> | null,
  options: InjectOptions & { lang?: 'zh-CN' | 'zh-TW' | 'en' },
) => {
  const { lang, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      ...(headers ?? {}),
      ...(actor ? { authorization: `Bearer ${actor.token}` } : {}),
      ...(lang ? { 'accept-language': lang } : {}),
    },
  });
};

/** Uploads a file as the actor (`POST /api/communal/upload`) and answers its id. */
export const uploadAs = async (
  app: FastifyInstance,
  actor: Pick<TestActor, 'token'>,
  fileName: string,
  content: Buffer,
): Promise<number> => {
  const { payload, headers } = multipartOf([{ name: 'file', fileName, content }]);
  const res = await injectAs(app, actor, { method: 'POST', url: '/api/communal/upload', payload, headers });
  const body = res.json();
  if (body.code !== '0000') throw new Error(`upload failed: ${body.msg}`);
  return body.data.id as number;
};
