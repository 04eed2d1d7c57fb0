import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../seed/seed';
import { DEMO_PASSWORD } from '../../auth/auth.seed';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { injectAs } from '../../../test/fixtures';

describe('sourcing demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, { storage: t.app.storage, timeZone: t.config.timeZone });
  });
  afterAll(() => t.close());

  const signIn = async (username: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: DEMO_PASSWORD },
    });
    return { token: res.json().data.token as string };
  };
  const call = async (actor: { token: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
    (await injectAs(t.app, actor, { method, url: `/api/goods/${url}`, payload })).json();

  it('gives partner A firms, requests in every state with answers, and procure prices', async () => {
    const demo = await signIn('demo');
    expect((await call(demo, 'GET', 'partner/state/counts')).data).toEqual({ '1': 5, '2': 1 });
    const counts = (await call(demo, 'GET', 'batch-inquiry/state/counts')).data;
    for (const state of ['1', '2', '3', '4', '5', '6'])
      expect(counts[state], `state ${state}`).toBeGreaterThan(0);
    const closed = await call(demo, 'POST', 'batch-inquiry/page', { current: 1, size: 10, state: 5 });
    expect(closed.data.map((row: { closeReason: string }) => row.closeReason).sort()).toEqual([
      'deadline',
      'manual',
    ]);
    const prices = await call(demo, 'POST', 'procure-price/page', { current: 1, size: 50 });
    expect(prices.total).toBeGreaterThan(3);
    expect(prices.data.some((row: { goodsId: number | null }) => row.goodsId !== null)).toBe(true);
    expect(prices.data.some((row: { goodsId: number | null }) => row.goodsId === null)).toBe(true);
  });

  it('gives partner B a little of its own', async () => {
    const b = await signIn('demo-b');
    expect((await call(b, 'GET', 'partner/state/counts')).data).toEqual({ '1': 2, '2': 0 });
    expect((await call(b, 'GET', 'batch-inquiry/state/counts')).data).toMatchObject({ '3': 1 });
  });
});
