import { TaskState } from '@portal/shared/analytics-states';
import { asc, eq } from 'drizzle-orm';
import { notFound } from '../../../platform/errors';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';
import { partnerByNo } from '../../partner/partner.service';
import { businessToday } from '../targets/targets.service';
import { listTasks, markOverdueTasks } from './tasks.service';
import { workTasks } from './tasks.table';

const usage = [
  "task list <partnerNo>                   the partner's tasks, nearest due day first, with state and assignee",
  'task list overdue                       every overdue task of every partner',
  'task run-overdue                        runs the daily overdue job now: open tasks past their day become overdue, each assignee told once',
];

const STATE_NAMES: Record<number, string> = {
  [TaskState.open]: 'open',
  [TaskState.done]: 'done',
  [TaskState.overdue]: 'overdue',
};

const LIST_MAX = 100;

/** `task ...`: the tasks' side of work management, for the demo and the operator. */
export const taskCommand: OpsCommand = {
  name: 'task',
  usage,
  run: async ({ db }, args) => {
    const [action, which] = args;
    switch (action) {
      case 'run-overdue': {
        const today = businessToday();
        const moved = await markOverdueTasks(db, today);
        return `${moved} task(s) marked overdue (today ${today})`;
      }
      case 'list': {
        if (!which) throw new OpsUsageError(usage);
        if (which === 'overdue') {
          const rows = await db
            .select()
            .from(workTasks)
            .where(eq(workTasks.state, TaskState.overdue))
            .orderBy(asc(workTasks.dueDay), asc(workTasks.id))
            .limit(LIST_MAX);
          if (rows.length === 0) return 'no overdue tasks';
          return rows
            .map(
              (row) =>
                `${String(row.id).padEnd(8)} partner ${String(row.partnerId).padEnd(6)} due ${row.dueDay}  assignee ${String(row.assigneeId).padEnd(6)} ${row.title}`,
            )
            .join('\n');
        }
        const partner = await partnerByNo(db, which);
        if (!partner) throw notFound('partner.notFound', { partnerNo: which });
        const { rows } = await listTasks(
          db,
          { partnerId: partner.id, accountId: null },
          { current: 1, size: LIST_MAX, title: null, mine: false },
        );
        if (rows.length === 0) return 'no tasks';
        return rows
          .map(
            (row) =>
              `${String(row.id).padEnd(8)} ${STATE_NAMES[row.state].padEnd(8)} due ${row.dueDay}  P${row.priority}  ${(row.assigneeName ?? String(row.assigneeId)).padEnd(12)} ${row.title}`,
          )
          .join('\n');
      }
      default:
        throw new OpsUsageError(usage);
    }
  },
};
