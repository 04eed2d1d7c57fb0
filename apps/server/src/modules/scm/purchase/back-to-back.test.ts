import { OrderState } from '@portal/shared/contracts/orders';
import { PurchaseState } from '@portal/shared/scm-states';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import { givenScmGoods, givenSupplier } from '../scm.fixtures';
import {
  completeOrder,
  givenChannelOrder,
  nextCatalogSku,
  receivePurchase,
  transactionsOfOrder,
} from '../transactions/scm-transactions.fixtures';
import { recordPurchaseTransactions } from '../transactions/transaction-recording';
import { purchaseOrders } from './purchase.table';

let t: TestApp;
let a: TestActor;
let b: TestActor;

beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await givenTwoPartners(t.database.db));
});
afterAll(() => t.close());

const post = (actor: TestActor, url: string, payload: object) =>
  injectAs(t.app, actor, { method: 'POST', url, payload }).then((res) => res.json());
const get = (actor: TestActor, url: string) =>
  injectAs(t.app, actor, { method: 'GET', url }).then((res) => res.json());
const transactionsOf = (partnerId: number, orderId: number) =>
  transactionsOfOrder(t.database.db, partnerId, orderId);

describe('back-to-back purchasing', () => {
  const givenLinkedOrder = async (partnerId: number, quantities: [string, string] = ['5', '2']) => {
    const { db } = t.database;
    const pen = nextCatalogSku();
    const paper = nextCatalogSku();
    const supplier = await givenSupplier(db, partnerId);
    const goods = await givenScmGoods(db, partnerId, supplier.id, {
      skus: [
        { costPrice: '10.25', skuId: pen },
        { costPrice: '80.00', skuId: paper },
      ],
    });
    const order = await givenChannelOrder(db, partnerId, [
      { skuId: pen, quantity: quantities[0], unitPrice: '12.50' },
      { skuId: paper, quantity: quantities[1], unitPrice: '100.00' },
    ]);
    return { supplier, goods, order };
  };

  it('suggests per line the linked SKUs, what was bought and what remains, then buys the rest in one click', async () => {
    const { supplier, order, goods } = await givenLinkedOrder(a.partnerId);
    const plan = await get(a, `/api/trade/purchase/back_to_back/plan?orderId=${order.id}`);
    expect(plan.code).toBe('0000');
    expect(plan.data.purchasable).toBe(true);
    expect(plan.data.lines.map((l: { remainingQuantity: string }) => l.remainingQuantity)).toEqual([
      '5',
      '2',
    ]);
    expect(plan.data.lines[0].offers[0]).toMatchObject({
      supplierId: supplier.id,
      costPrice: '10.25',
      available: true,
    });
    expect(plan.data.suppliers).toEqual([
      {
        supplierId: supplier.id,
        supplierName: supplier.name,
        lineCount: 2,
        costAmount: '211.25',
        saleAmount: '262.50',
        margin: '51.25',
      },
    ]);

    const created = await post(a, '/api/trade/purchase/back_to_back/create', {
      orderId: order.id,
      supplierId: supplier.id,
    });
    expect(created.code).toBe('0000');
    expect(created.data).toMatchObject({ itemCount: 2, totalAmount: '211.25' });
    const [purchase] = await t.database.db
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.partnerId, a.partnerId), eq(purchaseOrders.id, created.data.id)));
    expect(purchase).toMatchObject({
      salesOrderId: order.id,
      salesOrderNo: order.orderNo,
      receiverName: '王伟',
      address: '北京东路41号',
      state: PurchaseState.submitted,
    });

    const after = await get(a, `/api/trade/purchase/back_to_back/plan?orderId=${order.id}`);
    expect(after.data.lines.map((l: { boughtQuantity: string }) => l.boughtQuantity)).toEqual(['5', '2']);
    expect(after.data.suppliers).toEqual([]);
    const again = await post(a, '/api/trade/purchase/back_to_back/create', {
      orderId: order.id,
      supplierId: supplier.id,
    });
    expect(again.code).toBe('1111');

    const linked = await get(a, `/api/trade/purchase/back_to_back/purchases?orderId=${order.id}`);
    expect(linked.data).toMatchObject({
      saleAmount: '262.50',
      costAmount: '211.25',
      margin: '51.25',
      marginRate: '19.52',
    });
    expect(linked.data.purchases).toHaveLength(1);
    expect(goods.skus).toHaveLength(2);
  });

  it('never buys more than the order, even for two requests at once', async () => {
    const { supplier, order } = await givenLinkedOrder(a.partnerId, ['7', '3']);
    const body = { orderId: order.id, supplierId: supplier.id };
    const answers = await Promise.all([
      post(a, '/api/trade/purchase/back_to_back/create', body),
      post(a, '/api/trade/purchase/back_to_back/create', body),
    ]);
    expect(answers.map((x) => x.code).sort()).toEqual(['0000', '1111']);
    const plan = await get(a, `/api/trade/purchase/back_to_back/plan?orderId=${order.id}`);
    expect(plan.data.lines.map((l: { boughtQuantity: string }) => l.boughtQuantity)).toEqual(['7', '3']);
  });

  it('buys again what a cancelled purchase order left', async () => {
    const { supplier, order } = await givenLinkedOrder(a.partnerId);
    const first = await post(a, '/api/trade/purchase/back_to_back/create', {
      orderId: order.id,
      supplierId: supplier.id,
    });
    await t.database.db
      .update(purchaseOrders)
      .set({ state: PurchaseState.cancelled })
      .where(and(eq(purchaseOrders.partnerId, a.partnerId), eq(purchaseOrders.id, first.data.id)));
    const plan = await get(a, `/api/trade/purchase/back_to_back/plan?orderId=${order.id}`);
    expect(plan.data.lines.map((l: { remainingQuantity: string }) => l.remainingQuantity)).toEqual([
      '5',
      '2',
    ]);
    const second = await post(a, '/api/trade/purchase/back_to_back/create', {
      orderId: order.id,
      supplierId: supplier.id,
    });
    expect(second.code).toBe('0000');
  });

  it('refuses an order not confirmed yet, or done', async () => {
    const { db } = t.database;
    const pen = nextCatalogSku();
    const supplier = await givenSupplier(db, a.partnerId);
    await givenScmGoods(db, a.partnerId, supplier.id, { skus: [{ costPrice: '1.00', skuId: pen }] });
    for (const state of [OrderState.awaitingConfirmation, OrderState.cancelled]) {
      const order = await givenChannelOrder(
        db,
        a.partnerId,
        [{ skuId: pen, quantity: '1', unitPrice: '2.00' }],
        state,
      );
      const plan = await get(a, `/api/trade/purchase/back_to_back/plan?orderId=${order.id}`);
      expect(plan.data).toMatchObject({ purchasable: false, suppliers: [] });
      const res = await injectAs(t.app, a, {
        method: 'POST',
        url: '/api/trade/purchase/back_to_back/create',
        payload: { orderId: order.id, supplierId: supplier.id },
        lang: 'en',
      });
      expect(res.json()).toMatchObject({ code: '1111' });
      expect(res.json().msg).toContain(order.orderNo);
    }
  });

  it("answers another partner's order like a missing one, and a sub-account without scm:purchase gets 0002", async () => {
    const { supplier, order } = await givenLinkedOrder(a.partnerId);
    for (const answer of [
      await get(b, `/api/trade/purchase/back_to_back/plan?orderId=${order.id}`),
      await get(b, `/api/trade/purchase/back_to_back/purchases?orderId=${order.id}`),
      await post(b, '/api/trade/purchase/back_to_back/create', {
        orderId: order.id,
        supplierId: supplier.id,
      }),
    ]) {
      expect(answer.code).toBe('1111');
    }
    const { db } = t.database;
    const clerk = await createAccount(db, a.partnerId, { authorities: ['scm:transaction:view'] });
    const clerkActor = { ...a, token: await sessionTokenFor(db, a.partnerId, clerk.id) };
    expect((await get(clerkActor, `/api/trade/purchase/back_to_back/plan?orderId=${order.id}`)).code).toBe(
      '0002',
    );
    expect(
      (
        await post(clerkActor, '/api/trade/purchase/back_to_back/create', {
          orderId: order.id,
          supplierId: supplier.id,
        })
      ).code,
    ).toBe('0002');
    expect((await post(clerkActor, '/api/trade/scm/transaction/page', { current: 1, size: 10 })).code).toBe(
      '0000',
    );
  });

  it('records the purchase with its sale price once received, and the sale at the back-to-back cost once completed', async () => {
    const { db } = t.database;
    const { supplier, order } = await givenLinkedOrder(a.partnerId);
    const created = await post(a, '/api/trade/purchase/back_to_back/create', {
      orderId: order.id,
      supplierId: supplier.id,
    });
    const received = await receivePurchase(db, a.partnerId, created.data.id);
    expect(await db.transaction((tx) => recordPurchaseTransactions(tx, received))).toBe(2);
    expect(await db.transaction((tx) => recordPurchaseTransactions(tx, received))).toBe(0);
    // The cost price changes after the purchase: the sale still costs what was paid.
    await completeOrder(db, a.partnerId, order.id);
    const rows = (await transactionsOf(a.partnerId, order.id)).sort((x, y) => x.kind - y.kind || x.id - y.id);
    expect(rows.map((r) => [r.kind, r.costAmount, r.saleAmount, r.margin, r.purchaseNo])).toEqual([
      [1, '51.25', '62.50', '11.25', created.data.purchaseNo],
      [1, '160.00', '200.00', '40.00', created.data.purchaseNo],
      [2, '51.25', '62.50', '11.25', created.data.purchaseNo],
      [2, '160.00', '200.00', '40.00', created.data.purchaseNo],
    ]);
    const other = await post(b, '/api/trade/scm/transaction/page', { current: 1, size: 100 });
    expect(other).toMatchObject({ code: '0000', total: 0, data: [] });
  });
});
