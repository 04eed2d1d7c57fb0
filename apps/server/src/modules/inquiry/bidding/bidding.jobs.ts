import type { ModuleJob } from '../../../platform/module';
import {
  CLOSE_JOB,
  closeProject,
  noticeOutbid,
  OUTBID_JOB,
  OPEN_JOB,
  openProject,
  PASS_AWARD_JOB,
  passExpiredAward,
} from './bidding.service';

type ProjectPayload = { projectId: number };

/**
 * The project's timed steps, each guarded and idempotent (run again, or early after its time
 * moved: nothing happens): open at the start, close at the end (an extended end enqueues another
 * close), pass an unconfirmed award on at its deadline; and the outbid notices of a bid.
 */
export const biddingJobs: ModuleJob[] = [
  {
    kind: OPEN_JOB,
    handler: {
      run: async (job: { payload: ProjectPayload }, { db }) => {
        await openProject(db, job.payload.projectId);
      },
      maxAttempts: 5,
    },
  },
  {
    kind: CLOSE_JOB,
    handler: {
      run: async (job: { payload: ProjectPayload }, { db }) => {
        await closeProject(db, job.payload.projectId);
      },
      maxAttempts: 5,
    },
  },
  {
    kind: PASS_AWARD_JOB,
    handler: {
      run: async (job: { payload: ProjectPayload & { partnerId: number } }, { db }) => {
        await passExpiredAward(db, job.payload);
      },
      maxAttempts: 5,
    },
  },
  {
    kind: OUTBID_JOB,
    handler: {
      run: async (job: { payload: { projectId: number; ranks: [number, number][] } }, { db }) => {
        await noticeOutbid(db, job.payload);
      },
    },
  },
];
