import { TaskState } from '@portal/shared/analytics-states';
import {
  MY_TASKS_SHOWN,
  type MyTasks,
  type TaskCountQuery,
  type TaskDone,
  type TaskFilter,
  type TaskInputParsed,
  type TaskPageQueryParsed,
  type TaskPriority,
  type TaskAssignee,
  type TaskRow,
  type TaskUpdate,
} from '@portal/shared/contracts/tasks';
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { pageOf } from '../../../db/paging';
import { writeAudit } from '../../../platform/audit';
import { fail, noPermission, notFound } from '../../../platform/errors';
import { accountNamesOf, accountOf, accountOptionsOf } from '../../auth/accounts.service';
import { sendNotice } from '../../partner/notice.service';
import { businessToday } from '../targets/targets.service';
import { workTasks } from './tasks.table';

const w = workTasks;

/**
 * Who acts on tasks: an account of the partner (null: the system, the seed or an ops command);
 * `mayEdit`: it holds task:edit (it may finish anyone's task, not only its own).
 */
export type TaskActor = { partnerId: number; accountId: number | null; mayEdit?: boolean };

type TaskRecord = typeof workTasks.$inferSelect;

/** May the actor mark this task done? Not done yet, and its assignee, a task:edit holder or the system. */
const mayFinish = (actor: TaskActor, task: TaskRecord) =>
  task.state !== TaskState.done &&
  (actor.accountId === null || actor.mayEdit === true || actor.accountId === task.assigneeId);

const rowsOf = async (db: DbOrTx, actor: TaskActor, records: readonly TaskRecord[]): Promise<TaskRow[]> => {
  const names = await accountNamesOf(
    db,
    actor.partnerId,
    records.flatMap((r) => (r.createdBy === null ? [r.assigneeId] : [r.assigneeId, r.createdBy])),
  );
  return records.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    assigneeId: r.assigneeId,
    assigneeName: names.get(r.assigneeId) ?? null,
    dueDay: r.dueDay,
    priority: r.priority as TaskPriority,
    state: r.state as TaskState,
    doneTime: r.doneTime?.toISOString() ?? null,
    doneNote: r.doneNote,
    createdBy: r.createdBy,
    createdByName: r.createdBy === null ? null : (names.get(r.createdBy) ?? null),
    createdTime: r.createdTime.toISOString(),
    updatedTime: r.updatedTime.toISOString(),
    mayFinish: mayFinish(actor, r),
  }));
};

const filterOf = (actor: TaskActor, filter: Omit<TaskFilter, 'state'> & { state?: TaskState | null }) =>
  and(
    eq(w.partnerId, actor.partnerId),
    filter.title ? ilike(w.title, containsPattern(filter.title)) : undefined,
    filter.state ? eq(w.state, filter.state) : undefined,
    filter.assigneeId ? eq(w.assigneeId, filter.assigneeId) : undefined,
    filter.mine ? eq(w.assigneeId, actor.accountId ?? 0) : undefined,
    filter.dueFrom ? gte(w.dueDay, filter.dueFrom) : undefined,
    filter.dueTo ? lte(w.dueDay, filter.dueTo) : undefined,
  );

const SORTED_BY = { dueDay: w.dueDay, priority: w.priority, createdTime: w.createdTime } as const;

/** A page of the partner's tasks matching the filter; by default the nearest due day first, then priority. */
export const listTasks = async (
  db: DbOrTx,
  actor: TaskActor,
  query: TaskPageQueryParsed,
): Promise<{ rows: TaskRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const orderBy = query.sortBy
    ? [direction(SORTED_BY[query.sortBy as keyof typeof SORTED_BY]), direction(w.id)]
    : [asc(w.dueDay), asc(w.priority), asc(w.id)];
  const { rows, total } = await pageOf(
    db,
    query,
    (total) => db.select({ task: w, total }).from(w).$dynamic(),
    filterOf(actor, query),
    orderBy,
  );
  return {
    total,
    rows: await rowsOf(
      db,
      actor,
      rows.map((row) => row.task),
    ),
  };
};

/** How many of the filtered tasks are open ('1'), done ('2') and overdue ('3'). */
export const taskStateCounts = async (
  db: DbOrTx,
  actor: TaskActor,
  filter: TaskCountQuery & Omit<TaskFilter, 'state'>,
): Promise<Record<string, number>> => {
  const rows = await db
    .select({ state: w.state, count: sql<number>`count(*)::int` })
    .from(w)
    .where(filterOf(actor, filter))
    .groupBy(w.state);
  const counts: Record<string, number> = {
    [TaskState.open]: 0,
    [TaskState.done]: 0,
    [TaskState.overdue]: 0,
  };
  for (const row of rows) counts[row.state] = row.count;
  return counts;
};

