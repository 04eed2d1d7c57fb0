import { type PaybackAccount, PaybackFilterSchema } from '@portal/shared/contracts/partner';
import { COMMON_COLUMNS } from '../../platform/export/export-columns';
import { keysetBatches, defineExport } from '../../platform/export/export-registry';
import { listPaybackAccountsAfter } from './payback.service';

export const PAYBACK_EXPORT = 'payback-accounts';

/** Listed in the module's manifest. */
export const paybackExport = defineExport(PAYBACK_EXPORT, {
  name: 'payback.exportName',
  filter: PaybackFilterSchema,
  columns: [
    { key: 'companyName', header: 'payback.column.company', width: 30 },
    { key: 'accountName', header: 'payback.column.account', width: 30 },
    { key: 'bankName', header: 'payback.column.bank', width: 40 },
    COMMON_COLUMNS.createdTime,
  ],
  rows: (db, scope, filter) =>
    keysetBatches<PaybackAccount>((after, limit) =>
      listPaybackAccountsAfter(db, scope.partnerId, filter, after?.id, limit),
    ),
});
