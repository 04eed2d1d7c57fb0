import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
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
const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * SCM goods (供应链商品): goods an upstream supplier offers the partner. Linked to the partner's own
 * catalog goods (`goods_id`) when they are the same goods, so a channel order for them can be bought
 * back to back. States of `ScmGoodsState` (1 on offer, 2 withdrawn).
 */
export const scmGoods = pgTable(
  'scm_goods',
  {
    ...tenantKeyColumns(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    brandName: varchar('brand_name', { length: 50 }),
    model: varchar('model', { length: 50 }),
    unit: varchar('unit', { length: 10 }).notNull(),
    /** The supplier's own code for the goods. */
    supplierCode: varchar('supplier_code', { length: 40 }),
    /** The partner's catalog goods these are (catalog's `goods.id`), if linked. */
    goodsId: bigint('goods_id', { mode: 'number' }),
    imageIds: jsonb('image_ids').$type<number[]>().notNull().default([]),
    state: smallint('state').notNull(),
    remark: varchar('remark', { length: 500 }),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('scm_goods_time_idx').on(t.partnerId, t.updatedTime, t.id),
    index('scm_goods_supplier_idx').on(t.partnerId, t.supplierId, t.updatedTime, t.id),
    index('scm_goods_linked_idx').on(t.partnerId, t.goodsId).where(sql`goods_id is not null`),
  ],
);

/**
 * A SKU of SCM goods with its current cost price (what the supplier charges, tax included), linked to
 * the partner's catalog SKU (`sku_id`) when it is the same. Every change of the cost is a row of
 * `scm_price_changes`.
 */
export const scmGoodsSkus = pgTable(
  'scm_goods_skus',
  {
    ...tenantKeyColumns(),
    scmGoodsId: bigint('scm_goods_id', { mode: 'number' }).notNull(),
    /** Denormalised from the goods: the cart and back-to-back purchasing look SKUs up by supplier. */
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    spec: varchar('spec', { length: 100 }).notNull(),
    /** The catalog SKU (catalog's `goods_skus.id`) this is, if linked. */
    skuId: bigint('sku_id', { mode: 'number' }),
    costPrice: money('cost_price').notNull(),
    /** The least quantity the supplier sells (numeric(18,3)). */
    minQuantity: numeric('min_quantity', { precision: 18, scale: 3 }).notNull().default('1'),
    costUpdatedTime: instant('cost_updated_time').notNull().defaultNow(),
    sort: smallint('sort').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('scm_goods_skus_spec_idx').on(t.partnerId, t.scmGoodsId, t.spec),
    // A channel order's SKU -> the suppliers that offer it (back-to-back purchasing, margins).
    index('scm_goods_skus_linked_idx').on(t.partnerId, t.skuId).where(sql`sku_id is not null`),
    index('scm_goods_skus_supplier_idx').on(t.partnerId, t.supplierId),
  ],
);

/** The labels on SCM goods. */
export const scmGoodsLabels = pgTable(
  'scm_goods_labels',
  {
    partnerId: partnerIdColumn(),
    scmGoodsId: bigint('scm_goods_id', { mode: 'number' }).notNull(),
    labelId: bigint('label_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.scmGoodsId, t.labelId] }),
    index('scm_goods_labels_label_idx').on(t.partnerId, t.labelId),
  ],
);

/** The history of a SKU's cost price (价格): every change, from what to what, by whom and why. */
export const scmPriceChanges = pgTable(
  'scm_price_changes',
  {
    ...tenantKeyColumns(),
    scmSkuId: bigint('scm_sku_id', { mode: 'number' }).notNull(),
    scmGoodsId: bigint('scm_goods_id', { mode: 'number' }).notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    /** Null on the first price of the SKU. */
    previousPrice: money('previous_price'),
    costPrice: money('cost_price').notNull(),
    reason: varchar('reason', { length: 200 }),
    changedBy: bigint('changed_by', { mode: 'number' }),
    changedTime: instant('changed_time').notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('scm_price_changes_sku_idx').on(t.partnerId, t.scmSkuId, t.changedTime, t.id),
    index('scm_price_changes_time_idx').on(t.partnerId, t.changedTime, t.id),
  ],
);

/**
 * A supplier's authorization letter (授权) for goods it offers: the letter's files and its validity.
 * Null `scm_goods_id`: it covers all the supplier's goods. States of `ScmAuthorizationState`; the
 * expiry is read from `valid_to` (warned before it, as brand authorizations are).
 */
export const scmAuthorizations = pgTable(
  'scm_authorizations',
  {
    ...tenantKeyColumns(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    scmGoodsId: bigint('scm_goods_id', { mode: 'number' }),
    brandName: varchar('brand_name', { length: 50 }),
    letterNo: varchar('letter_no', { length: 40 }),
    fileIds: jsonb('file_ids').$type<number[]>().notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    state: smallint('state').notNull(),
    remark: varchar('remark', { length: 500 }),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('scm_authorizations_time_idx').on(t.partnerId, t.createdTime, t.id),
    index('scm_authorizations_supplier_idx').on(t.partnerId, t.supplierId, t.validTo),
    index('scm_authorizations_expiry_idx').on(t.partnerId, t.validTo, t.id),
  ],
);
