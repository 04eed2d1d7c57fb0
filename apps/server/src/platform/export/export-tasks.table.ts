import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantKeyColumns, tenantPrimaryKey } from '../../db/columns';

/** One requested export (spec section 3): status 0 waiting, 1 exporting, 2 finished, 3 failed. */
export const exportTasks = pgTable(
  'export_tasks',
  {
    ...tenantKeyColumns(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** The list's name in the requester's language at request time; also the file name. */
    exportName: text('export_name').notNull(),
    /** The registered export (registerExport) that produces the rows. */
    kind: text('kind').notNull(),
    /** The list's filter as requested; the job reads the rows with it. */
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    /** Language of the column headers and translated cells. */
    locale: text('locale').notNull(),
    total: integer('total').notNull().default(0),
    status: smallint('status').notNull().default(0),
    fileKey: text('file_key'),
    /** A message key (or text) saying why the export failed. */
    error: text('error'),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    finishedTime: timestamp('finished_time', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('export_tasks_account_idx').on(t.partnerId, t.accountId, t.createdTime),
    // The partner's unfinished tasks, counted at every export request.
    index('export_tasks_pending_idx').on(t.partnerId).where(sql`${t.status} in (0, 1)`),
  ],
);

/** Waiting (0) or exporting (1), written as the partial index's predicate so the index serves it. */
export const pendingExportTask = sql`${exportTasks.status} in (0, 1)`;
