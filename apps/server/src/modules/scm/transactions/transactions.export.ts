import {
  TransactionExportFilterSchema,
  TransactionGroupExportFilterSchema,
  type TransactionRow,
} from '@portal/shared/contracts/scm-transactions';
import { defineExport, listRows } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { allTransactionGroups, listTransactionsAfter } from './transactions.service';

export const TRANSACTION_EXPORT = 'scmTransactions';
export const TRANSACTION_GROUP_EXPORT = 'scmTransactionGroups';

const column = (key: string, width: number, type?: 'dateTime') => ({
  key,
  header: `scmTransaction.column.${key}`,
  width,
  ...(type ? { type } : {}),
});

const SUM_COLUMNS = [
  column('count', 10),
  column('quantity', 12),
  column('costAmount', 16),
  column('saleAmount', 16),
  column('margin', 16),
  column('marginRate', 12),
];

/** The transaction list's export. */
export const transactionExport = defineExport(TRANSACTION_EXPORT, {
  name: 'scmTransaction.exportName',
  filter: TransactionExportFilterSchema,
  columns: [
    column('occurredTime', 22, 'dateTime'),
    column('kindName', 8),
    column('supplierName', 24),
    column('goodsName', 30),
    column('spec', 16),
    column('quantity', 12),
    column('costPrice', 14),
    column('costAmount', 16),
    column('salePrice', 14),
    column('saleAmount', 16),
    column('margin', 16),
    column('marginRate', 12),
    column('salesOrderNo', 24),
    column('purchaseNo', 20),
  ],
  rows: (db, scope, filter) =>
    listRows<TransactionRow>(
      (after, limit) => listTransactionsAfter(db, scope.partnerId, filter, scope.timeZone, after?.id, limit),
      (row) => ({ ...row, kindName: translate(scope.locale, `scmTransaction.kind_${row.kind}`) }),
    ),
});

/** The per supplier, goods or month sums' export (the grouping is in the filter). */
export const transactionGroupExport = defineExport(TRANSACTION_GROUP_EXPORT, {
  name: 'scmTransaction.groupExportName',
  filter: TransactionGroupExportFilterSchema,
  columns: [column('groupName', 30), ...SUM_COLUMNS],
  rows: async function* (db, scope, filter) {
    const groups = await allTransactionGroups(db, scope.partnerId, filter, scope.timeZone);
    yield groups.map((group) => ({
      ...group,
      groupName: filter.groupBy === 'month' ? group.key : group.name,
    }));
  },
});
