import { z } from 'zod';
import { daysInOrder, IdSchema, optionalText, pageQueryOf } from './common';
import { QuantitySchema } from './orders';
import { isUnifiedSocialCreditCode } from './partner-profile';
import { DaySchema, MoneySchema, PositiveMoneySchema } from './settlement';

/**
 * Sourcing (DOMAIN.md "Inquiry, quotation, bidding", issue 13 "Batch inquiry and partners"): the
 * partner's own requests for prices to its cooperation partners (upstream firms, 合作伙伴), their
 * answers, and the procure commodity prices (采购商品价格) collected that way.
 */

// ---- cooperation partners (合作伙伴) ----

/** 1 active (may be asked for prices), 2 disabled. */
export const CooperatorState = { active: 1, disabled: 2 } as const;
export const COOPERATOR_STATES = [1, 2] as const;
export type CooperatorState = (typeof COOPERATOR_STATES)[number];
export const CooperatorStateSchema = z.union([z.literal(1), z.literal(2)]);

/** A mainland mobile (13812345678) or a landline with its area code (0512-66881234, ext. -801). */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;

const requiredText = (max: number, requiredKey: string, tooLongKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: tooLongKey });

export const CooperatorInputSchema = z.object({
  name: requiredText(100, 'sourcing.cooperator.nameRequired', 'sourcing.cooperator.nameTooLong'),
  /** The firm's unified social credit code (GB 32100-2015), when known. */
  creditCode: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isUnifiedSocialCreditCode(value), {
      error: 'sourcing.cooperator.creditCodeInvalid',
    }),
  contactName: requiredText(30, 'sourcing.cooperator.contactRequired', 'sourcing.cooperator.contactTooLong'),
  phone: z
    .string({ error: 'sourcing.cooperator.phoneRequired' })
    .trim()
    .min(1, { error: 'sourcing.cooperator.phoneRequired' })
    .regex(PHONE_PATTERN, { error: 'sourcing.cooperator.phoneInvalid' }),
  email: z
    .string()
    .trim()
    .max(100, { error: 'sourcing.cooperator.emailInvalid' })
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      error: 'sourcing.cooperator.emailInvalid',
    }),
  /** Where the firm is, as written ("江苏省苏州市"). */
  region: optionalText(100, 'sourcing.cooperator.regionTooLong'),
  /** The categories or goods it supplies, as written ("办公家具、白板"). */
  supplyScope: optionalText(300, 'sourcing.cooperator.scopeTooLong'),
  remark: optionalText(500, 'sourcing.remarkTooLong'),
});
export type CooperatorInput = z.infer<typeof CooperatorInputSchema>;

export const CooperatorUpdateSchema = CooperatorInputSchema.extend({ id: IdSchema });
export type CooperatorUpdate = z.infer<typeof CooperatorUpdateSchema>;

export const CooperatorRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  creditCode: z.string().nullable(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  region: z.string().nullable(),
  supplyScope: z.string().nullable(),
  remark: z.string().nullable(),
  state: CooperatorStateSchema,
  /** Requests it was asked in, and those it answered. */
  askedCount: z.number(),
  answeredCount: z.number(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type CooperatorRow = z.infer<typeof CooperatorRowSchema>;

export const CooperatorFilterSchema = z.object({
  /** Name, contact, phone or what it supplies. */
  keyword: z.string().trim().max(50).nullish(),
  region: z.string().trim().max(50).nullish(),
  state: CooperatorStateSchema.nullish(),
});
export type CooperatorFilter = z.infer<typeof CooperatorFilterSchema>;

export const CooperatorPageQuerySchema = pageQueryOf(['createdTime', 'name']).extend(
  CooperatorFilterSchema.shape,
);
export type CooperatorPageQuery = z.infer<typeof CooperatorPageQuerySchema>;

/** The active cooperation partners a request may ask, by name (at most 50). */
export const CooperatorOptionsQuerySchema = z.object({
  keyword: z.string().trim().max(50).nullish(),
});
export const CooperatorOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  contactName: z.string(),
  supplyScope: z.string().nullable(),
});
export type CooperatorOption = z.infer<typeof CooperatorOptionSchema>;

