import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { partnerIdColumn, tenantKeyColumns, tenantPrimaryKey } from '../../../db/columns';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A transaction (交易记录) of SCM goods: a purchase (kind 1: a received purchase order's line, at its
 * cost) or a sale (kind 2: a completed channel order's line of goods a supplier offers, at its price,
 * with the cost it was bought at back to back or else the SKU's cost price then). Margin = sale amount
 * - cost amount, exact; null on purchases not bought for a sale. Written once, in the transaction of
 * the change that makes it, so lists read one indexed table.
 */
export const scmTransactions = pgTable(
  'scm_transactions',
  {
    ...tenantKeyColumns(),
    kind: smallint('kind').notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    supplierName: varchar('supplier_name', { length: 100 }).notNull(),
    scmGoodsId: bigint('scm_goods_id', { mode: 'number' }).notNull(),
    scmSkuId: bigint('scm_sku_id', { mode: 'number' }).notNull(),
    goodsName: varchar('goods_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 100 }).notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
    costPrice: money('cost_price').notNull(),
    costAmount: money('cost_amount').notNull(),
    salePrice: money('sale_price'),
    saleAmount: money('sale_amount'),
    margin: money('margin'),
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' }),
    purchaseNo: varchar('purchase_no', { length: 30 }),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    salesOrderNo: varchar('sales_order_no', { length: 40 }),
    /** The line it records (a purchase order item, or an order item): one transaction per line and kind. */
    sourceItemId: bigint('source_item_id', { mode: 'number' }).notNull(),
    occurredTime: timestamp('occurred_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('scm_transactions_source_idx').on(t.partnerId, t.kind, t.sourceItemId),
    index('scm_transactions_time_idx').on(t.partnerId, t.occurredTime, t.id),
    index('scm_transactions_supplier_idx').on(t.partnerId, t.supplierId, t.occurredTime, t.id),
    index('scm_transactions_goods_idx').on(t.partnerId, t.scmGoodsId, t.occurredTime, t.id),
  ],
);

const total = (name: string, scale: number) => numeric(name, { precision: 24, scale }).notNull().default('0');

/**
 * Kept counts and sums of the partner's transactions per key ('all', 'kind:1', 'kind:2'), added to in
 * the transaction that records them: the list's unfiltered pages and kind tabs read their total, and
 * their sums bar its sums, here instead of reading hundreds of thousands of rows.
 */
export const scmTransactionCounts = pgTable(
  'scm_transaction_counts',
  {
    partnerId: partnerIdColumn(),
    key: varchar('key', { length: 20 }).notNull(),
    count: integer('count').notNull(),
    quantity: total('quantity', 3),
    costAmount: total('cost_amount', 2),
    saleAmount: total('sale_amount', 2),
    margin: total('margin', 2),
    /** The sale amount of the rows with a margin: the margin rate's base. */
    marginedSaleAmount: total('margined_sale_amount', 2),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.key] })],
);
