import type {
  AccountCreateInput,
  AccountEnableInput,
  AccountPasswordResetInput,
  AccountQuery,
  AccountRow,
  AccountUpdateInput,
} from '@portal/shared/contracts/auth';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { hashPassword } from '../../platform/auth/password';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail, notFound } from '../../platform/errors';
import { accountRoles, accounts, roles } from './auth.table';
import { forgetLoginFailures } from './login-throttle.service';
import { assertGrantable, codesOfAccounts, codesOfRoles, holdsAll } from './roles.service';
import { uniqueViolationOf } from '../../db/unique-violation';
import { containsPattern } from '../../db/like';
import { forgetCachedSessions, revokeAccountSessions } from './sessions.service';

export type AccountRecord = typeof accounts.$inferSelect;

/** Names to show for these accounts of a partner (nickname, or the login name): id -> name. */
export const accountNamesOf = async (
  db: DbOrTx,
  partnerId: number,
  ids: readonly number[],
): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, nickName: accounts.nickName, username: accounts.username })
    .from(accounts)
    .where(and(eq(accounts.partnerId, partnerId), inArray(accounts.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.nickName || row.username]));
};

/**
 * The names of the accounts that did what rows keep (null: the operator or the system): answers
 * an id's name, null for null or for an account that is gone.
 */
export const operatorNamesOf = async (
  db: DbOrTx,
  partnerId: number,
  ids: readonly (number | null)[],
): Promise<(id: number | null) => string | null> => {
  const names = await accountNamesOf(
    db,
    partnerId,
    ids.filter((id): id is number => id !== null),
  );
  return (id) => (id === null ? null : (names.get(id) ?? null));
};

// ---- lookups shared by sign-in, registration and the forgotten-password form ---------------------

