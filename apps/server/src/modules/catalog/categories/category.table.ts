import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';
import { partnerIdColumn } from '../../../db/columns';

/** The platform's 3-level goods category tree (reference data, the same for every partner). */
export const categories = pgTable(
  'categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    /** 0 for a level-1 category. */
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    level: smallint('level').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    /** "办公用品/书写工具/签字笔": what the category search matches. */
    path: varchar('path', { length: 200 }).notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

/** The parameter template of a level-2 category: its goods fill these in. */
export const categoryParams = pgTable(
  'category_params',
  {
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    required: boolean('required').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.position] })],
);

/** A channel's own category tree (each procurement channel classifies goods its own way). */
export const channelCategories = pgTable(
  'channel_categories',
  {
    channelId: integer('channel_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    level: smallint('level').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.id] }),
    index('channel_categories_parent_idx').on(t.channelId, t.parentId, t.sort),
  ],
);

/** Which channel leaf a platform leaf is listed under in a channel. */
export const channelCategoryMappings = pgTable(
  'channel_category_mappings',
  {
    channelId: integer('channel_id').notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    channelCategoryId: bigint('channel_category_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.categoryId] })],
);

/** Which version of the reference data (category trees, channels) a database holds. */
export const referenceData = pgTable('reference_data', {
  name: varchar('name', { length: 50 }).primaryKey(),
  version: varchar('version', { length: 64 }).notNull(),
});

/**
 * How many goods a partner has in a category per goods state, kept for all three levels by the
 * goods service in the same transaction as the goods change: the tree's `hasSpu` and the goods
 * list's totals (by state and category) without counting goods.
 */
export const partnerCategoryGoods = pgTable(
  'partner_category_goods',
  {
    partnerId: partnerIdColumn(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    state: smallint('state').notNull(),
    goodsCount: integer('goods_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.categoryId, t.state] })],
);
