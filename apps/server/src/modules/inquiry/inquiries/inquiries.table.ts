import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdUpdatedTime, partnerIdColumn, tenantKeyColumns, tenantPrimaryKey } from '../../../db/columns';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const quantity = (name: string) => numeric(name, { precision: 18, scale: 3 });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An inquiry (询价单) a channel's buyer sent the partner: lines to price before the deadline. States
 * of `InquiryState`. The quotation's coverage is kept here (lines priced / declined, 'coverage'
 * 0 none, 1 partly, 2 full) so the list and its "partly quoted" tab read one row.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    ...tenantKeyColumns(),
    inquiryNo: varchar('inquiry_no', { length: 40 }).notNull(),
    channelId: integer('channel_id').notNull(),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    regionCodes: jsonb('region_codes').$type<string[]>().notNull(),
    regionName: varchar('region_name', { length: 100 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    deadline: timestamptz('deadline').notNull(),
    receivedTime: timestamptz('received_time').notNull(),
    state: smallint('state').notNull(),
    /** The lines' goods names, joined: the keyword filter reads them here. */
    itemNames: varchar('item_names', { length: 4000 }).notNull(),
    firstItemName: varchar('first_item_name', { length: 100 }).notNull(),
    lineCount: integer('line_count').notNull(),
    quotedLines: integer('quoted_lines').notNull().default(0),
    declinedLines: integer('declined_lines').notNull().default(0),
    coverage: smallint('coverage').notNull().default(0),
    /** QuotationState of its quotation; null before one is saved. */
    quotationState: smallint('quotation_state'),
    revision: integer('revision').notNull().default(0),
    draftPending: boolean('draft_pending').notNull().default(false),
    quotedAmount: money('quoted_amount'),
    /** Set by the deadline job: no quote or revision is taken any more. */
    windowClosed: boolean('window_closed').notNull().default(false),
    awardedTime: timestamptz('awarded_time'),
    orderId: bigint('order_id', { mode: 'number' }),
    orderNo: varchar('order_no', { length: 40 }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('inquiries_no_idx').on(t.partnerId, t.channelId, t.inquiryNo),
    index('inquiries_received_idx').on(t.partnerId, t.receivedTime, t.id),
    index('inquiries_state_idx').on(t.partnerId, t.state, t.receivedTime, t.id),
    index('inquiries_deadline_idx').on(t.partnerId, t.deadline, t.id),
    // The "partly quoted" tab and its count: open inquiries covered in part.
    index('inquiries_partly_idx')
      .on(t.partnerId, t.receivedTime, t.id)
      .where(sql`coverage = 1 and state in (1, 2)`),
    // The safety sweep: open inquiries past their deadline, over all partners.
    index('inquiries_open_deadline_idx').on(t.deadline).where(sql`state in (1, 2) and window_closed = false`),
  ],
);

/** A line of an inquiry: what the buyer asks for. */
export const inquiryItems = pgTable(
  'inquiry_items',
  {
    ...tenantKeyColumns(),
    inquiryId: bigint('inquiry_id', { mode: 'number' }).notNull(),
    lineNo: smallint('line_no').notNull(),
    goodsName: varchar('goods_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 100 }).notNull(),
    brand: varchar('brand', { length: 50 }).notNull(),
    quantity: quantity('quantity').notNull(),
    unit: varchar('unit', { length: 10 }).notNull(),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('inquiry_items_line_idx').on(t.partnerId, t.inquiryId, t.lineNo)],
);

/** A quotation's head: of its working copy (inquiry_quotations) or of a sent revision. */
const quotationHeadColumns = () => ({
  validUntil: date('valid_until', { mode: 'string' }),
  deliveryDays: integer('delivery_days'),
  freight: money('freight').notNull(),
  taxRate: numeric('tax_rate', { precision: 5, scale: 4 }).notNull(),
  supplierQuoteNo: varchar('supplier_quote_no', { length: 40 }),
  remark: varchar('remark', { length: 500 }),
  attachmentFileId: bigint('attachment_file_id', { mode: 'number' }),
  itemsAmount: money('items_amount').notNull(),
  totalAmount: money('total_amount').notNull(),
  quotedLines: integer('quoted_lines').notNull(),
  declinedLines: integer('declined_lines').notNull(),
});

/**
 * The partner's quotation (报价单) of an inquiry, one per inquiry. Its head here is the working copy
 * (the draft when `draft_pending`, else the latest sent revision); each sent revision's head is kept
 * in inquiry_quotation_revisions, its lines in inquiry_quotation_lines (revision 0: the draft).
 * States of `QuotationState`.
 */
export const inquiryQuotations = pgTable(
  'inquiry_quotations',
  {
    ...tenantKeyColumns(),
    inquiryId: bigint('inquiry_id', { mode: 'number' }).notNull(),
    state: smallint('state').notNull(),
    revision: integer('revision').notNull().default(0),
    draftPending: boolean('draft_pending').notNull(),
    ...quotationHeadColumns(),
    sentTime: timestamptz('sent_time'),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('inquiry_quotations_inquiry_idx').on(t.partnerId, t.inquiryId),
    index('inquiry_quotations_updated_idx').on(t.partnerId, t.updatedTime, t.id),
    index('inquiry_quotations_state_idx').on(t.partnerId, t.state, t.updatedTime, t.id),
  ],
);

/** A sent revision's head, as it was sent. */
export const inquiryQuotationRevisions = pgTable(
  'inquiry_quotation_revisions',
  {
    ...tenantKeyColumns(),
    quotationId: bigint('quotation_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    ...quotationHeadColumns(),
    /** The account that sent it; null for the simulator or the seed. */
    accountId: bigint('account_id', { mode: 'number' }),
    sentTime: timestamptz('sent_time').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('inquiry_quotation_revisions_idx').on(t.partnerId, t.quotationId, t.revision),
  ],
);

/** A line of a quotation: of the draft (revision 0) or of a sent revision. */
export const inquiryQuotationLines = pgTable(
  'inquiry_quotation_lines',
  {
    ...tenantKeyColumns(),
    quotationId: bigint('quotation_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    cannotSupply: boolean('cannot_supply').notNull(),
    unitPrice: money('unit_price'),
    amount: money('amount'),
    brand: varchar('brand', { length: 50 }),
    model: varchar('model', { length: 100 }),
    skuId: bigint('sku_id', { mode: 'number' }),
    goodsId: bigint('goods_id', { mode: 'number' }),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('inquiry_quotation_lines_idx').on(t.partnerId, t.quotationId, t.revision, t.itemId),
  ],
);

/**
 * Kept counts of the partner's inquiries (list 1, per InquiryState) and quotations (list 2, per
 * QuotationState), changed in the transaction of every change: the tabs read them instead of counting.
 */
export const inquiryCounts = pgTable(
  'inquiry_counts',
  {
    partnerId: partnerIdColumn(),
    list: smallint('list').notNull(),
    state: smallint('state').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.list, t.state] })],
);

/**
 * A price of the partner's history for a SKU in a channel: kind 2 quoted (a sent revision's line),
 * 3 won (the line of a won quotation). Listing prices are catalog's (its channel record).
 */
export const inquiryPricePoints = pgTable(
  'inquiry_price_points',
  {
    ...tenantKeyColumns(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    channelId: integer('channel_id').notNull(),
    kind: smallint('kind').notNull(),
    price: money('price').notNull(),
    inquiryId: bigint('inquiry_id', { mode: 'number' }).notNull(),
    inquiryNo: varchar('inquiry_no', { length: 40 }).notNull(),
    time: timestamptz('time').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('inquiry_price_points_sku_idx').on(t.partnerId, t.skuId, t.channelId, t.time, t.id),
  ],
);

/**
 * Per SKU and channel: the lowest and latest quoted price, the last won price and their counts,
 * kept with every price point (the commodity price list and the price position read one row).
 */
export const inquiryPriceSummaries = pgTable(
  'inquiry_price_summaries',
  {
    partnerId: partnerIdColumn(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    channelId: integer('channel_id').notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    goodsName: varchar('goods_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 100 }).notNull(),
    lowestQuoted: money('lowest_quoted'),
    lowestQuotedTime: timestamptz('lowest_quoted_time'),
    latestQuoted: money('latest_quoted'),
    latestQuotedTime: timestamptz('latest_quoted_time'),
    quotedCount: integer('quoted_count').notNull().default(0),
    lastWon: money('last_won'),
    lastWonTime: timestamptz('last_won_time'),
    wonCount: integer('won_count').notNull().default(0),
    updatedTime: timestamptz('updated_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.skuId, t.channelId] }),
    index('inquiry_price_summaries_updated_idx').on(t.partnerId, t.updatedTime, t.skuId, t.channelId),
    index('inquiry_price_summaries_goods_idx').on(t.partnerId, t.goodsId),
  ],
);
