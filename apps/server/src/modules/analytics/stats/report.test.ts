import { SellerState } from '@portal/shared/analytics-states';
import { OrderSource, OrderState } from '@portal/shared/contracts/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { exportAs } from '../../../test/exports';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import { goods } from '../../catalog/goods/goods.table';
import { DocumentState } from '@portal/shared/contracts/orders';
import { approveDocument, confirmOrder, refuseOrder, shipOrder } from '../../orders/order-actions.service';
import { orderDocuments, orderItems, orders } from '../../orders/orders.table';
import { insertOrders, type NewOrder } from '../../orders/order-intake.service';
import { customers, sellers } from '../sellers/sellers.table';

// Reports over a known set of orders placed through the real intake and moved through the real
// transitions: October 2026 against the month before it (September).

let t: TestApp;
let a: TestActor;
let b: TestActor;
let staff: TestActor;
let sellerId: number;
let goneSellerId: number;
let penId: number;
const MISSING_GOODS = 987_654_321;
const SIGNING_PEN = 100101;

const OCTOBER = { dateFrom: '2026-10-01', dateTo: '2026-10-31' };

let serial = 0;
/** An order of one line (or the given lines) placed at noon UTC of `day` (the same local day in China). */
const orderOf = (
  partnerId: number,
  input: {
    day: string;
    channelId: number | null;
    customer: string;
    province: string;
    state?: OrderState;
    lines: Array<{ goodsId: number | null; amount: string }>;
  },
): NewOrder => {
  serial += 1;
  return {
    partnerId,
    source: input.channelId === null ? OrderSource.manual : OrderSource.channel,
    channelId: input.channelId,
    orderNo: `RPT${Date.now()}${String(serial).padStart(4, '0')}`,
    customerName: input.customer,
    receiverName: '王伟',
    receiverPhone: '13800000000',
    regionCodes: [input.province, `${input.province.slice(0, 2)}0100`, `${input.province.slice(0, 2)}0102`],
    regionName: '测试地区',
    address: '测试路 1 号',
    freight: '0.00',
    orderTime: new Date(`${input.day}T04:00:00Z`),
    state: input.state ?? OrderState.awaitingShipment,
    confirmDeadline: null,
    contractRequired: false,
    remark: null,
    createdBy: null,
    items: input.lines.map((line, i) => ({
      goodsId: line.goodsId,
      skuId: null,
      goodsName: `测试商品 ${i + 1}`,
      spec: '规格',
      unit: '个',
      quantity: '1',
      unitPrice: line.amount,
    })),
  };
};

const place = async (order: NewOrder) => {
  const [created] = await t.database.db.transaction((tx) => insertOrders(tx, [order]));
  return created;
};

/**
 * Completes an order awaiting shipment the way it happens: shipped in full, the signed receipt
 * approved (received), then the invoice approved (completed). The documents are put up for review
 * directly (their files do not matter here); every state change goes through the order's transitions.
 */
const complete = async (actor: TestActor, orderId: number) => {
  const { db } = t.database;
  const items = await db
    .select({ id: orderItems.id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.partnerId, actor.partnerId), eq(orderItems.orderId, orderId)));
  await shipOrder(db, actor, {
    orderId,
    expressCode: 'SF',
    trackingNo: `SF${orderId}0001`,
    items: items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
  });
  for (const kind of ['sign', 'invoice'] as const) {
    await db
      .update(orders)
      .set(
        kind === 'sign'
          ? { signState: DocumentState.awaitingReview }
          : { invoiceState: DocumentState.awaitingReview },
      )
      .where(and(eq(orders.partnerId, actor.partnerId), eq(orders.id, orderId)));
    const [document] = await db
      .insert(orderDocuments)
      .values({ partnerId: actor.partnerId, orderId, kind, state: DocumentState.awaitingReview, fileIds: [] })
      .returning();
    await approveDocument(db, document.id);
  }
  const [done] = await db
    .select({ state: orders.state })
    .from(orders)
    .where(and(eq(orders.partnerId, actor.partnerId), eq(orders.id, orderId)));
  expect(done.state).toBe(OrderState.completed);
};

