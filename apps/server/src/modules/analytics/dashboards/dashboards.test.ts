import { TaskState } from '@portal/shared/analytics-states';
import { OrderSource, OrderState } from '@portal/shared/contracts/orders';
import { previousPeriodOf } from '@portal/shared/contracts/stats';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../../db/client';
import { addDays, businessTimeZone, localDayOf } from '../../../platform/local-time';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
  uploadAs,
} from '../../../test/fixtures';
import { catalogSetup } from '../../catalog/goods/goods.fixtures';
import { TINY_PDF } from '../../communal/upload.fixtures';
import {
  approveDocument,
  confirmOrder,
  refuseOrder,
  shipOrder,
  uploadDocument,
} from '../../orders/order-actions.service';
import { insertOrders, type NewOrder } from '../../orders/order-intake.service';
import { orderDocuments, orderItems } from '../../orders/orders.table';
import { confirmStatement, makeStatement, payStatement } from '../../settlement/statements/statement.service';
import { customers, sellers } from '../sellers/sellers.table';
import { salesTargets } from '../targets/targets.table';
import { workTasks } from '../tasks/tasks.table';
import { spreadOverDays } from './periods';

const DAY = 86_400_000;
const MALL = 1;
const OFFLINE = 46;

let serial = 0;

/** A channel order of one line (quantity 1 at `amount`), no freight, awaiting confirmation. */
const orderOf = (
  partnerId: number,
  input: {
    amount: string;
    customer: string;
    channelId: number;
    goodsId?: number | null;
    at?: Date;
    overdue?: boolean;
  },
): NewOrder => {
  serial += 1;
  const orderTime = input.at ?? new Date();
  return {
    partnerId,
    source: OrderSource.channel,
    channelId: input.channelId,
    orderNo: `DASH${Date.now().toString(36).toUpperCase()}${String(serial).padStart(4, '0')}`,
    customerName: input.customer,
    receiverName: '王伟',
    receiverPhone: '13800000000',
    regionCodes: ['320000', '320100', '320102'],
    regionName: '江苏省 南京市 玄武区',
    address: '北京东路41号',
    freight: '0.00',
    orderTime,
    state: OrderState.awaitingConfirmation,
    confirmDeadline: new Date(orderTime.getTime() + (input.overdue ? -1 : 24) * 3_600_000),
    contractRequired: false,
    remark: null,
    createdBy: null,
    items: [
      {
        goodsId: input.goodsId ?? null,
        skuId: null,
        goodsName: '得力 白板',
        spec: '大号',
        unit: '块',
        quantity: '1',
        unitPrice: input.amount,
      },
    ],
  };
};

