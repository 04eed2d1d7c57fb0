import type { PasswordResetInput, PasswordUpdateInput } from '@portal/shared/contracts/auth';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import type { AuthContext } from '../../platform/auth/auth-context';
import { revokeAccountSessions } from './sessions.service';
import { fail } from '../../platform/errors';
import { consumeSmsCode } from '../../platform/sms/sms-codes';
import { accountByMobile, accountOf, setPassword } from './accounts.service';

/**
 * The signed-in user changes their password. Every other session of the account ends; the one
 * that made the change stays valid.
 */
export const changePassword = async (db: DbOrTx, actor: AuthContext, input: PasswordUpdateInput) => {
  const account = await accountOf(db, actor.partnerId, actor.accountId);
  if (!(await verifyPassword(input.oldPassword, account.passwordHash))) throw fail('auth.oldPasswordWrong');
  if (input.oldPassword === input.password) throw fail('auth.passwordUnchanged');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPassword(tx, actor.partnerId, actor.accountId, passwordHash);
    await revokeAccountSessions(tx, actor.partnerId, actor.accountId, actor.sessionId);
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'account.changePassword',
      entity: 'account',
      entityId: actor.accountId,
    });
  });
};

/** The forgotten-password form: mobile + SMS code + new password. Every session of the account ends. */
export const resetForgottenPassword = async (db: DbOrTx, input: PasswordResetInput) => {
  // The code is checked (and counted) on its own, outside the transaction below.
  if (!(await consumeSmsCode(db, { mobile: input.mobile, scene: 'forget', code: input.smsCode }))) {
    throw fail('auth.smsCodeWrong');
  }
  const account = await accountByMobile(db, input.mobile);
  if (!account) throw fail('auth.mobileNotRegistered');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPassword(tx, account.partnerId, account.id, passwordHash);
    await revokeAccountSessions(tx, account.partnerId, account.id);
    await writeAudit(tx, {
      partnerId: account.partnerId,
      accountId: account.id,
      action: 'account.resetForgottenPassword',
      entity: 'account',
      entityId: account.id,
    });
  });
};
