import { OrderState } from '@portal/shared/contracts/orders';
import { PurchaseState, TransactionKind } from '@portal/shared/scm-states';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import { partners } from '../../partner/partner.table';
import { purchaseOrders } from '../purchase/purchase.table';
import { givenScmGoods, givenSupplier } from '../scm.fixtures';
import { completeOrder, givenChannelOrder, receivePurchase } from './scm-transactions.fixtures';
import { recordPurchaseTransactions } from './transaction-recording';
import { scmTransactions } from './transactions.table';

let t: TestApp;
let a: TestActor;
let b: TestActor;
let skuSerial = 700_000;
const nextCatalogSku = () => {
  skuSerial += 1;
  return skuSerial;
};

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
  t.database.db
    .select()
    .from(scmTransactions)
    .where(and(eq(scmTransactions.partnerId, partnerId), eq(scmTransactions.salesOrderId, orderId)));

describe('sale transactions of a completed order', () => {
  it('records each line of linked goods at the lowest current cost, with the exact margin; others are left out', async () => {
    const { db } = t.database;
    const paper = nextCatalogSku();
    const dear = await givenSupplier(db, a.partnerId, { name: '贵的供应商' });
    const cheap = await givenSupplier(db, a.partnerId, { name: '便宜的供应商' });
    await givenScmGoods(db, a.partnerId, dear.id, {
      name: '复印纸 A4',
      skus: [{ costPrice: '80.10', skuId: paper }],
    });
    const { skus } = await givenScmGoods(db, a.partnerId, cheap.id, {
      name: '复印纸 A4 70g',
      skus: [{ costPrice: '79.99', skuId: paper }],
    });
    const order = await givenChannelOrder(db, a.partnerId, [
      { skuId: paper, quantity: '3', unitPrice: '99.90' },
      { skuId: null, quantity: '1', unitPrice: '5.00' },
    ]);
    const completed = await completeOrder(db, a.partnerId, order.id);
    expect(completed.state).toBe(OrderState.completed);

    const rows = await transactionsOf(a.partnerId, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: TransactionKind.sale,
      supplierId: cheap.id,
      supplierName: '便宜的供应商',
      scmSkuId: skus[0].id,
      quantity: '3.000',
      costPrice: '79.99',
      costAmount: '239.97',
      salePrice: '99.90',
      saleAmount: '299.70',
      margin: '59.73',
      salesOrderNo: order.orderNo,
      purchaseNo: null,
    });
    const list = await post(a, '/api/trade/scm/transaction/page', {
      current: 1,
      size: 10,
      documentNo: order.orderNo,
    });
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ margin: '59.73', marginRate: '19.93', kind: 2 });
  });
});

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

