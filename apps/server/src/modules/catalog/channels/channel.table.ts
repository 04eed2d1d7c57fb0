import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { partnerIdColumn } from '../../../db/columns';

/** A procurement channel of spec section 9, with its terms (reference data). */
export const channels = pgTable('channels', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 30 }).notNull().unique(),
  name: varchar('name', { length: 30 }).notNull(),
  /** The channel's fee on sales, e.g. 0.0150. */
  feeRate: numeric('fee_rate', { precision: 5, scale: 4 }).notNull(),
  /** Hours an order may wait for the supplier's confirmation before it is overtime. */
  confirmHours: smallint('confirm_hours').notNull(),
  /**
   * How far a payment may fall short of an order and the difference still be closed (bank fee,
   * rounding, deduction): up to this amount, or up to this rate of the order's amount. 0: never.
   */
  toleranceAmount: numeric('tolerance_amount', { precision: 18, scale: 2 }).notNull().default('0'),
  toleranceRate: numeric('tolerance_rate', { precision: 5, scale: 4 }).notNull().default('0'),
  sort: integer('sort').notNull(),
});

/** The channels a partner has joined (set by the operator). */
export const partnerChannels = pgTable(
  'partner_channels',
  {
    partnerId: partnerIdColumn(),
    channelId: integer('channel_id').notNull(),
    joinedTime: timestamp('joined_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.channelId] }),
    index('partner_channels_channel_idx').on(t.channelId),
  ],
);
