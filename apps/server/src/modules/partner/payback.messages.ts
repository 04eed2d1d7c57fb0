import type { MessageCatalog } from '../../platform/i18n/catalog';

export const paybackMessages: MessageCatalog = {
  'payback.companyNameRequired': {
    'zh-CN': '回款公司名称不能为空',
    'zh-TW': '回款公司名稱不能為空',
    en: 'Payback company name cannot be empty',
  },
  'payback.companyNameTooLong': {
    'zh-CN': '回款公司名称不能超过 {maximum} 个字符',
    'zh-TW': '回款公司名稱不能超過 {maximum} 個字元',
    en: 'Payback company name must be at most {maximum} characters',
  },
  'payback.accountNameTooLong': {
    'zh-CN': '回款账户不能超过 {maximum} 个字符',
    'zh-TW': '回款帳戶不能超過 {maximum} 個字元',
    en: 'Payback account must be at most {maximum} characters',
  },
  'payback.bankNameTooLong': {
    'zh-CN': '回款银行不能超过 {maximum} 个字符',
    'zh-TW': '回款銀行不能超過 {maximum} 個字元',
    en: 'Payback bank must be at most {maximum} characters',
  },
  'payback.saved': { 'zh-CN': '保存成功', 'zh-TW': '儲存成功', en: 'Saved' },
  'payback.deleted': { 'zh-CN': '删除成功', 'zh-TW': '刪除成功', en: 'Deleted' },
  // The payback account export: the list's name and its column headers.
  'payback.exportName': { 'zh-CN': '回款账户列表', 'zh-TW': '回款帳戶列表', en: 'Payback accounts' },
  'payback.column.company': { 'zh-CN': '回款公司', 'zh-TW': '回款公司', en: 'Payback company' },
  'payback.column.account': { 'zh-CN': '回款账号', 'zh-TW': '回款帳號', en: 'Payback account' },
  'payback.column.bank': { 'zh-CN': '回款银行', 'zh-TW': '回款銀行', en: 'Payback bank' },
};
