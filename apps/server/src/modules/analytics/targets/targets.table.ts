import { sql } from 'drizzle-orm';
import { bigint, date, index, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdUpdatedTime, tenantKeyColumns, tenantPrimaryKey } from '../../../db/columns';

/**
 * A sales target (目标): an amount for one seller, or for the whole firm (seller null), for a calendar
 * month, quarter or year (`TargetPeriod`, local days [periodStart, periodEnd]). Achievement is the
 * completed order amount in the period (the rollups' `done` fact); `notifiedPercent` is the highest
 * threshold of `TARGET_NOTICE_PERCENTS` already told (0: none), so each is told once.
 */
export const salesTargets = pgTable(
  'sales_targets',
  {
    ...tenantKeyColumns(),
    sellerId: bigint('seller_id', { mode: 'number' }),
    periodKind: varchar('period_kind', { length: 7 }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    notifiedPercent: smallint('notified_percent').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('sales_targets_period_idx').on(
      t.partnerId,
      sql`coalesce(${t.sellerId}, 0)`,
      t.periodKind,
      t.periodStart,
    ),
    index('sales_targets_range_idx').on(t.partnerId, t.periodStart, t.periodEnd),
  ],
);
