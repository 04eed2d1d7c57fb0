import type { RegisterInput, RegisterResult } from '@portal/shared/contracts/auth';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { hashPassword } from '../../platform/auth/password';
import { fail } from '../../platform/errors';
import { consumeSmsCode } from '../../platform/sms/sms-codes';
import { createPartner, isPartnerNameTaken } from '../partner/partner.service';
import { accountConflict, assertAccountFree, insertAccount } from './accounts.service';
import { uniqueViolationOf } from '../../db/unique-violation';

const partnerConflict = (error: unknown): never => {
  if (uniqueViolationOf(error) === 'partners_name_key') throw fail('auth.companyNameTaken');
  return accountConflict(error);
};

/**
 * Registers a supplier: the partner (state 4, details to complete) and its admin account, in one
 * transaction. Name checks come before the SMS code, so a taken name does not use the code up.
 */
export const registerPartner = async (db: DbOrTx, input: RegisterInput): Promise<RegisterResult> => {
  if (await isPartnerNameTaken(db, input.companyName)) throw fail('auth.companyNameTaken');
  await assertAccountFree(db, input);
  // Checked (and counted) on its own: a failed transaction must not give the attempt back.
  if (!(await consumeSmsCode(db, { mobile: input.mobile, scene: 'register', code: input.smsCode }))) {
    throw fail('auth.smsCodeWrong');
  }
  const passwordHash = await hashPassword(input.password);
  return db
    .transaction(async (tx) => {
      const partner = await createPartner(tx, {
        name: input.companyName,
        contactName: input.contactName,
        mobile: input.mobile,
      });
      const admin = await insertAccount(tx, {
        partnerId: partner.id,
        username: input.username,
        passwordHash,
        nickName: input.contactName,
        mobile: input.mobile,
        isAdmin: true,
      });
      await writeAudit(tx, {
        partnerId: partner.id,
        accountId: admin.id,
        action: 'partner.register',
        entity: 'partner',
        entityId: partner.id,
        after: {
          partnerNo: partner.partnerNo,
          name: partner.name,
          state: partner.state,
          admin: input.username,
        },
      });
      return { partnerNo: partner.partnerNo, username: input.username };
    })
    .catch(partnerConflict);
};
