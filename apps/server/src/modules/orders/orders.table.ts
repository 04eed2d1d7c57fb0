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
import { createdUpdatedTime, partnerIdColumn, tenantKeyColumns, tenantPrimaryKey } from '../../db/columns';

/**
 * An order of the partner (DOMAIN.md Orders): from a channel, entered by hand or a self purchase.
 * States 1-9 of `OrderState`; each document (sign-off, contract, invoice) has its own state here too,
 * so lists and to-do counts read one row. A sign-off is always required; contract and invoice as set.
 */
export const orders = pgTable(
  'orders',
  {
    ...tenantKeyColumns(),
    orderNo: varchar('order_no', { length: 40 }).notNull(),
    source: smallint('source').notNull(),
    channelId: integer('channel_id'),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    receiverName: varchar('receiver_name', { length: 30 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 20 }).notNull(),
    regionCodes: jsonb('region_codes').$type<string[]>().notNull(),
    regionName: varchar('region_name', { length: 100 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    itemsAmount: numeric('items_amount', { precision: 18, scale: 2 }).notNull(),
    freight: numeric('freight', { precision: 18, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull(),
    itemCount: integer('item_count').notNull(),
    state: smallint('state').notNull(),
    reason: varchar('reason', { length: 200 }),
    contractRequired: boolean('contract_required').notNull(),
    invoiceRequired: boolean('invoice_required').notNull(),
    signState: smallint('sign_state').notNull().default(0),
    contractState: smallint('contract_state').notNull().default(0),
    invoiceState: smallint('invoice_state').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
    orderTime: timestamp('order_time', { withTimezone: true }).notNull(),
    /** Confirm by then (order time + the channel's hours); past it while awaiting confirmation: overtime. */
    confirmDeadline: timestamp('confirm_deadline', { withTimezone: true }),
    confirmedTime: timestamp('confirmed_time', { withTimezone: true }),
    completedTime: timestamp('completed_time', { withTimezone: true }),
    syncState: smallint('sync_state').notNull().default(0),
    syncMessage: varchar('sync_message', { length: 200 }),
    syncAttempts: smallint('sync_attempts').notNull().default(0),
    syncedTime: timestamp('synced_time', { withTimezone: true }),
    // The order's money, kept by the settlement module through orders' service (order-money.ts):
    /** The statement it is on (null: on none, or its statement was withdrawn). */
    statementId: bigint('statement_id', { mode: 'number' }),
    statementNo: varchar('statement_no', { length: 30 }),
    /** The statement's state (StatementState), 0 on none: the checklist and the lists read it here. */
    statementState: smallint('statement_state').notNull().default(0),
    /** Allocated from payments plus small differences closed; outstanding = total_amount - matched_amount. */
    matchedAmount: numeric('matched_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    /**
     * The seller credited with it: its customer's seller when it was placed (module analytics,
     * through `order-attribution.ts`); a later re-assignment of the customer leaves it. Null: none.
     */
    sellerId: bigint('seller_id', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    // An order number is unique within its channel (manual orders: within the partner).
    uniqueIndex('orders_no_idx').on(t.partnerId, sql`coalesce(${t.channelId}, 0)`, t.orderNo),
    index('orders_time_idx').on(t.partnerId, t.orderTime, t.id),
    index('orders_state_time_idx').on(t.partnerId, t.state, t.orderTime, t.id),
    index('orders_overtime_idx').on(t.partnerId, t.confirmDeadline).where(sql`state = 2`),
    // The accounting-system screen: completed orders by sync state.
    index('orders_sync_idx').on(t.partnerId, t.syncState, t.completedTime).where(sql`state = 7`),
    // Settlement: completed orders on no statement yet, per channel and completion (making a statement).
    index('orders_unsettled_idx')
      .on(t.partnerId, t.channelId, t.completedTime, t.id)
      .where(sql`state = 7 and statement_id is null`),
    // Completed orders with money outstanding: the selection dialog (by order time) and the match
    // suggestions (by exact outstanding amount, by customer, by order number).
    index('orders_outstanding_time_idx')
      .on(t.partnerId, t.orderTime, t.id)
      .where(sql`state = 7 and matched_amount < total_amount`),
    index('orders_outstanding_amount_idx')
      .on(t.partnerId, sql`(${t.totalAmount} - ${t.matchedAmount})`)
      .where(sql`state = 7 and matched_amount < total_amount`),
    // By customer, latest completed first: a customer's latest open orders without reading them all.
    index('orders_outstanding_customer_idx')
      .on(t.partnerId, t.customerName, t.completedTime, t.id)
      .where(sql`state = 7 and matched_amount < total_amount`),
    index('orders_outstanding_no_idx')
      .on(t.partnerId, t.orderNo)
      .where(sql`state = 7 and matched_amount < total_amount`),
  ],
);

/** An ordered line: goods and SKU as they were sold (names kept), quantity, price and what has shipped. */
export const orderItems = pgTable(
  'order_items',
  {
    ...tenantKeyColumns(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }),
    /** The goods' category when it was sold (kept, as the names are): the rollups count under it. */
    categoryId: bigint('category_id', { mode: 'number' }),
    skuId: bigint('sku_id', { mode: 'number' }),
    goodsName: varchar('goods_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 100 }).notNull(),
    unit: varchar('unit', { length: 10 }).notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    shippedQuantity: numeric('shipped_quantity', { precision: 18, scale: 3 }).notNull().default('0'),
    sort: smallint('sort').notNull(),
  },
  (t) => [tenantPrimaryKey(t), index('order_items_order_idx').on(t.partnerId, t.orderId)],
);

/** A shipment of (part of) an order. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    ...tenantKeyColumns(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    expressCode: varchar('express_code', { length: 20 }).notNull(),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull(),
    /** Per order item: the quantity this shipment carries. */
    items: jsonb('items').$type<{ itemId: number; quantity: string }[]>().notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    shippedTime: timestamp('shipped_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), index('order_shipments_order_idx').on(t.partnerId, t.orderId)],
);

export type InvoiceRecord = {
  invoiceType: 'normal' | 'special';
  invoiceNo: string;
  invoiceCode: string | null;
  invoiceDate: string;
  amount: string;
  taxAmount: string;
};

/** One upload of a document (an order's sign-off, contract or invoice; a purchase order's contract or invoice) and the operator's review of it. */
export const orderDocuments = pgTable(
  'order_documents',
  {
    ...tenantKeyColumns(),
    /** Whose document: an order's ('order') or a purchase order's ('purchase', module scm). */
    subject: varchar('subject', { length: 10 }).notNull().default('order'),
    /** The subject's id: `orders.id`, or `purchase_orders.id` when the subject is 'purchase'. */
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    state: smallint('state').notNull(),
    fileIds: jsonb('file_ids').$type<number[]>().notNull(),
    invoice: jsonb('invoice').$type<InvoiceRecord>(),
    reason: varchar('reason', { length: 200 }),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }),
    uploadedTime: timestamp('uploaded_time', { withTimezone: true }).notNull().defaultNow(),
    reviewedTime: timestamp('reviewed_time', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('order_documents_subject_idx').on(t.partnerId, t.subject, t.orderId),
    // The operator's review queue over all partners.
    index('order_documents_review_idx').on(t.uploadedTime).where(sql`state = 2`),
  ],
);

/** The order's timeline: every change, who made it (null: the channel, operator or system). */
export const orderEvents = pgTable(
  'order_events',
  {
    ...tenantKeyColumns(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    stateFrom: smallint('state_from'),
    stateTo: smallint('state_to'),
    detail: varchar('detail', { length: 300 }),
    accountId: bigint('account_id', { mode: 'number' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), index('order_events_order_idx').on(t.partnerId, t.orderId)],
);

/**
 * Kept counts of the partner's orders per key ('state:2', 'sign:1', 'contract:4' ...), changed in
 * the transaction of every order change: the state tabs and the to-do stats read them instead of
 * counting.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    partnerId: partnerIdColumn(),
    key: varchar('key', { length: 20 }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.key] })],
);

/**
 * The partner's accounting system (/order/accounting_system): completed orders are pushed to it as
 * JSON over HTTPS, with its token, by the `orders.accounting-sync` job.
 */
export const accountingSettings = pgTable('accounting_settings', {
  partnerId: bigint('partner_id', { mode: 'number' }).primaryKey(),
  /** The product on the other side (用友, 金蝶 or a generic receiver); the message is the same. */
  system: varchar('system', { length: 20 }).notNull(),
  url: varchar('url', { length: 300 }).notNull(),
  token: varchar('token', { length: 200 }),
  enabled: boolean('enabled').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Kept sums of the partner's orders for statistics, changed in the transaction of every order change
 * by the same delta as `order_counts` (order-counts.ts `recountOrders`): per fact (order-rollups.ts
 * `ROLLUP_FACTS`), member of it, calendar day ('d') and month ('m', its first day) in TIME_ZONE,
 * channel (0: entered by hand) and credited seller (0: none), how many orders and what amount.
 * Reports read these rows, never the orders.
 */
export const orderRollups = pgTable(
  'order_rollups',
  {
    partnerId: partnerIdColumn(),
    fact: varchar('fact', { length: 10 }).notNull(),
    grain: varchar('grain', { length: 1 }).notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    /** The member of the fact: a state, a customer's name, a province code, a goods id ... ('' none). */
    member: varchar('member', { length: 100 }).notNull(),
    channelId: integer('channel_id').notNull(),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    orderCount: integer('order_count').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.partnerId, t.fact, t.grain, t.period, t.member, t.channelId, t.sellerId],
    }),
    // The statistics read ranges of one fact's periods and sum them: with the sums in the index (drizzle
    // has no INCLUDE: they are its last key columns) those are index-only scans. Without it a year's
    // region report fetched ~3,900 rows from ~3,700 heap pages (a partner's rows lie far apart):
    // 106 ms cold, 22 ms warm over 1,000,000 orders; about 5 ms covered.
    index('order_rollups_sums_idx').on(
      t.partnerId,
      t.fact,
      t.grain,
      t.period,
      t.member,
      t.channelId,
      t.sellerId,
      t.orderCount,
      t.amount,
    ),
  ],
);
