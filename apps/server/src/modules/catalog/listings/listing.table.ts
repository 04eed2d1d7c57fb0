import {
  bigint,
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

/**
 * Approved goods offered in one channel: states 0 not submitted, 1 pending channel review,
 * 2 on shelf, 3 off shelf, 4 rejected. One listing per goods and channel.
 */
export const channelListings = pgTable(
  'channel_listings',
  {
    ...tenantKeyColumns(),
    channelId: integer('channel_id').notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    channelCategoryId: bigint('channel_category_id', { mode: 'number' }),
    state: smallint('state').notNull(),
    reason: varchar('reason', { length: 200 }),
    submittedTime: timestamp('submitted_time', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('channel_listings_goods_idx').on(t.partnerId, t.channelId, t.goodsId),
    index('channel_listings_state_idx').on(t.partnerId, t.channelId, t.state, t.updatedTime, t.id),
    index('channel_listings_by_goods_idx').on(t.partnerId, t.goodsId),
  ],
);

/** The channel price of one SKU in a listing (never above the SKU's market price). */
export const listingPrices = pgTable(
  'listing_prices',
  {
    partnerId: partnerIdColumn(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.listingId, t.skuId] })],
);

/** The channel record: every price and state change of a listing, with who made it. */
export const listingRecords = pgTable(
  'listing_records',
  {
    ...tenantKeyColumns(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    channelId: integer('channel_id').notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    stateFrom: smallint('state_from'),
    stateTo: smallint('state_to'),
    /** Per SKU spec: [price before, price after]. */
    prices: jsonb('prices').$type<Record<string, [string | null, string | null]>>(),
    reason: varchar('reason', { length: 200 }),
    accountId: bigint('account_id', { mode: 'number' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('listing_records_created_idx').on(t.partnerId, t.createdTime, t.id),
    index('listing_records_listing_idx').on(t.partnerId, t.listingId),
  ],
);
