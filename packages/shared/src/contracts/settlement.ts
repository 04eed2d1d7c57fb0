import { z } from 'zod';
import { isMoneyString } from '../money';
import { ChannelIdSchema, DaySchema, IdSchema, optionalText, pageQueryOf } from './common';
import { ImportProblemsSchema } from './communal';

/**
 * Settlement (DOMAIN.md "Settlement and payments"): statements the operator makes per partner,
 * channel and period, the partner's confirmation, payments received from customers and their
 * allocation to orders, the operator's payout proofs.
 */

// ---- shared pieces ----

/** An amount on the wire: "1234.50", never negative. */
export const MoneySchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine(isMoneyString, { error: 'validation.money' });

/** An amount above zero (a payment, an allocation). */
export const PositiveMoneySchema = MoneySchema.refine((value) => Number(value) > 0, {
  error: 'settlement.amountPositive',
});

/** A calendar day, 'YYYY-MM-DD' (defined in common, kept here for the contracts that import it from settlement). */
export { DaySchema };

const amountRange = { amountMin: MoneySchema.nullish(), amountMax: MoneySchema.nullish() };
const rangesInOrder = (query: {
  amountMin?: string | null;
  amountMax?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
}) =>
  (!query.amountMin || !query.amountMax || Number(query.amountMin) <= Number(query.amountMax)) &&
  (!query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo);

/** Per-state counts for a list's tabs (keys are the states). */
export const StateCountsSchema = z.record(z.string(), z.number());
export type StateCounts = z.infer<typeof StateCountsSchema>;

// ---- statements (结算单) ----

/** 1 awaiting the partner's confirmation, 2 confirmed, 3 disputed, 4 paid, 5 withdrawn. */
export const StatementState = {
  awaitingConfirmation: 1,
  confirmed: 2,
  disputed: 3,
  paid: 4,
  withdrawn: 5,
} as const;
export const STATEMENT_STATES = [1, 2, 3, 4, 5] as const;
export type StatementState = (typeof STATEMENT_STATES)[number];
export const StatementStateSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

export const StatementRowSchema = z.object({
  id: z.number(),
  statementNo: z.string(),
  channelId: z.number(),
  channelName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  orderCount: z.number(),
  orderAmount: z.string(),
  feeAmount: z.string(),
  settleAmount: z.string(),
  state: StatementStateSchema,
  /** 1 when made; each revision of a disputed statement adds one. */
  revision: z.number(),
  disputeReason: z.string().nullable(),
  createdTime: z.string(),
  confirmedTime: z.string().nullable(),
  paidTime: z.string().nullable(),
});
export type StatementRow = z.infer<typeof StatementRowSchema>;

export const StatementFilterSchema = z.object({
  statementNo: z.string().trim().max(40).nullish(),
  channelId: ChannelIdSchema.nullish(),
  state: StatementStateSchema.nullish(),
  /** Statements whose period overlaps [dateFrom, dateTo]. */
  dateFrom: DaySchema.nullish(),
  dateTo: DaySchema.nullish(),
  ...amountRange,
});
export type StatementFilter = z.infer<typeof StatementFilterSchema>;

export const StatementPageQuerySchema = pageQueryOf(['createdTime', 'settleAmount'])
  .extend(StatementFilterSchema.shape)
  .refine(rangesInOrder, { error: 'validation.dateRange', path: ['dateTo'] });
export type StatementPageQuery = z.infer<typeof StatementPageQuerySchema>;

export const StatementExportFilterSchema = StatementFilterSchema.refine(rangesInOrder, {
  error: 'validation.dateRange',
  path: ['dateTo'],
});

/** What happened to a statement: made, revised, confirmed, disputed, withdrawn, paid. */
export const StatementEventSchema = z.object({
  action: z.enum(['made', 'revised', 'confirmed', 'disputed', 'withdrawn', 'paid']),
  revision: z.number(),
  /** The partner's account that acted; null for the operator or the monthly job. */
  accountName: z.string().nullable(),
  remark: z.string().nullable(),
  time: z.string(),
});
export type StatementEvent = z.infer<typeof StatementEventSchema>;

