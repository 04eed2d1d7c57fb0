import {
  type ProofRow,
  ProofExportFilterSchema,
  StatementExportFilterSchema,
  type StatementRow,
} from '@portal/shared/contracts/settlement';
import { defineExport, listRows } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listProofsAfter, listStatementsAfter } from './statement.service';

export const STATEMENT_EXPORT = 'settlementStatements';
export const PROOF_EXPORT = 'settlementProofs';

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

/** The payout proof list's export: paid statements with the payout's serial and proof file. */
export const proofExport = defineExport(PROOF_EXPORT, {
  name: 'settlement.statement.proofExportName',
  filter: ProofExportFilterSchema,
  columns: [
    column('statementNo', 20),
    { key: 'channelName', header: 'settlement.statement.column.channel', width: 12 },
    column('periodFrom', 14),
    column('periodTo', 14),
    column('settleAmount', 16),
    column('payoutSerial', 26),
    column('paidTime', 22, 'dateTime'),
    column('proofFileName', 30),
  ],
  rows: (db, scope, filter) =>
    listRows<ProofRow>(
      (after, limit) =>
        listProofsAfter(db, scope.partnerId, filter, scope.timeZone, after?.statementId, limit),
      (row) => ({ ...row }),
    ),
});
