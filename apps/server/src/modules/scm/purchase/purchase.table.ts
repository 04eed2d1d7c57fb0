import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A line of an account's cart (购物车): a supplier's SKU and how many; priced when ordered. */
export const scmCartItems = pgTable(
  'scm_cart_items',
  {
    ...tenantKeyColumns(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    scmGoodsId: bigint('scm_goods_id', { mode: 'number' }).notNull(),
    scmSkuId: bigint('scm_sku_id', { mode: 'number' }).notNull(),
    quantity: quantity('quantity').notNull(),
    addedTime: instant('added_time').notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('scm_cart_items_sku_idx').on(t.partnerId, t.accountId, t.scmSkuId),
  ],
);

/**
 * A purchase order (采购单) to an upstream supplier: states 1 draft, 2 submitted, 3 confirmed,
 * 4 shipped, 5 received, 6 completed, 7 cancelled (`PurchaseState`). Contract and invoice states are
 * kept here too (as on orders), so lists and to-do counts read one row. A purchase made back to back
 * for a channel order keeps that order's id and number.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...tenantKeyColumns(),
    purchaseNo: varchar('purchase_no', { length: 30 }).notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    /** The supplier's name when ordered (lists show it without a join). */
    supplierName: varchar('supplier_name', { length: 100 }).notNull(),
    state: smallint('state').notNull(),
    itemsAmount: money('items_amount').notNull(),
    freight: money('freight').notNull().default('0'),
    totalAmount: money('total_amount').notNull(),
    itemCount: integer('item_count').notNull(),
    receiverName: varchar('receiver_name', { length: 30 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 20 }).notNull(),
    regionCodes: jsonb('region_codes').$type<string[]>().notNull(),
    regionName: varchar('region_name', { length: 100 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    /** Why it was cancelled. */
    reason: varchar('reason', { length: 200 }),
    /** The channel order it was bought for (orders' `orders.id`), back to back. */
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    salesOrderNo: varchar('sales_order_no', { length: 40 }),
    contractRequired: boolean('contract_required').notNull(),
    invoiceRequired: boolean('invoice_required').notNull(),
    contractState: smallint('contract_state').notNull().default(0),
    invoiceState: smallint('invoice_state').notNull().default(0),
    /** 0 not mailed, 1 mailed, 2 delivered (the invoice's mailing, `purchase_mailings`). */
    mailState: smallint('mail_state').notNull().default(0),
    submittedTime: instant('submitted_time'),
    confirmedTime: instant('confirmed_time'),
    shippedTime: instant('shipped_time'),
    receivedTime: instant('received_time'),
    completedTime: instant('completed_time'),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('purchase_orders_no_idx').on(t.partnerId, t.purchaseNo),
    index('purchase_orders_time_idx').on(t.partnerId, t.createdTime, t.id),
    index('purchase_orders_state_time_idx').on(t.partnerId, t.state, t.createdTime, t.id),
    // The contract and invoice screens: one tab (a document state) newest first.
    index('purchase_orders_contract_idx').on(t.partnerId, t.contractState, t.createdTime, t.id),
    index('purchase_orders_invoice_idx').on(t.partnerId, t.invoiceState, t.createdTime, t.id),
    index('purchase_orders_supplier_idx').on(t.partnerId, t.supplierId, t.createdTime, t.id),
    index('purchase_orders_sales_idx').on(t.partnerId, t.salesOrderId).where(sql`sales_order_id is not null`),
  ],
);

/** A line of a purchase order: the SCM SKU as ordered (names kept), quantity and cost price. */
export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    ...tenantKeyColumns(),
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' }).notNull(),
    scmGoodsId: bigint('scm_goods_id', { mode: 'number' }).notNull(),
    scmSkuId: bigint('scm_sku_id', { mode: 'number' }).notNull(),
    goodsName: varchar('goods_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 100 }).notNull(),
    unit: varchar('unit', { length: 10 }).notNull(),
    quantity: quantity('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').notNull(),
    /** The channel order's line it was bought for (orders' `order_items.id`), back to back. */
    salesOrderItemId: bigint('sales_order_item_id', { mode: 'number' }),
    sort: smallint('sort').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('purchase_order_items_order_idx').on(t.partnerId, t.purchaseOrderId),
    index('purchase_order_items_sales_idx')
      .on(t.partnerId, t.salesOrderItemId)
      .where(sql`sales_order_item_id is not null`),
  ],
);

/** The purchase order's timeline: every change, who made it (null: the supplier, operator or system). */
export const purchaseEvents = pgTable(
  'purchase_events',
  {
    ...tenantKeyColumns(),
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    stateFrom: smallint('state_from'),
    stateTo: smallint('state_to'),
    detail: varchar('detail', { length: 300 }),
    accountId: bigint('account_id', { mode: 'number' }),
    createdTime: instant('created_time').notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), index('purchase_events_order_idx').on(t.partnerId, t.purchaseOrderId)],
);

/**
 * A delivery of a purchase order by the supplier, with its sign code (签收码): a one-time code sent
 * to the receiver, who enters it to receive the goods. Only the code's hash is kept; wrong entries are
 * counted and the code locks after `SIGN_CODE_MAX_ATTEMPTS`. States of `SignCodeState` (1 awaiting,
 * 2 used, 3 locked, 4 replaced).
 */
export const purchaseDeliveries = pgTable(
  'purchase_deliveries',
  {
    ...tenantKeyColumns(),
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' }).notNull(),
    expressCode: varchar('express_code', { length: 20 }).notNull(),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    codeState: smallint('code_state').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    lastFailedTime: instant('last_failed_time'),
    signedBy: bigint('signed_by', { mode: 'number' }),
    signedTime: instant('signed_time'),
    shippedTime: instant('shipped_time').notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('purchase_deliveries_order_idx').on(t.partnerId, t.purchaseOrderId),
    index('purchase_deliveries_state_idx').on(t.partnerId, t.codeState, t.shippedTime, t.id),
  ],
);

/**
 * A mailing of purchase invoices (发票邮寄): the paper invoices of one or more purchase orders sent by
 * express; tracked through the logistics interface. States of `MailingState` (1 mailed, 2 delivered).
 */
export const purchaseMailings = pgTable(
  'purchase_mailings',
  {
    ...tenantKeyColumns(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    purchaseOrderIds: jsonb('purchase_order_ids').$type<number[]>().notNull(),
    expressCode: varchar('express_code', { length: 20 }).notNull(),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull(),
    senderName: varchar('sender_name', { length: 30 }).notNull(),
    receiverName: varchar('receiver_name', { length: 30 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 20 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    state: smallint('state').notNull(),
    remark: varchar('remark', { length: 200 }),
    mailedTime: instant('mailed_time').notNull().defaultNow(),
    deliveredTime: instant('delivered_time'),
    createdBy: bigint('created_by', { mode: 'number' }),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('purchase_mailings_time_idx').on(t.partnerId, t.mailedTime, t.id),
    // The delivery task's scan over every partner's mailings still in transit.
    index('purchase_mailings_open_idx').on(t.mailedTime).where(sql`state = 1`),
  ],
);

/**
 * Kept counts of the partner's purchase orders per key ('state:2', 'contract:1', 'sign:1' ...),
 * changed in the transaction of every purchase change: the state tabs and the purchase to-dos read
 * them instead of counting.
 */
export const purchaseCounts = pgTable(
  'purchase_counts',
  {
    partnerId: partnerIdColumn(),
    key: varchar('key', { length: 20 }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.key] })],
);