export const StatementDetailSchema = StatementRowSchema.extend({
  events: z.array(StatementEventSchema),
  payoutSerial: z.string().nullable(),
  proofFileId: z.number().nullable(),
  proofFileName: z.string().nullable(),
  proofUrl: z.string().nullable(),
  /** Amounts received from customers against the statement's orders (allocations), and what is still open. */
  matchedAmount: z.string(),
  outstandingAmount: z.string(),
});
export type StatementDetail = z.infer<typeof StatementDetailSchema>;

export const StatementLineSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  customerName: z.string(),
  completedTime: z.string(),
  orderAmount: z.string(),
  feeRate: z.string(),
  feeAmount: z.string(),
  settleAmount: z.string(),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

export const StatementLinePageQuerySchema = pageQueryOf(['completedTime']).extend({
  id: IdSchema,
  orderNo: z.string().trim().max(40).nullish(),
});
export type StatementLinePageQuery = z.infer<typeof StatementLinePageQuerySchema>;

export const StatementIdSchema = z.object({ id: IdSchema });

/** Confirming names the revision the partner saw: a statement revised since is not confirmed. */
export const StatementConfirmSchema = z.object({
  id: IdSchema,
  revision: z.coerce.number().int().positive(),
});
export type StatementConfirm = z.infer<typeof StatementConfirmSchema>;

export const StatementDisputeSchema = z.object({
  id: IdSchema,
  revision: z.coerce.number().int().positive(),
  reason: z.string().trim().min(1, { error: 'settlement.disputeReasonRequired' }).max(500, {
    error: 'settlement.disputeReasonTooLong',
  }),
});
export type StatementDispute = z.infer<typeof StatementDisputeSchema>;

// ---- payout proofs (付款凭证) ----

export const ProofRowSchema = z.object({
  statementId: z.number(),
  statementNo: z.string(),
  channelName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  settleAmount: z.string(),
  payoutSerial: z.string(),
  paidTime: z.string(),
  proofFileId: z.number(),
  proofFileName: z.string(),
  /** A signed link to the proof file (an hour). */
  proofUrl: z.string(),
});
export type ProofRow = z.infer<typeof ProofRowSchema>;

export const ProofFilterSchema = z.object({
  statementNo: z.string().trim().max(40).nullish(),
  channelId: ChannelIdSchema.nullish(),
  /** Paid on these local days. */
  dateFrom: DaySchema.nullish(),
  dateTo: DaySchema.nullish(),
});
export type ProofFilter = z.infer<typeof ProofFilterSchema>;

export const ProofPageQuerySchema = pageQueryOf(['paidTime'])
  .extend(ProofFilterSchema.shape)
  .refine(rangesInOrder, { error: 'validation.dateRange', path: ['dateTo'] });
export const ProofExportFilterSchema = ProofFilterSchema.refine(rangesInOrder, {
  error: 'validation.dateRange',
  path: ['dateTo'],
});
export type ProofPageQuery = z.infer<typeof ProofPageQuerySchema>;

// ---- payments (回款) ----

/** Derived from the allocated amount: 0 unmatched, 1 partly matched, 2 fully matched. */
export const PaymentState = { unmatched: 0, partlyMatched: 1, matched: 2 } as const;
export const PAYMENT_STATES = [0, 1, 2] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PaymentStateSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const PaymentRowSchema = z.object({
  id: z.number(),
  payer: z.string(),
  amount: z.string(),
  allocatedAmount: z.string(),
  /** amount - allocatedAmount: what is still to match. */
  restAmount: z.string(),
  paidDate: z.string(),
  bankSerial: z.string().nullable(),
  remark: z.string().nullable(),
  proofFileId: z.number().nullable(),
  /** 'manual' entered by hand, 'import' from a bank statement file. */
  source: z.enum(['manual', 'import']),
  state: PaymentStateSchema,
  createdTime: z.string(),
});
export type PaymentRow = z.infer<typeof PaymentRowSchema>;

