import { z } from 'zod';
import { ALL_AUTHORITIES } from '../menu';
import { IdSchema, pageQueryOf } from './common';

// Custom messages are keys of the server's message catalogue (modules/auth/auth.messages.ts);
// the server translates them into data.fields of a validation failure.

/** Login name: 3-32 letters, digits and _ . @ - ; unique over the whole platform (case-insensitive). */
export const UsernameSchema = z
  .string({ error: 'auth.usernameRequired' })
  .trim()
  .min(1, { error: 'auth.usernameRequired' })
  .regex(/^[A-Za-z0-9_.@-]{3,32}$/, { error: 'auth.usernameRule' });

/** DOMAIN.md: at least 8 characters with letters and digits. */
export const PasswordSchema = z
  .string({ error: 'auth.newPasswordRequired' })
  .min(1, { error: 'auth.newPasswordRequired' })
  .max(64, { error: 'auth.passwordRule' })
  .regex(/^(?=.*[A-Za-z])(?=.*\d).{8,}$/, { error: 'auth.passwordRule' });

/** A mainland China mobile number. */
export const MobileSchema = z
  .string({ error: 'auth.mobileRequired' })
  .trim()
  .min(1, { error: 'auth.mobileRequired' })
  .regex(/^1[3-9]\d{9}$/, { error: 'auth.mobileInvalid' });

export const SmsCodeSchema = z
  .string({ error: 'auth.smsCodeRequired' })
  .trim()
  .min(1, { error: 'auth.smsCodeRequired' })
  .regex(/^\d{6}$/, { error: 'auth.smsCodeInvalid' });

const NickNameSchema = z
  .string({ error: 'auth.nickNameRequired' })
  .trim()
  .min(1, { error: 'auth.nickNameRequired' })
  .max(30);

/** The forms' optional "confirm" field: when sent, it must equal `password`. */
const confirmMatches = (v: { password: string; confirm?: string }) =>
  v.confirm === undefined || v.confirm === v.password;
const confirmIssue = { path: ['confirm'], error: 'auth.passwordMismatch' };

// ---- captcha, login, session -------------------------------------------------------------------

export const CaptchaSchema = z.object({
  captchaId: z.string(),
  /** data:image/svg+xml;base64,... */
  image: z.string(),
});
export type Captcha = z.infer<typeof CaptchaSchema>;

