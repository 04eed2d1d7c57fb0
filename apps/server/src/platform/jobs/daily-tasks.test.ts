import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { registerDailyTask } from './daily-tasks';

const MINUTE = 60 * 1000;
const TASK = 'test.cut-off';
let runs = 0;
let started: () => void = () => {};

// The first run never ends (its server was killed while it ran); later runs end at once.
registerDailyTask({
  name: TASK,
  at: { hour: 3, minute: 0 },
  run: async () => {
    runs += 1;
    if (runs === 1) {
      started();
      await new Promise(() => {});
    }
  },
});

describe('daily tasks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes a run that was cut off again ten minutes later, not only the next day', async () => {
    const now = new Date();
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    // The cut-off run: claimed, never finished (left pending, as a killed process leaves it).
    void t.app.jobs.runDailyDue(now);
    await running;
    expect(await t.app.jobs.runDailyDue(new Date(now.getTime() + 5 * MINUTE))).not.toContain(TASK);
    expect(await t.app.jobs.runDailyDue(new Date(now.getTime() + 11 * MINUTE))).toContain(TASK);
    expect(runs).toBe(2);
    // Finished: the next run is the next day's.
    const [row] = await queryRows<{ last_run_day: string; hours_on: number }>(
      t.database.db,
      sql`select last_run_day, extract(epoch from next_run_at - ${now.toISOString()}::timestamptz) / 3600 as hours_on
            from daily_tasks where name = ${TASK}`,
    );
    expect(row.last_run_day).not.toBeNull();
    expect(Number(row.hours_on)).toBeGreaterThan(0.2);
    expect(await t.app.jobs.runDailyDue(new Date(now.getTime() + 12 * MINUTE))).not.toContain(TASK);
  });
});
