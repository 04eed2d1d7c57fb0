import { type MessageCatalog, messagesOf } from '../../platform/i18n/catalog';

export const paybackMessages: MessageCatalog = messagesOf({
  'zh-CN': {
    'payback.companyNameRequired': '回款公司名称不能为空',
    'payback.companyNameTooLong': '回款公司名称不能超过 {maximum} 个字符',
    'payback.accountNameTooLong': '回款账户不能超过 {maximum} 个字符',
    'payback.bankNameTooLong': '回款银行不能超过 {maximum} 个字符',
    'payback.saved': '保存成功',
    'payback.deleted': '删除成功',
    // The payback account export: the list's name and its column headers.
    'payback.exportName': '回款账户列表',
    'payback.column.company': '回款公司',
    'payback.column.account': '回款账号',
    'payback.column.bank': '回款银行',
  },
  'zh-TW': {
    'payback.companyNameRequired': '回款公司名稱不能為空',
    'payback.companyNameTooLong': '回款公司名稱不能超過 {maximum} 個字元',
    'payback.accountNameTooLong': '回款帳戶不能超過 {maximum} 個字元',
    'payback.bankNameTooLong': '回款銀行不能超過 {maximum} 個字元',
    'payback.saved': '儲存成功',
    'payback.deleted': '刪除成功',
    'payback.exportName': '回款帳戶列表',
    'payback.column.company': '回款公司',
    'payback.column.account': '回款帳號',
    'payback.column.bank': '回款銀行',
  },
  en: {
    'payback.companyNameRequired': 'Payback company name cannot be empty',
    'payback.companyNameTooLong': 'Payback company name must be at most {maximum} characters',
    'payback.accountNameTooLong': 'Payback account must be at most {maximum} characters',
    'payback.bankNameTooLong': 'Payback bank must be at most {maximum} characters',
    'payback.saved': 'Saved',
    'payback.deleted': 'Deleted',
    'payback.exportName': 'Payback accounts',
    'payback.column.company': 'Payback company',
    'payback.column.account': 'Payback account',
    'payback.column.bank': 'Payback bank',
  },
});
