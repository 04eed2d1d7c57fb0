import type { Locale } from './locale';

/** One module's messages: key -> text per language. `{name}` placeholders are filled from params. */
export type MessageCatalog = Record<string, Record<Locale, string>>;

export const platformMessages: MessageCatalog = {
  'common.ok': { 'zh-CN': '操作成功', 'zh-TW': '操作成功', en: 'Done' },
  'common.notFound': { 'zh-CN': '数据不存在', 'zh-TW': '資料不存在', en: 'The record does not exist' },
  'common.routeNotFound': { 'zh-CN': '接口不存在', 'zh-TW': '介面不存在', en: 'No such endpoint' },
  'common.internal': {
    'zh-CN': '服务器内部错误，请稍后重试（请求编号 {requestId}）',
    'zh-TW': '伺服器內部錯誤，請稍後重試（請求編號 {requestId}）',
    en: 'Internal server error, please try again later (request id {requestId})',
  },
  'common.tooManyRequests': {
    'zh-CN': '请求过于频繁，请稍后再试',
    'zh-TW': '請求過於頻繁，請稍後再試',
    en: 'Too many requests, please try again later',
  },
  'common.conflict': {
    'zh-CN': '数据已被修改，请刷新后重试',
    'zh-TW': '資料已被修改，請重新整理後重試',
    en: 'The data was changed meanwhile; refresh and try again',
  },
  'common.payloadTooLarge': {
    'zh-CN': '请求内容过大',
    'zh-TW': '請求內容過大',
    en: 'The request is too large',
  },
  'common.malformedForm': {
    'zh-CN': '表单数据格式不正确，请重新提交',
    'zh-TW': '表單資料格式不正確，請重新提交',
    en: 'The form data is malformed; please submit it again',
  },
  'common.badUrl': {
    'zh-CN': '请求地址格式不正确',
    'zh-TW': '請求網址格式不正確',
    en: 'The request URL is malformed',
  },
  'common.urlTooLong': {
    'zh-CN': '请求地址或请求头过长',
    'zh-TW': '請求網址或請求標頭過長',
    en: 'The request URL or headers are too long',
  },
  'common.badRequest': {
    'zh-CN': '请求格式不正确',
    'zh-TW': '請求格式不正確',
    en: 'The request is malformed',
  },
  'common.requestTimeout': {
    'zh-CN': '请求超时，请重试',
    'zh-TW': '請求逾時，請重試',
    en: 'The request timed out; please try again',
  },
  'auth.notLoggedIn': {
    'zh-CN': '未登录或登录已过期',
    'zh-TW': '未登入或登入已過期',
    en: 'Not signed in or the session has expired',
  },
  'auth.sessionExpired': {
    'zh-CN': '登录状态已过期，请重新登录',
    'zh-TW': '登入狀態已過期，請重新登入',
    en: 'Your session has expired, please sign in again',
  },
  'auth.noPermission': {
    'zh-CN': '暂无权限，请联系管理员',
    'zh-TW': '暫無權限，請聯絡管理員',
    en: 'No permission, please contact your administrator',
  },
  'auth.partnerDisabled': {
    'zh-CN': '您的企业账户已被停用：{reason}',
    'zh-TW': '您的企業帳戶已被停用：{reason}',
    en: 'Your company account has been disabled: {reason}',
  },
  'auth.accountDisabled': {
    'zh-CN': '您的账号已被停用，请联系企业管理员',
    'zh-TW': '您的帳號已被停用，請聯絡企業管理員',
    en: 'Your account has been disabled; please contact your company administrator',
  },
  'auth.detailsToComplete': {
    'zh-CN': '请先完善企业资料',
    'zh-TW': '請先完善企業資料',
    en: 'Please complete your company details first',
  },
  'validation.failed': {
    'zh-CN': '参数校验失败：{detail}',
    'zh-TW': '參數校驗失敗：{detail}',
    en: 'Invalid input: {detail}',
  },
  'validation.required': { 'zh-CN': '不能为空', 'zh-TW': '不能為空', en: 'is required' },
  'validation.invalid': { 'zh-CN': '格式不正确', 'zh-TW': '格式不正確', en: 'is invalid' },
  'validation.nulCharacter': {
    'zh-CN': '不能包含空字符（\\u0000）',
    'zh-TW': '不能包含空字元（\\u0000）',
    en: 'must not contain a NUL character (\\u0000)',
  },
  'validation.tooLong': {
    'zh-CN': '长度不能超过 {max} 个字符',
    'zh-TW': '長度不能超過 {max} 個字元',
    en: 'must be at most {max} characters',
  },
  'validation.tooShort': {
    'zh-CN': '长度不能少于 {min} 个字符',
    'zh-TW': '長度不能少於 {min} 個字元',
    en: 'must be at least {min} characters',
  },
  'validation.tooSmall': {
    'zh-CN': '不能小于 {min}',
    'zh-TW': '不能小於 {min}',
    en: 'must be at least {min}',
  },
  'validation.tooBig': { 'zh-CN': '不能大于 {max}', 'zh-TW': '不能大於 {max}', en: 'must be at most {max}' },
  'validation.pageSize': {
    'zh-CN': '每页条数只能是 10、20、30、40、50 或 100',
    'zh-TW': '每頁筆數只能是 10、20、30、40、50 或 100',
    en: 'page size must be one of 10, 20, 30, 40, 50, 100',
  },
  'validation.money': {
    'zh-CN': '金额格式不正确（最多两位小数）',
    'zh-TW': '金額格式不正確（最多兩位小數）',
    en: 'must be an amount with at most two decimals',
  },
  'validation.dateRange': {
    'zh-CN': '开始时间不能晚于结束时间',
    'zh-TW': '開始時間不能晚於結束時間',
    en: 'the start must not be after the end',
  },
};
