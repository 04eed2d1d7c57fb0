import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../seed/seed';
import { DEMO_PASSWORD } from '../../auth/auth.seed';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { injectAs } from '../../../test/fixtures';
import { accounts } from '../../auth/auth.table';
import { partners } from '../../partner/partner.table';
import { eq } from 'drizzle-orm';
import { lowestLinkedCosts } from './scm-cost.service';
import { soldSkusOf } from '../../orders/sold-skus.service';
import { compareMoney } from '@portal/shared/money';

describe('SCM goods demo data', () => {
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
    const data = res.json().data;
    return { token: data.token as string };
  };
  /** A demo partner as the seed context gives it, found by its admin's login. */
  const demoPartnerOf = async (username: string) => {
    const db = t.database.db;
    const [admin] = await db.select().from(accounts).where(eq(accounts.username, username));
    const [partner] = await db.select().from(partners).where(eq(partners.id, admin.partnerId));
    return { id: partner.id, partnerNo: partner.partnerNo, name: partner.name, adminId: admin.id };
  };
  const call = async (actor: { token: string }, url: string, payload: object) =>
    (await injectAs(t.app, actor, { method: 'POST', url: `/api/goods/scm/${url}`, payload })).json();

  it('gives each demo partner goods, linked costs below the sale price, price history and letters in every state', async () => {
    const db = t.database.db;
    const demo = await signIn('demo');
    const demoB = await signIn('demo-b');
    const a = await demoPartnerOf('demo');
    expect(await call(demo, 'goods/state/counts', {})).toMatchObject({ data: { '1': expect.any(Number) } });
    const counts = (await call(demo, 'goods/state/counts', {})).data;
    expect(counts['1'] + counts['2']).toBe(16);
    expect(counts['2']).toBeGreaterThan(0);
    const linked = await call(demo, 'goods/page', { current: 1, size: 100, linked: true });
    expect(linked.total).toBeGreaterThan(2);
    const prices = await call(demo, 'price/page', { current: 1, size: 100 });
    expect(prices.data.some((row: { previousPrice: string | null }) => row.previousPrice !== null)).toBe(
      true,
    );
    const changes = await call(demo, 'price/changes', { current: 1, size: 10 });
    expect(changes.total).toBeGreaterThan(prices.total);
    const letters = (await call(demo, 'authorization/validity/counts', {})).data;
    expect(letters.valid).toBeGreaterThan(0);
    expect(letters.expiring).toBeGreaterThan(0);
    expect(letters.expired).toBeGreaterThan(0);
    const lettersB = (await call(demoB, 'authorization/validity/counts', {})).data;
    expect(lettersB).toEqual({ valid: 1, expiring: 1, expired: 1 });

    // The linked SKUs cost less than they sold for.
    const skuIds = prices.data.flatMap((row: { skuId: number | null }) => (row.skuId ? [row.skuId] : []));
    const costs = await lowestLinkedCosts(db, a.id, skuIds);
    expect(costs.size).toBeGreaterThan(2);
    const sold = new Map((await soldSkusOf(db, a.id, 100)).map((sku) => [sku.skuId, sku.lowestPrice]));
    const soldCosts = [...costs].filter(([skuId]) => sold.has(skuId));
    expect(soldCosts.length).toBeGreaterThan(0);
    for (const [skuId, cost] of soldCosts) expect(compareMoney(cost, sold.get(skuId) as string)).toBe(-1);
  });
});