// ---- batch inquiry (批量询价) ----

/**
 * 1 draft, 2 sent (awaiting answers), 3 partly answered (some firms answered), 4 answered (every
 * firm asked answered), 5 closed (deadline passed or closed by hand), 6 cancelled.
 */
export const SourcingState = {
  draft: 1,
  sent: 2,
  partlyAnswered: 3,
  answered: 4,
  closed: 5,
  cancelled: 6,
} as const;
export const SOURCING_STATES = [1, 2, 3, 4, 5, 6] as const;
export type SourcingState = (typeof SOURCING_STATES)[number];
export const SourcingStateSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);
/** The states in which firms may still answer. */
export const OPEN_SOURCING_STATES: readonly SourcingState[] = [2, 3, 4];

/** How many goods lines and firms one request may hold. */
export const MAX_SOURCING_LINES = 100;
export const MAX_SOURCING_FIRMS = 30;

/** A point in time on the wire: an ISO string ("2026-11-30T18:00:00+08:00"). */
export const InstantSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
    error: 'validation.invalid',
  });

/**
 * A goods line: one of the partner's SKUs (its goods name, spec and unit are taken from the
 * catalog) or a free-text item (name, spec, unit).
 */
export const SourcingLineInputSchema = z.object({
  skuId: IdSchema.nullish(),
  itemName: optionalText(100, 'sourcing.line.nameTooLong'),
  spec: optionalText(100, 'sourcing.line.specTooLong'),
  unit: optionalText(20, 'sourcing.line.unitTooLong'),
  quantity: QuantitySchema,
  remark: optionalText(200, 'sourcing.remarkTooLong'),
});
export type SourcingLineInput = z.infer<typeof SourcingLineInputSchema>;

export const SourcingInputSchema = z.object({
  title: requiredText(100, 'sourcing.request.titleRequired', 'sourcing.request.titleTooLong'),
  deadline: InstantSchema,
  remark: optionalText(500, 'sourcing.remarkTooLong'),
  lines: z.array(SourcingLineInputSchema).max(MAX_SOURCING_LINES, { error: 'sourcing.request.tooManyLines' }),
  cooperatorIds: z
    .array(IdSchema)
    .max(MAX_SOURCING_FIRMS, { error: 'sourcing.request.tooManyFirms' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'sourcing.request.duplicateFirm' }),
  /** Send at once instead of keeping a draft. */
  send: z.boolean().optional(),
});
export type SourcingInput = z.infer<typeof SourcingInputSchema>;

export const SourcingUpdateSchema = SourcingInputSchema.extend({ id: IdSchema });
export type SourcingUpdate = z.infer<typeof SourcingUpdateSchema>;

export const SourcingIdSchema = z.object({ id: IdSchema });

export const SourcingRowSchema = z.object({
  id: z.number(),
  requestNo: z.string(),
  title: z.string(),
  deadline: z.string(),
  state: SourcingStateSchema,
  lineCount: z.number(),
  firmCount: z.number(),
  answeredFirmCount: z.number(),
  remark: z.string().nullable(),
  /** 'deadline' or 'manual' once closed. */
  closeReason: z.enum(['deadline', 'manual']).nullable(),
  sentTime: z.string().nullable(),
  closedTime: z.string().nullable(),
  createdTime: z.string(),
});
export type SourcingRow = z.infer<typeof SourcingRowSchema>;

export const SourcingLineSchema = z.object({
  id: z.number(),
  lineNo: z.number(),
  goodsId: z.number().nullable(),
  skuId: z.number().nullable(),
  itemName: z.string(),
  spec: z.string().nullable(),
  unit: z.string().nullable(),
  quantity: z.string(),
  remark: z.string().nullable(),
});
export type SourcingLine = z.infer<typeof SourcingLineSchema>;

