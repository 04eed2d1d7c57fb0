import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../auth/auth.seed';
import { seedDemo } from '../../../seed/seed';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { injectAs } from '../../../test/fixtures';
import { orders } from '../../orders/orders.table';

describe('inquiry demo seed', () => {
  let t: TestApp;
  const signIn = async (username: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: DEMO_PASSWORD },
    });
    return { token: res.json().data.token as string };
  };
  const get = async (token: { token: string }, url: string) =>
    (await injectAs(t.app, token, { method: 'GET', url: `/api/goods/${url}` })).json().data;
  const post = async (token: { token: string }, url: string, payload: object) =>
    (await injectAs(t.app, token, { method: 'POST', url: `/api/goods/${url}`, payload })).json();

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, { storage: t.app.storage, timeZone: t.config.timeZone });
  });
  afterAll(() => t.close());

  it('gives partner A inquiries and quotations in every state, made through the real transitions', async () => {
    const demo = await signIn('demo');
    expect(await get(demo, 'inquiry/state/counts')).toEqual({
      '1': 4,
      '2': 2,
      '3': 1,
      '4': 1,
      '5': 1,
      partlyQuoted: 2,
    });
    expect(await get(demo, 'quotation/state/counts')).toEqual({ '1': 1, '2': 2, '3': 1, '4': 1, '5': 0 });
    const rows = (await post(demo, 'inquiry/page', { current: 1, size: 20 })).data;
    const revised = rows.find((row: { revision: number }) => row.revision === 2);
    expect(revised).toMatchObject({ state: 2, coverage: 'full' });
    expect((await get(demo, `quotation/revisions?inquiryId=${revised.id}`)).length).toBe(2);
    const won = rows.find((row: { state: number }) => row.state === 4);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, won.orderId));
    expect(order).toMatchObject({ orderNo: won.inquiryNo, state: 2, totalAmount: won.quotedAmount });
    const draft = rows.find((row: { quotationState: number | null }) => row.quotationState === 1);
    expect(draft).toMatchObject({ state: 1, coverage: 'partly', draftPending: true });
    // The SKUs quoted have their prices beside their listing prices.
    const prices = await post(demo, 'commodity_price/page', { current: 1, size: 50 });
    expect(
      prices.data.some(
        (row: { latestQuoted: unknown; latestListing: unknown }) => row.latestQuoted && row.latestListing,
      ),
    ).toBe(true);
    expect(prices.data.some((row: { lastWon: unknown }) => row.lastWon)).toBe(true);
  });

  it('gives partner B an inquiry awaiting a quote and a quoted one', async () => {
    const demoB = await signIn('demo-b');
    expect(await get(demoB, 'inquiry/state/counts')).toMatchObject({ '1': 1, '2': 1 });
  });
});