describe('transaction list, sums and groups', () => {
  it('sums exactly what decimal.js sums, for random prices and quantities', async () => {
    const { db } = t.database;
    const actor = (await givenTwoPartners(db)).a;
    const supplier = await givenSupplier(db, actor.partnerId);
    const expected = { cost: new Decimal(0), sale: new Decimal(0), margin: new Decimal(0), count: 0 };
    const cents = fc
      .integer({ min: 1, max: 99_999_999 })
      .map((n) => new Decimal(n).dividedBy(100).toFixed(2));
    const line = fc.record({
      cost: cents,
      price: cents,
      quantity: fc.integer({ min: 1, max: 999_999 }).map((n) => new Decimal(n).dividedBy(1000).toString()),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 4 }), async (lines) => {
        const items = [];
        for (const l of lines) {
          const sku = nextCatalogSku();
          await givenScmGoods(db, actor.partnerId, supplier.id, {
            skus: [{ costPrice: l.cost, skuId: sku }],
          });
          items.push({ skuId: sku, quantity: l.quantity, unitPrice: l.price });
        }
        const order = await givenChannelOrder(db, actor.partnerId, items);
        await completeOrder(db, actor.partnerId, order.id);
        for (const l of lines) {
          const cost = new Decimal(l.cost).times(l.quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
          const sale = new Decimal(l.price).times(l.quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
          expected.cost = expected.cost.plus(cost);
          expected.sale = expected.sale.plus(sale);
          expected.margin = expected.margin.plus(sale.minus(cost));
          expected.count += 1;
        }
        // The kept sums (no filter) and the SQL sums (a filter) agree with decimal.js.
        const kept = await post(actor, '/api/trade/scm/transaction/sums', {});
        const sums = await post(actor, '/api/trade/scm/transaction/sums', { supplierId: supplier.id });
        expect(kept.data).toEqual(sums.data);
        expect(sums.data).toMatchObject({
          count: expected.count,
          costAmount: expected.cost.toFixed(2),
          saleAmount: expected.sale.toFixed(2),
          margin: expected.margin.toFixed(2),
          marginRate: expected.margin
            .times(100)
            .dividedBy(expected.sale)
            .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
            .toFixed(2),
        });
      }),
      { numRuns: 15 },
    );
    const groups = await post(actor, '/api/trade/scm/transaction/group/page', {
      current: 1,
      size: 10,
      groupBy: 'supplier',
    });
    expect(groups.data).toEqual([
      expect.objectContaining({
        key: String(supplier.id),
        name: supplier.name,
        count: expected.count,
        margin: expected.margin.toFixed(2),
      }),
    ]);
    const months = await post(actor, '/api/trade/scm/transaction/group/page', {
      current: 1,
      size: 10,
      groupBy: 'month',
    });
    expect(months.data[0].costAmount).toBe(expected.cost.toFixed(2));
    const page = await post(actor, '/api/trade/scm/transaction/page', { current: 1, size: 10, kind: 2 });
    expect(page.total).toBe(expected.count);
  });

  it('filters by kind, supplier, goods, number and local days, and exports', async () => {
    const { db } = t.database;
    const actor = (await givenTwoPartners(db)).a;
    const supplier = await givenSupplier(db, actor.partnerId);
    const sku = nextCatalogSku();
    await givenScmGoods(db, actor.partnerId, supplier.id, {
      name: '订书机 重型',
      skus: [{ costPrice: '20.00', skuId: sku }],
    });
    const order = await givenChannelOrder(db, actor.partnerId, [
      { skuId: sku, quantity: '2', unitPrice: '30.00' },
    ]);
    await completeOrder(db, actor.partnerId, order.id);
    const today = new Date().toISOString().slice(0, 10);
    const cases: [object, number][] = [
      [{}, 1],
      [{ kind: 1 }, 0],
      [{ kind: 2 }, 1],
      [{ supplierId: supplier.id }, 1],
      [{ supplierId: supplier.id + 1000 }, 0],
      [{ goods: '重型' }, 1],
      [{ goods: '不存在' }, 0],
      [{ documentNo: order.orderNo.slice(0, 8) }, 1],
      [{ documentNo: 'CG' }, 0],
      [{ dateFrom: '2020-01-01', dateTo: '2020-01-31' }, 0],
      [{ dateFrom: '2020-01-01', dateTo: '2099-12-31' }, 1],
    ];
    for (const [filter, total] of cases) {
      const res = await post(actor, '/api/trade/scm/transaction/page', { current: 1, size: 10, ...filter });
      expect([filter, res.total]).toEqual([filter, total]);
    }
    const badRange = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/trade/scm/transaction/page',
      payload: { current: 1, size: 10, dateFrom: '2026-02-01', dateTo: '2026-01-01' },
    });
    expect(badRange.statusCode).toBe(400);
    expect(today.length).toBe(10);
    for (const url of ['/api/trade/scm/transaction/export', '/api/trade/scm/transaction/group/export']) {
      const res = await post(actor, url, { groupBy: 'goods' });
      expect(res.code).toBe('0000');
    }
  });

  it('records by ops command what is missing: sales of goods linked after their order completed', async () => {
    const { db } = t.database;
    const actor = (await givenTwoPartners(db)).a;
    const [{ partnerNo }] = await db
      .select({ partnerNo: partners.partnerNo })
      .from(partners)
      .where(eq(partners.id, actor.partnerId));
    const sku = nextCatalogSku();
    const order = await givenChannelOrder(db, actor.partnerId, [
      { skuId: sku, quantity: '4', unitPrice: '25.00' },
    ]);
    await completeOrder(db, actor.partnerId, order.id);
    expect(await transactionsOf(actor.partnerId, order.id)).toEqual([]);
    const supplier = await givenSupplier(db, actor.partnerId);
    await givenScmGoods(db, actor.partnerId, supplier.id, { skus: [{ costPrice: '19.99', skuId: sku }] });
    const ops = (...args: string[]) =>
      runOpsCommand({ db, config: t.config, locale: 'en' }, 'transaction', args);
    expect(await ops('record', partnerNo)).toEqual({ ok: true, output: '1 transactions recorded' });
    expect(await ops('record', partnerNo)).toEqual({ ok: true, output: '0 transactions recorded' });
    const listed = await ops('list', partnerNo);
    expect(listed.output).toContain('margin 20.04');
    expect((await ops('record')).ok).toBe(false);
  });
});