describe('dashboards', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let noView: TestActor;
  let analysisOnly: TestActor;
  const pdfOf = new Map<number, number>();
  let today: string;
  let from: string;
  let goods1: number;
  let goods2: number;
  let sellerId: number;
  const ids: Record<string, number> = {};

  const get = async (actor: TestActor, url: string, lang?: 'zh-CN' | 'en') =>
    (await injectAs(t.app, actor, { method: 'GET', url: `/api/trade/dashboard/${url}`, lang })).json();
  const place = async (partnerId: number, input: Parameters<typeof orderOf>[1]) =>
    (await t.database.db.transaction((tx) => insertOrders(tx, [orderOf(partnerId, input)])))[0];
  const documentOf = async (orderId: number, kind: string) => {
    const [row] = await t.database.db
      .select({ id: orderDocuments.id })
      .from(orderDocuments)
      .where(
        and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, kind), eq(orderDocuments.state, 2)),
      );
    return row.id;
  };

  /** Moves an order through the real transitions to `target` (3 confirmed ... 7 completed). */
  const moveTo = async (actor: TestActor, orderId: number, target: number) => {
    const { db } = t.database;
    const who = { partnerId: actor.partnerId, accountId: actor.accountId };
    const pdf = pdfOf.get(actor.partnerId) as number;
    await confirmOrder(db, who, orderId);
    if (target <= OrderState.awaitingShipment) return;
    const items = await db
      .select({ id: orderItems.id, quantity: orderItems.quantity, amount: orderItems.amount })
      .from(orderItems)
      .where(and(eq(orderItems.partnerId, actor.partnerId), eq(orderItems.orderId, orderId)));
    await shipOrder(db, who, {
      orderId,
      expressCode: 'JD',
      trackingNo: `JD${String(orderId).padStart(10, '0')}`,
      items: items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
    });
    if (target <= OrderState.shipped) return;
    await uploadDocument(db, who, { orderId, kind: 'sign', fileIds: [pdf], invoice: null });
    await approveDocument(db, await documentOf(orderId, 'sign'));
    if (target <= OrderState.received) return;
    const amount = items.reduce((sum, item) => sum + Number(item.amount), 0).toFixed(2);
    await uploadDocument(db, who, {
      orderId,
      kind: 'invoice',
      fileIds: [pdf],
      invoice: {
        invoiceType: 'normal',
        invoiceNo: '04412345',
        invoiceCode: null,
        invoiceDate: today,
        amount,
        taxAmount: '0.00',
      },
    });
    await approveDocument(db, await documentOf(orderId, 'invoice'));
  };

  /** The same, with the clock at `at` (an order completed then). */
  const moveAt = async (actor: TestActor, orderId: number, target: number, at: Date) => {
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    try {
      await moveTo(actor, orderId, target);
    } finally {
      vi.useRealTimers();
    }
  };

  const period = () => `dateFrom=${from}&dateTo=${today}`;

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    const { db } = t.database;
    const limited = await createAccount(db, a.partnerId, { authorities: ['order:index:view'] });
    noView = {
      partnerId: a.partnerId,
      accountId: limited.id,
      username: limited.username,
      token: await sessionTokenFor(db, a.partnerId, limited.id),
    };
    const analyst = await createAccount(db, a.partnerId, { authorities: ['dashboard:analysis:view'] });
    analysisOnly = {
      partnerId: a.partnerId,
      accountId: analyst.id,
      username: analyst.username,
      token: await sessionTokenFor(db, a.partnerId, analyst.id),
    };
    pdfOf.set(a.partnerId, await uploadAs(t.app, a, 'doc.pdf', TINY_PDF));
    pdfOf.set(b.partnerId, await uploadAs(t.app, b, 'doc.pdf', TINY_PDF));
    today = localDayOf(new Date(), businessTimeZone());
    from = addDays(today, -9);
    if (from.endsWith('-01')) from = addDays(today, -8);

    const catalog = catalogSetup(t);
    const brandId = await catalog.brand(a, '得力');
    goods1 = (await catalog.goods(a, { name: '得力 白板 A1', brandId, outcome: 'draft' })).id;
    goods2 = (await catalog.goods(a, { name: '得力 软木板 B2', brandId, outcome: 'draft' })).id;

    // A seller of A whose customer 某市财政局 is credited from its first order on.
    const [seller] = await db
      .insert(sellers)
      .values({ partnerId: a.partnerId, name: '张三', state: 1 })
      .returning();
    sellerId = seller.id;
    await db.insert(customers).values({ partnerId: a.partnerId, name: '某市财政局', sellerId, source: 2 });

    // The period's orders of A.
    ids.o1 = (
      await place(a.partnerId, {
        amount: '100.00',
        customer: '南京市教育局',
        channelId: OFFLINE,
        goodsId: goods1,
      })
    ).id;
    ids.o2 = (
      await place(a.partnerId, {
        amount: '250.50',
        customer: '江苏省卫健委',
        channelId: MALL,
        goodsId: goods2,
      })
    ).id;
    ids.o3 = (
      await place(a.partnerId, {
        amount: '80.25',
        customer: '南京市教育局',
        channelId: MALL,
        goodsId: goods1,
      })
    ).id;
    ids.o4 = (await place(a.partnerId, { amount: '40.00', customer: '某市财政局', channelId: MALL })).id;
    ids.o5 = (
      await place(a.partnerId, {
        amount: '30.00',
        customer: '江苏省卫健委',
        channelId: OFFLINE,
        overdue: true,
      })
    ).id;
    ids.o6 = (await place(a.partnerId, { amount: '999.99', customer: '某市财政局', channelId: MALL })).id;
    ids.o7 = (await place(a.partnerId, { amount: '60.00', customer: '南京市教育局', channelId: MALL })).id;
    await moveTo(a, ids.o1, OrderState.completed);
    await moveTo(a, ids.o2, OrderState.completed);
    await moveTo(a, ids.o3, OrderState.shipped);
    await moveTo(a, ids.o4, OrderState.awaitingShipment);
    await refuseOrder(db, a, ids.o6, '缺货');
    await moveTo(a, ids.o7, OrderState.received);
    // o2 settled and paid: on the mall's statement, confirmed by A, paid by the operator.
    const statement = await makeStatement(db, {
      partnerId: a.partnerId,
      channelId: MALL,
      from: addDays(today, -1),
      to: today,
      timeZone: businessTimeZone(),
    });
    if (!statement) throw new Error('no statement');
    await confirmStatement(db, a, { id: statement.id, revision: 1 });
    await payStatement(db, a.partnerId, {
      id: statement.id,
      bankSerial: 'SERIAL0001',
      proofFileId: pdfOf.get(a.partnerId) as number,
    });

    // The previous period: placed 12 days ago, completed 11 days ago. Older receivables: 45 and 95 days.
    const now = Date.now();
    ids.p1 = (
      await place(a.partnerId, {
        amount: '70.00',
        customer: '南京市教育局',
        channelId: MALL,
        at: new Date(now - 12 * DAY),
      })
    ).id;
    await moveAt(a, ids.p1, OrderState.completed, new Date(now - 11 * DAY));
    ids.q1 = (
      await place(a.partnerId, {
        amount: '500.00',
        customer: '南京市教育局',
        channelId: OFFLINE,
        at: new Date(now - 50 * DAY),
      })
    ).id;
    await moveAt(a, ids.q1, OrderState.completed, new Date(now - 45 * DAY));
    ids.q2 = (
      await place(a.partnerId, {
        amount: '120.00',
        customer: '南京市教育局',
        channelId: OFFLINE,
        at: new Date(now - 100 * DAY),
      })
    ).id;
    await moveAt(a, ids.q2, OrderState.completed, new Date(now - 95 * DAY));

    // B's order, completed: never in A's figures.
    ids.b1 = (
      await place(b.partnerId, {
        amount: '777.77',
        customer: '南京市教育局',
        channelId: MALL,
        goodsId: goods1,
      })
    ).id;
    await moveTo(b, ids.b1, OrderState.completed);
  });
  afterAll(() => t.close());

  it('refuses a sub-account without the page (0002), and the monitor to one with only the analysis page', async () => {
    for (const url of [
      'analysis/summary',
      'analysis/trend',
      'analysis/channels',
      'analysis/top',
      'analysis/funnel',
      'analysis/win-rates',
    ]) {
      expect((await get(noView, `${url}?${period()}`)).code, url).toBe('0002');
    }
    expect((await get(noView, 'analysis/receivables')).code).toBe('0002');
    for (const url of ['monitor/today', 'monitor/waiting', 'monitor/latest', 'monitor/events']) {
      expect((await get(analysisOnly, url)).code, url).toBe('0002');
    }
    expect((await get(analysisOnly, `analysis/summary?${period()}`)).code).toBe('0000');
  });

  it('refuses a reversed or too long period and malformed id lists, translated', async () => {
    const reversed = await get(a, `analysis/summary?dateFrom=${today}&dateTo=${addDays(today, -1)}`, 'en');
    expect(reversed).toMatchObject({
      code: '1111',
      data: { fields: { dateTo: 'the start must not be after the end' } },
    });
    const long = await get(a, 'analysis/trend?dateFrom=2020-01-01&dateTo=2026-01-01', 'en');
    expect(long.code).toBe('1111');
    expect(long.data.fields.dateTo).toBe('the period may be at most 3 years: choose a shorter range');
    expect((await get(a, `analysis/channels?${period()}&channelIds=1,x`)).code).toBe('1111');
    expect((await get(a, 'analysis/summary?dateFrom=2026-02-30&dateTo=2026-03-01')).code).toBe('1111');
  });

  it('compares sales and orders with the previous period, exactly', async () => {
    const previous = previousPeriodOf({ from, to: today });
    const summary = (await get(a, `analysis/summary?${period()}`)).data;
    expect(summary).toEqual({
      period: { from, to: today },
      previous,
      sales: { current: '350.50', previous: '70.00', change: '280.50', changePercent: '400.71' },
      completedCount: { current: 2, previous: 1, change: 1, changePercent: '100.00' },
      orderCount: { current: 6, previous: 1, change: 5, changePercent: '500.00' },
      orderAmount: { current: '560.75', previous: '70.00', change: '490.75', changePercent: '701.07' },
    });
    // B sees its own only.
    const other = (await get(b, `analysis/summary?${period()}`)).data;
    expect(other.sales).toMatchObject({ current: '777.77', previous: '0.00', changePercent: null });
    expect(other.orderCount.current).toBe(1);
  });

  it('filters by channel and by seller (0: credited to none)', async () => {
    const offline = (await get(a, `analysis/summary?${period()}&channelIds=${OFFLINE}`)).data;
    expect(offline.orderAmount.current).toBe('130.00');
    expect(offline.sales.current).toBe('100.00');
    const credited = (await get(a, `analysis/summary?${period()}&sellerIds=${sellerId}`)).data;
    expect(credited.orderCount.current).toBe(1);
    expect(credited.orderAmount.current).toBe('40.00');
    const none = (await get(a, `analysis/summary?${period()}&sellerIds=0`)).data;
    expect(none.orderAmount.current).toBe('520.75');
    const both = (
      await get(a, `analysis/summary?${period()}&sellerIds=0,${sellerId}&channelIds=${MALL},${OFFLINE}`)
    ).data;
    expect(both.orderAmount.current).toBe('560.75');
  });

  it("draws sales by day with the firm's month target spread over its days to the cent", async () => {
    const month = `${today.slice(0, 7)}-01`;
    const monthEnd = addDays(`${addDays(month, 40).slice(0, 7)}-01`, -1);
    const before = `${from.slice(0, 7)}-01`;
    const beforeEnd = addDays(`${addDays(before, 40).slice(0, 7)}-01`, -1);
    await t.database.db.insert(salesTargets).values([
      {
        partnerId: a.partnerId,
        sellerId: null,
        periodKind: 'month',
        periodStart: month,
        periodEnd: monthEnd,
        amount: '30000.01',
      },
      ...(before === month
        ? []
        : [
            {
              partnerId: a.partnerId,
              sellerId: null,
              periodKind: 'month',
              periodStart: before,
              periodEnd: beforeEnd,
              amount: '9999.99',
            },
          ]),
      // A year target is less precise than the month's: not used for the month's days.
      {
        partnerId: a.partnerId,
        sellerId: null,
        periodKind: 'year',
        periodStart: `${today.slice(0, 4)}-01-01`,
        periodEnd: `${today.slice(0, 4)}-12-31`,
        amount: '1.00',
      },
      {
        partnerId: a.partnerId,
        sellerId,
        periodKind: 'month',
        periodStart: month,
        periodEnd: monthEnd,
        amount: '3000.00',
      },
      {
        partnerId: b.partnerId,
        sellerId: null,
        periodKind: 'month',
        periodStart: month,
        periodEnd: monthEnd,
        amount: '500.00',
      },
    ]);
    const trend = (await get(a, `analysis/trend?${period()}`)).data;
    expect(trend.unit).toBe('day');
    expect(trend.points).toHaveLength(10);
    expect(trend.points.at(-1)).toMatchObject({ period: today, sales: '350.50', completedCount: 2 });
    expect(trend.sales).toBe('350.50');
    const spread = new Map([
      ...spreadOverDays('30000.01', month, monthEnd),
      ...(before === month ? [] : spreadOverDays('9999.99', before, beforeEnd)),
    ]);
    let cents = 0n;
    for (const point of trend.points) {
      const expected = spread.get(point.period) as bigint;
      cents += expected;
      expect(point.target).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`);
    }
    expect(trend.target).toBe(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
    expect(trend.targetMissing).toBeNull();

    // A whole month by month: the month's target exactly; the days of a month sum to it.
    const monthly = (await get(a, `analysis/trend?dateFrom=${addDays(month, -365)}&dateTo=${monthEnd}`)).data;
    expect(monthly.unit).toBe('month');
    // p1 (70.00) was completed 11 days ago: in this month or the one before.
    const p1Day = localDayOf(new Date(Date.now() - 11 * DAY), businessTimeZone());
    const monthSales = p1Day >= month ? '420.50' : '350.50';
    expect(monthly.points.at(-1)).toMatchObject({ period: month, target: '30000.01', sales: monthSales });
    const spreadSum = [...spreadOverDays('30000.01', month, monthEnd).values()].reduce((x, y) => x + y, 0n);
    expect(spreadSum).toBe(3000001n);

    // The seller's target with the seller filter; none with a channel filter.
    const seller = (await get(a, `analysis/trend?dateFrom=${month}&dateTo=${monthEnd}&sellerIds=${sellerId}`))
      .data;
    expect(seller.target).toBe('3000.00');
    const channel = (await get(a, `analysis/trend?${period()}&channelIds=${MALL}`)).data;
    expect(channel).toMatchObject({ target: null, targetMissing: 'channel', achievedPercent: null });
  });

  it("shares the period's orders by channel, named", async () => {
    const channels = (await get(a, `analysis/channels?${period()}`)).data;
    expect(channels).toEqual({
      rows: [
        { channelId: MALL, channelName: '商城', orderCount: 4, amount: '430.75', percent: '76.82' },
        {
          channelId: OFFLINE,
          channelName: expect.any(String),
          orderCount: 2,
          amount: '130.00',
          percent: '23.18',
        },
      ],
      orderCount: 6,
      amount: '560.75',
    });
  });

  it('lists the top goods by name and the top customers, of the partner only', async () => {
    const top = (await get(a, `analysis/top?${period()}`)).data;
    expect(top.goods).toEqual([
      { id: goods2, name: '得力 软木板 B2', orderCount: 1, amount: '250.50' },
      { id: goods1, name: '得力 白板 A1', orderCount: 2, amount: '180.25' },
    ]);
    expect(top.customers).toEqual([
      { id: null, name: '江苏省卫健委', orderCount: 2, amount: '280.50' },
      { id: null, name: '南京市教育局', orderCount: 3, amount: '240.25' },
      { id: null, name: '某市财政局', orderCount: 1, amount: '40.00' },
    ]);
    const other = (await get(b, `analysis/top?${period()}`)).data;
    // B's line names A's goods id, but B has no such goods: the id, not A's name.
    expect(other.goods).toEqual([{ id: goods1, name: `#${goods1}`, orderCount: 1, amount: '777.77' }]);
  });

  it('counts the funnel as stages reached at least, settled and paid from the statement', async () => {
    const answer = await get(a, `analysis/funnel?${period()}`);
    expect(answer.code, answer.msg).toBe('0000');
    const funnel = answer.data;
    expect(funnel.stages).toEqual([
      { stage: 'placed', orderCount: 6, amount: '560.75', percent: '100.00' },
      { stage: 'confirmed', orderCount: 5, amount: '530.75', percent: '83.33' },
      { stage: 'shipped', orderCount: 4, amount: '490.75', percent: '66.67' },
      { stage: 'received', orderCount: 3, amount: '410.50', percent: '50.00' },
      { stage: 'completed', orderCount: 2, amount: '350.50', percent: '33.33' },
      { stage: 'settled', orderCount: 1, amount: '250.50', percent: '16.67' },
      { stage: 'paid', orderCount: 1, amount: '250.50', percent: '16.67' },
    ]);
  });

  it('ages the receivables from today and equals a direct count over the orders', async () => {
    const receivables = (await get(a, 'analysis/receivables')).data;
    expect(receivables.today).toBe(today);
    expect(receivables.buckets).toEqual([
      { age: '0-30', orderCount: 3, amount: '420.50', percent: '40.41' },
      { age: '31-60', orderCount: 1, amount: '500.00', percent: '48.05' },
      { age: '61-90', orderCount: 0, amount: '0.00', percent: '0.00' },
      { age: '90+', orderCount: 1, amount: '120.00', percent: '11.53' },
    ]);
    const [direct] = await queryRows<{ n: number; amount: string }>(
      t.database.db,
      sql`select count(*)::int as n, sum(total_amount - matched_amount)::text as amount from orders
          where partner_id = ${a.partnerId} and state = 7 and matched_amount < total_amount`,
    );
    expect(receivables).toMatchObject({ orderCount: direct.n, amount: direct.amount });
    const mall = (await get(a, `analysis/receivables?channelIds=${MALL}`)).data;
    expect(mall.amount).toBe('320.50');
  });

  it('answers win rates of nothing decided as null percentages', async () => {
    const rates = (await get(a, `analysis/win-rates?${period()}`)).data;
    expect(rates).toEqual({
      quotation: { won: 0, decided: 0, percent: null },
      bidding: { won: 0, decided: 0, percent: null },
    });
  });

  it("shows today's orders and completions by channel, what waits, the caller's tasks and the latest orders", async () => {
    const today_ = (await get(a, 'monitor/today')).data;
    expect(today_).toMatchObject({
      today,
      orders: { orderCount: 6, amount: '560.75' },
      completed: { orderCount: 2, amount: '350.50' },
      yesterday: { orders: { orderCount: 0, amount: '0.00' }, completed: { orderCount: 0, amount: '0.00' } },
    });
    expect(today_.channels).toEqual([
      {
        channelId: MALL,
        channelName: '商城',
        orders: { orderCount: 4, amount: '430.75' },
        completed: { orderCount: 1, amount: '250.50' },
      },
      {
        channelId: OFFLINE,
        channelName: expect.any(String),
        orders: { orderCount: 2, amount: '130.00' },
        completed: { orderCount: 1, amount: '100.00' },
      },
    ]);

    await t.database.db.insert(workTasks).values([
      {
        partnerId: a.partnerId,
        title: '回访客户',
        assigneeId: a.accountId,
        dueDay: addDays(today, 3),
        state: TaskState.open,
      },
      {
        partnerId: a.partnerId,
        title: '催收货款',
        assigneeId: a.accountId,
        dueDay: addDays(today, -3),
        state: TaskState.overdue,
      },
      {
        partnerId: a.partnerId,
        title: '已完成',
        assigneeId: a.accountId,
        dueDay: today,
        state: TaskState.done,
      },
      {
        partnerId: a.partnerId,
        title: '别人的',
        assigneeId: noView.accountId,
        dueDay: today,
        state: TaskState.open,
      },
    ]);
    const waiting = (await get(a, 'monitor/waiting')).data;
    expect(waiting).toMatchObject({
      todo: { orderWaitConfirmCount: 1, orderWaitShippingCount: 1 },
      overtimeCount: 1,
      purchase: { draftCount: 0, submittedCount: 0 },
      tasks: { open: 1, overdue: 1 },
    });
    expect((await get(b, 'monitor/waiting')).data).toMatchObject({
      todo: { orderWaitConfirmCount: 0 },
      overtimeCount: 0,
      tasks: { open: 0, overdue: 0 },
    });

    const latest = (await get(a, 'monitor/latest')).data.rows;
    expect(latest).toHaveLength(10);
    expect(latest.map((row: { id: number }) => row.id)).not.toContain(ids.b1);
    expect(latest.map((row: { id: number }) => row.id).slice(0, 1)).toEqual([ids.o7]);
    expect(latest[0]).toMatchObject({
      orderNo: expect.stringMatching(/^DASH/),
      channelName: '商城',
      totalAmount: '60.00',
      state: 6,
    });
    expect((await get(b, 'monitor/latest')).data.rows.map((row: { id: number }) => row.id)).toEqual([ids.b1]);
  });
});
