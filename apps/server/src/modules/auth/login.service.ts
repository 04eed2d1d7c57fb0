import { PartnerState } from '@portal/shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { createSession, type SessionPolicy } from '../../platform/auth/sessions';
import { checkCaptcha } from '../../platform/captcha';
import { blocked, fail } from '../../platform/errors';
import { partnerSummaryOf } from '../partner/partner.service';
import { accounts } from './auth.table';

/** DOMAIN.md: 5 failed sign-ins within 15 minutes lock the account for 15 minutes. */
export const LoginLockout = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 } as const;

type Credentials = { username: string; password: string; captchaId?: string; captcha?: string };
type LoginOptions = { captcha: boolean; policy: SessionPolicy; userAgent?: string; ip?: string };

// Unknown usernames are checked against this hash too, so both refusals take the same time.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy-password-1');
  return decoyHash;
};

type LoginAccount = {
  partnerId: number;
  id: number;
  passwordHash: string;
  enabled: boolean;
  lockedMinutes: number;
};

const findLoginAccount = async (db: DbOrTx, username: string): Promise<LoginAccount | undefined> => {
  const [row] = await db
    .select({
      partnerId: accounts.partnerId,
      id: accounts.id,
      passwordHash: accounts.passwordHash,
      enabled: accounts.enabled,
      // Minutes left on a lock, by the database clock (0 when not locked).
      lockedMinutes: sql<number>`case when ${accounts.lockedUntil} > now()
        then ceil(extract(epoch from ${accounts.lockedUntil} - now()) / 60)::int else 0 end`,
    })
    .from(accounts)
    .where(sql`lower(${accounts.username}) = lower(${username})`)
    .limit(1);
  return row;
};

/** Counts a failure; the one that reaches the limit locks the account. Returns true when locked. */
const recordFailure = async (db: DbOrTx, account: LoginAccount): Promise<boolean> => {
  const fresh = sql`${accounts.firstFailedAt} is null
    or ${accounts.firstFailedAt} <= now() - make_interval(mins => ${LoginLockout.windowMinutes})`;
  const key = and(eq(accounts.partnerId, account.partnerId), eq(accounts.id, account.id));
  const [counted] = await db
    .update(accounts)
    .set({
      failedLogins: sql`case when ${fresh} then 1 else ${accounts.failedLogins} + 1 end`,
      firstFailedAt: sql`case when ${fresh} then now() else ${accounts.firstFailedAt} end`,
    })
    .where(key)
    .returning({ failedLogins: accounts.failedLogins });
  if (!counted || counted.failedLogins < LoginLockout.maxFailures) return false;
  await db
    .update(accounts)
    .set({
      lockedUntil: sql`now() + make_interval(mins => ${LoginLockout.lockMinutes})`,
      failedLogins: 0,
      firstFailedAt: null,
    })
    .where(key);
  return true;
};

/**
 * Signs in with username, password and captcha and opens a session; returns its token.
 * A wrong username and a wrong password answer alike. A disabled partner or account is told
 * only after the right password (0008), so the reason is not shown to strangers.
 */
export const login = async (db: DbOrTx, input: Credentials, options: LoginOptions): Promise<string> => {
  if (options.captcha) {
    if (!input.captchaId || !input.captcha) throw fail('auth.captchaRequired');
    if (!(await checkCaptcha(db, input.captchaId, input.captcha))) throw fail('auth.captchaWrong');
  }
  const account = await findLoginAccount(db, input.username.trim());
  if (!account) {
    await verifyPassword(input.password, await decoy());
    throw fail('auth.badCredentials');
  }
  if (account.lockedMinutes > 0) throw fail('auth.accountLocked', { minutes: account.lockedMinutes });
  if (!(await verifyPassword(input.password, account.passwordHash))) {
    if (await recordFailure(db, account)) {
      throw fail('auth.accountLocked', { minutes: LoginLockout.lockMinutes });
    }
    throw fail('auth.badCredentials');
  }

  const partner = await partnerSummaryOf(db, account.partnerId);
  if (partner.state === PartnerState.disabled) {
    throw blocked('auth.partnerDisabled', { reason: partner.stateReason ?? '-' });
  }
  if (!account.enabled) throw blocked('auth.accountDisabled');

  await db
    .update(accounts)
    .set({ failedLogins: 0, firstFailedAt: null, lockedUntil: null, lastLoginAt: new Date() })
    .where(and(eq(accounts.partnerId, account.partnerId), eq(accounts.id, account.id)));
  return createSession(
    db,
    { partnerId: account.partnerId, accountId: account.id, userAgent: options.userAgent, ip: options.ip },
    options.policy,
  );
};
