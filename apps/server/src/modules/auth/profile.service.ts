import type { Profile, ProfileUpdateInput } from '@portal/shared/contracts/auth';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import { assertOwnFile, signedFileUrl } from '../communal/files.service';
import { partnerSummaryOf } from '../partner/partner.service';
import { accountOf, roleNamesOf } from './accounts.service';
import { accounts } from './auth.table';

/** The signed-in user of spec section 3, with the authorities of this very request. */
export const profileOf = async (db: DbOrTx, auth: AuthContext): Promise<Profile> => {
  const [account, partner, roleNames] = await Promise.all([
    accountOf(db, auth.partnerId, auth.accountId),
    partnerSummaryOf(db, auth.partnerId),
    roleNamesOf(db, auth.partnerId, auth.accountId),
  ]);
  const portraitId = account.portrait ? Number(account.portrait) : null;
  const portrait = portraitId ? signedFileUrl(auth.partnerId, portraitId) : null;
  return {
    username: account.username,
    nickName: account.nickName,
    logo: portrait,
    portrait,
    portraitId,
    partnerNo: partner.partnerNo,
    partnerName: partner.name,
    partnerState: partner.state,
    partnerStateReason: partner.stateReason,
    mobile: account.mobile,
    isAdmin: account.isAdmin,
    roleList: roleNames.map((roleName) => ({ roleName })),
    authorityList: auth.authorities.map((authorityMark) => ({ authorityMark })),
  };
};

/** Nickname and portrait (an image the partner uploaded) of the signed-in user. */
export const updateProfile = async (db: DbOrTx, auth: AuthContext, input: ProfileUpdateInput) => {
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
};
