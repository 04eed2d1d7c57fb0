import { viewCodeOf } from '../menu';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import {
  AllocationIdSchema,
  FullMatchSchema,
  MatchResultSchema,
  OrderMoneyQuerySchema,
  OrderMoneySchema,
  PartMatchSchema,
  PaymentDetailSchema,
  PaymentExportFilterSchema,
  PaymentIdSchema,
  PaymentImportReportSchema,
  PaymentImportRequestSchema,
  PaymentImportResultSchema,
  PaymentInputSchema,
  PaymentPageQuerySchema,
  PaymentRowSchema,
  PaymentUpdateSchema,
  ProofExportFilterSchema,
  ProofPageQuerySchema,
  ProofRowSchema,
  StateCountsSchema,
  StatementConfirmSchema,
  StatementDetailSchema,
  StatementDisputeSchema,
  StatementExportFilterSchema,
  StatementIdSchema,
  StatementLinePageQuerySchema,
  StatementLineSchema,
  StatementPageQuerySchema,
  StatementRowSchema,
  SuggestionQuerySchema,
  SuggestionSchema,
} from './settlement';

/** The statement list and the confirmation screen both read statements. */
const readStatements = { anyOf: ['/settlement/settle', '/settlement/confirm'].map(viewCodeOf) };
/** The payment list and both matching screens read payments. */
const readPayments = {
  anyOf: ['/settlement/payment', '/settlement/match', '/settlement/part_match'].map(viewCodeOf),
};

