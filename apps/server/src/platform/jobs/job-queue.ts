import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { FileStorage } from '../storage/storage';
import { jobs } from './jobs.table';

/** What a job handler may use: the database, the file storage, the configuration and a logger. */
export type JobContext = { db: Db; storage: FileStorage; config: Config; log: FastifyBaseLogger };

export type Job<P> = { id: number; partnerId: number | null; kind: string; payload: P; attempts: number };

export type JobHandler<P> = {
  /** Does the work; a throw is retried with backoff until `maxAttempts` runs have failed. */
  run: (job: Job<P>, context: JobContext) => Promise<void>;
  /** Called once after the last attempt failed, to record the failure where users see it. */
  onGiveUp?: (job: Job<P>, error: unknown, context: JobContext) => Promise<void>;
  maxAttempts?: number;
};

export const DEFAULT_MAX_ATTEMPTS = 3;

const handlers = new Map<string, JobHandler<never>>();

/** Modules register their handlers at import time, like their messages. */
export const registerJobHandler = <P>(kind: string, handler: JobHandler<P>): void => {
  const known = handlers.get(kind);
  if (known && known !== handler) throw new Error(`duplicate job handler ${kind}`);
  handlers.set(kind, handler as JobHandler<never>);
};

export const jobHandlerOf = (kind: string): JobHandler<unknown> | undefined =>
  handlers.get(kind) as JobHandler<unknown> | undefined;

const enqueueListeners = new Set<() => void>();

/** In-process workers listen here so a new job starts at once instead of at the next poll. */
export const onJobEnqueued = (listener: () => void): (() => void) => {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
};

/**
 * Adds a job inside the caller's transaction: it exists exactly when the caller's change commits.
 * Returns the job id.
 */
export const enqueueJob = async (
  tx: DbOrTx,
  kind: string,
  payload: Record<string, unknown>,
  options: { partnerId?: number | null; runAfter?: Date } = {},
): Promise<number> => {
  const [row] = await tx
    .insert(jobs)
    .values({ kind, payload, partnerId: options.partnerId ?? null, runAfter: options.runAfter })
    .returning({ id: jobs.id });
  jobsEnqueued();
  return row.id;
};

/** Wakes the in-process workers after jobs were added some other way (a database function). */
export const jobsEnqueued = (): void => {
  for (const listener of enqueueListeners) listener();
};
