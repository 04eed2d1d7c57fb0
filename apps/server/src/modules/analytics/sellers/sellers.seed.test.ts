import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../seed/seed';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { injectAs } from '../../../test/fixtures';
import { eq } from 'drizzle-orm';
import { addDays, businessTimeZone, localDayOf } from '../../../platform/local-time';
import { DEMO_PASSWORD } from '../../auth/auth.seed';
import { accounts } from '../../auth/auth.table';
import { rollupSums } from '../../orders/order-rollups.service';

describe('sellers demo data', () => {
  let t: TestApp;
  let demo: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, { storage: t.app.storage, timeZone: t.config.timeZone });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: DEMO_PASSWORD },
    });
    demo = { token: res.json().data.token };
  });
  afterAll(() => t.close());

  const call = async (url: string, payload: object = {}, method: 'GET' | 'POST' = 'POST') =>
    (
      await injectAs(t.app, demo, {
        method,
        url: `/api/account/${url}`,
        ...(method === 'POST' ? { payload } : {}),
      })
    ).json();

  it('gives demo partner A four sellers, one signing in as the sub-account and one left, and customers mostly assigned', async () => {
    const sellers = (await call('seller/page', { size: 20 })).data as Array<{
      name: string;
      state: number;
      accountName: string | null;
      customerCount: number;
    }>;
    expect(sellers.map((row) => row.name).sort()).toEqual(['张伟', '李晓梅', '王建国', '陈静'].sort());
    expect(sellers.find((row) => row.name === '陈静')?.state).toBe(2);
    expect(sellers.find((row) => row.name === '王建国')?.accountName).not.toBeNull();
    const counts = (await call('customer/counts', {}, 'GET')).data;
    expect(counts.assigned).toBeGreaterThan(counts.unassigned);
    expect(counts.unassigned).toBeGreaterThan(0);
    // Assigned weeks ago, re-assigned three weeks ago: the history reads as the orders do.
    const customers = (await call('customer/page', { size: 50, assigned: true })).data as Array<{
      id: number;
      assignedTime: string;
    }>;
    const weeksAgo = Date.now() - 20 * 24 * 60 * 60 * 1000;
    expect(customers.every((row) => Date.parse(row.assignedTime) < weeksAgo)).toBe(true);
    const histories = await Promise.all(
      customers.map(async (row) => (await call(`customer/assignments?id=${row.id}`, {}, 'GET')).data),
    );
    expect(histories.some((history: unknown[]) => history.length === 2)).toBe(true);
  });

  it('credits every seller with orders in several states, completed over several days, read from the rollups', async () => {
    const [admin] = await t.database.db.select().from(accounts).where(eq(accounts.username, 'demo'));
    const sellers = (await call('seller/page', { size: 20 })).data as Array<{ name: string; id: number }>;
    const today = localDayOf(new Date(), businessTimeZone());
    const range = { partnerId: admin.partnerId, from: addDays(today, -60), to: today };
    const states = await rollupSums(t.database.db, { ...range, fact: 'state', by: ['seller', 'member'] });
    const done = await rollupSums(t.database.db, { ...range, fact: 'done', unit: 'day', by: ['seller'] });
    for (const seller of sellers) {
      const held = states.filter((sum) => sum.sellerId === seller.id && sum.orderCount > 0);
      expect(held.length, seller.name).toBeGreaterThanOrEqual(3);
      expect(
        new Set(done.filter((sum) => sum.sellerId === seller.id).map((sum) => sum.period)).size,
        seller.name,
      ).toBeGreaterThan(1);
    }
  });
});