export const SourcingFirmSchema = z.object({
  cooperatorId: z.number(),
  name: z.string(),
  contactName: z.string(),
  phone: z.string(),
  answeredLines: z.number(),
  answeredTime: z.string().nullable(),
});
export type SourcingFirm = z.infer<typeof SourcingFirmSchema>;

export const SourcingDetailSchema = SourcingRowSchema.extend({
  lines: z.array(SourcingLineSchema),
  firms: z.array(SourcingFirmSchema),
});
export type SourcingDetail = z.infer<typeof SourcingDetailSchema>;

export const SourcingFilterSchema = z.object({
  /** Request number or title. */
  keyword: z.string().trim().max(50).nullish(),
  state: SourcingStateSchema.nullish(),
  /** Requests created within [dateFrom, dateTo] (days of the portal's zone). */
  dateFrom: DaySchema.nullish(),
  dateTo: DaySchema.nullish(),
});
export type SourcingFilter = z.infer<typeof SourcingFilterSchema>;

export const SourcingPageQuerySchema = pageQueryOf(['createdTime', 'deadline'])
  .extend(SourcingFilterSchema.shape)
  .refine(daysInOrder, { error: 'validation.dateRange', path: ['dateTo'] });
export type SourcingPageQuery = z.infer<typeof SourcingPageQuerySchema>;

export const SourcingExportFilterSchema = SourcingFilterSchema.refine(daysInOrder, {
  error: 'validation.dateRange',
  path: ['dateTo'],
});

/** A tax rate in percent: 0 to 100, at most two decimals ("13", "6.5"). */
export const TaxRateSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100, {
    error: 'sourcing.answer.taxRateInvalid',
  });

export const AnswerLineInputSchema = z.object({
  lineId: IdSchema,
  unitPrice: PositiveMoneySchema,
  /** True when the unit price includes tax; otherwise the tax rate is added for comparison. */
  taxIncluded: z.boolean(),
  taxRate: TaxRateSchema.nullish(),
  deliveryDays: z.coerce
    .number({ error: 'sourcing.answer.deliveryDaysInvalid' })
    .int({ error: 'sourcing.answer.deliveryDaysInvalid' })
    .min(0, { error: 'sourcing.answer.deliveryDaysInvalid' })
    .max(365, { error: 'sourcing.answer.deliveryDaysInvalid' })
    .nullish(),
  remark: optionalText(200, 'sourcing.remarkTooLong'),
});
export type AnswerLineInput = z.infer<typeof AnswerLineInputSchema>;

/** A firm's answer to a request (some or all of its lines), entered by hand or by the operator. */
export const SourcingAnswerInputSchema = z.object({
  requestId: IdSchema,
  cooperatorId: IdSchema,
  lines: z
    .array(AnswerLineInputSchema)
    .min(1, { error: 'sourcing.answer.linesRequired' })
    .max(MAX_SOURCING_LINES)
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, {
      error: 'sourcing.answer.duplicateLine',
    }),
});
export type SourcingAnswerInput = z.infer<typeof SourcingAnswerInputSchema>;

/** Who gave an answer: the partner's staff by hand (received by phone or email), or the operator. */
export const AnswerSourceSchema = z.enum(['manual', 'operator']);
export type AnswerSource = z.infer<typeof AnswerSourceSchema>;

export const ComparedAnswerSchema = z.object({
  cooperatorId: z.number(),
  unitPrice: z.string(),
  taxIncluded: z.boolean(),
  taxRate: z.string().nullable(),
  /** The unit price with tax: what the answers are compared by. */
  taxedPrice: z.string(),
  /** taxedPrice × the line's quantity. */
  amount: z.string(),
  deliveryDays: z.number().nullable(),
  remark: z.string().nullable(),
  source: AnswerSourceSchema,
  answeredTime: z.string(),
  /** The lowest taxed price of the line (the earlier answer on a tie). */
  best: z.boolean(),
  /** The line's most recent answer. */
  latest: z.boolean(),
});
export type ComparedAnswer = z.infer<typeof ComparedAnswerSchema>;

