import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdUpdatedTime, tenantKeyColumns, tenantPrimaryKey } from '../../../db/columns';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const time = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A bidding project (竞价项目): the operator's (the platform's) row, no partner's. Every invited
 * partner reads the same row; a bid locks it (`for update`) so ranks, extensions and the order of
 * bids are exact with several servers. States: 1 not started, 2 open, 3 closed awaiting the result,
 * 4 awarded, 6 cancelled, 7 failed (流标), with `result` saying why it ended so.
 */
export const biddingProjects = pgTable(
  'bidding_projects',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectNo: varchar('project_no', { length: 30 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    channelId: integer('channel_id'),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    ceilingAmount: money('ceiling_amount').notNull(),
    /** 'amount' (yuan) or 'percent' (of the partner's previous bid). */
    decrementKind: varchar('decrement_kind', { length: 10 }).notNull(),
    decrementValue: numeric('decrement_value', { precision: 18, scale: 2 }).notNull(),
    /** 'sealed' or 'reverse'. */
    mode: varchar('mode', { length: 10 }).notNull(),
    startTime: time('start_time').notNull(),
    /** The end, moved by each extension. */
    endTime: time('end_time').notNull(),
    /** Anti-sniping: a bid in the last `extendMinutes` moves the end by as much, at most `maxExtensions` times. */
    extendMinutes: integer('extend_minutes').notNull(),
    maxExtensions: integer('max_extensions').notNull(),
    extensions: integer('extensions').notNull().default(0),
    minBidders: integer('min_bidders').notNull(),
    state: smallint('state').notNull(),
    /** 'awarded', 'tooFewBidders', 'noConfirmation', 'cancelled'. */
    result: varchar('result', { length: 20 }),
    cancelReason: varchar('cancel_reason', { length: 300 }),
    closedTime: time('closed_time'),
    ...createdUpdatedTime(),
  },
  (t) => [
    uniqueIndex('bidding_projects_no_key').on(t.projectNo),
    index('bidding_projects_state_idx').on(t.state),
  ],
);

/** A project's items (name, spec, quantity, unit): the operator's rows like the project. */
export const biddingProjectItems = pgTable(
  'bidding_project_items',
  {
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => biddingProjects.id),
    lineNo: integer('line_no').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 200 }).notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.lineNo] })],
);

/**
 * A partner invited to a project, and its standing there: its state of the project (won / lost
 * follow the award), its best (lowest) valid bid with that bid's time and id (the rank's order),
 * the award offered to it.
 */
export const biddingInvitations = pgTable(
  'bidding_invitations',
  {
    ...tenantKeyColumns(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => biddingProjects.id),
    state: smallint('state').notNull(),
    bestAmount: money('best_amount'),
    bestBidTime: time('best_bid_time'),
    bestBidId: bigint('best_bid_id', { mode: 'number' }),
    bidCount: integer('bid_count').notNull().default(0),
    /** 'offered', 'confirmed', 'expired'; null when no award was offered to this partner. */
    awardState: varchar('award_state', { length: 10 }),
    awardTime: time('award_time'),
    awardDeadline: time('award_deadline'),
    confirmedTime: time('confirmed_time'),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('bidding_invitations_project_key').on(t.partnerId, t.projectId),
    index('bidding_invitations_rank_idx').on(t.projectId, t.bestAmount, t.bestBidTime, t.bestBidId),
  ],
);

/** A bid: the total price a partner offered, stored with the server's time before it was acknowledged. */
export const biddingBids = pgTable(
  'bidding_bids',
  {
    ...tenantKeyColumns(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    /** The database's clock_timestamp() under the project's lock: bids are ordered by it, then id. */
    bidTime: time('bid_time').notNull(),
    /** Voided when the project is cancelled. */
    valid: boolean('valid').notNull().default(true),
    /** This bid moved the end (anti-sniping). */
    extended: boolean('extended').notNull().default(false),
    accountId: bigint('account_id', { mode: 'number' }),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.partnerId, t.projectId],
      foreignColumns: [biddingInvitations.partnerId, biddingInvitations.projectId],
      name: 'bidding_bids_invitation_fk',
    }),
    index('bidding_bids_project_idx').on(t.partnerId, t.projectId, t.bidTime),
  ],
);