export const PaymentFilterSchema = z.object({
  /** Matches the payer, the bank serial or the remark (contains). */
  keyword: z.string().trim().max(100).nullish(),
  payer: z.string().trim().max(100).nullish(),
  bankSerial: z.string().trim().max(64).nullish(),
  state: PaymentStateSchema.nullish(),
  dateFrom: DaySchema.nullish(),
  dateTo: DaySchema.nullish(),
  ...amountRange,
});
export type PaymentFilter = z.infer<typeof PaymentFilterSchema>;

export const PaymentPageQuerySchema = pageQueryOf(['paidDate', 'amount', 'createdTime'])
  .extend(PaymentFilterSchema.shape)
  .refine(rangesInOrder, { error: 'validation.dateRange', path: ['dateTo'] });
export type PaymentPageQuery = z.infer<typeof PaymentPageQuerySchema>;

export const PaymentExportFilterSchema = PaymentFilterSchema.refine(rangesInOrder, {
  error: 'validation.dateRange',
  path: ['dateTo'],
});

export const PaymentInputSchema = z.object({
  payer: z
    .string()
    .trim()
    .min(1, { error: 'settlement.payerRequired' })
    .max(100, { error: 'settlement.payerTooLong' }),
  amount: PositiveMoneySchema,
  paidDate: DaySchema,
  bankSerial: optionalText(64, 'settlement.serialTooLong'),
  remark: optionalText(300, 'settlement.remarkTooLong'),
  proofFileId: IdSchema.nullish(),
});
export type PaymentInput = z.infer<typeof PaymentInputSchema>;

export const PaymentUpdateSchema = PaymentInputSchema.extend({ id: IdSchema });
export type PaymentUpdate = z.infer<typeof PaymentUpdateSchema>;

export const PaymentIdSchema = z.object({ id: IdSchema });

/** Why a small difference between a payment and an order was closed. */
export const DIFFERENCE_REASONS = ['bankFee', 'rounding', 'deduction'] as const;
export const DifferenceReasonSchema = z.enum(DIFFERENCE_REASONS);
export type DifferenceReason = z.infer<typeof DifferenceReasonSchema>;

export const AllocationSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  customerName: z.string(),
  orderAmount: z.string(),
  amount: z.string(),
  /** A difference closed on the order with the allocation (within the channel's tolerance). */
  differenceAmount: z.string(),
  differenceReason: DifferenceReasonSchema.nullable(),
  /** The order's amount still open after every allocation. */
  outstandingAmount: z.string(),
  accountName: z.string().nullable(),
  createdTime: z.string(),
  /** False once a statement holding the order is confirmed or paid. */
  undoable: z.boolean(),
});
export type Allocation = z.infer<typeof AllocationSchema>;

export const PaymentDetailSchema = PaymentRowSchema.extend({
  proofFileName: z.string().nullable(),
  proofUrl: z.string().nullable(),
  allocations: z.array(AllocationSchema),
});
export type PaymentDetail = z.infer<typeof PaymentDetailSchema>;

// ---- matching (回款匹配, 部分匹配) ----

const orderIdList = z
  .array(IdSchema)
  .min(1, { error: 'settlement.ordersRequired' })
  .max(200, { error: 'settlement.tooManyOrders' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'settlement.duplicateOrder' });

/**
 * Full match: the payment's rest equals the sum of the chosen orders' outstanding amounts. A small
 * shortfall within the channels' tolerance may be closed with a reason.
 */
export const FullMatchSchema = z.object({
  paymentId: IdSchema,
  orderIds: orderIdList,
  differenceReason: DifferenceReasonSchema.nullish(),
});
export type FullMatch = z.infer<typeof FullMatchSchema>;

export const PartMatchLineSchema = z.object({
  orderId: IdSchema,
  amount: PositiveMoneySchema,
  /** Closes what stays open on the order after this amount, within the channel's tolerance. */
  differenceReason: DifferenceReasonSchema.nullish(),
});

