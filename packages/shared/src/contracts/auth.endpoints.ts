import { z } from 'zod';
import { Authority } from '../permissions';
import {
  AccountCreateInputSchema,
  AccountEnableInputSchema,
  AccountPasswordResetInputSchema,
  AccountQuerySchema,
  AccountRowSchema,
  AccountUpdateInputSchema,
  AllocateInputSchema,
  AuthorityGroupSchema,
  CaptchaSchema,
  CreatedIdSchema,
  LoginInputSchema,
  LoginResultSchema,
  PasswordResetInputSchema,
  PasswordUpdateInputSchema,
  ProfileSchema,
  ProfileUpdateInputSchema,
  RegisterInputSchema,
  RegisterResultSchema,
  RoleCreateInputSchema,
  RoleDeleteInputSchema,
  RoleSchema,
  RoleUpdateInputSchema,
  SmsCodeInputSchema,
  SmsCodeResultSchema,
  UserMenuGroupSchema,
} from './auth';
import { endpoints } from './endpoint';

/**
 * Captcha, sign-in and -out, the signed-in user's profile, menus and password. The profile, menus
 * and password serve a partner in state 4 too (the shell and the details page need them).
 */
export const session = endpoints('auth', 'session', {
  captcha: {
    method: 'POST',
    path: '/api/auth/captcha',
    summary: 'A new image captcha for the sign-in form',
    auth: 'public',
    data: CaptchaSchema,
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Signs in with username, password and captcha; answers the session token',
    auth: 'public',
    body: LoginInputSchema,
    data: LoginResultSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    summary: "Signs out: ends the caller's session (an expired token is not an error)",
    auth: 'public',
  },
  profile: {
    method: 'GET',
    path: '/api/auth/account/profile',
    summary: 'The signed-in account: user, partner, roles and authorities',
    auth: 'login',
    allowIncomplete: true,
    data: ProfileSchema,
  },
  updateProfile: {
    method: 'POST',
    path: '/api/auth/account/profile/update',
    summary: "Changes the signed-in account's nickname and portrait",
    auth: 'login',
    allowIncomplete: true,
    body: ProfileUpdateInputSchema,
    data: ProfileSchema,
  },
  menus: {
    method: 'GET',
    path: '/api/auth/loadUserMenus',
    summary: 'The menu groups and pages the signed-in account may open',
    auth: 'login',
    allowIncomplete: true,
    data: z.array(UserMenuGroupSchema),
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/password/update',
    summary: "Changes the signed-in account's password; its other sessions end",
    auth: 'login',
    allowIncomplete: true,
    body: PasswordUpdateInputSchema,
  },
});

/** What a visitor does before signing in: SMS code, registration, forgotten password. */
export const signup = endpoints('auth', 'signup', {
  smsCode: {
    method: 'POST',
    path: '/api/communal/sms/code',
    summary: 'Sends an SMS code to a mobile, for registration or a forgotten password',
    auth: 'public',
    body: SmsCodeInputSchema,
    data: SmsCodeResultSchema,
  },
  register: {
    method: 'POST',
    path: '/api/account/partner/register',
    summary: 'Registers a new partner and its admin account (the partner starts in state 4)',
    auth: 'public',
    body: RegisterInputSchema,
    data: RegisterResultSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/password/reset',
    summary: 'Sets a new password for the account of a mobile, proven by its SMS code',
    auth: 'public',
    body: PasswordResetInputSchema,
  },
});

/** The partner's sub-accounts (/account/index): the partner admin, or a delegate with account:edit. */
export const account = endpoints('auth', 'account', {
  page: {
    method: 'GET',
    path: '/api/auth/accounts',
    summary: "A page of the partner's accounts with their roles",
    auth: Authority.accountEdit,
    query: AccountQuerySchema,
    rows: AccountRowSchema,
  },
  create: {
    method: 'POST',
    path: '/api/auth/accounts',
    summary: 'Creates a sub-account',
    auth: Authority.accountEdit,
    body: AccountCreateInputSchema,
    data: CreatedIdSchema,
  },
  update: {
    method: 'POST',
    path: '/api/auth/accounts/update',
    summary: "Changes a sub-account's nickname, mobile and roles",
    auth: Authority.accountEdit,
    body: AccountUpdateInputSchema,
  },
  enable: {
    method: 'POST',
    path: '/api/auth/accounts/enable',
    summary: 'Enables or disables a sub-account (disabling ends its sessions)',
    auth: Authority.accountEdit,
    body: AccountEnableInputSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/accounts/password/reset',
    summary: "Sets a sub-account's password (its sessions end)",
    auth: Authority.accountEdit,
    body: AccountPasswordResetInputSchema,
  },
});

/** The partner's roles and their authorities (/account/role). */
export const role = endpoints('auth', 'role', {
  list: {
    method: 'GET',
    path: '/api/auth/roles',
    summary: "The partner's roles with their authorities and account counts",
    auth: Authority.accountEdit,
    data: z.array(RoleSchema),
  },
  create: {
    method: 'POST',
    path: '/api/auth/roles',
    summary: 'Creates a role',
    auth: Authority.accountEdit,
    body: RoleCreateInputSchema,
    data: CreatedIdSchema,
  },
  update: {
    method: 'POST',
    path: '/api/auth/roles/update',
    summary: "Changes a role's name and remark",
    auth: Authority.accountEdit,
    body: RoleUpdateInputSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/auth/roles/delete',
    summary: 'Deletes a role that no account holds',
    auth: Authority.accountEdit,
    body: RoleDeleteInputSchema,
  },
  allocate: {
    method: 'POST',
    path: '/api/auth/allocate',
    summary: "Replaces a role's authorities",
    auth: Authority.accountEdit,
    body: AllocateInputSchema,
  },
  authorities: {
    method: 'GET',
    path: '/api/auth/authorities',
    summary: 'The catalogue of authorities a role can hold, by menu group and page',
    auth: Authority.accountEdit,
    data: z.array(AuthorityGroupSchema),
  },
});
