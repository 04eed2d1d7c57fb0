import { TaskState } from '@portal/shared/analytics-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../seed/seed';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { injectAs } from '../../../test/fixtures';
import { DEMO_PASSWORD } from '../../auth/auth.seed';

describe('targets and tasks demo seed', () => {
  let t: TestApp;
  let demo: { token: string };
  const post = async (url: string, payload: object = {}) =>
    (await injectAs(t.app, demo, { method: 'POST', url: `/api/account/${url}`, payload })).json();

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, { storage: t.app.storage, timeZone: t.config.timeZone });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: DEMO_PASSWORD },
    });
    demo = { token: res.json().data.token as string };
  });
  afterAll(() => t.close());

  it("gives the demo partner the firm's targets for this month, quarter, year and last month, in every standing", async () => {
    const all = await post('target/page', { current: 1, size: 100 });
    const kinds = all.data.filter((row: { sellerId: number | null }) => row.sellerId === null);
    expect(kinds.map((row: { periodKind: string }) => row.periodKind).sort()).toEqual([
      'month',
      'month',
      'quarter',
      'year',
    ]);
    const phases = new Set(all.data.map((row: { phase: string }) => row.phase));
    expect(phases).toEqual(new Set(['current', 'past']));
    expect(all.data.some((row: { percent: string }) => Number(row.percent) > 0)).toBe(true);
    // The sellers' targets of this month: one passed, one exactly achieved, one partly.
    const sellers = all.data.filter(
      (row: { sellerId: number | null; periodKind: string }) =>
        row.sellerId !== null && row.periodKind === 'month',
    );
    expect(sellers.map((row: { sellerName: string }) => row.sellerName)).toHaveLength(3);
    const percents = sellers.map((row: { percent: string }) => Number(row.percent));
    expect(percents.some((p: number) => p > 100)).toBe(true);
    expect(percents).toContain(100);
    expect(percents.some((p: number) => p < 100)).toBe(true);
  });

  it('gives the demo partner tasks in every state', async () => {
    const counts = await post('task/state/counts', {});
    expect(counts.data[TaskState.open]).toBeGreaterThanOrEqual(3);
    expect(counts.data[TaskState.done]).toBe(2);
    expect(counts.data[TaskState.overdue]).toBe(3);
    const mine = (await injectAs(t.app, demo, { method: 'GET', url: '/api/account/task/mine' })).json();
    expect(mine.data.open + mine.data.overdue).toBeGreaterThan(0);
  });
});
