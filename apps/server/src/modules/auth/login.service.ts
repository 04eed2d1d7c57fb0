import { PartnerState } from '@portal/shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { createSession, type SessionPolicy } from './sessions.service';
import { checkCaptcha } from '../../platform/captcha';
import { blocked, fail } from '../../platform/errors';
import { partnerSummaryOf } from '../partner/partner.service';
import { accounts } from './auth.table';
import {
  forgetLoginFailures,
  recordLoginFailure,
  throttledMinutes,
  throttleKeyOf,
} from './login-throttle.service';

type Credentials = { username: string; password: string; captchaId?: string; captcha?: string };
type LoginOptions = { captcha: boolean; policy: SessionPolicy; userAgent?: string; ip: string };

// Unknown usernames are checked against this hash too, so both refusals take the same time.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy-password-1');
  return decoyHash;
};

type LoginAccount = { partnerId: number; id: number; passwordHash: string; enabled: boolean };

const findLoginAccount = async (db: DbOrTx, username: string): Promise<LoginAccount | undefined> => {
  const [row] = await db
    .select({
      partnerId: accounts.partnerId,
      id: accounts.id,
      passwordHash: accounts.passwordHash,
      enabled: accounts.enabled,
    })
    .from(accounts)
    .where(sql`lower(${accounts.username}) = lower(${username})`)
    .limit(1);
  return row;
};

/**
 * Signs in with username, password and captcha and opens a session; returns its token.
 * A wrong username and a wrong password answer alike, and so do their waits (login-throttle).
 * A disabled partner or account is told only after the right password (0008), so the reason is
 * not shown to strangers.
 */
export const login = async (db: DbOrTx, input: Credentials, options: LoginOptions): Promise<string> => {
  if (options.captcha) {
    if (!input.captchaId || !input.captcha) throw fail('auth.captchaRequired');
    if (!(await checkCaptcha(db, input.captchaId, input.captcha))) throw fail('auth.captchaWrong');
  }
  const throttle = throttleKeyOf(input.username, options.ip);
  const waiting = await throttledMinutes(db, throttle);
  if (waiting > 0) throw fail('auth.loginThrottled', { minutes: waiting });
  const account = await findLoginAccount(db, input.username.trim());
  const passwordRight = await verifyPassword(input.password, account?.passwordHash ?? (await decoy()));
  if (!account || !passwordRight) {
    const minutes = await recordLoginFailure(db, throttle);
    throw minutes > 0 ? fail('auth.loginThrottled', { minutes }) : fail('auth.badCredentials');
  }

  const partner = await partnerSummaryOf(db, account.partnerId);
  if (partner.state === PartnerState.disabled) {
    throw blocked('auth.partnerDisabled', { reason: partner.stateReason ?? '-' });
  }
  if (!account.enabled) throw blocked('auth.accountDisabled');

  await forgetLoginFailures(db, throttle.username, throttle.ip);
  await db
    .update(accounts)
    .set({ lastLoginAt: new Date() })
    .where(and(eq(accounts.partnerId, account.partnerId), eq(accounts.id, account.id)));
  return createSession(
    db,
    { partnerId: account.partnerId, accountId: account.id, userAgent: options.userAgent, ip: options.ip },
    options.policy,
  );
};
