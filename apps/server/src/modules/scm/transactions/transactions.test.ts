import { OrderState } from '@portal/shared/contracts/orders';
import { TransactionKind } from '@portal/shared/scm-states';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { givenTwoPartners, injectAs, type TestActor } from '../../../test/fixtures';
import { partners } from '../../partner/partner.table';
import { givenScmGoods, givenSupplier } from '../scm.fixtures';
import {
  completeOrder,
  givenChannelOrder,
  nextCatalogSku,
  transactionsOfOrder,
} from './scm-transactions.fixtures';

let t: TestApp;
let a: TestActor;

beforeAll(async () => {
  t = await createTestApp();
  ({ a } = await givenTwoPartners(t.database.db));
});
afterAll(() => t.close());

const post = (actor: TestActor, url: string, payload: object) =>
  injectAs(t.app, actor, { method: 'POST', url, payload }).then((res) => res.json());

const transactionsOf = (partnerId: number, orderId: number) =>
  transactionsOfOrder(t.database.db, partnerId, orderId);

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
          // No sale yet (every price or quantity rounded to 0.00): no rate.
          marginRate: expected.sale.isZero()
            ? null
            : expected.margin
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