const post = (actor: TestActor, url: string, payload: object, lang?: 'zh-CN' | 'zh-TW' | 'en') =>
  injectAs(t.app, actor, { method: 'POST', url, payload, lang }).then((res) => res.json());

const report = (actor: TestActor, dimension: string, extra: object = {}, lang?: 'zh-CN' | 'en') =>
  post(actor, '/api/trade/report/dimension', { dimension, ...OCTOBER, ...extra }, lang);

beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await givenTwoPartners(t.database.db));
  const { db } = t.database;
  const account = await createAccount(db, a.partnerId, { authorities: ['order:index:view'] });
  staff = {
    partnerId: a.partnerId,
    accountId: account.id,
    username: account.username,
    token: await sessionTokenFor(db, a.partnerId, account.id),
  };
  // Two sellers: 李娜 keeps 乙单位; 赵强 has 丙单位 and is deleted after its order.
  const [li] = await db
    .insert(sellers)
    .values({ partnerId: a.partnerId, name: '李娜', state: SellerState.active })
    .returning();
  const [zhao] = await db
    .insert(sellers)
    .values({ partnerId: a.partnerId, name: '赵强', state: SellerState.active })
    .returning();
  sellerId = li.id;
  goneSellerId = zhao.id;
  await db.insert(customers).values([
    { partnerId: a.partnerId, name: '乙单位', sellerId: li.id, source: 2 },
    { partnerId: a.partnerId, name: '丙单位', sellerId: zhao.id, source: 2 },
  ]);
  const [pen] = await db
    .insert(goods)
    .values({
      partnerId: a.partnerId,
      name: '得力 按动中性笔',
      categoryId: SIGNING_PEN,
      brandId: 1,
      model: 'S01',
      unit: '支',
      imageIds: [],
      params: [],
      description: '',
      state: 2,
      createdBy: a.accountId,
    })
    .returning();
  penId = pen.id;

  // October: 甲单位 on the mall (awaiting confirmation, then confirmed), 乙单位 on the mall with
  // two lines, 甲单位 on JD (refused: it does not stand), 丙单位 entered by hand.
  const first = await place(
    orderOf(a.partnerId, {
      day: '2026-10-05',
      channelId: 1,
      customer: '甲单位',
      province: '320000',
      state: OrderState.awaitingConfirmation,
      lines: [{ goodsId: penId, amount: '100.00' }],
    }),
  );
  await confirmOrder(db, a, first.id);
  await place(
    orderOf(a.partnerId, {
      day: '2026-10-20',
      channelId: 1,
      customer: '乙单位',
      province: '110000',
      lines: [
        { goodsId: penId, amount: '200.50' },
        { goodsId: MISSING_GOODS, amount: '50.00' },
      ],
    }),
  );
  const refused = await place(
    orderOf(a.partnerId, {
      day: '2026-10-21',
      channelId: 45,
      customer: '甲单位',
      province: '320000',
      state: OrderState.awaitingConfirmation,
      lines: [{ goodsId: null, amount: '49.50' }],
    }),
  );
  await refuseOrder(db, a, refused.id, '缺货');
  const byHand = await place(
    orderOf(a.partnerId, {
      day: '2026-10-31',
      channelId: null,
      customer: '丙单位',
      province: '990000',
      lines: [{ goodsId: null, amount: '60.00' }],
    }),
  );
  // Completed today: counted in the year report's completed basis in this month.
  await complete(a, byHand.id);
  await db.delete(sellers).where(and(eq(sellers.partnerId, a.partnerId), eq(sellers.id, zhao.id)));
  // The previous period: one mall order of 甲单位.
  await place(
    orderOf(a.partnerId, {
      day: '2026-09-10',
      channelId: 1,
      customer: '甲单位',
      province: '320000',
      lines: [{ goodsId: penId, amount: '80.00' }],
    }),
  );
  // Another partner's October order: never counted for A.
  await place(
    orderOf(b.partnerId, {
      day: '2026-10-06',
      channelId: 1,
      customer: '甲单位',
      province: '320000',
      lines: [{ goodsId: null, amount: '1000.00' }],
    }),
  );
});
afterAll(() => t.close());