export const ComparedLineSchema = SourcingLineSchema.extend({ answers: z.array(ComparedAnswerSchema) });
export type ComparedLine = z.infer<typeof ComparedLineSchema>;

export const ComparedFirmSchema = SourcingFirmSchema.extend({
  /** The sum of its answered lines' amounts. */
  totalAmount: z.string(),
  /** How many lines it offers at the best price. */
  bestLines: z.number(),
});
export type ComparedFirm = z.infer<typeof ComparedFirmSchema>;

/** Per line, every firm's answer side by side, the best and the latest marked. */
export const SourcingComparisonSchema = z.object({
  request: SourcingRowSchema,
  firms: z.array(ComparedFirmSchema),
  lines: z.array(ComparedLineSchema),
});
export type SourcingComparison = z.infer<typeof SourcingComparisonSchema>;

// ---- procure commodity price (采购商品价格) ----

export const ProcurePriceRowSchema = z.object({
  id: z.number(),
  goodsId: z.number().nullable(),
  skuId: z.number().nullable(),
  itemName: z.string(),
  spec: z.string().nullable(),
  unit: z.string().nullable(),
  bestPrice: z.string(),
  bestFirmName: z.string(),
  bestTime: z.string(),
  bestRequestNo: z.string(),
  latestPrice: z.string(),
  latestFirmName: z.string(),
  latestTime: z.string(),
  latestRequestNo: z.string(),
  answerCount: z.number(),
});
export type ProcurePriceRow = z.infer<typeof ProcurePriceRowSchema>;

export const ProcurePriceFilterSchema = z.object({
  /** Item name or spec. */
  keyword: z.string().trim().max(50).nullish(),
  /** 'goods': linked to the partner's goods; 'text': free-text items. */
  kind: z.enum(['goods', 'text']).nullish(),
  /** Items whose latest price came within [dateFrom, dateTo]. */
  dateFrom: DaySchema.nullish(),
  dateTo: DaySchema.nullish(),
  priceMin: MoneySchema.nullish(),
  priceMax: MoneySchema.nullish(),
});
export type ProcurePriceFilter = z.infer<typeof ProcurePriceFilterSchema>;

const rangesInOrder = (query: ProcurePriceFilter) =>
  daysInOrder(query) &&
  (!query.priceMin || !query.priceMax || Number(query.priceMin) <= Number(query.priceMax));

export const ProcurePricePageQuerySchema = pageQueryOf(['latestTime', 'bestPrice', 'itemName'])
  .extend(ProcurePriceFilterSchema.shape)
  .refine(rangesInOrder, { error: 'validation.dateRange', path: ['dateTo'] });
export type ProcurePricePageQuery = z.infer<typeof ProcurePricePageQuerySchema>;

export const ProcurePriceExportFilterSchema = ProcurePriceFilterSchema.refine(rangesInOrder, {
  error: 'validation.dateRange',
  path: ['dateTo'],
});

export const ProcurePriceHistoryQuerySchema = pageQueryOf(['answeredTime']).extend({ id: IdSchema });
export type ProcurePriceHistoryQuery = z.infer<typeof ProcurePriceHistoryQuerySchema>;

/** One answer for the item: which firm, in which request, at what price and when. */
export const ProcurePriceHistoryRowSchema = z.object({
  id: z.number(),
  requestId: z.number(),
  requestNo: z.string(),
  requestTitle: z.string(),
  firmName: z.string(),
  unitPrice: z.string(),
  taxIncluded: z.boolean(),
  taxRate: z.string().nullable(),
  taxedPrice: z.string(),
  quantity: z.string(),
  deliveryDays: z.number().nullable(),
  remark: z.string().nullable(),
  source: AnswerSourceSchema,
  answeredTime: z.string(),
});
export type ProcurePriceHistoryRow = z.infer<typeof ProcurePriceHistoryRowSchema>;
