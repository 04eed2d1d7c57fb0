import { z } from 'zod';
import { isMoneyString } from '../money';
import { ChannelIdSchema, IdSchema, optionalText, pageQueryOf } from './common';
import { ImportProblemsSchema } from './communal';
import { DaySchema, StateCountsSchema } from './settlement';

/**
 * Inquiries received and quotations (DOMAIN.md "Inquiry, quotation, bidding"): a channel's buyer asks
 * for prices (询价单), the partner answers with one quotation per inquiry (报价单), saved as a draft,
 * sent and revised until the deadline; every sent revision is kept. The partner's price position
 * (before a price is sent) and its commodity prices (商品价格) are read from the same history.
 */

export { DaySchema, StateCountsSchema };
export type { StateCounts } from './settlement';

// ---- shared pieces ----

/** A unit price on the wire: "12.5", above zero, at most two decimals. */
export const UnitPriceSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine(isMoneyString, { error: 'validation.money' })
  .refine((value) => Number(value) > 0, { error: 'inquiry.priceNotPositive' });

/** An amount that may be zero (freight): "0" or "12.50". */
export const FreightSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine(isMoneyString, { error: 'validation.money' });

/** A tax rate as a fraction: "0.13" (13 %), "0.06", "0"; at most four decimals, below 1. */
export const TaxRateSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^0(\.\d{1,4})?$/.test(value), { error: 'inquiry.taxRateRule' });

/** A quantity asked: "12" or "2.5" (numeric(18,3)), above zero. */
export const InquiryQuantitySchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,15}(\.\d{1,3})?$/.test(value) && Number(value) > 0, {
    error: 'inquiry.quantityRule',
  });

/** At most this many lines on one inquiry (and so on one quotation). */
export const INQUIRY_MAX_LINES = 200;

// ---- inquiries (询价单) ----

/** 1 awaiting quote, 2 quoted, 3 expired (deadline passed without a quote), 4 won, 5 lost. */
export const InquiryState = { awaitingQuote: 1, quoted: 2, expired: 3, won: 4, lost: 5 } as const;
export const INQUIRY_STATES = [1, 2, 3, 4, 5] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];
export const InquiryStateSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

/**
 * How much of the inquiry the partner's quotation (its draft, else its latest sent revision) prices:
 * 'none' no line priced yet, 'partly' some lines priced and others not (left empty in a draft or
 * "cannot supply"), 'full' every line priced.
 */
export const COVERAGES = ['none', 'partly', 'full'] as const;
export const CoverageSchema = z.enum(COVERAGES);
export type Coverage = z.infer<typeof CoverageSchema>;

/**
 * The key of the "partly quoted" tab in the inquiry counts: open inquiries (awaiting quote or quoted,
 * before the deadline) whose quotation covers some lines but not all. The other keys are the states.
 */
export const PARTLY_QUOTED_TAB = 'partlyQuoted';

/** 1 draft (never sent), 2 sent, 3 won, 4 lost, 5 expired (the deadline passed before it was sent). */
export const QuotationState = { draft: 1, sent: 2, won: 3, lost: 4, expired: 5 } as const;
export const QUOTATION_STATES = [1, 2, 3, 4, 5] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];
export const QuotationStateSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

export const InquiryRowSchema = z.object({
  id: z.number(),
  inquiryNo: z.string(),
  channelId: z.number(),
  channelName: z.string(),
  customerName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** Quotes are taken until then (ISO time). */
  deadline: z.string(),
  receivedTime: z.string(),
  state: InquiryStateSchema,
  /** The first line's goods name, for the list ("A4复印纸 等 3 项"). */
  firstItemName: z.string(),
  lineCount: z.number(),
  /** Lines priced / declined ("cannot supply") by the quotation (its draft, else its latest sent revision). */
  quotedLines: z.number(),
  declinedLines: z.number(),
  coverage: CoverageSchema,
  /** The quotation's state; null while the partner has not started one. */
  quotationState: QuotationStateSchema.nullable(),
  /** Sent revisions so far (0: never sent). */
  revision: z.number(),
  /** A draft is being edited (after a send: the next revision not sent yet). */
  draftPending: z.boolean(),
  /** The total of the latest sent revision (items + freight); null before the first send. */
  quotedAmount: z.string().nullable(),
  /** True while a quotation may be saved, sent or revised (state 1 or 2 and before the deadline). */
  quotable: z.boolean(),
  /** The order a won quotation became. */
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
});
export type InquiryRow = z.infer<typeof InquiryRowSchema>;

