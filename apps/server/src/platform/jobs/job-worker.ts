import { type JobContext, onJobEnqueued } from './job-queue';
import { runDueDailyTasks } from './daily-tasks';
import { releaseJobsOf, runDueJobs } from './job-runner';

export type JobWorker = {
  /** Takes back the jobs this instance's previous process left running, then starts polling. */
  start: (options?: { everyInstance?: boolean }) => Promise<void>;
  /** Stops polling and waits for the job in hand to finish. */
  stop: () => Promise<void>;
  /** One tick now, whether or not the worker is started (tests, ops). */
  runDue: () => Promise<number>;
  /** The daily tasks that are due, now (tests). */
  runDailyDue: (now?: Date) => Promise<string[]>;
};

const POLL_MS = 500;
// A wake comes from inside the enqueuing transaction: give it a moment to commit. If it has not,
// the next poll finds the job.
const WAKE_DELAY_MS = 20;

/** Polls the job table every 500 ms, and sooner when a job is enqueued in this process. */
export const createJobWorker = (context: JobContext): JobWorker => {
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let active: Promise<unknown> | undefined;
  let wokenWhileActive = false;
  let unsubscribe: (() => void) | undefined;

  const schedule = (ms: number) => {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
  };

  const tick = () => {
    timer = undefined;
    if (!started || active) return;
    active = runDueDailyTasks(context)
      .then(() => runDueJobs(context, { shouldContinue: () => started }))
      .catch((error) => context.log.error({ err: error }, 'job worker tick failed'))
      .finally(() => {
        active = undefined;
        schedule(wokenWhileActive ? WAKE_DELAY_MS : POLL_MS);
        wokenWhileActive = false;
      });
  };

  const wake = () => {
    if (active) wokenWhileActive = true;
    else schedule(WAKE_DELAY_MS);
  };

  return {
    start: async (options) => {
      if (started) return;
      await releaseJobsOf(context, options);
      started = true;
      unsubscribe = onJobEnqueued(wake);
      schedule(0);
    },
    stop: async () => {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      unsubscribe?.();
      await active;
    },
    runDue: () => runDueJobs(context),
    runDailyDue: (now) => runDueDailyTasks(context, now),
  };
};
