import { sql } from 'drizzle-orm';
import {
  bigint,
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

/**
 * A channel store's invitation to the partner to quote its goods (store accredit): states 0 awaiting
 * the answer, 1 accepted, 2 declined, 3 expired.
 */
export const storeInvitations = pgTable(
  'store_invitations',
  {
    ...tenantKeyColumns(),
    channelId: integer('channel_id').notNull(),
    storeName: varchar('store_name', { length: 50 }).notNull(),
    /** Level-1 platform categories the quotes may be in; empty for every category. */
    categoryIds: jsonb('category_ids').$type<number[]>().notNull(),
    message: varchar('message', { length: 500 }),
    /** The last day to answer, in the platform's time zone. */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    state: smallint('state').notNull(),
    reason: varchar('reason', { length: 200 }),
    answeredBy: bigint('answered_by', { mode: 'number' }),
    answeredTime: timestamp('answered_time', { withTimezone: true }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('store_invitations_state_idx').on(t.partnerId, t.state, t.createdTime, t.id),
    // The daily expiry over all partners.
    index('store_invitations_awaiting_idx').on(t.deadline).where(sql`state = 0`),
  ],
);

/**
 * The partner's quote of one goods to the store of an accepted invitation: states 1 with the store,
 * 2 in effect, 3 rejected, 4 withdrawn, 5 void. One quote per invitation and goods.
 */
export const storeQuotes = pgTable(
  'store_quotes',
  {
    ...tenantKeyColumns(),
    invitationId: bigint('invitation_id', { mode: 'number' }).notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    state: smallint('state').notNull(),
    reason: varchar('reason', { length: 200 }),
    submittedTime: timestamp('submitted_time', { withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('store_quotes_goods_idx').on(t.partnerId, t.invitationId, t.goodsId),
    index('store_quotes_updated_idx').on(t.partnerId, t.updatedTime, t.id),
    index('store_quotes_by_goods_idx').on(t.partnerId, t.goodsId),
    // The stores' confirmation queue over all partners.
    index('store_quotes_pending_idx').on(t.submittedTime).where(sql`state = 1`),
  ],
);

/** The quoted price of one SKU (never above the SKU's market price). */
export const storeQuotePrices = pgTable(
  'store_quote_prices',
  {
    partnerId: partnerIdColumn(),
    quoteId: bigint('quote_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.quoteId, t.skuId] })],
);
