import type { MessageCatalog } from '../../platform/i18n/catalog';

/** Messages of sign-in, SMS codes, registration, sub-accounts and roles. */
export const authMessages: MessageCatalog = {
  // Field validation (keys used by packages/shared/src/contracts/auth.ts).
  'auth.usernameRequired': { 'zh-CN': '请输入用户名', 'zh-TW': '請輸入使用者名稱', en: 'Enter a username' },
  'auth.usernameRule': {
    'zh-CN': '用户名为 3-32 位字母、数字或 _ . @ -',
    'zh-TW': '使用者名稱為 3-32 位字母、數字或 _ . @ -',
    en: 'A username has 3-32 letters, digits or _ . @ -',
  },
  'auth.passwordRequired': { 'zh-CN': '请输入密码', 'zh-TW': '請輸入密碼', en: 'Enter the password' },
  'auth.oldPasswordRequired': {
    'zh-CN': '请输入旧密码',
    'zh-TW': '請輸入舊密碼',
    en: 'Enter the old password',
  },
  'auth.newPasswordRequired': {
    'zh-CN': '请输入新密码',
    'zh-TW': '請輸入新密碼',
    en: 'Enter the new password',
  },
  'auth.passwordRule': {
    'zh-CN': '密码至少 8 位，且须同时包含字母和数字',
    'zh-TW': '密碼至少 8 位，且須同時包含字母和數字',
    en: 'A password has at least 8 characters with both letters and digits',
  },
  'auth.passwordMismatch': {
    'zh-CN': '两次输入密码不一致',
    'zh-TW': '兩次輸入密碼不一致',
    en: 'The two passwords do not match',
  },
  'auth.mobileRequired': { 'zh-CN': '请输入手机号', 'zh-TW': '請輸入手機號碼', en: 'Enter a mobile number' },
  'auth.mobileInvalid': {
    'zh-CN': '手机号格式不正确',
    'zh-TW': '手機號碼格式不正確',
    en: 'Not a valid mobile number',
  },
  'auth.smsCodeRequired': {
    'zh-CN': '请输入短信验证码',
    'zh-TW': '請輸入簡訊驗證碼',
    en: 'Enter the SMS code',
  },
  'auth.smsCodeInvalid': {
    'zh-CN': '短信验证码为 6 位数字',
    'zh-TW': '簡訊驗證碼為 6 位數字',
    en: 'The SMS code has 6 digits',
  },
  'auth.nickNameRequired': { 'zh-CN': '请输入昵称', 'zh-TW': '請輸入暱稱', en: 'Enter a nickname' },
  'auth.companyNameRequired': {
    'zh-CN': '请输入企业名称',
    'zh-TW': '請輸入企業名稱',
    en: 'Enter the company name',
  },
  'auth.contactNameRequired': {
    'zh-CN': '请输入联系人',
    'zh-TW': '請輸入聯絡人',
    en: 'Enter a contact name',
  },
  'auth.roleNameRequired': { 'zh-CN': '请输入角色名称', 'zh-TW': '請輸入角色名稱', en: 'Enter a role name' },
  'auth.unknownAuthority': {
    'zh-CN': '不存在的权限编码',
    'zh-TW': '不存在的權限編碼',
    en: 'Unknown authority code',
  },

  // Captcha and sign-in.
  'auth.captchaRequired': { 'zh-CN': '请输入验证码', 'zh-TW': '請輸入驗證碼', en: 'Enter the captcha' },
  'auth.captchaWrong': {
    'zh-CN': '验证码错误或已过期，请重新输入',
    'zh-TW': '驗證碼錯誤或已過期，請重新輸入',
    en: 'The captcha is wrong or has expired; please try a new one',
  },
  'auth.badCredentials': {
    'zh-CN': '用户名或密码错误',
    'zh-TW': '使用者名稱或密碼錯誤',
    en: 'Wrong username or password',
  },
  'auth.loginThrottled': {
    'zh-CN': '登录失败次数过多，请 {minutes} 分钟后再试',
    'zh-TW': '登入失敗次數過多，請 {minutes} 分鐘後再試',
    en: 'Too many failed sign-ins; try again in {minutes} minute(s)',
  },
  'auth.loggedIn': { 'zh-CN': '登录成功', 'zh-TW': '登入成功', en: 'Signed in' },
  'auth.loggedOut': { 'zh-CN': '已退出登录', 'zh-TW': '已登出', en: 'Signed out' },

  // Own profile and password.
  'auth.profileSaved': { 'zh-CN': '个人资料已保存', 'zh-TW': '個人資料已儲存', en: 'Profile saved' },
  'auth.oldPasswordWrong': {
    'zh-CN': '旧密码不正确',
    'zh-TW': '舊密碼不正確',
    en: 'The old password is wrong',
  },
  'auth.passwordUnchanged': {
    'zh-CN': '新密码不能与旧密码相同',
    'zh-TW': '新密碼不能與舊密碼相同',
    en: 'The new password must differ from the old one',
  },
  'auth.passwordChanged': {
    'zh-CN': '密码已修改，当前登录继续有效，其他设备上的登录已全部退出',
    'zh-TW': '密碼已修改，目前登入繼續有效，其他裝置上的登入已全部登出',
    en: 'Password changed; this session stays signed in, every other session was signed out',
  },

  // SMS codes, registration, forgotten password.
  'auth.smsSent': { 'zh-CN': '验证码已发送', 'zh-TW': '驗證碼已發送', en: 'The code has been sent' },
  'auth.smsTooSoon': {
    'zh-CN': '验证码发送过于频繁，请 {seconds} 秒后再试',
    'zh-TW': '驗證碼發送過於頻繁，請 {seconds} 秒後再試',
    en: 'A code was sent moments ago; try again in {seconds} seconds',
  },
  'auth.smsText': {
    'zh-CN': '【{platform}】您的验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本短信。',
    'zh-TW': '【{platform}】您的驗證碼是 {code}，{minutes} 分鐘內有效。如非本人操作，請忽略本簡訊。',
    en: '[{platform}] Your verification code is {code}, valid for {minutes} minutes. If you did not ask for it, ignore this message.',
  },
  'auth.smsCodeWrong': {
    'zh-CN': '短信验证码错误或已失效',
    'zh-TW': '簡訊驗證碼錯誤或已失效',
    en: 'The SMS code is wrong or no longer valid',
  },
  'auth.mobileRegistered': {
    'zh-CN': '该手机号已注册，请直接登录或找回密码',
    'zh-TW': '該手機號碼已註冊，請直接登入或找回密碼',
    en: 'This mobile number is already registered; sign in or reset the password',
  },
  'auth.mobileNotRegistered': {
    'zh-CN': '该手机号未注册',
    'zh-TW': '該手機號碼未註冊',
    en: 'No account uses this mobile number',
  },
  'auth.mobileTaken': {
    'zh-CN': '该手机号已被其他账号使用',
    'zh-TW': '該手機號碼已被其他帳號使用',
    en: 'Another account already uses this mobile number',
  },
  'auth.usernameTaken': {
    'zh-CN': '用户名已被使用',
    'zh-TW': '使用者名稱已被使用',
    en: 'This username is already taken',
  },
  'auth.companyNameTaken': {
    'zh-CN': '该企业已注册',
    'zh-TW': '該企業已註冊',
    en: 'This company is already registered',
  },
  'auth.registered': {
    'zh-CN': '注册成功，请登录后完善企业资料',
    'zh-TW': '註冊成功，請登入後完善企業資料',
    en: 'Registered; sign in and complete your company details',
  },
  'auth.passwordReset': {
    'zh-CN': '密码已重置，请使用新密码登录',
    'zh-TW': '密碼已重設，請使用新密碼登入',
    en: 'Password reset; sign in with the new password',
  },

  // Sub-accounts and roles.
  'auth.accountNotFound': { 'zh-CN': '账号不存在', 'zh-TW': '帳號不存在', en: 'No such account' },
  'auth.accountSaved': { 'zh-CN': '账号已保存', 'zh-TW': '帳號已儲存', en: 'Account saved' },
  'auth.accountEnabled': { 'zh-CN': '账号已启用', 'zh-TW': '帳號已啟用', en: 'Account enabled' },
  'auth.accountDisabledNow': {
    'zh-CN': '账号已停用，该账号的登录已全部退出',
    'zh-TW': '帳號已停用，該帳號的登入已全部登出',
    en: 'Account disabled; all its sessions were signed out',
  },
  'auth.accountPasswordReset': {
    'zh-CN': '密码已重置，该账号需使用新密码重新登录',
    'zh-TW': '密碼已重設，該帳號需使用新密碼重新登入',
    en: 'Password reset; the account must sign in again with the new password',
  },
  'auth.adminFixed': {
    'zh-CN': '企业管理员拥有全部权限，不能停用或修改其角色',
    'zh-TW': '企業管理員擁有全部權限，不能停用或修改其角色',
    en: 'The company administrator holds every authority and cannot be disabled or given roles',
  },
  'auth.adminOnlyBySelf': {
    'zh-CN': '企业管理员的密码只能由其本人修改',
    'zh-TW': '企業管理員的密碼只能由其本人修改',
    en: "Only the company administrator can change the administrator's password",
  },
  'auth.cannotDisableSelf': {
    'zh-CN': '不能停用自己的账号',
    'zh-TW': '不能停用自己的帳號',
    en: 'You cannot disable your own account',
  },
  'auth.accountBeyondOwn': {
    'zh-CN': '该账号拥有超出您权限范围的权限，您不能修改该账号',
    'zh-TW': '該帳號擁有超出您權限範圍的權限，您不能修改該帳號',
    en: 'This account holds authorities you do not hold; you cannot change it',
  },
  'auth.grantBeyondOwn': {
    'zh-CN': '不能授予超出自己权限范围的权限',
    'zh-TW': '不能授予超出自己權限範圍的權限',
    en: 'You cannot grant authorities you do not hold yourself',
  },
  'auth.roleNotFound': { 'zh-CN': '角色不存在', 'zh-TW': '角色不存在', en: 'No such role' },
  'auth.roleSaved': { 'zh-CN': '角色已保存', 'zh-TW': '角色已儲存', en: 'Role saved' },
  'auth.roleDeleted': { 'zh-CN': '角色已删除', 'zh-TW': '角色已刪除', en: 'Role deleted' },
  'auth.roleNameTaken': {
    'zh-CN': '角色名称已存在',
    'zh-TW': '角色名稱已存在',
    en: 'A role with this name already exists',
  },
  'auth.roleInUse': {
    'zh-CN': '该角色已分配给 {count} 个账号，不能删除',
    'zh-TW': '該角色已分配給 {count} 個帳號，不能刪除',
    en: 'The role is held by {count} account(s) and cannot be deleted',
  },
  'auth.roleLimit': {
    'zh-CN': '角色数量已达上限（{max} 个）',
    'zh-TW': '角色數量已達上限（{max} 個）',
    en: 'The limit of {max} roles is reached',
  },
  'auth.authoritiesAllocated': {
    'zh-CN': '权限已分配',
    'zh-TW': '權限已分配',
    en: 'Authorities allocated',
  },
};
