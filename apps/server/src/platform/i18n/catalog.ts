import type { Locale } from './locale';

/** One module's messages: key -> text per language. `{name}` placeholders are filled from params. */
export type MessageCatalog = Record<string, Record<Locale, string>>;

/**
 * A catalogue written as the web's translations are, a block per language (a translator reads one
 * language through), turned into key -> texts. Every language must have the same keys.
 */
export const messagesOf = (byLanguage: Record<Locale, Record<string, string>>): MessageCatalog => {
  const keys = Object.keys(byLanguage['zh-CN']);
  const catalog: MessageCatalog = {};
  for (const key of keys) {
    const texts = {} as Record<Locale, string>;
    for (const [locale, messages] of Object.entries(byLanguage) as [Locale, Record<string, string>][]) {
      const text = messages[key];
      if (text === undefined) throw new Error(`message ${key} has no ${locale} text`);
      texts[locale] = text;
    }
    catalog[key] = texts;
  }
  for (const [locale, messages] of Object.entries(byLanguage)) {
    const extra = Object.keys(messages).filter((key) => !(key in catalog));
    if (extra.length > 0) throw new Error(`messages ${extra.join(', ')} are only in ${locale}`);
  }
  return catalog;
};

export const platformMessages: MessageCatalog = messagesOf({
  'zh-CN': {
    'common.ok': '操作成功',
    'common.notFound': '数据不存在',
    'common.routeNotFound': '接口不存在',
    'common.internal': '服务器内部错误，请稍后重试（请求编号 {requestId}）',
    'common.tooManyRequests': '请求过于频繁，请稍后再试',
    'common.conflict': '数据已被修改，请刷新后重试',
    'common.payloadTooLarge': '请求内容过大',
    'common.malformedForm': '表单数据格式不正确，请重新提交',
    'common.badUrl': '请求地址格式不正确',
    'common.urlTooLong': '请求地址或请求头过长',
    'common.badRequest': '请求格式不正确',
    'common.requestTimeout': '请求超时，请重试',
    'auth.notLoggedIn': '未登录或登录已过期',
    'auth.sessionExpired': '登录状态已过期，请重新登录',
    'auth.noPermission': '暂无权限，请联系管理员',
    'auth.partnerDisabled': '您的企业账户已被停用：{reason}',
    'auth.accountDisabled': '您的账号已被停用，请联系企业管理员',
    'auth.detailsToComplete': '请先完善企业资料',
    'validation.failed': '参数校验失败：{detail}',
    'validation.required': '不能为空',
    'validation.invalid': '格式不正确',
    'validation.nulCharacter': '不能包含空字符（\\u0000）',
    'validation.tooLong': '长度不能超过 {max} 个字符',
    'validation.tooShort': '长度不能少于 {min} 个字符',
    'validation.tooSmall': '不能小于 {min}',
    'validation.tooBig': '不能大于 {max}',
    'validation.pageSize': '每页条数只能是 10、20、30、40、50 或 100',
    'validation.money': '金额格式不正确（最多两位小数）',
    'validation.dateRange': '开始时间不能晚于结束时间',
  },
  'zh-TW': {
    'common.ok': '操作成功',
    'common.notFound': '資料不存在',
    'common.routeNotFound': '介面不存在',
    'common.internal': '伺服器內部錯誤，請稍後重試（請求編號 {requestId}）',
    'common.tooManyRequests': '請求過於頻繁，請稍後再試',
    'common.conflict': '資料已被修改，請重新整理後重試',
    'common.payloadTooLarge': '請求內容過大',
    'common.malformedForm': '表單資料格式不正確，請重新提交',
    'common.badUrl': '請求網址格式不正確',
    'common.urlTooLong': '請求網址或請求標頭過長',
    'common.badRequest': '請求格式不正確',
    'common.requestTimeout': '請求逾時，請重試',
    'auth.notLoggedIn': '未登入或登入已過期',
    'auth.sessionExpired': '登入狀態已過期，請重新登入',
    'auth.noPermission': '暫無權限，請聯絡管理員',
    'auth.partnerDisabled': '您的企業帳戶已被停用：{reason}',
    'auth.accountDisabled': '您的帳號已被停用，請聯絡企業管理員',
    'auth.detailsToComplete': '請先完善企業資料',
    'validation.failed': '參數校驗失敗：{detail}',
    'validation.required': '不能為空',
    'validation.invalid': '格式不正確',
    'validation.nulCharacter': '不能包含空字元（\\u0000）',
    'validation.tooLong': '長度不能超過 {max} 個字元',
    'validation.tooShort': '長度不能少於 {min} 個字元',
    'validation.tooSmall': '不能小於 {min}',
    'validation.tooBig': '不能大於 {max}',
    'validation.pageSize': '每頁筆數只能是 10、20、30、40、50 或 100',
    'validation.money': '金額格式不正確（最多兩位小數）',
    'validation.dateRange': '開始時間不能晚於結束時間',
  },
  en: {
    'common.ok': 'Done',
    'common.notFound': 'The record does not exist',
    'common.routeNotFound': 'No such endpoint',
    'common.internal': 'Internal server error, please try again later (request id {requestId})',
    'common.tooManyRequests': 'Too many requests, please try again later',
    'common.conflict': 'The data was changed meanwhile; refresh and try again',
    'common.payloadTooLarge': 'The request is too large',
    'common.malformedForm': 'The form data is malformed; please submit it again',
    'common.badUrl': 'The request URL is malformed',
    'common.urlTooLong': 'The request URL or headers are too long',
    'common.badRequest': 'The request is malformed',
    'common.requestTimeout': 'The request timed out; please try again',
    'auth.notLoggedIn': 'Not signed in or the session has expired',
    'auth.sessionExpired': 'Your session has expired, please sign in again',
    'auth.noPermission': 'No permission, please contact your administrator',
    'auth.partnerDisabled': 'Your company account has been disabled: {reason}',
    'auth.accountDisabled': 'Your account has been disabled; please contact your company administrator',
    'auth.detailsToComplete': 'Please complete your company details first',
    'validation.failed': 'Invalid input: {detail}',
    'validation.required': 'is required',
    'validation.invalid': 'is invalid',
    'validation.nulCharacter': 'must not contain a NUL character (\\u0000)',
    'validation.tooLong': 'must be at most {max} characters',
    'validation.tooShort': 'must be at least {min} characters',
    'validation.tooSmall': 'must be at least {min}',
    'validation.tooBig': 'must be at most {max}',
    'validation.pageSize': 'page size must be one of 10, 20, 30, 40, 50, 100',
    'validation.money': 'must be an amount with at most two decimals',
    'validation.dateRange': 'the start must not be after the end',
  },
});
