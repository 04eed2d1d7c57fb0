import { PurchaseState } from '@portal/shared/scm-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../auth/auth.seed';
import { seedDemo } from '../../../seed/seed';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { injectAs } from '../../../test/fixtures';
import { givenScmGoods, givenSupplier } from '../scm.fixtures';
import { givenPurchaseOrder } from './purchase-documents.fixtures';
import { seedPurchaseDocuments } from './purchase-documents.seed';
import { purchaseOrders } from './purchase.table';
import { demoPartnersOf } from './purchase-documents.fixtures';

describe('purchase documents demo seed', () => {
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
    (await injectAs(t.app, token, { method: 'GET', url: `/api/trade/purchase/${url}` })).json().data;
  const post = async (token: { token: string }, url: string, payload: object) =>
    (await injectAs(t.app, token, { method: 'POST', url: `/api/trade/purchase/${url}`, payload })).json();

  // The whole demo seed; when the purchase seed had nothing to buy from (no goods seed yet), the
  // step runs again on what that seed would leave: partner A's suppliers offering goods and a
  // received purchase order, partner B's confirmed one.
  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    await seedDemo(db, { storage: t.app.storage, timeZone: t.config.timeZone });
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(purchaseOrders);
    if (count > 0) return;
    const partners = await demoPartnersOf(db);
    for (const n of [1, 2]) {
      const supplier = await givenSupplier(db, partners.a.id, { name: `演示供应商${n}` });
      await givenScmGoods(db, partners.a.id, supplier.id, { skus: [{ costPrice: '36.80' }] });
    }
    await givenPurchaseOrder(db, partners.a.id, { state: PurchaseState.received });
    await givenPurchaseOrder(db, partners.b.id, { state: PurchaseState.confirmed });
    await db.transaction((tx) =>
      seedPurchaseDocuments(tx, { partners, storage: t.app.storage, timeZone: t.config.timeZone }),
    );
  });
  afterAll(() => t.close());

  it("gives partner A's contracts and invoices every state and two mailings, one delivered", async () => {
    const demo = await signIn('demo');
    for (const kind of ['contract', 'invoice']) {
      const counts = await get(demo, `${kind}/counts`);
      for (const state of ['1', '2', '3', '4']) expect(counts[state]).toBeGreaterThan(0);
    }
    const rejected = (await post(demo, 'contract/page', { documentState: 4 })).data[0];
    const detail = await get(demo, `contract/detail?id=${rejected.id}`);
    expect(detail.documents[0]).toMatchObject({ kind: 'contract', state: 4 });
    expect(detail.documents[0].reason).toContain('盖章');
    expect(detail.documents[0].files[0].name).toMatch(/合同\.pdf$/);
    const mailed = await get(demo, 'mail/counts');
    expect(mailed['1']).toBeGreaterThan(0);
    expect(mailed['2']).toBeGreaterThan(0);
    const mailings = (await post(demo, 'mail/page', {})).data;
    expect(mailings.every((row: { purchaseOrders: unknown[] }) => row.purchaseOrders.length === 1)).toBe(
      true,
    );
  });

  it('gives partner B a contract in review', async () => {
    const b = await signIn('demo-b');
    expect((await get(b, 'contract/counts'))['2']).toBeGreaterThan(0);
  });
});
