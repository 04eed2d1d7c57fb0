import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { DEFAULT_MAX_ATTEMPTS, type Job, type JobContext, jobHandlerOf } from './job-queue';

/**
 * A running job holds its lease this long and renews it every third of that while it works: a job
 * whose server vanished for good is taken over by another within a minute (a restarted server
 * takes its own back at once, see releaseJobsOf).
 */
const LEASE_SECONDS = 60;
const MAX_BACKOFF_SECONDS = 300;

/** 5 s, 10 s, 20 s ... after the first, second, third failed attempt, capped at 5 minutes. */
export const backoffSeconds = (attempts: number): number =>
  Math.min(5 * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_SECONDS);

type ClaimedRow = {
  id: number;
  partner_id: number | null;
  kind: string;
  payload: unknown;
  attempts: number;
};

/**
 * Takes the next due job: queued and due, or running with an expired lease (its worker died).
 * SKIP LOCKED lets several workers claim at once without waiting on, or taking, the same row.
 */
const claimNextJob = async (context: JobContext): Promise<Job<unknown> | undefined> => {
  const [row] = await queryRows<ClaimedRow>(
    context.db,
    sql`
    update jobs
       set state = 'running', attempts = attempts + 1, updated_at = now(),
           locked_until = now() + make_interval(secs => ${LEASE_SECONDS}),
           locked_by = ${context.config.instanceId}
     where id = (
       select id from jobs
        where (state = 'queued' and run_after <= now())
           or (state = 'running' and locked_until < now())
        order by run_after, id
        limit 1
        for update skip locked)
    returning id, partner_id, kind, payload, attempts`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    partnerId: row.partner_id,
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
  };
};

const errorText = (error: unknown): string =>
  (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, 4000);

// Every update after the claim is fenced on `attempts`: a worker whose lease was taken over
// (it stalled, another worker recovered the job) can no longer change the job.
const finish = async (context: JobContext, job: Job<unknown>, state: 'done' | 'failed', error?: unknown) => {
  await context.db.execute(sql`
    update jobs set state = ${state}, locked_until = null, locked_by = null, updated_at = now(),
                    last_error = ${error === undefined ? null : errorText(error)}
     where id = ${job.id} and state = 'running' and attempts = ${job.attempts}`);
};

const retryLater = async (context: JobContext, job: Job<unknown>, error: unknown) => {
  await context.db.execute(sql`
    update jobs set state = 'queued', locked_until = null, locked_by = null, updated_at = now(),
                    last_error = ${errorText(error)},
                    run_after = now() + make_interval(secs => ${backoffSeconds(job.attempts)})
     where id = ${job.id} and state = 'running' and attempts = ${job.attempts}`);
};

const renewLease = async (context: JobContext, job: Job<unknown>) => {
  await context.db.execute(sql`
    update jobs set locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
     where id = ${job.id} and state = 'running' and attempts = ${job.attempts}`);
};

const runClaimedJob = async (context: JobContext, job: Job<unknown>): Promise<void> => {
  const handler = jobHandlerOf(job.kind);
  if (!handler) {
    await finish(context, job, 'failed', new Error(`no handler registered for job kind ${job.kind}`));
    return;
  }
  const maxAttempts = handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const giveUp = async (error: unknown) => {
    context.log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed for good');
    await finish(context, job, 'failed', error);
    try {
      await handler.onGiveUp?.(job, error, context);
    } catch (hookError) {
      context.log.error({ err: hookError, jobId: job.id }, 'recording a job failure failed');
    }
  };
  // A job recovered from a crashed worker may already have used its last attempt.
  if (job.attempts > maxAttempts) {
    await giveUp(new Error('the worker running the last attempt stopped'));
    return;
  }
  const lease = setInterval(
    () => {
      renewLease(context, job).catch((error) =>
        context.log.warn({ err: error, jobId: job.id }, 'lease renewal failed'),
      );
    },
    (LEASE_SECONDS * 1000) / 3,
  );
  lease.unref();
  try {
    await handler.run(job, context);
    clearInterval(lease);
    await finish(context, job, 'done');
  } catch (error) {
    clearInterval(lease);
    if (job.attempts >= maxAttempts) await giveUp(error);
    else {
      context.log.warn(
        { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts },
        'job failed, will retry',
      );
      await retryLater(context, job, error);
    }
  }
};

/**
 * At start: the jobs an earlier process of this instance held when it stopped (a crash, a kill)
 * cannot be running any more, so their leases end now instead of when they would run out. With
 * `everyInstance` (the embedded database, which only this process may open) every running job is
 * such a job. Returns how many were released.
 */
export const releaseJobsOf = async (
  context: JobContext,
  options: { everyInstance?: boolean } = {},
): Promise<number> => {
  const owner = options.everyInstance ? sql`true` : sql`locked_by = ${context.config.instanceId}`;
  const released = await queryRows<{ id: number }>(
    context.db,
    sql`update jobs set locked_until = now() - interval '1 second'
         where state = 'running' and ${owner} returning id`,
  );
  if (released.length > 0) {
    context.log.warn({ jobs: released.map((row) => row.id) }, 'taking back jobs cut off by the last stop');
  }
  return released.length;
};

/**
 * One worker tick: runs due jobs one after another until none is due (or `shouldContinue` says
 * stop, e.g. on shutdown). Returns how many ran. Tests call it directly.
 */
export const runDueJobs = async (
  context: JobContext,
  options: { shouldContinue?: () => boolean; limit?: number } = {},
): Promise<number> => {
  const limit = options.limit ?? 100;
  let count = 0;
  while (count < limit && (options.shouldContinue?.() ?? true)) {
    const job = await claimNextJob(context);
    if (!job) break;
    await runClaimedJob(context, job);
    count += 1;
  }
  return count;
};
