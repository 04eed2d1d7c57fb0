import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdUpdatedTime, tenantKeyColumns, tenantPrimaryKey } from '../../../db/columns';

/**
 * A task (任务): work assigned to an account of the partner with a due day (local). States of
 * `TaskState`: open, done, overdue (marked by the daily job, which tells the assignee once).
 */
export const workTasks = pgTable(
  'work_tasks',
  {
    ...tenantKeyColumns(),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 1000 }),
    assigneeId: bigint('assignee_id', { mode: 'number' }).notNull(),
    dueDay: date('due_day', { mode: 'string' }).notNull(),
    /** 1 high, 2 normal, 3 low. */
    priority: smallint('priority').notNull().default(2),
    state: smallint('state').notNull(),
    doneTime: timestamp('done_time', { withTimezone: true }),
    doneNote: varchar('done_note', { length: 500 }),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('work_tasks_assignee_idx').on(t.partnerId, t.assigneeId, t.state, t.dueDay, t.id),
    index('work_tasks_state_idx').on(t.partnerId, t.state, t.dueDay, t.id),
    // The daily job: open tasks past their day, over all partners.
    index('work_tasks_due_idx').on(t.dueDay).where(sql`state = 1`),
  ],
);