export const InquiryItemSchema = z.object({
  id: z.number(),
  lineNo: z.number(),
  goodsName: z.string(),
  spec: z.string(),
  /** The brand the buyer asked for ('' when any). */
  brand: z.string(),
  quantity: z.string(),
  unit: z.string(),
  remark: z.string().nullable(),
});
export type InquiryItem = z.infer<typeof InquiryItemSchema>;

export const InquiryDetailSchema = InquiryRowSchema.extend({
  regionName: z.string(),
  address: z.string(),
  remark: z.string().nullable(),
  /** When the inquiry was won or lost. */
  awardedTime: z.string().nullable(),
  items: z.array(InquiryItemSchema),
});
export type InquiryDetail = z.infer<typeof InquiryDetailSchema>;

const rangesInOrder = (query: {
  deadlineFrom?: string | null;
  deadlineTo?: string | null;
  receivedFrom?: string | null;
  receivedTo?: string | null;
}) =>
  (!query.deadlineFrom || !query.deadlineTo || query.deadlineFrom <= query.deadlineTo) &&
  (!query.receivedFrom || !query.receivedTo || query.receivedFrom <= query.receivedTo);
const rangeIssue = { error: 'validation.dateRange', path: ['deadlineTo'] };

export const InquiryFilterSchema = z.object({
  /** Contains: the inquiry number, the customer or a line's goods name. */
  keyword: z.string().trim().max(100).nullish(),
  channelId: ChannelIdSchema.nullish(),
  state: InquiryStateSchema.nullish(),
  /** Only open inquiries covered in part (the "partly quoted" tab); state is then ignored. */
  partlyQuoted: z.boolean().nullish(),
  /** Deadline / received on these local days (both ends inclusive). */
  deadlineFrom: DaySchema.nullish(),
  deadlineTo: DaySchema.nullish(),
  receivedFrom: DaySchema.nullish(),
  receivedTo: DaySchema.nullish(),
});
export type InquiryFilter = z.infer<typeof InquiryFilterSchema>;

export const InquiryPageQuerySchema = pageQueryOf(['receivedTime', 'deadline'])
  .extend(InquiryFilterSchema.shape)
  .refine(rangesInOrder, rangeIssue);
export type InquiryPageQuery = z.infer<typeof InquiryPageQuerySchema>;

export const InquiryExportFilterSchema = InquiryFilterSchema.refine(rangesInOrder, rangeIssue);

export const InquiryIdSchema = z.object({ id: IdSchema });

// ---- quotations (报价单) ----

/** One line of a quotation as the partner writes it. */
export const QuotationLineInputSchema = z
  .object({
    /** The inquiry line it answers. */
    itemId: IdSchema,
    /** "Cannot supply" this line: no price, left out of the order if won. */
    cannotSupply: z.boolean().default(false),
    /** Required when the line is sent and not "cannot supply"; a draft may leave it empty. */
    unitPrice: UnitPriceSchema.nullish(),
    brand: optionalText(50, 'inquiry.brandTooLong'),
    model: optionalText(100, 'inquiry.modelTooLong'),
    /** The partner's own SKU offered (from its catalog); it must be the partner's. */
    skuId: IdSchema.nullish(),
    remark: optionalText(200, 'inquiry.lineRemarkTooLong'),
  })
  .refine((line) => !(line.cannotSupply && line.unitPrice), {
    error: 'inquiry.cannotSupplyWithPrice',
    path: ['unitPrice'],
  });
export type QuotationLineInput = z.infer<typeof QuotationLineInputSchema>;

/** A quotation saved as a draft or sent: the whole working copy each time. */
export const QuotationInputSchema = z.object({
  inquiryId: IdSchema,
  /** Prices hold until this day (required to send). */
  validUntil: DaySchema.nullish(),
  /** Days from the order to delivery (required to send). */
  deliveryDays: z.coerce
    .number()
    .int({ error: 'inquiry.deliveryDaysRule' })
    .min(0, { error: 'inquiry.deliveryDaysRule' })
    .max(365, { error: 'inquiry.deliveryDaysRule' })
    .nullish(),
  freight: FreightSchema.default('0'),
  taxRate: TaxRateSchema.default('0.13'),
  /** The supplier's own quote number. */
  supplierQuoteNo: optionalText(40, 'inquiry.supplierQuoteNoTooLong'),
  remark: optionalText(500, 'inquiry.remarkTooLong'),
  /** A file uploaded by the partner (POST /api/communal/upload). */
  attachmentFileId: IdSchema.nullish(),
  lines: z
    .array(QuotationLineInputSchema)
    .min(1, { error: 'inquiry.linesRequired' })
    .max(INQUIRY_MAX_LINES, { error: 'inquiry.tooManyLines' })
    .refine((lines) => new Set(lines.map((line) => line.itemId)).size === lines.length, {
      error: 'inquiry.duplicateLine',
    }),
});
export type QuotationInput = z.infer<typeof QuotationInputSchema>;

