import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdUpdatedAt } from '../../db/columns';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/**
 * The durable job queue. Platform-owned rather than partner-owned (a job may serve no partner),
 * so the key is `id` alone; `partner_id` says whom the job works for.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partnerId: bigint('partner_id', { mode: 'number' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<JobState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the lease. A job still running after it is presumed crashed and retried. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** While running: the instance (config.instanceId) whose worker holds the lease. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    ...createdUpdatedAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAfter).where(sql`state = 'queued'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`state = 'running'`),
  ],
);

/**
 * Tasks that run once a day (e.g. expiring brand authorizations). An instance claims a run by
 * moving `next_run_at` forward in one guarded update, so with several instances only one runs it.
 */
export const dailyTasks = pgTable('daily_tasks', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunDay: text('last_run_day'),
  lastError: text('last_error'),
});
