import { type PaybackAccount, PaybackFilterSchema } from '@portal/shared/contracts/partner';
import { keysetBatches, registerExport } from '../../platform/export/export-registry';
import { listPaybackAccountsAfter } from './payback.service';

export const PAYBACK_EXPORT = 'payback-accounts';

registerExport(PAYBACK_EXPORT, {
  name: { 'zh-CN': '回款账户列表', 'zh-TW': '回款帳戶列表', en: 'Payback accounts' },
  filter: PaybackFilterSchema,
  columns: [
    {
      key: 'companyName',
      header: { 'zh-CN': '回款公司', 'zh-TW': '回款公司', en: 'Payback company' },
      width: 30,
    },
    {
      key: 'accountName',
      header: { 'zh-CN': '回款账号', 'zh-TW': '回款帳號', en: 'Payback account' },
      width: 30,
    },
    { key: 'bankName', header: { 'zh-CN': '回款银行', 'zh-TW': '回款銀行', en: 'Payback bank' }, width: 40 },
    {
      key: 'createdTime',
      header: { 'zh-CN': '创建时间', 'zh-TW': '建立時間', en: 'Created time' },
      type: 'dateTime',
      width: 22,
    },
  ],
  rows: (db, scope, filter) =>
    keysetBatches<PaybackAccount>((after, limit) =>
      listPaybackAccountsAfter(db, scope.partnerId, filter, after?.id, limit),
    ),
});
