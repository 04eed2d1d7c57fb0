import type { JobHandler } from '../../../platform/jobs/job-queue';
import type { ModuleJob } from '../../../platform/module';
import { CLOSE_AT_DEADLINE_JOB, closeAtDeadline } from './sourcing.service';

type ClosePayload = { requestId: number };

/**
 * Closes a sent batch inquiry at its deadline (queued by the send with runAfter = the deadline).
 * Guarded and idempotent: a request answered, closed or cancelled meanwhile is handled by
 * closeAtDeadline's state check; a run before the deadline is retried.
 */
export const closeAtDeadlineJob: ModuleJob = {
  kind: CLOSE_AT_DEADLINE_JOB,
  handler: {
    maxAttempts: 10,
    run: async (job, { db }) => {
      if (job.partnerId === null) return;
      await closeAtDeadline(db, job.partnerId, job.payload.requestId);
    },
  } satisfies JobHandler<ClosePayload> as JobHandler<never>,
};
