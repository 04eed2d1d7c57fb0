import type { Profile, ProfileUpdateInput } from '@portal/shared/contracts/auth';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/auth-context';
import { forgetCachedSessions } from './sessions.service';
import { assertOwnFile, signedFileUrl } from '../communal/files.service';
import { accountOf } from './accounts.service';
import { accounts } from './auth.table';

/** The signed-in user of spec section 3, as read with this very request's session. */
export const profileOf = (auth: AuthContext): Profile => {
  const { identity } = auth;
  const portraitId = identity.portrait ? Number(identity.portrait) : null;
  const portrait = portraitId ? signedFileUrl(auth.partnerId, portraitId) : null;
  return {
    username: identity.username,
    nickName: identity.nickName,
    logo: portrait,
    portrait,
    portraitId,
    partnerNo: identity.partnerNo,
    partnerName: identity.partnerName,
    partnerState: auth.partnerState,
    partnerStateReason: auth.partnerStateReason,
    mobile: identity.mobile,
    isAdmin: auth.isAdmin,
    roleList: identity.roleNames.map((roleName) => ({ roleName })),
    authorityList: auth.authorities.map((authorityMark) => ({ authorityMark })),
  };
};

/** Nickname and portrait (an image the partner uploaded) of the signed-in user. */
/** Returns the caller's context as it is after the change. */
export const updateProfile = async (
  db: DbOrTx,
  auth: AuthContext,
  input: ProfileUpdateInput,
): Promise<AuthContext> => {
  if (input.portrait) await assertOwnFile(db, auth.partnerId, input.portrait, ['image']);
  const before = await accountOf(db, auth.partnerId, auth.accountId);
  const portrait =
    input.portrait === undefined ? before.portrait : input.portrait === null ? null : String(input.portrait);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ nickName: input.nickName, portrait, updatedAt: new Date() })
      .where(and(eq(accounts.partnerId, auth.partnerId), eq(accounts.id, auth.accountId)));
    await writeAudit(tx, {
      partnerId: auth.partnerId,
      accountId: auth.accountId,
      action: 'account.updateProfile',
      entity: 'account',
      entityId: auth.accountId,
      before: { nickName: before.nickName, portrait: before.portrait },
      after: { nickName: input.nickName, portrait },
    });
  });
  // The nickname and portrait travel with the session: cached sessions must see the change.
  forgetCachedSessions();
  return { ...auth, identity: { ...auth.identity, nickName: input.nickName, portrait } };
};
