import type { JobHandler } from '../../../platform/jobs/job-queue';
import type { DailyTask } from '../../../platform/jobs/daily-tasks';
import type { ModuleJob } from '../../../platform/module';
import { closeAtDeadline, INQUIRY_DEADLINE_JOB, sweepDeadlines } from './inquiry.service';
import { partnersWithInquiries, syncListedSkus } from './price.service';

type DeadlinePayload = { inquiryId: number };

/**
 * At an inquiry's deadline (queued with runAfter = deadline when it arrives): expires it when not
 * quoted, else closes its quoting window. Idempotent: a second run, or a run on an inquiry awarded
 * meanwhile, changes nothing. The daily sweep catches an inquiry whose job gave up.
 */
export const inquiryDeadlineJob: ModuleJob = {
  kind: INQUIRY_DEADLINE_JOB,
  handler: {
    run: async (job, { db }) => {
      if (job.partnerId === null) return;
      const outcome = await closeAtDeadline(db, job.partnerId, job.payload.inquiryId, new Date());
      // Run before the deadline by this server's clock: tried again later (with backoff).
      if (outcome === 'early') throw new Error(`inquiry ${job.payload.inquiryId}: deadline not reached`);
    },
  } satisfies JobHandler<DeadlinePayload> as JobHandler<never>,
};

/**
 * Every day at 00:20 local time: the safety sweep (open inquiries past their deadline whose job has
 * not run), and the commodity price rows of SKUs listed since, for every partner receiving inquiries.
 */
export const INQUIRY_DAILY_TASK = 'inquiry.deadline-sweep';
export const inquiryDailyTask: DailyTask = {
  name: INQUIRY_DAILY_TASK,
  at: { hour: 0, minute: 20 },
  run: async (context) => {
    const swept = await sweepDeadlines(context.db, new Date());
    if (swept.expired + swept.closed > 0) context.log.info(swept, 'inquiry deadlines swept');
    for (const partnerId of await partnersWithInquiries(context.db))
      await syncListedSkus(context.db, partnerId);
  },
};