describe('reports by dimension', () => {
  it('sums the channels with exact shares, the previous period and the change; refused orders do not stand', async () => {
    const answer = await report(a, 'channel');
    expect(answer.code).toBe('0000');
    expect(answer.data).toMatchObject({
      previousFrom: '2026-09-01',
      previousTo: '2026-09-30',
      total: 2,
      totals: {
        orderCount: 3,
        amount: '410.50',
        previousCount: 1,
        previousAmount: '80.00',
        change: '330.50',
        changeRate: '413.13',
      },
    });
    expect(answer.data.rows).toEqual([
      {
        key: '1',
        name: '商城',
        known: true,
        orderCount: 2,
        amount: '350.50',
        share: '85.38',
        previousCount: 1,
        previousAmount: '80.00',
        change: '270.50',
        changeRate: '338.13',
      },
      {
        key: '0',
        name: '手工录单',
        known: true,
        orderCount: 1,
        amount: '60.00',
        share: '14.62',
        previousCount: 0,
        previousAmount: '0.00',
        change: '60.00',
        changeRate: null,
      },
    ]);
  });

  it('counts every order by its state, the refused one included, in the caller language', async () => {
    const answer = await report(a, 'state', {}, 'en');
    expect(
      answer.data.rows.map(
        (r: { key: string; orderCount: number; amount: string; previousCount: number }) => [
          r.key,
          r.orderCount,
          r.amount,
          r.previousCount,
        ],
      ),
    ).toEqual([
      ['3', 2, '350.50', 1],
      ['7', 1, '60.00', 0],
      ['9', 1, '49.50', 0],
    ]);
    expect(answer.data.rows[1].name).toBe('Completed');
    expect(answer.data.totals).toMatchObject({ orderCount: 4, amount: '460.00' });
  });

  it('names customers, regions, goods, categories and sellers; deleted ones are named as such', async () => {
    const customer = (await report(a, 'customer', { current: 1, size: 10 })).data;
    expect(customer.rows.map((r: { name: string; amount: string }) => [r.name, r.amount])).toEqual([
      ['乙单位', '250.50'],
      ['甲单位', '100.00'],
      ['丙单位', '60.00'],
    ]);
    expect(customer.rows[1]).toMatchObject({ previousAmount: '80.00', change: '20.00', changeRate: '25.00' });

    const region = (await report(a, 'region')).data;
    expect(
      region.rows.map((r: { name: string; known: boolean; amount: string }) => [r.name, r.known, r.amount]),
    ).toEqual([
      ['北京市', true, '250.50'],
      ['江苏省', true, '100.00'],
      ['未知地区（990000）', false, '60.00'],
    ]);

    const goodsReport = (await report(a, 'goods', { current: 1, size: 10 })).data;
    expect(
      goodsReport.rows.map((r: { name: string; orderCount: number; amount: string; share: string }) => [
        r.name,
        r.orderCount,
        r.amount,
        r.share,
      ]),
    ).toEqual([
      ['得力 按动中性笔', 2, '300.50', '85.73'],
      [`已删除的商品（${MISSING_GOODS}）`, 1, '50.00', '14.27'],
    ]);
    expect(goodsReport.rows[0]).toMatchObject({
      previousCount: 1,
      previousAmount: '80.00',
      change: '220.50',
    });

    const category = (await report(a, 'category')).data;
    expect(category.rows).toHaveLength(1);
    expect(category.rows[0]).toMatchObject({
      key: String(SIGNING_PEN),
      name: '签字笔',
      orderCount: 2,
      amount: '300.50',
    });

    const seller = (await report(a, 'seller', {}, 'en')).data;
    expect(
      seller.rows.map((r: { key: string; name: string; amount: string }) => [r.key, r.name, r.amount]),
    ).toEqual([
      [String(sellerId), '李娜', '250.50'],
      ['0', 'No seller', '100.00'],
      [String(goneSellerId), `Deleted seller (${goneSellerId})`, '60.00'],
    ]);
  });

  it('sums a period of part months from the month rows and the day rows at both edges', async () => {
    const answer = (await report(a, 'channel', { dateFrom: '2026-09-10', dateTo: '2026-10-20' })).data;
    // 2026-09-10 (80.00), 2026-10-05 (100.00) and 2026-10-20 (250.50) are in; 2026-10-31 is not.
    expect(answer.totals).toMatchObject({ orderCount: 3, amount: '430.50' });
    const edge = (await report(a, 'channel', { dateFrom: '2026-09-11', dateTo: '2026-10-19' })).data;
    expect(edge.totals).toMatchObject({
      orderCount: 1,
      amount: '100.00',
      previousCount: 1,
      previousAmount: '80.00',
    });
    expect(edge).toMatchObject({ previousFrom: '2026-08-03', previousTo: '2026-09-10' });
  });

  it('pages the customers, the largest first, with the total of all of them', async () => {
    const second = (await report(a, 'customer', { current: 2, size: 10 })).data;
    expect(second.rows).toEqual([]);
    expect(second.total).toBe(3);
    expect(second.totals.amount).toBe('410.50');
  });

  it('filters by channel and seller (0: by hand, 0: no seller)', async () => {
    const byHand = (await report(a, 'customer', { channelIds: [0] })).data;
    expect(byHand.rows.map((r: { name: string }) => r.name)).toEqual(['丙单位']);
    const unassigned = (await report(a, 'channel', { sellerIds: [0] })).data;
    expect(unassigned.totals).toMatchObject({ orderCount: 1, amount: '100.00', previousAmount: '80.00' });
    const mall = (await report(a, 'region', { channelIds: [1], sellerIds: [sellerId] })).data;
    expect(mall.rows.map((r: { name: string; amount: string }) => [r.name, r.amount])).toEqual([
      ['北京市', '250.50'],
    ]);
  });

  it("never counts another partner's orders, and B sees only its own", async () => {
    const mine = (await report(b, 'channel')).data;
    expect(mine.totals).toMatchObject({ orderCount: 1, amount: '1000.00', previousAmount: '0.00' });
    expect(mine.rows).toHaveLength(1);
  });

  it('refuses a period backwards or longer than three years, translated', async () => {
    const backwards = await post(a, '/api/trade/report/dimension', {
      dimension: 'channel',
      dateFrom: '2026-10-31',
      dateTo: '2026-10-01',
    });
    expect(backwards.code).toBe('1111');
    const long = await post(
      a,
      '/api/trade/report/dimension',
      { dimension: 'channel', dateFrom: '2020-01-01', dateTo: '2026-10-01' },
      'en',
    );
    expect(long.code).toBe('1111');
    expect(long.data.fields.dateTo).toBe('A report covers at most 3 years');
    const unknown = await post(a, '/api/trade/report/dimension', { dimension: 'brand', ...OCTOBER });
    expect(unknown.code).toBe('1111');
  });

  it('answers 0002 to a sub-account without the report page', async () => {
    const res = await injectAs(t.app, staff, {
      method: 'POST',
      url: '/api/trade/report/dimension',
      payload: { dimension: 'channel', ...OCTOBER },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('0002');
    const year = await injectAs(t.app, staff, {
      method: 'POST',
      url: '/api/trade/report/year',
      payload: { year: 2026 },
    });
    expect(year.json().code).toBe('0002');
    const exported = await injectAs(t.app, staff, {
      method: 'POST',
      url: '/api/trade/report/year/export',
      payload: { year: 2026 },
    });
    expect(exported.json().code).toBe('0002');
  });
});

describe('the year report', () => {
  it('puts the year by month and channel with the totals per month, per channel and of the year', async () => {
    const answer = await post(a, '/api/trade/report/year', { year: 2026 });
    expect(answer.code).toBe('0000');
    const year = answer.data;
    expect(year.channels).toEqual([
      { channelId: 1, name: '商城' },
      { channelId: 0, name: '手工录单' },
    ]);
    expect(year.months).toHaveLength(12);
    expect(year.months[8]).toEqual({
      month: '2026-09',
      cells: [
        { orderCount: 1, amount: '80.00' },
        { orderCount: 0, amount: '0.00' },
      ],
      total: { orderCount: 1, amount: '80.00' },
    });
    expect(year.months[9]).toEqual({
      month: '2026-10',
      cells: [
        { orderCount: 2, amount: '350.50' },
        { orderCount: 1, amount: '60.00' },
      ],
      total: { orderCount: 3, amount: '410.50' },
    });
    expect(year.channelTotals).toEqual([
      { orderCount: 3, amount: '430.50' },
      { orderCount: 1, amount: '60.00' },
    ]);
    expect(year.total).toEqual({ orderCount: 4, amount: '490.50' });
    const other = (await post(b, '/api/trade/report/year', { year: 2026 })).data;
    expect(other.total).toEqual({ orderCount: 1, amount: '1000.00' });
  });

  it('counts completed orders by the month they were completed, on the completed basis', async () => {
    const year = (
      await post(a, '/api/trade/report/year', { year: new Date().getFullYear(), basis: 'completed' })
    ).data;
    expect(year.channels).toEqual([{ channelId: 0, name: '手工录单' }]);
    expect(year.total).toEqual({ orderCount: 1, amount: '60.00' });
    const month = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 7);
    expect(year.months.find((m: { month: string }) => m.month === month).total).toEqual({
      orderCount: 1,
      amount: '60.00',
    });
    const sellerOnly = (await post(a, '/api/trade/report/year', { year: 2026, sellerIds: [sellerId] })).data;
    expect(sellerOnly.total).toEqual({ orderCount: 1, amount: '250.50' });
  });
});

describe('exports', () => {
  it('writes a report by dimension with every member and the totals row', async () => {
    const { task, header, rows } = await exportAs(t.app, a, '/api/trade/report/dimension/export', {
      dimension: 'channel',
      ...OCTOBER,
    });
    expect(task.exportName).toBe('报表');
    expect(header).toEqual([
      '维度',
      '名称',
      '订单数',
      '金额',
      '占比',
      '上期订单数',
      '上期金额',
      '金额变化',
      '变化率',
      '统计期间',
    ]);
    expect(rows).toEqual([
      ['渠道', '商城', 2, '350.50', '85.38%', 1, '80.00', '270.50', '338.13%', '2026-10-01 ~ 2026-10-31'],
      ['渠道', '手工录单', 1, '60.00', '14.62%', 0, '0.00', '60.00', '-', '2026-10-01 ~ 2026-10-31'],
      ['渠道', '合计', 3, '410.50', '100.00%', 1, '80.00', '330.50', '413.13%', '2026-10-01 ~ 2026-10-31'],
    ]);
  });

  it('writes the year report month by month, in English', async () => {
    const { header, rows } = await exportAs(t.app, a, '/api/trade/report/year/export', { year: 2026 }, 'en');
    expect(header).toEqual(['Month', 'Channel', 'Orders', 'Amount']);
    expect(rows).toHaveLength(12 * 3 + 3);
    expect(rows.slice(27, 30)).toEqual([
      ['2026-10', '商城', 2, '350.50'],
      ['2026-10', 'Entered by hand', 1, '60.00'],
      ['2026-10', 'Total', 3, '410.50'],
    ]);
    expect(rows.at(-1)).toEqual(['Year 2026', 'Total', 4, '490.50']);
  });
});
