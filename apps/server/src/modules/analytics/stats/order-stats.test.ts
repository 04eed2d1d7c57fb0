// Order statistics (/stat/order) through the API, with two partners: exact figures for a known set
// of orders taken through the real transitions (the completions on chosen days), the previous
// period and a year earlier, the filters, the validation, the export, and the rights.
import { OrderSource, OrderState } from '@portal/shared/contracts/orders';
import { viewCodeOf } from '@portal/shared/menu';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localDayStart } from '../../../platform/local-time';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { cells, exportAs } from '../../../test/exports';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
  uploadAs,
} from '../../../test/fixtures';
import { TINY_PDF } from '../../communal/upload.fixtures';
import {
  approveDocument,
  confirmOrder,
  refuseOrder,
  shipOrder,
  uploadDocument,
} from '../../orders/order-actions.service';
import { insertOrders } from '../../orders/order-intake.service';
import { orderDocuments, orderItems } from '../../orders/orders.table';

type Lang = 'zh-CN' | 'zh-TW' | 'en';
const HOUR = 60 * 60 * 1000;
let serial = 0;

describe('order statistics', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;

  const stat = async (actor: Pick<TestActor, 'token'>, payload: object, lang?: Lang) =>
    (await injectAs(t.app, actor, { method: 'POST', url: '/api/trade/stat/order', payload, lang })).json();

  /** The local time `hour` o'clock of `day` in the portal's zone. */
  const localTime = (day: string, hour: number) =>
    new Date(localDayStart(day, t.config.timeZone).getTime() + hour * HOUR);

  /** An order of one line of `amount` placed at `day` `hour`h (channel null: entered by hand). */
  const place = async (actor: TestActor, day: string, amount: string, channelId: number | null) => {
    serial += 1;
    const orderTime = localTime(day, 10);
    const [order] = await t.database.db.transaction((tx) =>
      insertOrders(tx, [
        {
          partnerId: actor.partnerId,
          source: channelId === null ? OrderSource.manual : OrderSource.channel,
          channelId,
          orderNo: `STAT${actor.partnerId}X${String(serial).padStart(6, '0')}`,
          customerName: '南京市玄武区教育局',
          receiverName: '王伟',
          receiverPhone: '13800000000',
          regionCodes: ['320000', '320100', '320102'],
          regionName: '江苏省 南京市 玄武区',
          address: '北京东路41号',
          freight: '0.00',
          orderTime,
          state: OrderState.awaitingConfirmation,
          confirmDeadline: new Date(orderTime.getTime() + 48 * HOUR),
          contractRequired: false,
          remark: null,
          createdBy: null,
          items: [
            {
              goodsId: null,
              skuId: null,
              goodsName: '得力 复印纸',
              spec: 'A4 70g',
              unit: '箱',
              quantity: '1',
              unitPrice: amount,
            },
          ],
        },
      ]),
    );
    return order;
  };

  /** Approves the order's document of `kind` waiting for review (the operator). */
  const approvePending = async (orderId: number, kind: string) => {
    const [row] = await t.database.db
      .select({ id: orderDocuments.id })
      .from(orderDocuments)
      .where(
        and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, kind), eq(orderDocuments.state, 2)),
      );
    await approveDocument(t.database.db, row.id);
  };

  /** Takes the order to completion on `day` (confirm, ship, signed receipt and invoice approved). */
  const completeOn = async (actor: TestActor, order: { id: number; totalAmount: string }, day: string) => {
    const { db } = t.database;
    const fileId = await uploadAs(t.app, actor, 'sign.pdf', TINY_PDF);
    vi.useFakeTimers({ toFake: ['Date'], now: localTime(day, 15) });
    try {
      const who = { partnerId: actor.partnerId, accountId: actor.accountId };
      const confirmed = await confirmOrder(db, who, order.id);
      const items = await db
        .select({ id: orderItems.id, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(eq(orderItems.partnerId, actor.partnerId), eq(orderItems.orderId, order.id)));
      await shipOrder(db, who, {
        orderId: order.id,
        expressCode: 'SF',
        trackingNo: `SF${order.id}`,
        items: items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
      });
      await uploadDocument(db, who, { orderId: order.id, kind: 'sign', fileIds: [fileId] });
      await approvePending(order.id, 'sign');
      if (confirmed.invoiceRequired) {
        await uploadDocument(db, who, {
          orderId: order.id,
          kind: 'invoice',
          fileIds: [fileId],
          invoice: {
            invoiceType: 'special',
            invoiceNo: String(20_000_000 + order.id),
            invoiceCode: '3200231130',
            invoiceDate: day,
            amount: order.totalAmount,
            taxAmount: '0.00',
          },
        });
        await approvePending(order.id, 'invoice');
      }
    } finally {
      vi.useRealTimers();
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    // October 2026; its previous period is September (whole months: the months before); a year earlier October 2025.
    await place(a, '2026-10-05', '100.00', 1); // awaiting confirmation
    const completed = await place(a, '2026-10-05', '250.50', 3);
    await completeOn(a, completed, '2026-10-20');
    const refused = await place(a, '2026-10-12', '49.50', null);
    await refuseOrder(t.database.db, { partnerId: a.partnerId, accountId: a.accountId }, refused.id, '缺货');
    const before = await place(a, '2026-09-20', '80.00', 1);
    await completeOn(a, before, '2026-09-25');
    await place(a, '2025-10-10', '300.00', 1);
    // The other partner's orders in the same days are never counted for A.
    const theirs = await place(b, '2026-10-05', '999.99', 1);
    await completeOn(b, theirs, '2026-10-06');
    await place(b, '2026-09-20', '5000.00', 3);
  }, 120_000);
  afterAll(() => t.close());

  const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

  it('sums the period, the previous period and a year earlier exactly, with the changes', async () => {
    const body = await stat(a, { ...OCTOBER, unit: 'month' });
    expect(body.code, body.msg).toBe('0000');
    const { data } = body;
    expect(data.previous).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    expect(data.yearAgo).toEqual({ from: '2025-10-01', to: '2025-10-31' });
    expect(data.summary).toEqual({
      orders: {
        value: '2',
        previous: '1',
        yearAgo: '1',
        change: '1',
        changeRate: '100.00',
        yearChange: '1',
        yearChangeRate: '100.00',
      },
      amount: {
        value: '350.50',
        previous: '80.00',
        yearAgo: '300.00',
        change: '270.50',
        changeRate: '338.13',
        yearChange: '50.50',
        yearChangeRate: '16.83',
      },
      averageAmount: {
        value: '175.25',
        previous: '80.00',
        yearAgo: '300.00',
        change: '95.25',
        changeRate: '119.06',
        yearChange: '-124.75',
        yearChangeRate: '-41.58',
      },
      completedAmount: {
        value: '250.50',
        previous: '80.00',
        yearAgo: '0.00',
        change: '170.50',
        changeRate: '213.13',
        yearChange: '250.50',
        yearChangeRate: null,
      },
      cancelledShare: {
        value: '33.33',
        previous: '0.00',
        yearAgo: '0.00',
        change: '33.33',
        changeRate: null,
        yearChange: '33.33',
        yearChangeRate: null,
      },
    });
    expect(data.rows).toEqual([
      {
        period: '2026-10-01',
        orders: 2,
        amount: '350.50',
        completedOrders: 1,
        completedAmount: '250.50',
        previousPeriod: '2026-09-01',
        previousOrders: 1,
        previousAmount: '80.00',
        previousCompletedOrders: 1,
        previousCompletedAmount: '80.00',
      },
    ]);
  });

  it('cuts the period by day and week, beside the same place in the previous period', async () => {
    const byDay = (await stat(a, { ...OCTOBER, unit: 'day' })).data;
    expect(byDay.rows).toHaveLength(31);
    const day = (d: string) => byDay.rows.find((row: { period: string }) => row.period === d);
    expect(day('2026-10-05')).toMatchObject({ orders: 2, amount: '350.50', completedOrders: 0 });
    expect(day('2026-10-12')).toMatchObject({ orders: 0, amount: '0.00' }); // refused: does not stand
    expect(day('2026-10-20')).toMatchObject({ completedOrders: 1, completedAmount: '250.50' });
    // The 20th day of October; its place in the previous period (September) is 2026-09-20.
    expect(day('2026-10-20')).toMatchObject({
      previousPeriod: '2026-09-20',
      previousOrders: 1,
      previousAmount: '80.00',
    });
    const byWeek = (await stat(a, { ...OCTOBER, unit: 'week' })).data;
    expect(byWeek.rows.map((row: { period: string }) => row.period)).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
    ]);
    expect(byWeek.rows[1]).toMatchObject({ orders: 2, amount: '350.50' });
    expect(byWeek.rows[3]).toMatchObject({ completedOrders: 1, completedAmount: '250.50' });
  });

  it('filters by channel (0: by hand) and seller', async () => {
    const mall = (await stat(a, { ...OCTOBER, unit: 'month', channelIds: [1] })).data;
    expect(mall.summary.orders.value).toBe('1');
    expect(mall.summary.amount.value).toBe('100.00');
    expect(mall.summary.completedAmount.value).toBe('0.00');
    expect(mall.summary.cancelledShare.value).toBe('0.00');
    const manual = (await stat(a, { ...OCTOBER, unit: 'month', channelIds: [0] })).data;
    expect(manual.summary.orders.value).toBe('0');
    expect(manual.summary.cancelledShare.value).toBe('100.00');
    const none = (await stat(a, { ...OCTOBER, unit: 'month', sellerIds: [0] })).data;
    expect(none.summary.amount.value).toBe('350.50');
    const someone = (await stat(a, { ...OCTOBER, unit: 'month', sellerIds: [999] })).data;
    expect(someone.summary.amount.value).toBe('0.00');
  });

  it("never counts another partner's orders", async () => {
    const theirs = (await stat(b, { ...OCTOBER, unit: 'month' })).data;
    expect(theirs.summary.orders.value).toBe('1');
    expect(theirs.summary.amount.value).toBe('999.99');
    expect(theirs.summary.completedAmount.value).toBe('999.99');
    expect(theirs.summary.orders.previous).toBe('1');
    expect(theirs.summary.amount.previous).toBe('5000.00');
  });

  it('refuses a bad period with a translated message', async () => {
    const long = await stat(a, { from: '2026-01-01', to: '2026-12-31', unit: 'day' }, 'en');
    expect(long.code).toBe('1111');
    expect(long.msg).toContain('at most 92 days by day');
    const zh = await stat(a, { from: '2026-01-01', to: '2026-12-31', unit: 'day' });
    expect(zh.msg).toContain('按日最多 92 天');
    expect((await stat(a, { from: '2026-01-01', to: '2026-12-31', unit: 'week' })).code).toBe('0000');
    expect((await stat(a, { from: '2024-01-01', to: '2026-12-31', unit: 'month' })).code).toBe('0000');
    expect((await stat(a, { from: '2023-12-01', to: '2026-12-31', unit: 'month' })).code).not.toBe('0000');
    const reversed = await stat(a, { from: '2026-10-31', to: '2026-10-01', unit: 'day' }, 'en');
    expect(reversed.code).not.toBe('0000');
    expect((await stat(a, { from: '2026-02-30', to: '2026-03-01', unit: 'day' })).code).not.toBe('0000');
    expect((await stat(a, { ...OCTOBER, unit: 'year' })).code).not.toBe('0000');
  });

  it('exports the table through the export centre', async () => {
    const { header, rows } = await exportAs(
      t.app,
      a,
      '/api/trade/stat/order/export',
      { ...OCTOBER, unit: 'week' },
      'en',
    );
    expect(header).toEqual(
      cells(
        'Period | Orders placed | Amount placed | Orders completed | Amount completed | Previous period | Previous orders placed | Previous amount placed | Previous orders completed | Previous amount completed',
      ),
    );
    expect(rows).toHaveLength(5);
    expect(rows[1].slice(0, 5)).toEqual(['2026-10-05', 2, '350.50', 0, '0.00']);
  });

  it('gives a sub-account without the view code 0002, and one with it the statistic', async () => {
    const without = await createAccount(t.database.db, a.partnerId, { authorities: ['order:export'] });
    const token = { token: await sessionTokenFor(t.database.db, a.partnerId, without.id) };
    expect((await stat(token, { ...OCTOBER, unit: 'month' })).code).toBe('0002');
    const exported = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/trade/stat/order/export',
      payload: { ...OCTOBER, unit: 'month' },
    });
    expect(exported.json().code).toBe('0002');
    const viewer = await createAccount(t.database.db, a.partnerId, {
      authorities: [viewCodeOf('/stat/order')],
    });
    const viewerToken = { token: await sessionTokenFor(t.database.db, a.partnerId, viewer.id) };
    expect((await stat(viewerToken, { ...OCTOBER, unit: 'month' })).data.summary.amount.value).toBe('350.50');
  });
});
