import { and, eq, lte } from 'drizzle-orm';
import { localDayOf, nextLocalTime } from '../local-time';
import type { JobContext } from './job-queue';
import { dailyTasks } from './jobs.table';

export type DailyTask = {
  name: string;
  /** Local time of day (TIME_ZONE) at which it runs. */
  at: { hour: number; minute: number };
  /** `today` is the local calendar day 'YYYY-MM-DD' of the run. */
  run: (context: JobContext, today: string) => Promise<void>;
};

const RETRY_MS = 10 * 60 * 1000;
const tasks = new Map<string, DailyTask>();

/** Modules register their daily tasks when loaded; the job worker runs them. */
export const registerDailyTask = (task: DailyTask): void => {
  tasks.set(task.name, task);
};

/**
 * Runs every registered task that is due: a task never run before is due at once (then daily at
 * its time); a failed run is retried after ten minutes. Returns the names of the tasks that ran.
 *
 * A run is claimed by moving `next_run_at` ten minutes on (one guarded update: with several
 * servers one claims it), and only a finished run moves it to the next day: a run cut off (the
 * server killed, the machine gone) is taken again ten minutes later, by whichever server is there.
 */
export const runDueDailyTasks = async (context: JobContext, now = new Date()): Promise<string[]> => {
  const { db, config } = context;
  const ran: string[] = [];
  for (const task of tasks.values()) {
    await db.insert(dailyTasks).values({ name: task.name, nextRunAt: now }).onConflictDoNothing();
    const next = nextLocalTime(now, task.at.hour, task.at.minute, config.timeZone);
    const [claimed] = await db
      .update(dailyTasks)
      .set({ nextRunAt: new Date(now.getTime() + RETRY_MS) })
      .where(and(eq(dailyTasks.name, task.name), lte(dailyTasks.nextRunAt, now)))
      .returning({ name: dailyTasks.name });
    if (!claimed) continue;
    const today = localDayOf(now, config.timeZone);
    try {
      await task.run(context, today);
      await db
        .update(dailyTasks)
        .set({ nextRunAt: next, lastRunDay: today, lastError: null })
        .where(eq(dailyTasks.name, task.name));
      context.log.info({ task: task.name, day: today }, 'daily task ran');
      ran.push(task.name);
    } catch (error) {
      context.log.error({ err: error, task: task.name }, 'daily task failed');
      await db
        .update(dailyTasks)
        .set({ lastError: (error as Error).message })
        .where(eq(dailyTasks.name, task.name));
    }
  }
  return ran;
};

/** Runs one task now, whether due or not (`npm run ops`, tests). */
export const runDailyTaskNow = async (
  context: JobContext,
  name: string,
  now = new Date(),
): Promise<boolean> => {
  const task = tasks.get(name);
  if (!task) return false;
  await task.run(context, localDayOf(now, context.config.timeZone));
  return true;
};
