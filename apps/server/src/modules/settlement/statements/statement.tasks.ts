import type { DailyTask } from '../../../platform/jobs/daily-tasks';
import { makeMonthlyStatements } from './statement.service';

/**
 * Every day at 02:30 local time; on the 1st of a month it makes last month's statements (every
 * partner and channel with completed orders of last month on no statement). One server claims a
 * day's run (daily-tasks.ts); a second run finds every order taken and makes nothing.
 */
export const MONTHLY_STATEMENTS_TASK = 'settlement.monthly-statements';
export const monthlyStatementsTask: DailyTask = {
  name: MONTHLY_STATEMENTS_TASK,
  at: { hour: 2, minute: 30 },
  run: async (context, today) => {
    const made = await makeMonthlyStatements(context.db, today, context.config.timeZone);
    if (made.length > 0) context.log.info({ count: made.length, day: today }, 'monthly statements made');
  },
};
