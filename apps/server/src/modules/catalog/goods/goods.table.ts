import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdUpdatedTime, tenantKeyColumns, tenantPrimaryKey } from '../../../db/columns';

export type GoodsParamValue = { name: string; value: string };

/** The goods as last approved: what channel listings show while a change is under review. */
export type ApprovedGoodsVersion = {
  name: string;
  categoryId: number;
  brandId: number;
  model: string;
  unit: string;
  imageIds: number[];
  params: GoodsParamValue[];
  description: string;
  skus: { id: number; spec: string; skuCode: string | null; marketPrice: string; stock: number }[];
  approvedTime: string;
};

/** A partner's goods (SPU): states 0 draft, 1 pending review, 2 approved, 3 rejected, 4 disabled. */
export const goods = pgTable(
  'goods',
  {
    ...tenantKeyColumns(),
    name: varchar('name', { length: 100 }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    brandId: bigint('brand_id', { mode: 'number' }).notNull(),
    model: varchar('model', { length: 50 }).notNull(),
    unit: varchar('unit', { length: 10 }).notNull(),
    taxCode: varchar('tax_code', { length: 19 }),
    barcode: varchar('barcode', { length: 14 }),
    imageIds: jsonb('image_ids').$type<number[]>().notNull(),
    params: jsonb('params').$type<GoodsParamValue[]>().notNull(),
    description: text('description').notNull(),
    state: smallint('state').notNull(),
    refuseReason: varchar('refuse_reason', { length: 200 }),
    approved: jsonb('approved').$type<ApprovedGoodsVersion>(),
    submittedTime: timestamp('submitted_time', { withTimezone: true }),
    reviewedTime: timestamp('reviewed_time', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('goods_updated_idx').on(t.partnerId, t.updatedTime, t.id),
    index('goods_state_idx').on(t.partnerId, t.state, t.updatedTime, t.id),
    index('goods_category_idx').on(t.partnerId, t.categoryId, t.updatedTime, t.id),
    index('goods_brand_idx').on(t.partnerId, t.brandId),
    // One account's goods (/goods/my), newest change first.
    index('goods_creator_idx').on(t.partnerId, t.createdBy, t.updatedTime, t.id),
    // The operator's review queue over all partners.
    index('goods_pending_idx').on(t.submittedTime).where(sql`state = 1`),
  ],
);

/** A SKU of goods: its spec values, market price and stock. */
export const goodsSkus = pgTable(
  'goods_skus',
  {
    ...tenantKeyColumns(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    spec: varchar('spec', { length: 100 }).notNull(),
    skuCode: varchar('sku_code', { length: 40 }),
    marketPrice: numeric('market_price', { precision: 18, scale: 2 }).notNull(),
    stock: integer('stock').notNull(),
    sort: smallint('sort').notNull(),
  },
  (t) => [tenantPrimaryKey(t), index('goods_skus_goods_idx').on(t.partnerId, t.goodsId, t.sort)],
);
