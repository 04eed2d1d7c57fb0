import type {
  LoginInput,
  PasswordResetInput,
  PasswordUpdateInput,
  Profile,
  RegisterInput,
  SmsScene,
  UserMenuGroup,
  UserMenuItem,
} from '@portal/shared/contracts/auth';
import { session, signup } from '@portal/shared/contracts/auth.endpoints';
import { api } from '../../shared/http';

export type { Profile, SmsScene };
/** A served menu group and leaf of the menu call (`session.menus`). */
export type MenuGroup = UserMenuGroup;
export type MenuLeaf = UserMenuItem;

/*
 * Sign-in, session, registration and password calls (modules/auth on the server). Plain calls, not
 * react-query hooks: the sign-in pages run outside the shell and its query client, and this file
 * is in the first chunk the browser loads, so it stays clear of shared/api-hooks (react-query).
 */

/** The server's success message is shown, as `write` (shared/api-hooks) does. */
const SAVED = { showSuccess: true } as const;

/** A new captcha; a failure only hides the captcha (the form says what is missing). */
export const newCaptcha = () => api(session.captcha, {}, { silent: true });

export const logIn = (input: LoginInput) => api(session.login, input);

/** Ends the session on the server; the caller forgets it locally whatever the answer. */
export const logOut = () => api(session.logout, {}, { silent: true });

/** The signed-in account (the session store loads it with the menus). */
export const sessionProfile = () => api(session.profile);

/** The menus; their failures log the user out at once (spec section 8), see app/http-presenter. */
export const sessionMenus = () => api(session.menus);

/** The server keeps this session and signs out every other one; its message says so. */
export const changePassword = (input: PasswordUpdateInput) => api(session.changePassword, input, SAVED);

export const sendSmsCode = (mobile: string, scene: SmsScene) => api(signup.smsCode, { mobile, scene }, SAVED);

export const registerPartner = (input: RegisterInput) => api(signup.register, input);

export const resetPassword = (input: PasswordResetInput) => api(signup.resetPassword, input);
