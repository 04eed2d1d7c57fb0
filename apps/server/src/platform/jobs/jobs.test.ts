import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { enqueueJob, registerJobHandler } from './job-queue';
import { backoffSeconds, runDueJobs } from './job-runner';
import { createJobWorker } from './job-worker';

type JobRow = { id: number; state: string; attempts: number; last_error: string | null; retry_in: number };

const calls: { kind: string; value: number; attempt: number }[] = [];
const gaveUp: number[] = [];
let failuresLeft = 0;

registerJobHandler<{ value: number }>('test-flaky', {
  run: async (job) => {
    calls.push({ kind: job.kind, value: job.payload.value, attempt: job.attempts });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('temporary failure');
    }
  },
  onGiveUp: async (job) => {
    gaveUp.push(job.payload.value);
  },
  maxAttempts: 3,
});

// Attempt 1 stalls past its lease: meanwhile another worker recovers the job and finishes it
// (attempt 2); then attempt 1 fails late.
registerJobHandler('test-stall', {
  run: async (job, context) => {
    if (job.attempts > 1) return;
    await context.db.execute(
      sql`update jobs set locked_until = now() - interval '1 second' where id = ${job.id}`,
    );
    await runDueJobs(context);
    throw new Error('the stalled worker fails late');
  },
});

describe('durable jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    calls.length = 0;
    gaveUp.length = 0;
    failuresLeft = 0;
  });

  /** A worker of its own, beside the app's (which the tests drive with runDue). */
  const newWorker = () =>
    createJobWorker({ db: t.database.db, storage: t.app.storage, config: t.config, log: t.app.log });

  const jobRow = async (id: number) =>
    (
      await queryRows<JobRow>(
        t.database.db,
        sql`select id, state, attempts, last_error,
                   extract(epoch from run_after - now())::int as retry_in from jobs where id = ${id}`,
      )
    )[0];
  const makeDue = (id: number) =>
    t.database.db.execute(sql`update jobs set run_after = now() where id = ${id}`);

  it('runs a job enqueued in a committed transaction, and not one whose transaction rolled back', async () => {
    const id = await t.database.db.transaction((tx) => enqueueJob(tx, 'test-flaky', { value: 1 }));
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueJob(tx, 'test-flaky', { value: 2 });
        throw new Error('caller changed its mind');
      }),
    ).rejects.toThrow('caller changed its mind');
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(calls).toEqual([{ kind: 'test-flaky', value: 1, attempt: 1 }]);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1, last_error: null });
  });

  it('retries with backoff and succeeds', async () => {
    failuresLeft = 1;
    const id = await enqueueJob(t.database.db, 'test-flaky', { value: 3 });
    await t.app.jobs.runDue();
    const waiting = await jobRow(id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(waiting.last_error).toContain('temporary failure');
    expect(waiting.retry_in).toBeGreaterThan(0);
    expect(await t.app.jobs.runDue()).toBe(0);
    await makeDue(id);
    await t.app.jobs.runDue();
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(calls.map((c) => c.attempt)).toEqual([1, 2]);
  });

  it('gives up after the last attempt and reports it once', async () => {
    failuresLeft = 10;
    const id = await enqueueJob(t.database.db, 'test-flaky', { value: 4 });
    for (let i = 0; i < 5; i += 1) {
      await makeDue(id);
      await t.app.jobs.runDue();
    }
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 3 });
    expect(calls).toHaveLength(3);
    expect(gaveUp).toEqual([4]);
  });

  it('recovers a job whose worker died (lease expired)', async () => {
    const id = await enqueueJob(t.database.db, 'test-flaky', { value: 5 });
    // A worker claimed it, then vanished: running, with a lease already expired.
    await t.database.db.execute(
      sql`update jobs set state = 'running', attempts = 1, locked_until = now() - interval '1 second' where id = ${id}`,
    );
    await t.app.jobs.runDue();
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('takes back at start, without waiting for the lease, the jobs its own previous process held', async () => {
    const own = await enqueueJob(t.database.db, 'test-flaky', { value: 7 });
    const others = await enqueueJob(t.database.db, 'test-flaky', { value: 8 });
    // Both cut off by a crash with most of their lease left: one was this instance's, one another's.
    const cutOff = (id: number, instance: string) =>
      t.database.db.execute(
        sql`update jobs set state = 'running', attempts = 1, locked_by = ${instance},
                            locked_until = now() + interval '50 seconds' where id = ${id}`,
      );
    await cutOff(own, t.config.instanceId);
    await cutOff(others, 'another-server:8080');
    const worker = newWorker();
    await worker.start();
    try {
      const deadline = Date.now() + 5000;
      while ((await jobRow(own)).state !== 'done' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await jobRow(own)).toMatchObject({ state: 'done', attempts: 2 });
      // Another server's job is its own business until its lease runs out.
      expect(await jobRow(others)).toMatchObject({ state: 'running', attempts: 1 });
    } finally {
      await worker.stop();
    }
    // The embedded database has one process: there, every running job was cut off.
    const embedded = newWorker();
    await embedded.start({ everyInstance: true });
    await embedded.stop();
    await t.app.jobs.runDue();
    expect(await jobRow(others)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('fences out a stalled worker once another has taken its job over', async () => {
    const id = await enqueueJob(t.database.db, 'test-stall', {});
    await t.app.jobs.runDue();
    // Attempt 2 finished the job; attempt 1's late failure did not put it back in the queue.
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2, last_error: null });
  });

  it('marks a job of an unknown kind failed', async () => {
    const id = await enqueueJob(t.database.db, 'no-such-kind', {});
    await t.app.jobs.runDue();
    const row = await jobRow(id);
    expect(row.state).toBe('failed');
    expect(row.last_error).toContain('no handler registered');
  });

  it('wakes a started worker as soon as a job is enqueued', async () => {
    const worker = newWorker();
    await worker.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const id = await enqueueJob(t.database.db, 'test-flaky', { value: 6 });
      const deadline = Date.now() + 2000;
      while ((await jobRow(id)).state !== 'done' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await jobRow(id)).toMatchObject({ state: 'done' });
    } finally {
      await worker.stop();
    }
  });

  it('backs off 5 s, 10 s, 20 s ... up to 5 minutes', () => {
    expect([1, 2, 3, 10].map(backoffSeconds)).toEqual([5, 10, 20, 300]);
  });
});
