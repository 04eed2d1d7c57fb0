import type { DailyTask } from '../../../platform/jobs/daily-tasks';
import { markOverdueTasks } from './tasks.service';

/** Marks open tasks past their due day overdue and tells each assignee once (00:10 local time). */
export const TASK_OVERDUE_TASK = 'analytics.task-overdue';
export const taskOverdueTask: DailyTask = {
  name: TASK_OVERDUE_TASK,
  at: { hour: 0, minute: 10 },
  run: async (context, today) => {
    const moved = await markOverdueTasks(context.db, today);
    if (moved > 0) context.log.info({ count: moved }, 'tasks marked overdue');
  },
};
