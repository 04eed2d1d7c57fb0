import type {
  Captcha,
  LoginInput,
  LoginResult,
  PasswordResetInput,
  PasswordUpdateInput,
  Profile,
  RegisterInput,
  RegisterResult,
  SmsCodeResult,
  SmsScene,
  UserMenuGroup,
  UserMenuItem,
} from '@portal/shared/contracts/auth';
import { http } from '../../shared/http';

export type { Profile, SmsScene };
/** A served menu group and leaf of /api/auth/loadUserMenus. */
export type MenuGroup = UserMenuGroup;
export type MenuLeaf = UserMenuItem;

/** The menu call: its failures log the user out at once (spec section 8), see http-presenter. */
export const MENU_URL = '/api/auth/loadUserMenus';
export const PROFILE_URL = '/api/auth/account/profile';

/** Sign-in, session, registration and password calls (modules/auth on the server). */
export const authApi = {
  captcha: () => http.post<Captcha>('/api/auth/captcha', {}, { silent: true }),
  login: (input: LoginInput) => http.post<LoginResult>('/api/auth/login', input),
  logout: () => http.post<null>('/api/auth/logout', {}, { silent: true }),
  profile: () => http.get<Profile>(PROFILE_URL),
  menus: () => http.get<MenuGroup[]>(MENU_URL),
  /** The server keeps this session and signs out every other one; its message says so. */
  changePassword: (input: PasswordUpdateInput) =>
    http.post<null>('/api/auth/password/update', input, { showSuccess: true }),
  sendSmsCode: (mobile: string, scene: SmsScene) =>
    http.post<SmsCodeResult>('/api/communal/sms/code', { mobile, scene }, { showSuccess: true }),
  register: (input: RegisterInput) => http.post<RegisterResult>('/api/account/partner/register', input),
  resetPassword: (input: PasswordResetInput) => http.post<null>('/api/auth/password/reset', input),
};
