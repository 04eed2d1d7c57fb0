import { StatementExportFilterSchema, type StatementRow } from '@portal/shared/contracts/settlement';
import { defineExport, listRows } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listStatementsAfter } from './statement.service';

export const STATEMENT_EXPORT = 'settlementStatements';

const column = (key: string, width: number, type?: 'dateTime') => ({
  key,
  header: `settlement.statement.column.${key}`,
  width,
  ...(type ? { type } : {}),
});

/** The statement list's export (listed in the module's manifest). */
export const statementExport = defineExport(STATEMENT_EXPORT, {
  name: 'settlement.statement.exportName',
  filter: StatementExportFilterSchema,
  columns: [
    column('statementNo', 20),
    { key: 'channelName', header: 'settlement.statement.column.channel', width: 12 },
    column('periodFrom', 14),
    column('periodTo', 14),
    column('orderCount', 10),
    column('orderAmount', 16),
    column('feeAmount', 14),
    column('settleAmount', 16),
    { key: 'stateName', header: 'settlement.statement.column.state', width: 12 },
    column('revision', 8),
    column('disputeReason', 30),
    column('createdTime', 22, 'dateTime'),
    column('confirmedTime', 22, 'dateTime'),
    column('paidTime', 22, 'dateTime'),
  ],
  rows: (db, scope, filter) =>
    listRows<StatementRow>(
      (after, limit) => listStatementsAfter(db, scope.partnerId, filter, after?.id, limit),
      (row) => ({ ...row, stateName: translate(scope.locale, `settlement.statement.state_${row.state}`) }),
    ),
});
