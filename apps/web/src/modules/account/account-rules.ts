import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

// The same rules as packages/shared/src/contracts/auth.ts, checked in the browser first.
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const PASSWORD_MAX = 64;
export const NICKNAME_MAX = 30;

export const passwordRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('account.passwordRequired') },
  { pattern: PASSWORD_PATTERN, message: t('account.passwordRule') },
  { max: PASSWORD_MAX, message: t('account.passwordRule') },
];

/** The confirmation must equal the `password` field. */
export const confirmRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('account.confirmRequired') },
  ({ getFieldValue }) => ({
    validator: (_rule, value: string) =>
      !value || value === getFieldValue('password')
        ? Promise.resolve()
        : Promise.reject(new Error(t('account.passwordMismatch'))),
  }),
];