/** Settlement statements (/settlement/settle) and their confirmation (/settlement/confirm). */
export const statement = endpoints('settlement', 'statement', {
  page: {
    method: 'POST',
    path: '/api/trade/settlement/page',
    summary: "A page of the partner's settlement statements matching the filter",
    auth: readStatements,
    body: StatementPageQuerySchema,
    rows: StatementRowSchema,
  },
  stateCounts: {
    method: 'GET',
    path: '/api/trade/settlement/state/counts',
    summary: 'How many statements the partner has in each state (the list tabs)',
    auth: readStatements,
    data: StateCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/trade/settlement/detail',
    summary: 'One statement with its totals, history, payout and what its orders received',
    auth: readStatements,
    query: StatementIdSchema,
    data: StatementDetailSchema,
  },
  lines: {
    method: 'POST',
    path: '/api/trade/settlement/lines',
    summary: "A page of a statement's orders with amount, service fee and settle amount",
    auth: readStatements,
    body: StatementLinePageQuerySchema,
    rows: StatementLineSchema,
  },
  confirm: {
    method: 'POST',
    path: '/api/trade/settlement/confirm',
    summary: 'Confirms the money of a statement awaiting confirmation (the revision the partner saw)',
    auth: 'settlement:confirm',
    body: StatementConfirmSchema,
    data: StatementDetailSchema,
  },
  dispute: {
    method: 'POST',
    path: '/api/trade/settlement/dispute',
    summary: 'Disputes a statement awaiting confirmation, with the reason, for the operator to revise',
    auth: 'settlement:confirm',
    body: StatementDisputeSchema,
    data: StatementDetailSchema,
  },
  export: {
    method: 'POST',
    path: '/api/trade/settlement/export',
    summary: 'Exports the statements matching the filter through the export centre',
    auth: readStatements,
    body: StatementExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Payout proofs of paid statements (/settlement/proof). */
export const proof = endpoints('settlement', 'proof', {
  page: {
    method: 'POST',
    path: '/api/trade/settlement/proof/page',
    summary: "A page of the operator's payout proofs for the partner's paid statements",
    auth: viewCodeOf('/settlement/proof'),
    body: ProofPageQuerySchema,
    rows: ProofRowSchema,
  },
  export: {
    method: 'POST',
    path: '/api/trade/settlement/proof/export',
    summary: 'Exports the payout proofs matching the filter through the export centre',
    auth: viewCodeOf('/settlement/proof'),
    body: ProofExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Payments received from customers (/settlement/payment). */
export const payment = endpoints('settlement', 'payment', {
  page: {
    method: 'POST',
    path: '/api/trade/payment/page',
    summary: "A page of the partner's payments with what is allocated and what is left",
    auth: readPayments,
    body: PaymentPageQuerySchema,
    rows: PaymentRowSchema,
  },
  stateCounts: {
    method: 'GET',
    path: '/api/trade/payment/state/counts',
    summary: 'How many payments are unmatched, partly matched and matched (the list tabs)',
    auth: readPayments,
    data: StateCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/trade/payment/detail',
    summary: 'One payment with its allocations to orders and its unallocated rest',
    auth: readPayments,
    query: PaymentIdSchema,
    data: PaymentDetailSchema,
  },
  add: {
    method: 'POST',
    path: '/api/trade/payment/add',
    summary: 'Records a payment received from a customer (matched at once only when certain)',
    auth: 'settlement:payment',
    body: PaymentInputSchema,
    data: PaymentDetailSchema,
  },
  update: {
    method: 'POST',
    path: '/api/trade/payment/update',
    summary: 'Corrects a payment that has no allocation yet',
    auth: 'settlement:payment',
    body: PaymentUpdateSchema,
    data: PaymentDetailSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/trade/payment/delete',
    summary: 'Deletes a payment that has no allocation',
    auth: 'settlement:payment',
    body: PaymentIdSchema,
  },
  export: {
    method: 'POST',
    path: '/api/trade/payment/export',
    summary: 'Exports the payments matching the filter through the export centre',
    auth: readPayments,
    body: PaymentExportFilterSchema,
    data: ExportRequestedSchema,
  },
  importTemplate: {
    method: 'GET',
    path: '/api/trade/payment/import/template',
    summary: 'The bank statement .xlsx template of the payment import',
    auth: 'settlement:payment',
    file: true,
  },
  importCheck: {
    method: 'POST',
    path: '/api/trade/payment/import/check',
    summary: 'Checks an uploaded bank statement (.xlsx or .csv) row by row without importing it',
    auth: 'settlement:payment',
    body: PaymentImportRequestSchema,
    data: PaymentImportReportSchema,
  },
  import: {
    method: 'POST',
    path: '/api/trade/payment/import',
    summary: 'Imports the payments of an uploaded bank statement; serials already recorded are skipped',
    auth: 'settlement:payment',
    body: PaymentImportRequestSchema,
    data: PaymentImportResultSchema,
  },
  suggestions: {
    method: 'GET',
    path: '/api/trade/payment/suggestions',
    summary: "Orders ranked as the likely match of a payment's rest, each with its reasons",
    auth: readPayments,
    query: SuggestionQuerySchema,
    data: SuggestionSchema.array(),
  },
});

/** Allocating payments to orders (/settlement/match full, /settlement/part_match part). */
export const match = endpoints('settlement', 'match', {
  full: {
    method: 'POST',
    path: '/api/trade/match/full',
    summary: "Allocates a payment's rest to orders whose outstanding amounts add up to it",
    auth: 'settlement:match',
    body: FullMatchSchema,
    data: MatchResultSchema,
  },
  part: {
    method: 'POST',
    path: '/api/trade/match/part',
    summary: 'Allocates an explicit amount of a payment to each order',
    auth: 'settlement:match',
    body: PartMatchSchema,
    data: MatchResultSchema,
  },
  undo: {
    method: 'POST',
    path: '/api/trade/match/undo',
    summary: 'Takes an allocation back, until a statement holding its order is confirmed',
    auth: 'settlement:match',
    body: AllocationIdSchema,
    data: MatchResultSchema,
  },
});

/** What an order is owed and received (the order detail's money block). */
export const orderMoney = endpoints('settlement', 'orderMoney', {
  detail: {
    method: 'GET',
    path: '/api/trade/settlement/order/money',
    summary: 'An order: its statement, the payments allocated to it and what is outstanding',
    auth: { anyOf: ['/order/index', '/settlement/settle', '/settlement/payment'].map(viewCodeOf) },
    query: OrderMoneyQuerySchema,
    data: OrderMoneySchema,
  },
});
