import type { FormRule } from 'antd';

/** Client-side twins of the server's contract rules (packages/shared/src/contracts/auth.ts). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;

/** The confirmation field must equal `password`. */
export const sameAsPassword =
  (message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error(message)),
  });
