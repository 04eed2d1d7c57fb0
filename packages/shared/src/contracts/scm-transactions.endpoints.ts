import { viewCodeOf } from '../menu';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import {
  TransactionExportFilterSchema,
  TransactionGroupExportFilterSchema,
  TransactionGroupQuerySchema,
  TransactionGroupRowSchema,
  TransactionPageQuerySchema,
  TransactionRowSchema,
  TransactionSumsQuerySchema,
  TransactionSumsSchema,
} from './scm-transactions';

const read = viewCodeOf('/scm/transaction');

/** Transactions of SCM goods with their margins (/scm/transaction). */
export const scmTransaction = endpoints('scm', 'scmTransaction', {
  page: {
    method: 'POST',
    path: '/api/trade/scm/transaction/page',
    summary: "A page of the partner's purchases and sales of SCM goods with cost, price and margin",
    auth: read,
    body: TransactionPageQuerySchema,
    rows: TransactionRowSchema,
  },
  sums: {
    method: 'POST',
    path: '/api/trade/scm/transaction/sums',
    summary: 'The exact sums (cost, sale, margin, margin rate) of the transactions matching the filter',
    auth: read,
    body: TransactionSumsQuerySchema,
    data: TransactionSumsSchema,
  },
  groups: {
    method: 'POST',
    path: '/api/trade/scm/transaction/group/page',
    summary: 'The matching transactions summed per supplier, goods or local month',
    auth: read,
    body: TransactionGroupQuerySchema,
    rows: TransactionGroupRowSchema,
  },
  export: {
    method: 'POST',
    path: '/api/trade/scm/transaction/export',
    summary: 'Exports the transactions matching the filter through the export centre',
    auth: read,
    body: TransactionExportFilterSchema,
    data: ExportRequestedSchema,
  },
  groupExport: {
    method: 'POST',
    path: '/api/trade/scm/transaction/group/export',
    summary: 'Exports the per supplier, goods or month sums through the export centre',
    auth: read,
    body: TransactionGroupExportFilterSchema,
    data: ExportRequestedSchema,
  },
});