/** One line of a quotation (a draft or a sent revision), beside the inquiry line it answers. */
export const QuotationLineSchema = z.object({
  itemId: z.number(),
  lineNo: z.number(),
  goodsName: z.string(),
  spec: z.string(),
  /** The brand the buyer asked for. */
  askedBrand: z.string(),
  quantity: z.string(),
  unit: z.string(),
  cannotSupply: z.boolean(),
  unitPrice: z.string().nullable(),
  /** quantity x unitPrice, exact to the cent; null without a price. */
  amount: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  skuId: z.number().nullable(),
  goodsId: z.number().nullable(),
  /** The offered SKU's goods name and spec, when a SKU is named. */
  skuName: z.string().nullable(),
  skuSpec: z.string().nullable(),
  remark: z.string().nullable(),
});
export type QuotationLine = z.infer<typeof QuotationLineSchema>;

export const AttachmentSchema = z.object({ id: z.number(), name: z.string(), url: z.string() });

/** The head of a quotation's working copy or of one sent revision. */
export const QuotationHeadSchema = z.object({
  validUntil: z.string().nullable(),
  deliveryDays: z.number().nullable(),
  freight: z.string(),
  taxRate: z.string(),
  supplierQuoteNo: z.string().nullable(),
  remark: z.string().nullable(),
  attachment: AttachmentSchema.nullable(),
  /** Sum of the line amounts. */
  itemsAmount: z.string(),
  /** itemsAmount + freight. */
  totalAmount: z.string(),
  quotedLines: z.number(),
  declinedLines: z.number(),
});
export type QuotationHead = z.infer<typeof QuotationHeadSchema>;

/** A sent revision in the revision list. */
export const RevisionSummarySchema = z.object({
  revision: z.number(),
  sentTime: z.string(),
  /** The account that sent it (null: the simulator or the seed). */
  accountName: z.string().nullable(),
  itemsAmount: z.string(),
  freight: z.string(),
  totalAmount: z.string(),
  quotedLines: z.number(),
  declinedLines: z.number(),
});
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

export const RevisionDetailSchema = RevisionSummarySchema.merge(QuotationHeadSchema).extend({
  lines: z.array(QuotationLineSchema),
});
export type RevisionDetail = z.infer<typeof RevisionDetailSchema>;

/**
 * The quotation editor of one inquiry: the inquiry, and the partner's quotation when it has one (its
 * draft when a draft is pending, else its latest sent revision), with the list of sent revisions.
 */
export const QuotationDetailSchema = z.object({
  inquiry: InquiryDetailSchema,
  quotation: z
    .object({
      id: z.number(),
      state: QuotationStateSchema,
      /** Sent revisions so far. */
      revision: z.number(),
      draftPending: z.boolean(),
      sentTime: z.string().nullable(),
      updatedTime: z.string(),
      head: QuotationHeadSchema,
      /** One per inquiry line, in line order (lines the draft has not touched: no price, not declined). */
      lines: z.array(QuotationLineSchema),
    })
    .nullable(),
  revisions: z.array(RevisionSummarySchema),
});
export type QuotationDetail = z.infer<typeof QuotationDetailSchema>;

export const QuotationDetailQuerySchema = z.object({ inquiryId: IdSchema });
export const RevisionQuerySchema = z.object({
  inquiryId: IdSchema,
  revision: z.coerce.number().int().positive().max(10_000),
});

