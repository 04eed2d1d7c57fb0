import type { SmsCodeInput, SmsCodeResult } from '@portal/shared/contracts/auth';
import type { DbOrTx } from '../../db/client';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/i18n/locale';
import { translate } from '../../platform/i18n/translate';
import type { SmsSender } from '../../platform/sms/sender';
import { issueSmsCode, SmsCodePolicy } from '../../platform/sms/sms-codes';
import { accountByMobile } from './accounts.service';

/**
 * Sends a verification code for registration or the forgotten-password form. A mobile that is
 * registered already cannot register again; one that is not cannot reset a password.
 */
export const sendSmsCode = async (
  db: DbOrTx,
  sender: SmsSender,
  input: SmsCodeInput,
  message: { locale: Locale; platformName: string },
): Promise<SmsCodeResult> => {
  const owner = await accountByMobile(db, input.mobile);
  if (input.scene === 'register' && owner) throw fail('auth.mobileRegistered');
  if (input.scene === 'forget' && !owner) throw fail('auth.mobileNotRegistered');

  const issued = await issueSmsCode(db, input.mobile, input.scene);
  if (issued.status === 'tooSoon') throw fail('auth.smsTooSoon', { seconds: issued.retryAfter });
  await sender.send({
    mobile: input.mobile,
    scene: input.scene,
    text: translate(message.locale, 'auth.smsText', {
      platform: message.platformName,
      code: issued.code,
      minutes: SmsCodePolicy.ttlSeconds / 60,
    }),
  });
  return { resendAfter: SmsCodePolicy.resendAfterSeconds, expiresIn: SmsCodePolicy.ttlSeconds };
};