export const LoginInputSchema = z.object({
  username: z
    .string({ error: 'auth.usernameRequired' })
    .trim()
    .min(1, { error: 'auth.usernameRequired' })
    .max(64),
  password: z.string({ error: 'auth.passwordRequired' }).min(1, { error: 'auth.passwordRequired' }).max(128),
  // Required unless the server runs with CAPTCHA=off (automated tests only).
  captchaId: z.string().max(64).default(''),
  captcha: z.string().trim().max(16).default(''),
  /** Client-side only: the web keeps the token in localStorage instead of sessionStorage. */
  remember: z.boolean().optional(),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

export const LoginResultSchema = z.object({ token: z.string() });
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** GET /api/auth/account/profile (spec section 3: the logged-in user). */
export const ProfileSchema = z.object({
  username: z.string(),
  nickName: z.string(),
  /** The avatar shown in the header: the portrait's URL, or null for the default avatar. */
  logo: z.string().nullable(),
  /** A short-lived URL of the portrait image, or null. */
  portrait: z.string().nullable(),
  /** The portrait's file id (an upload of kind image), for the profile form. */
  portraitId: z.number().int().nullable(),
  partnerNo: z.string(),
  partnerName: z.string(),
  partnerState: z.number().int(),
  partnerStateReason: z.string().nullable(),
  mobile: z.string().nullable(),
  isAdmin: z.boolean(),
  roleList: z.array(z.object({ roleName: z.string() })),
  authorityList: z.array(z.object({ authorityMark: z.string() })),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileUpdateInputSchema = z.object({
  nickName: NickNameSchema,
  /** File id of an uploaded image (POST /api/communal/upload); null removes the portrait. */
  portrait: IdSchema.nullable().optional(),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInputSchema>;

/** One leaf of /api/auth/loadUserMenus; `authority` is its view code. */
export const UserMenuItemSchema = z.object({
  path: z.string(),
  title: z.string(),
  hidden: z.boolean(),
  hideSider: z.boolean(),
  authority: z.string(),
});
export const UserMenuGroupSchema = z.object({
  key: z.string(),
  title: z.string(),
  icon: z.string(),
  children: z.array(UserMenuItemSchema),
});
export type UserMenuItem = z.infer<typeof UserMenuItemSchema>;
export type UserMenuGroup = z.infer<typeof UserMenuGroupSchema>;

/** POST /api/auth/password/update (spec section 5 messages). */
export const PasswordUpdateInputSchema = z
  .object({
    oldPassword: z
      .string({ error: 'auth.oldPasswordRequired' })
      .min(1, { error: 'auth.oldPasswordRequired' })
      .max(128),
    password: PasswordSchema,
    confirm: z.string().optional(),
  })
  .refine(confirmMatches, confirmIssue);
export type PasswordUpdateInput = z.infer<typeof PasswordUpdateInputSchema>;

// ---- SMS, register, forgotten password ---------------------------------------------------------

export const SmsSceneSchema = z.enum(['register', 'forget']);
export type SmsScene = z.infer<typeof SmsSceneSchema>;

export const SmsCodeInputSchema = z.object({ mobile: MobileSchema, scene: SmsSceneSchema });
export type SmsCodeInput = z.infer<typeof SmsCodeInputSchema>;

export const SmsCodeResultSchema = z.object({
  /** Seconds before another code may be requested for this mobile. */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export type SmsCodeResult = z.infer<typeof SmsCodeResultSchema>;

export const RegisterInputSchema = z
  .object({
    companyName: z
      .string({ error: 'auth.companyNameRequired' })
      .trim()
      .min(1, { error: 'auth.companyNameRequired' })
      .max(50),
    contactName: z
      .string({ error: 'auth.contactNameRequired' })
      .trim()
      .min(1, { error: 'auth.contactNameRequired' })
      .max(20),
    mobile: MobileSchema,
    smsCode: SmsCodeSchema,
    username: UsernameSchema,
    password: PasswordSchema,
    confirm: z.string().optional(),
  })
  .refine(confirmMatches, confirmIssue);
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const RegisterResultSchema = z.object({ partnerNo: z.string(), username: z.string() });
export type RegisterResult = z.infer<typeof RegisterResultSchema>;

/** POST /api/auth/password/reset: the forgotten-password form. */
export const PasswordResetInputSchema = z
  .object({
    mobile: MobileSchema,
    smsCode: SmsCodeSchema,
    password: PasswordSchema,
    confirm: z.string().optional(),
  })
  .refine(confirmMatches, confirmIssue);
export type PasswordResetInput = z.infer<typeof PasswordResetInputSchema>;

// ---- sub-accounts ------------------------------------------------------------------------------

export const AccountQuerySchema = pageQueryOf(['username', 'createdTime', 'lastLoginTime'] as const).extend({
  username: z.string().trim().max(64).optional(),
  nickName: z.string().trim().max(30).optional(),
  enabled: z.stringbool().optional(),
});
export type AccountQuery = z.infer<typeof AccountQuerySchema>;

export const AccountRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  mobile: z.string().nullable(),
  enabled: z.boolean(),
  isAdmin: z.boolean(),
  roles: z.array(z.object({ id: z.number().int(), roleName: z.string() })),
  lastLoginTime: z.string().nullable(),
  createdTime: z.string(),
  /** The caller may change this account: it holds every authority the account holds. */
  manageable: z.boolean(),
});
export type AccountRow = z.infer<typeof AccountRowSchema>;

const RoleIdsSchema = z.array(IdSchema).max(20).default([]);
const OptionalMobileSchema = MobileSchema.nullable().optional();

export const AccountCreateInputSchema = z.object({
  username: UsernameSchema,
  nickName: NickNameSchema,
  mobile: OptionalMobileSchema,
  password: PasswordSchema,
  roleIds: RoleIdsSchema,
});
export type AccountCreateInput = z.infer<typeof AccountCreateInputSchema>;

export const AccountUpdateInputSchema = z.object({
  id: IdSchema,
  nickName: NickNameSchema,
  mobile: OptionalMobileSchema,
  roleIds: RoleIdsSchema,
});
export type AccountUpdateInput = z.infer<typeof AccountUpdateInputSchema>;

export const AccountEnableInputSchema = z.object({ id: IdSchema, enabled: z.boolean() });
export type AccountEnableInput = z.infer<typeof AccountEnableInputSchema>;

export const AccountPasswordResetInputSchema = z.object({ id: IdSchema, password: PasswordSchema });
export type AccountPasswordResetInput = z.infer<typeof AccountPasswordResetInputSchema>;

export const CreatedIdSchema = z.object({ id: z.number().int() });

// ---- roles and authorities ---------------------------------------------------------------------

/** A list of authority codes, each one of the catalogue (ALL_AUTHORITIES). */
export const AuthorityCodesSchema = z
  .array(z.string().refine((code) => ALL_AUTHORITIES.includes(code), { error: 'auth.unknownAuthority' }))
  .max(ALL_AUTHORITIES.length);

export const RoleSchema = z.object({
  id: z.number().int(),
  roleName: z.string(),
  remark: z.string().nullable(),
  authorities: z.array(z.string()),
  /** Accounts holding the role; a role in use cannot be deleted. */
  accountCount: z.number().int(),
  createdTime: z.string(),
});
export type Role = z.infer<typeof RoleSchema>;

const RoleNameSchema = z
  .string({ error: 'auth.roleNameRequired' })
  .trim()
  .min(1, { error: 'auth.roleNameRequired' })
  .max(30);

export const RoleCreateInputSchema = z.object({
  roleName: RoleNameSchema,
  remark: z.string().trim().max(200).nullable().optional(),
  authorities: AuthorityCodesSchema.default([]),
});
export type RoleCreateInput = z.infer<typeof RoleCreateInputSchema>;

export const RoleUpdateInputSchema = z.object({
  id: IdSchema,
  roleName: RoleNameSchema,
  remark: z.string().trim().max(200).nullable().optional(),
});
export type RoleUpdateInput = z.infer<typeof RoleUpdateInputSchema>;

export const RoleDeleteInputSchema = z.object({ id: IdSchema });

/** POST /api/auth/allocate: replaces the role's authority set. */
export const AllocateInputSchema = z.object({ roleId: IdSchema, authorities: AuthorityCodesSchema });
export type AllocateInput = z.infer<typeof AllocateInputSchema>;

/** GET /api/auth/authorities: the catalogue for the role editor, grouped as the menu. */
export const AuthorityLeafSchema = z.object({
  path: z.string(),
  title: z.string(),
  hidden: z.boolean(),
  /** A page exists; undelivered routes can be granted ahead of time but are not served yet. */
  delivered: z.boolean(),
  viewCode: z.string(),
  actions: z.array(z.string()),
});
export const AuthorityGroupSchema = z.object({
  key: z.string(),
  title: z.string(),
  children: z.array(AuthorityLeafSchema),
});
export type AuthorityGroup = z.infer<typeof AuthorityGroupSchema>;