/** The account with this login name (case-insensitive), of any partner. */
export const accountByUsername = async (db: DbOrTx, username: string): Promise<AccountRecord | undefined> => {
  const [row] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.username}) = lower(${username.trim()})`)
    .limit(1);
  return row;
};

/** The account bound to this mobile (a mobile belongs to one account at most). */
export const accountByMobile = async (db: DbOrTx, mobile: string): Promise<AccountRecord | undefined> => {
  const [row] = await db.select().from(accounts).where(eq(accounts.mobile, mobile)).limit(1);
  return row;
};

/** Is the mobile used by an account other than `exceptAccountId`? */
const isMobileTaken = async (db: DbOrTx, mobile: string, exceptAccountId?: number): Promise<boolean> => {
  const owner = await accountByMobile(db, mobile);
  return owner !== undefined && owner.id !== exceptAccountId;
};

/** Translates the unique indexes of `accounts` into the messages a form shows. */
export const accountConflict = (error: unknown): never => {
  const constraint = uniqueViolationOf(error);
  if (constraint === 'accounts_username_key') throw fail('auth.usernameTaken');
  if (constraint === 'accounts_mobile_key') throw fail('auth.mobileTaken');
  throw error;
};

/** Refuses a username or mobile that is in use (the unique indexes still settle a race). */
export const assertAccountFree = async (db: DbOrTx, input: { username: string; mobile?: string | null }) => {
  if (await accountByUsername(db, input.username)) throw fail('auth.usernameTaken');
  if (input.mobile && (await isMobileTaken(db, input.mobile))) throw fail('auth.mobileTaken');
};

export const insertAccount = async (
  db: DbOrTx,
  input: {
    partnerId: number;
    username: string;
    passwordHash: string;
    nickName: string;
    mobile?: string | null;
    isAdmin?: boolean;
  },
): Promise<{ id: number }> => {
  const [row] = await db
    .insert(accounts)
    .values({
      partnerId: input.partnerId,
      username: input.username.trim(),
      passwordHash: input.passwordHash,
      nickName: input.nickName,
      mobile: input.mobile ?? null,
      isAdmin: input.isAdmin ?? false,
    })
    .returning({ id: accounts.id });
  return row;
};

/** Sets a new password; lifts the sign-in waits on the name (a reset proves who the user is). */
export const setPassword = async (db: DbOrTx, partnerId: number, accountId: number, passwordHash: string) => {
  const [changed] = await db
    .update(accounts)
    .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(accounts.partnerId, partnerId), eq(accounts.id, accountId)))
    .returning({ username: accounts.username });
  if (changed) await forgetLoginFailures(db, changed.username);
};

/** One account of the partner; another partner's id answers like a missing one. */
export const accountOf = async (db: DbOrTx, partnerId: number, accountId: number): Promise<AccountRecord> => {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.partnerId, partnerId), eq(accounts.id, accountId)));
  if (!row) throw notFound('auth.accountNotFound');
  return row;
};

/** The partner's first admin account (files the operator stores for the partner are recorded as its). */
export const partnerAdminIdOf = async (db: DbOrTx, partnerId: number): Promise<number | undefined> => {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.partnerId, partnerId), eq(accounts.isAdmin, true)))
    .orderBy(accounts.id)
    .limit(1);
  return row?.id;
};

// ---- the sub-account list ------------------------------------------------------------------------

const sortColumns = {
  username: accounts.username,
  createdTime: accounts.createdAt,
  lastLoginTime: accounts.lastLoginAt,
} as const;

const roleIdsOf = async (db: DbOrTx, partnerId: number, accountId: number): Promise<number[]> => {
  const rows = await db
    .select({ roleId: accountRoles.roleId })
    .from(accountRoles)
    .where(and(eq(accountRoles.partnerId, partnerId), eq(accountRoles.accountId, accountId)));
  return rows.map((r) => r.roleId);
};

/**
 * May the actor act on an account holding these codes (edit, roles, enable, password)? Only when it
 * holds every one of them, so a delegate with account:edit cannot take over a stronger account;
 * the admin holds every authority, so only the admin acts on the admin.
 */
const mayManage = (actor: AuthContext, target: { isAdmin: boolean }, codes: readonly string[]) =>
  actor.isAdmin || (!target.isAdmin && holdsAll(actor, codes));

/** The partner's account the actor is about to change; refused when the actor may not manage it. */
const accountToManage = async (db: DbOrTx, actor: AuthContext, accountId: number): Promise<AccountRecord> => {
  const target = await accountOf(db, actor.partnerId, accountId);
  if (actor.isAdmin) return target;
  const codes = (await codesOfAccounts(db, actor.partnerId, [target.id])).get(target.id) ?? [];
  if (!mayManage(actor, target, codes)) throw fail('auth.accountBeyondOwn');
  return target;
};

/** A page of the partner's accounts; the admin comes first unless another order is asked for. */
export const listAccounts = async (
  db: DbOrTx,
  actor: AuthContext,
  query: AccountQuery,
): Promise<{ rows: AccountRow[]; total: number }> => {
  const { partnerId } = actor;
  const filters: SQL[] = [eq(accounts.partnerId, partnerId)];
  if (query.username) filters.push(sql`${accounts.username} ilike ${containsPattern(query.username)}`);
  if (query.nickName) filters.push(sql`${accounts.nickName} ilike ${containsPattern(query.nickName)}`);
  if (query.enabled !== undefined) filters.push(eq(accounts.enabled, query.enabled));
  const where = and(...filters);

  const direction = query.sortType === 'asc' ? sql`asc` : sql`desc`;
  const orderBy = query.sortBy
    ? [sql`${sortColumns[query.sortBy]} ${direction} nulls last`, sql`${accounts.id}`]
    : [sql`${accounts.isAdmin} desc`, sql`${accounts.id}`];

  const [found, [{ total }]] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ total: sql<number>`count(*)::int` }).from(accounts).where(where),
  ]);

  const ids = found.map((a) => a.id);
  const held =
    ids.length === 0
      ? []
      : await db
          .select({ accountId: accountRoles.accountId, id: roles.id, roleName: roles.name })
          .from(accountRoles)
          .innerJoin(
            roles,
            and(eq(roles.partnerId, accountRoles.partnerId), eq(roles.id, accountRoles.roleId)),
          )
          .where(and(eq(accountRoles.partnerId, partnerId), inArray(accountRoles.accountId, ids)))
          .orderBy(roles.id);
  const codes = actor.isAdmin ? new Map<number, string[]>() : await codesOfAccounts(db, partnerId, ids);

  const rows = found.map((a) => ({
    id: a.id,
    username: a.username,
    nickName: a.nickName,
    mobile: a.mobile,
    enabled: a.enabled,
    isAdmin: a.isAdmin,
    roles: held.filter((r) => r.accountId === a.id).map(({ id, roleName }) => ({ id, roleName })),
    lastLoginTime: a.lastLoginAt?.toISOString() ?? null,
    createdTime: a.createdAt.toISOString(),
    manageable: mayManage(actor, a, codes.get(a.id) ?? []),
  }));
  return { rows, total };
};

// ---- changes by the partner admin (or a delegate holding account:edit) ------------------------------

const replaceRoles = async (db: DbOrTx, partnerId: number, accountId: number, roleIds: readonly number[]) => {
  // Authorities are read with the session: sessions cached in memory must see the new roles.
  forgetCachedSessions();
  await db
    .delete(accountRoles)
    .where(and(eq(accountRoles.partnerId, partnerId), eq(accountRoles.accountId, accountId)));
  const unique = [...new Set(roleIds)];
  if (unique.length > 0) {
    await db.insert(accountRoles).values(unique.map((roleId) => ({ partnerId, accountId, roleId })));
  }
};

export const createSubAccount = async (
  db: DbOrTx,
  actor: AuthContext,
  input: AccountCreateInput,
): Promise<{ id: number }> => {
  await assertAccountFree(db, input);
  assertGrantable(actor, await codesOfRoles(db, actor.partnerId, input.roleIds));
  const passwordHash = await hashPassword(input.password);
  return db
    .transaction(async (tx) => {
      const account = await insertAccount(tx, { ...input, partnerId: actor.partnerId, passwordHash });
      await replaceRoles(tx, actor.partnerId, account.id, input.roleIds);
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'account.create',
        entity: 'account',
        entityId: account.id,
        after: {
          username: input.username,
          nickName: input.nickName,
          mobile: input.mobile,
          roleIds: input.roleIds,
        },
      });
      return account;
    })
    .catch(accountConflict);
};

export const updateSubAccount = async (db: DbOrTx, actor: AuthContext, input: AccountUpdateInput) => {
  const before = await accountToManage(db, actor, input.id);
  if (before.isAdmin && input.roleIds.length > 0) throw fail('auth.adminFixed');
  if (input.mobile && (await isMobileTaken(db, input.mobile, before.id))) throw fail('auth.mobileTaken');
  const beforeRoles = await roleIdsOf(db, actor.partnerId, before.id);
  // Every role must be the partner's own; only roles newly given are checked against the actor.
  await codesOfRoles(db, actor.partnerId, input.roleIds);
  const added = input.roleIds.filter((id) => !beforeRoles.includes(id));
  assertGrantable(actor, await codesOfRoles(db, actor.partnerId, added));
  await db
    .transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ nickName: input.nickName, mobile: input.mobile ?? null, updatedAt: new Date() })
        .where(and(eq(accounts.partnerId, actor.partnerId), eq(accounts.id, before.id)));
      await replaceRoles(tx, actor.partnerId, before.id, input.roleIds);
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'account.update',
        entity: 'account',
        entityId: before.id,
        before: { nickName: before.nickName, mobile: before.mobile, roleIds: beforeRoles },
        after: { nickName: input.nickName, mobile: input.mobile ?? null, roleIds: input.roleIds },
      });
    })
    .catch(accountConflict);
};

/** Enables or disables a sub-account; disabling ends all its sessions at once. */
export const setAccountEnabled = async (db: DbOrTx, actor: AuthContext, input: AccountEnableInput) => {
  const before = await accountToManage(db, actor, input.id);
  if (before.isAdmin) throw fail('auth.adminFixed');
  if (!input.enabled && before.id === actor.accountId) throw fail('auth.cannotDisableSelf');
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ enabled: input.enabled, updatedAt: new Date() })
      .where(and(eq(accounts.partnerId, actor.partnerId), eq(accounts.id, before.id)));
    if (!input.enabled) await revokeAccountSessions(tx, actor.partnerId, before.id);
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: input.enabled ? 'account.enable' : 'account.disable',
      entity: 'account',
      entityId: before.id,
      before: { enabled: before.enabled },
      after: { enabled: input.enabled },
    });
  });
};

/** Sets a sub-account's password; its sessions end (the actor's own current one excepted). */
export const resetSubAccountPassword = async (
  db: DbOrTx,
  actor: AuthContext,
  input: AccountPasswordResetInput,
) => {
  const target = await accountToManage(db, actor, input.id);
  if (target.isAdmin && target.id !== actor.accountId) throw fail('auth.adminOnlyBySelf');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPassword(tx, actor.partnerId, target.id, passwordHash);
    await revokeAccountSessions(
      tx,
      actor.partnerId,
      target.id,
      target.id === actor.accountId ? actor.sessionId : undefined,
    );
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'account.resetPassword',
      entity: 'account',
      entityId: target.id,
    });
  });
};

/**
 * The partner's accounts whose login name or nickname contains `keyword`, admin first, at most
 * `limit`: the accounts other modules link their records to (a seller's sign-in).
 */
export const accountOptionsOf = async (
  db: DbOrTx,
  partnerId: number,
  keyword: string | null,
  limit: number,
): Promise<Array<{ id: number; name: string; username: string; enabled: boolean }>> => {
  const rows = await db
    .select({
      id: accounts.id,
      nickName: accounts.nickName,
      username: accounts.username,
      enabled: accounts.enabled,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.partnerId, partnerId),
        keyword
          ? sql`(${accounts.username} ilike ${containsPattern(keyword)} or ${accounts.nickName} ilike ${containsPattern(keyword)})`
          : undefined,
      ),
    )
    .orderBy(sql`${accounts.isAdmin} desc`, accounts.id)
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.nickName || row.username,
    username: row.username,
    enabled: row.enabled,
  }));
};