export const QuotationRowSchema = z.object({
  id: z.number(),
  inquiryId: z.number(),
  inquiryNo: z.string(),
  channelId: z.number(),
  channelName: z.string(),
  customerName: z.string(),
  deadline: z.string(),
  inquiryState: InquiryStateSchema,
  state: QuotationStateSchema,
  revision: z.number(),
  draftPending: z.boolean(),
  lineCount: z.number(),
  quotedLines: z.number(),
  declinedLines: z.number(),
  coverage: CoverageSchema,
  /** Of the working copy (draft if pending, else the latest sent revision). */
  totalAmount: z.string(),
  freight: z.string(),
  supplierQuoteNo: z.string().nullable(),
  validUntil: z.string().nullable(),
  sentTime: z.string().nullable(),
  updatedTime: z.string(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
});
export type QuotationRow = z.infer<typeof QuotationRowSchema>;

export const QuotationFilterSchema = z.object({
  /** Contains: the inquiry number, the customer, the supplier's own quote number. */
  keyword: z.string().trim().max(100).nullish(),
  channelId: ChannelIdSchema.nullish(),
  state: QuotationStateSchema.nullish(),
  deadlineFrom: DaySchema.nullish(),
  deadlineTo: DaySchema.nullish(),
  /** Last changed (saved or sent) on these local days. */
  updatedFrom: DaySchema.nullish(),
  updatedTo: DaySchema.nullish(),
});
export type QuotationFilter = z.infer<typeof QuotationFilterSchema>;

const quotationRangesInOrder = (query: {
  deadlineFrom?: string | null;
  deadlineTo?: string | null;
  updatedFrom?: string | null;
  updatedTo?: string | null;
}) =>
  (!query.deadlineFrom || !query.deadlineTo || query.deadlineFrom <= query.deadlineTo) &&
  (!query.updatedFrom || !query.updatedTo || query.updatedFrom <= query.updatedTo);

export const QuotationPageQuerySchema = pageQueryOf(['updatedTime', 'deadline', 'totalAmount'])
  .extend(QuotationFilterSchema.shape)
  .refine(quotationRangesInOrder, rangeIssue);
export type QuotationPageQuery = z.infer<typeof QuotationPageQuerySchema>;

export const QuotationExportFilterSchema = QuotationFilterSchema.refine(quotationRangesInOrder, rangeIssue);

/** The partner's own SKUs a line may offer (the editor's SKU picker): by goods name, spec or SKU code. */
export const SkuOptionQuerySchema = z.object({
  keyword: z.string().trim().max(100).nullish(),
  /** How many at most (default 20). */
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SkuOptionQuery = z.infer<typeof SkuOptionQuerySchema>;

export const SkuOptionSchema = z.object({
  skuId: z.number(),
  goodsId: z.number(),
  goodsName: z.string(),
  spec: z.string(),
  skuCode: z.string().nullable(),
  unit: z.string(),
  brandName: z.string().nullable(),
  marketPrice: z.string(),
});
export type SkuOption = z.infer<typeof SkuOptionSchema>;

// ---- price position (before a price is sent) ----

/** A price and when it was seen. */
export const PricePointValueSchema = z.object({ price: z.string(), time: z.string() });
export type PricePointValue = z.infer<typeof PricePointValueSchema>;

/**
 * Where a price stands for one SKU (or goods) in one channel: the partner's own quoted prices,
 * its listing prices in the channel, its last won price, the market price; and the margin of the
 * price typed over the cost where one is known: `costPrice` is the lowest SCM cost now of the SCM
 * SKUs linked to the SKU (null when none is), and `marginAmount` / `marginRate` follow from it.
 */
export const PricePositionSchema = z.object({
  /** The inquiry line asked about (batch form), else null. */
  itemId: z.number().nullable(),
  skuId: z.number().nullable(),
  goodsId: z.number().nullable(),
  channelId: z.number(),
  lowestQuoted: PricePointValueSchema.nullable(),
  latestQuoted: PricePointValueSchema.nullable(),
  lowestListing: PricePointValueSchema.nullable(),
  latestListing: PricePointValueSchema.nullable(),
  lastWon: PricePointValueSchema.nullable(),
  /** The SKU's market price (the listing's in the channel when listed, else the catalog's). */
  marketPrice: z.string().nullable(),
  /** The lowest current SCM cost of the SCM SKUs linked to the SKU (null: none linked). */
  costPrice: z.string().nullable(),
  /** The price asked about (as given). */
  unitPrice: z.string().nullable(),
  /** unitPrice - costPrice and (unitPrice - costPrice) / unitPrice ("0.1250"); null without both. */
  marginAmount: z.string().nullable(),
  marginRate: z.string().nullable(),
  /** unitPrice compared with the market price: -1 below, 0 equal, 1 above; null without both. */
  versusMarket: z.union([z.literal(-1), z.literal(0), z.literal(1)]).nullable(),
});
export type PricePosition = z.infer<typeof PricePositionSchema>;

export const PricePositionQuerySchema = z
  .object({
    channelId: ChannelIdSchema,
    skuId: IdSchema.nullish(),
    goodsId: IdSchema.nullish(),
    unitPrice: UnitPriceSchema.nullish(),
  })
  .refine((query) => Boolean(query.skuId || query.goodsId), {
    error: 'inquiry.skuOrGoodsRequired',
    path: ['skuId'],
  });
export type PricePositionQuery = z.infer<typeof PricePositionQuerySchema>;

/**
 * The batch form: positions for lines of one inquiry (its channel), in the order given. A line
 * without skuId has no history to stand on: its position carries nulls but for itemId and channelId.
 */
export const PricePositionBatchSchema = z.object({
  inquiryId: IdSchema,
  lines: z
    .array(
      z.object({
        itemId: IdSchema,
        skuId: IdSchema.nullish(),
        unitPrice: UnitPriceSchema.nullish(),
      }),
    )
    .min(1, { error: 'inquiry.linesRequired' })
    .max(INQUIRY_MAX_LINES, { error: 'inquiry.tooManyLines' }),
});
export type PricePositionBatch = z.infer<typeof PricePositionBatchSchema>;

// ---- commodity price (商品价格) ----

/** Where a price of the history comes from. */
export const PRICE_KINDS = ['listing', 'quoted', 'won'] as const;
export const PriceKindSchema = z.enum(PRICE_KINDS);
export type PriceKind = z.infer<typeof PriceKindSchema>;

/** One goods SKU in one channel: the partner's prices there, lowest and latest of each kind. */
export const CommodityPriceRowSchema = z.object({
  skuId: z.number(),
  goodsId: z.number(),
  goodsName: z.string(),
  spec: z.string(),
  channelId: z.number(),
  channelName: z.string(),
  marketPrice: z.string().nullable(),
  lowestListing: PricePointValueSchema.nullable(),
  latestListing: PricePointValueSchema.nullable(),
  lowestQuoted: PricePointValueSchema.nullable(),
  latestQuoted: PricePointValueSchema.nullable(),
  lastWon: PricePointValueSchema.nullable(),
  quotedCount: z.number(),
  wonCount: z.number(),
  /** The latest price event of any kind. */
  updatedTime: z.string(),
});
export type CommodityPriceRow = z.infer<typeof CommodityPriceRowSchema>;

export const CommodityPriceFilterSchema = z.object({
  /** Contains: the goods name. */
  keyword: z.string().trim().max(100).nullish(),
  channelId: ChannelIdSchema.nullish(),
  goodsId: IdSchema.nullish(),
});
export type CommodityPriceFilter = z.infer<typeof CommodityPriceFilterSchema>;

export const CommodityPricePageQuerySchema = pageQueryOf(['updatedTime']).extend(
  CommodityPriceFilterSchema.shape,
);
export type CommodityPricePageQuery = z.infer<typeof CommodityPricePageQuerySchema>;

export const PriceHistoryQuerySchema = z
  .object({
    skuId: IdSchema,
    channelId: ChannelIdSchema,
    /** Local days, both ends inclusive; the last 365 days when left out. */
    dateFrom: DaySchema.nullish(),
    dateTo: DaySchema.nullish(),
  })
  .refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
    error: 'validation.dateRange',
    path: ['dateTo'],
  });
export type PriceHistoryQuery = z.infer<typeof PriceHistoryQuerySchema>;

export const PriceHistoryPointSchema = z.object({
  time: z.string(),
  kind: PriceKindSchema,
  price: z.string(),
  /** The inquiry a quoted or won price answered. */
  inquiryNo: z.string().nullable(),
});
export type PriceHistoryPoint = z.infer<typeof PriceHistoryPointSchema>;

/** Points over time for the chart, oldest first (at most 1000; `truncated` when more). */
export const PriceHistorySchema = z.object({
  skuId: z.number(),
  goodsName: z.string(),
  spec: z.string(),
  channelId: z.number(),
  channelName: z.string(),
  marketPrice: z.string().nullable(),
  points: z.array(PriceHistoryPointSchema),
  truncated: z.boolean(),
});
export type PriceHistory = z.infer<typeof PriceHistorySchema>;

// ---- batch quotation (批量报价) ----

/**
 * The dry run and the import of a filled template (an uploaded .xlsx). The import writes the rows'
 * prices into each inquiry's working copy (a draft); with `send` it also sends each quotation whose
 * lines are all answered (a new revision each).
 */
export const BatchQuotationRequestSchema = z.object({ fileId: IdSchema, send: z.boolean().default(false) });
export type BatchQuotationRequest = z.infer<typeof BatchQuotationRequestSchema>;

export const BatchQuotationReportSchema = z.object({
  rows: z.number(),
  validRows: z.number(),
  /** Inquiries the valid rows would quote. */
  inquiries: z.number(),
  ...ImportProblemsSchema.shape,
});
export type BatchQuotationReport = z.infer<typeof BatchQuotationReportSchema>;

export const BatchQuotationResultSchema = BatchQuotationReportSchema.extend({
  /** Quotations whose draft was written. */
  saved: z.number(),
  /** Of those, sent (a new revision each; only with `send`). */
  sent: z.number(),
});
export type BatchQuotationResult = z.infer<typeof BatchQuotationResultSchema>;