/** Part match: an explicit amount per order. */
export const PartMatchSchema = z.object({
  paymentId: IdSchema,
  lines: z
    .array(PartMatchLineSchema)
    .min(1, { error: 'settlement.ordersRequired' })
    .max(200, { error: 'settlement.tooManyOrders' })
    .refine((lines) => new Set(lines.map((line) => line.orderId)).size === lines.length, {
      error: 'settlement.duplicateOrder',
    }),
});
export type PartMatch = z.infer<typeof PartMatchSchema>;

export const MatchResultSchema = z.object({
  payment: PaymentRowSchema,
  allocations: z.number(),
});
export type MatchResult = z.infer<typeof MatchResultSchema>;

export const AllocationIdSchema = z.object({ id: IdSchema });

// ---- suggestions ----

/** Why a suggestion was made; a suggestion lists every reason that holds. */
export const SUGGESTION_REASONS = [
  /** One order's outstanding amount equals the payment's rest. */
  'exactAmount',
  /** Several orders of one customer add up exactly to the rest. */
  'customerSet',
  /** The order number appears in the payment's remark. */
  'orderNoInRemark',
  /** The payer's name is the customer's, or close to it. */
  'payerName',
  /** The payment came within days of the order's completion. */
  'dateClose',
] as const;
export const SuggestionReasonSchema = z.enum(SUGGESTION_REASONS);
export type SuggestionReason = z.infer<typeof SuggestionReasonSchema>;

export const SuggestedOrderSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  customerName: z.string(),
  orderAmount: z.string(),
  outstandingAmount: z.string(),
  completedTime: z.string().nullable(),
});
export type SuggestedOrder = z.infer<typeof SuggestedOrderSchema>;

export const SuggestionSchema = z.object({
  orders: z.array(SuggestedOrderSchema),
  /** The sum of the orders' outstanding amounts. */
  total: z.string(),
  /** 0..100, higher first. */
  score: z.number(),
  reasons: z.array(SuggestionReasonSchema),
  /** Name similarity 0..1 where payerName holds; days between payment and completion where dateClose holds. */
  nameSimilarity: z.number().nullable(),
  daysApart: z.number().nullable(),
  /** Exact amount, same customer and the order number in the remark: made without a click on entry. */
  automatic: z.boolean(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const SuggestionQuerySchema = z.object({ paymentId: IdSchema });

// ---- bank statement import ----

export const PaymentImportRequestSchema = z.object({ fileId: IdSchema });
export type PaymentImportRequest = z.infer<typeof PaymentImportRequestSchema>;

export const PaymentImportReportSchema = z.object({
  rows: z.number(),
  validRows: z.number(),
  /** Rows whose bank serial is already recorded (or repeated in the file): never imported twice. */
  duplicates: z.number(),
  ...ImportProblemsSchema.shape,
});
export type PaymentImportReport = z.infer<typeof PaymentImportReportSchema>;

export const PaymentImportResultSchema = PaymentImportReportSchema.extend({
  imported: z.number(),
  /** Payments matched on import (exact amount, same customer, order number in the remark). */
  autoMatched: z.number(),
});
export type PaymentImportResult = z.infer<typeof PaymentImportResultSchema>;

// ---- an order's money (the order detail) ----

export const OrderMoneyQuerySchema = z.object({ orderId: IdSchema });

export const OrderMoneySchema = z.object({
  orderId: z.number(),
  orderAmount: z.string(),
  statement: z
    .object({
      id: z.number(),
      statementNo: z.string(),
      state: z.number(),
      feeAmount: z.string(),
      settleAmount: z.string(),
    })
    .nullable(),
  matchedAmount: z.string(),
  differenceAmount: z.string(),
  outstandingAmount: z.string(),
  allocations: z.array(
    z.object({
      id: z.number(),
      paymentId: z.number(),
      payer: z.string(),
      bankSerial: z.string().nullable(),
      paidDate: z.string(),
      amount: z.string(),
      differenceAmount: z.string(),
      differenceReason: DifferenceReasonSchema.nullable(),
      createdTime: z.string(),
    }),
  ),
});
export type OrderMoney = z.infer<typeof OrderMoneySchema>;