const recordOf = async (db: DbOrTx, partnerId: number, id: number, lock = false): Promise<TaskRecord> => {
  const query = db
    .select()
    .from(w)
    .where(and(eq(w.partnerId, partnerId), eq(w.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('task.notFound');
  return row;
};

/** One task of the partner; another partner's id answers like a missing one. */
export const taskDetail = async (db: DbOrTx, actor: TaskActor, id: number): Promise<TaskRow> => {
  const [row] = await rowsOf(db, actor, [await recordOf(db, actor.partnerId, id)]);
  return row;
};

/** The caller's own open and overdue tasks: how many of each, and the first MY_TASKS_SHOWN by due day. */
export const myTasks = async (db: DbOrTx, actor: TaskActor & { accountId: number }): Promise<MyTasks> => {
  const { partnerId, accountId } = actor;
  const own = and(
    eq(w.partnerId, partnerId),
    eq(w.assigneeId, accountId),
    inArray(w.state, [TaskState.open, TaskState.overdue]),
  );
  const [counts, records] = await Promise.all([
    db.select({ state: w.state, count: sql<number>`count(*)::int` }).from(w).where(own).groupBy(w.state),
    db.select().from(w).where(own).orderBy(asc(w.dueDay), asc(w.priority), asc(w.id)).limit(MY_TASKS_SHOWN),
  ]);
  const countOf = (state: TaskState) => counts.find((row) => row.state === state)?.count ?? 0;
  return {
    open: countOf(TaskState.open),
    overdue: countOf(TaskState.overdue),
    rows: await rowsOf(db, actor, records),
  };
};

/** At most this many accounts are offered in the assignee select. */
const ASSIGNEES_MAX = 500;

/** The partner's enabled accounts a task may be assigned to, the admin first (the assignee select). */
export const taskAssignees = async (db: DbOrTx, partnerId: number): Promise<TaskAssignee[]> =>
  (await accountOptionsOf(db, partnerId, null, ASSIGNEES_MAX))
    .filter((account) => account.enabled)
    .map(({ id, name, username }) => ({ id, name, username }));

/** The assignee is an enabled account of the partner. */
const assertAssignee = async (db: DbOrTx, partnerId: number, accountId: number) => {
  const account = await accountOf(db, partnerId, accountId).catch(() => null);
  if (!account) throw fail('task.assigneeNotFound');
  if (!account.enabled) throw fail('task.assigneeDisabled', { name: account.nickName || account.username });
};

const assertDueDay = (dueDay: string, today: string) => {
  if (dueDay < today) throw fail('task.dueDayPast', { today });
};

const fieldsOf = (input: TaskInputParsed) => ({
  title: input.title,
  content: input.content,
  assigneeId: input.assigneeId,
  dueDay: input.dueDay,
  priority: input.priority,
});

/**
 * Creates an open task for an account of the partner, due today or later. `today` is the local day
 * it is created on (the demo seed creates tasks as of days ago).
 */
export const createTask = async (
  db: DbOrTx,
  actor: TaskActor,
  input: TaskInputParsed,
  today = businessToday(),
): Promise<TaskRow> => {
  assertDueDay(input.dueDay, today);
  await assertAssignee(db, actor.partnerId, input.assigneeId);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(w)
      .values({
        partnerId: actor.partnerId,
        ...fieldsOf(input),
        state: TaskState.open,
        createdBy: actor.accountId,
      })
      .returning({ id: w.id });
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'analytics.task.add',
      entity: 'work_task',
      entityId: created.id,
      after: { ...fieldsOf(input), state: TaskState.open },
    });
    return created.id;
  });
  return taskDetail(db, actor, id);
};

/**
 * Changes a task not done yet, guarded on the state it was read in. A due day moved must not be in
 * the past; an overdue task given a day not past is open again (the job tells of it again when
 * that day passes).
 */
export const updateTask = async (db: DbOrTx, actor: TaskActor, input: TaskUpdate): Promise<TaskRow> => {
  const today = businessToday();
  await db.transaction(async (tx) => {
    const before = await recordOf(tx, actor.partnerId, input.id, true);
    if (before.state === TaskState.done) throw fail('task.alreadyDone');
    if (input.dueDay !== before.dueDay) assertDueDay(input.dueDay, today);
    if (input.assigneeId !== before.assigneeId) await assertAssignee(tx, actor.partnerId, input.assigneeId);
    const state = before.state === TaskState.overdue && input.dueDay >= today ? TaskState.open : before.state;
    const [changed] = await tx
      .update(w)
      .set({ ...fieldsOf(input), state, updatedTime: new Date() })
      .where(and(eq(w.partnerId, actor.partnerId), eq(w.id, input.id), eq(w.state, before.state)))
      .returning({ id: w.id });
    if (!changed) throw fail('task.changedMeanwhile');
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'analytics.task.update',
      entity: 'work_task',
      entityId: input.id,
      before: {
        title: before.title,
        content: before.content,
        assigneeId: before.assigneeId,
        dueDay: before.dueDay,
        priority: before.priority,
        state: before.state,
      },
      after: { ...fieldsOf(input), state },
    });
  });
  return taskDetail(db, actor, input.id);
};

/** Marks an open or overdue task done with a note: by its assignee, or by an account holding task:edit. */
export const finishTask = async (db: DbOrTx, actor: TaskActor, input: TaskDone): Promise<TaskRow> => {
  await db.transaction(async (tx) => {
    const before = await recordOf(tx, actor.partnerId, input.id, true);
    if (!actor.mayEdit && actor.accountId !== null && before.assigneeId !== actor.accountId) {
      throw noPermission();
    }
    if (before.state === TaskState.done) throw fail('task.alreadyDone');
    const [changed] = await tx
      .update(w)
      .set({ state: TaskState.done, doneTime: new Date(), doneNote: input.note, updatedTime: new Date() })
      .where(and(eq(w.partnerId, actor.partnerId), eq(w.id, input.id), eq(w.state, before.state)))
      .returning({ id: w.id });
    if (!changed) throw fail('task.changedMeanwhile');
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'analytics.task.done',
      entity: 'work_task',
      entityId: input.id,
      before: { state: before.state },
      after: { state: TaskState.done, note: input.note },
    });
  });
  return taskDetail(db, actor, input.id);
};

/** Opens a done task again (open: when its day has passed, the daily job marks it overdue and tells the assignee). */
export const reopenTask = async (db: DbOrTx, actor: TaskActor, id: number): Promise<TaskRow> => {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(w)
      .set({ state: TaskState.open, doneTime: null, doneNote: null, updatedTime: new Date() })
      .where(and(eq(w.partnerId, actor.partnerId), eq(w.id, id), eq(w.state, TaskState.done)))
      .returning({ id: w.id });
    if (!changed) {
      await recordOf(tx, actor.partnerId, id);
      throw fail('task.notDone');
    }
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'analytics.task.reopen',
      entity: 'work_task',
      entityId: id,
      before: { state: TaskState.done },
      after: { state: TaskState.open },
    });
  });
  return taskDetail(db, actor, id);
};

/** Deletes a task, with an audit row of what it was. */
export const deleteTask = async (db: DbOrTx, actor: TaskActor, id: number): Promise<void> => {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(w)
      .where(and(eq(w.partnerId, actor.partnerId), eq(w.id, id)))
      .returning();
    if (!deleted) throw notFound('task.notFound');
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'analytics.task.delete',
      entity: 'work_task',
      entityId: id,
      before: {
        title: deleted.title,
        assigneeId: deleted.assigneeId,
        dueDay: deleted.dueDay,
        state: deleted.state,
      },
    });
  });
};

const BATCH = 200;

/**
 * The daily job's work, over every partner: each open task whose due day is before `today` moves
 * to overdue (a guarded move, in its own transaction) and its assignee gets a notice in the same
 * transaction, so each task is told once however often it runs. Returns how many moved.
 */
export const markOverdueTasks = async (db: DbOrTx, today: string): Promise<number> => {
  let moved = 0;
  for (;;) {
    const due = await db
      .select()
      .from(w)
      .where(and(eq(w.state, TaskState.open), lt(w.dueDay, today)))
      .orderBy(asc(w.dueDay), asc(w.id))
      .limit(BATCH);
    if (due.length === 0) break;
    for (const task of due) {
      await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(w)
          .set({ state: TaskState.overdue, updatedTime: new Date() })
          .where(and(eq(w.partnerId, task.partnerId), eq(w.id, task.id), eq(w.state, TaskState.open)))
          .returning({ id: w.id });
        if (!changed) return;
        await sendNotice(tx, {
          partnerId: task.partnerId,
          accountId: task.assigneeId,
          message: { key: 'task.notice.overdue', params: { title: task.title, dueDay: task.dueDay } },
        });
        await writeAudit(tx, {
          partnerId: task.partnerId,
          accountId: null,
          action: 'analytics.task.overdue',
          entity: 'work_task',
          entityId: task.id,
          before: { state: TaskState.open },
          after: { state: TaskState.overdue },
        });
        moved += 1;
      });
    }
  }
  return moved;
};
