import { OrderSource, OrderState } from '@portal/shared/contracts/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../ops/run-command';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { givenTwoPartners, injectAs, type TestActor, uploadAs } from '../../test/fixtures';
import { catalogSetup } from '../catalog/goods/goods.fixtures';
import { TINY_PDF } from '../communal/upload.fixtures';
import { notices } from '../partner/notice.table';
import { partnerSummaryOf } from '../partner/partner.service';
import { insertOrders, type NewOrder } from './order-intake.service';
import { orderDocuments } from './orders.table';

type Lang = 'zh-CN' | 'en';
const HOUR = 60 * 60 * 1000;
const MALL = 1;
let serial = 0;

/** A channel order of the mall awaiting confirmation: two lines (3 x 12.50 and 2 x 100.00) and 8.00 freight. */
const channelOrder = (partnerId: number, overrides: Partial<NewOrder> = {}): NewOrder => {
  serial += 1;
  const orderTime = overrides.orderTime ?? new Date();
  return {
    partnerId,
    source: OrderSource.channel,
    channelId: MALL,
    orderNo: `MALL20261123${String(serial).padStart(6, '0')}`,
    customerName: '南京市玄武区教育局',
    receiverName: '王伟',
    receiverPhone: '13800000000',
    regionCodes: ['320000', '320100', '320102'],
    regionName: '江苏省 南京市 玄武区',
    address: '北京东路41号',
    freight: '8.00',
    orderTime,
    state: OrderState.awaitingConfirmation,
    confirmDeadline: new Date(orderTime.getTime() + 24 * HOUR),
    contractRequired: false,
    remark: null,
    createdBy: null,
    items: [
      {
        goodsId: null,
        skuId: null,
        goodsName: '得力 中性笔',
        spec: '黑色 12支',
        unit: '盒',
        quantity: '3',
        unitPrice: '12.50',
      },
      {
        goodsId: null,
        skuId: null,
        goodsName: '得力 复印纸',
        spec: 'A4 70g',
        unit: '箱',
        quantity: '2',
        unitPrice: '100.00',
      },
    ],
    ...overrides,
  };
};

describe('orders', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;

  const post = (actor: TestActor, url: string, payload: unknown, lang?: Lang) =>
    injectAs(t.app, actor, { method: 'POST', url: `/api/trade/${url}`, payload: payload as object, lang });
  const get = async (actor: TestActor, url: string, lang?: Lang) =>
    (await injectAs(t.app, actor, { method: 'GET', url: `/api/trade/${url}`, lang })).json();
  const ops = (name: string, ...args: string[]) =>
    runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, name, args);
  const place = async (partnerId: number, overrides: Partial<NewOrder> = {}) =>
    (await t.database.db.transaction((tx) => insertOrders(tx, [channelOrder(partnerId, overrides)])))[0];
  const detail = async (actor: TestActor, id: number) => (await get(actor, `order/detail?id=${id}`)).data;
  const todo = async (actor: TestActor) => (await get(actor, 'index/todo/stats')).data;
  const pendingDocument = async (orderId: number, kind: string) => {
    const [row] = await t.database.db
      .select({ id: orderDocuments.id })
      .from(orderDocuments)
      .where(
        and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, kind), eq(orderDocuments.state, 2)),
      );
    return String(row.id);
  };
  const upload = async (actor: TestActor, orderId: number, kind: string, extra: object = {}, lang?: Lang) => {
    const fileId = await uploadAs(t.app, actor, `${kind}.pdf`, TINY_PDF);
    return (
      await post(actor, 'order/document/upload', { orderId, kind, fileIds: [fileId], ...extra }, lang)
    ).json();
  };
  const invoice = (amount: string) => ({
    invoice: {
      invoiceType: 'special',
      invoiceNo: '04412345',
      invoiceCode: '3200231130',
      invoiceDate: '2026-11-23',
      amount,
      taxAmount: '28.10',
    },
  });

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
  });
  afterAll(() => t.close());

  describe('reading', () => {
    let id: number;
    beforeEach(async () => {
      id = (await place(a.partnerId)).id;
    });

    it('lists and shows the partner its own orders only, with exact amounts and what blocks them', async () => {
      const page = (await post(a, 'order/page', { orderNo: 'MALL20261123' })).json();
      const row = page.data.find((r: { id: number }) => r.id === id);
      expect(row).toMatchObject({
        channelName: '商城',
        itemsAmount: '237.50',
        freight: '8.00',
        totalAmount: '245.50',
        state: 2,
        overtime: false,
        blockers: ['confirm'],
        itemCount: 2,
      });
      const shown = await detail(a, id);
      expect(
        shown.items.map((item: { quantity: string; amount: string }) => [item.quantity, item.amount]),
      ).toEqual([
        ['3', '37.50'],
        ['2', '200.00'],
      ]);
      expect(shown.checklist.map((c: { step: string; status: string }) => `${c.step}:${c.status}`)).toEqual([
        'confirm:todo',
        'ship:later',
        'sign:later',
        'contract:skipped',
        'invoice:later',
        'review:later',
        'settle:later',
        'settleConfirm:later',
        'payout:later',
      ]);
      expect(shown.events).toMatchObject([{ action: 'created', stateTo: 2, operator: null }]);

      expect((await post(b, 'order/page', {})).json().total).toBe(0);
      expect(await get(b, `order/detail?id=${id}`, 'en')).toMatchObject({
        code: '1111',
        msg: 'The order does not exist',
      });
    });

    it('filters by state, channel, customer, time and amount range; refuses a range that ends first', async () => {
      const total = (filter: object) => post(a, 'order/page', filter).then((r) => r.json().total);
      const all = await total({});
      expect(await total({ state: 2 })).toBe(all);
      expect(await total({ state: 3 })).toBe(0);
      expect(await total({ customerName: '玄武区' })).toBe(all);
      expect(await total({ customerName: '不存在的单位' })).toBe(0);
      expect(await total({ amountMin: '245.50', amountMax: '245.50' })).toBe(all);
      expect(await total({ amountMin: '245.51' })).toBe(0);
      expect(await total({ orderTimeStart: new Date(Date.now() + HOUR).toISOString() })).toBe(0);
      const wrong = await post(a, 'order/page', { amountMin: '10', amountMax: '5' });
      expect(wrong.statusCode).toBe(400);
      const counts = (await get(a, 'order/state/counts')).data;
      expect(counts['2']).toBe(all);
    });
  });

  it('confirms once: a second confirmation, from another tab at the same time, is refused', async () => {
    const order = await place(a.partnerId);
    const before = await todo(a);
    const [first, second] = await Promise.all([
      post(a, 'order/confirm', { id: order.id }, 'en'),
      post(a, 'order/confirm', { id: order.id }, 'en'),
    ]);
    const answers = [first.json(), second.json()];
    expect(answers.filter((x) => x.code === '0000')).toHaveLength(1);
    expect(answers.find((x) => x.code !== '0000')).toMatchObject({
      code: '1111',
      msg: 'The order is no longer awaiting confirmation',
    });
    const after = await todo(a);
    expect(after.orderWaitConfirmCount).toBe(before.orderWaitConfirmCount - 1);
    expect(after.orderWaitShippingCount).toBe(before.orderWaitShippingCount + 1);
    expect(after.invoiceWaitUploadCount).toBe(before.invoiceWaitUploadCount + 1);
    expect((await post(b, 'order/confirm', { id: order.id }, 'en')).json().msg).toBe(
      'The order does not exist',
    );
    expect((await detail(a, order.id)).events.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'confirmed',
    ]);
  });

  it('refuses an order with a reason; nothing is left to do on it', async () => {
    const order = await place(a.partnerId);
    const noReason = await post(a, 'order/refuse', { id: order.id, reason: '' }, 'en');
    expect(noReason.statusCode).toBe(400);
    const refused = (await post(a, 'order/refuse', { id: order.id, reason: '库存不足' })).json();
    expect(refused).toMatchObject({ code: '0000', msg: '已拒绝订单' });
    const shown = await detail(a, order.id);
    expect(shown).toMatchObject({ state: 9, reason: '库存不足', blockers: [] });
    expect((await post(a, 'order/confirm', { id: order.id }, 'en')).json().msg).toBe(
      'The order is no longer awaiting confirmation',
    );
  });

  it('ships in parts, never more than ordered; then the sign-off is due', async () => {
    const order = await place(a.partnerId);
    await post(a, 'order/confirm', { id: order.id });
    const { items } = await detail(a, order.id);
    const ship = (lines: [number, string][], lang?: Lang, actor = a) =>
      post(
        actor,
        'order/delivery',
        {
          orderId: order.id,
          expressCode: 'SF',
          trackingNo: `SF${Date.now()}`,
          items: lines.map(([i, quantity]) => ({ itemId: items[i].id, quantity })),
        },
        lang,
      ).then((r) => r.json());

    expect((await ship([[0, '4']], 'en')).msg).toBe('At most 3 more of "得力 中性笔 黑色 12支" can ship');
    expect((await ship([[0, '1']], 'en', b)).msg).toBe('The order does not exist');
    const unknown = await post(a, 'order/delivery', {
      orderId: order.id,
      expressCode: 'XX',
      trackingNo: 'XX123456',
      items: [{ itemId: items[0].id, quantity: '1' }],
    });
    expect(unknown.json().msg).toBe('不支持的快递公司');

    const partly = await ship([
      [0, '3'],
      [1, '1'],
    ]);
    expect(partly.data).toMatchObject({ state: 4, blockers: ['ship', 'invoice'] });
    expect(partly.data.items.map((i: { shippedQuantity: string }) => i.shippedQuantity)).toEqual(['3', '1']);
    expect((await ship([[0, '1']], 'en')).msg).toBe('At most 0 more of "得力 中性笔 黑色 12支" can ship');
    const done = await ship([[1, '1']]);
    expect(done.data).toMatchObject({ state: 5, signState: 1, blockers: ['sign', 'invoice'] });
    expect(done.data.shipments).toHaveLength(2);
    expect((await ship([[1, '1']], 'en')).msg).toBe(
      'Only orders awaiting shipment or partly shipped can be shipped',
    );

    const trace = (await get(a, `order/logistics?shipmentId=${done.data.shipments[0].id}`)).data;
    expect(trace).toMatchObject({ expressName: '顺丰速运', delivered: false, traces: [] });
    expect((await get(b, `order/logistics?shipmentId=${done.data.shipments[0].id}`)).code).toBe('1111');
  });

  it('takes documents through review to completion; the invoice amount must equal the order amount', async () => {
    // A large order: a contract is required too.
    const order = await place(a.partnerId, {
      items: [
        {
          goodsId: null,
          skuId: null,
          goodsName: '联想 台式机',
          spec: 'i5/16G',
          unit: '台',
          quantity: '3',
          unitPrice: '4999.00',
        },
      ],
      freight: '0',
    });
    expect(order).toMatchObject({ totalAmount: '14997.00', contractRequired: true });
    expect((await upload(a, order.id, 'contract', {}, 'en')).msg).toBe(
      'The order has not reached the step for this document yet',
    );
    await post(a, 'order/confirm', { id: order.id });
    expect((await upload(a, order.id, 'sign', {}, 'en')).msg).toBe(
      'The order has not reached the step for this document yet',
    );
    const mismatch = await upload(a, order.id, 'invoice', invoice('14996.99'), 'en');
    expect(mismatch.msg).toBe('The invoice amount 14996.99 must equal the order amount 14997.00');
    expect((await upload(a, order.id, 'invoice', {}, 'en')).msg).toBe('Fill in the invoice details');

    const contract = await upload(a, order.id, 'contract');
    expect(contract).toMatchObject({ code: '0000', data: { contractState: 2 } });
    expect((await upload(a, order.id, 'contract', {}, 'en')).msg).toBe('The document is being reviewed');
    await ops('order', 'reject-doc', await pendingDocument(order.id, 'contract'), '合同未盖章');
    const rejected = await detail(a, order.id);
    expect(rejected).toMatchObject({ contractState: 4, blockers: ['ship', 'contract', 'invoice'] });
    expect(rejected.checklist.find((c: { step: string }) => c.step === 'contract')).toMatchObject({
      status: 'todo',
      detail: '合同未盖章',
    });
    const [notice] = await t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.partnerId, a.partnerId), eq(notices.title, `合同被驳回：${order.orderNo}`)));
    expect(notice.content).toContain('合同未盖章');
    expect((await todo(a)).contractWaitUploadCount).toBeGreaterThan(0);

    await upload(a, order.id, 'contract');
    await ops('order', 'approve-doc', await pendingDocument(order.id, 'contract'));
    const withInvoice = await upload(a, order.id, 'invoice', invoice('14997'));
    expect(withInvoice.data.documents[0].invoice).toMatchObject({
      amount: '14997.00',
      invoiceType: 'special',
    });
    await ops('order', 'approve-doc', await pendingDocument(order.id, 'invoice'));

    const { items } = await detail(a, order.id);
    await post(a, 'order/delivery', {
      orderId: order.id,
      expressCode: 'JD',
      trackingNo: 'JD0012345678',
      items: [{ itemId: items[0].id, quantity: '3' }],
    });
    const signed = await upload(a, order.id, 'sign');
    expect(signed.data).toMatchObject({ state: 5, signState: 2, blockers: [] });
    await ops('order', 'approve-doc', await pendingDocument(order.id, 'sign'));
    const completed = await detail(a, order.id);
    expect(completed).toMatchObject({ state: 7, syncState: 0, blockers: [] });
    // Done through completion; then it awaits the operator's statement.
    expect(completed.checklist.map((c: { status: string }) => c.status)).toEqual([
      ...Array(6).fill('done'),
      'waiting',
      'later',
      'later',
    ]);
    expect(completed.events.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'confirmed',
      'contractUploaded',
      'contractRejected',
      'contractUploaded',
      'contractApproved',
      'invoiceUploaded',
      'invoiceApproved',
      'shipped',
      'signUploaded',
      'signApproved',
      'completed',
    ]);
    const waiting = (await post(a, 'settlement/wait/order/page', { orderNo: order.orderNo })).json();
    expect(waiting.data).toEqual([
      {
        id: order.id,
        orderNo: order.orderNo,
        orderTime: order.orderTime.toISOString(),
        orderAmount: '14997.00',
        outstandingAmount: '14997.00',
        companyName: '南京市玄武区教育局',
      },
    ]);
    expect((await post(b, 'settlement/wait/order/page', {})).json().total).toBe(0);
  });

  it('reminds of orders past the confirmation limit unless the partner turned the reminder off', async () => {
    const c = (await givenTwoPartners(t.database.db)).a;
    await place(c.partnerId, {
      orderTime: new Date(Date.now() - 30 * HOUR),
      confirmDeadline: new Date(Date.now() - 6 * HOUR),
    });
    await place(c.partnerId);
    const stats = (await post(c, 'order/timeout/unconfirmed/stats', undefined)).json();
    expect(stats.data).toEqual({ count: 1, partnerOrderConfirmNoticeTimes: 2 });
    const overtime = (await post(c, 'order/page', { overtime: true })).json();
    expect(overtime.total).toBe(1);
    expect(overtime.data[0]).toMatchObject({ overtime: true });
    await injectAs(t.app, c, {
      method: 'POST',
      url: '/api/account/partner/settings',
      payload: { orderConfirmReminder: false, orderConfirmNoticeHours: 4 },
    });
    const off = (await post(c, 'order/timeout/unconfirmed/stats', undefined)).json();
    expect(off.data.count).toBe(0);
  });

  it("enters an order by hand from the partner's own goods; cancels it before shipping", async () => {
    const setup = catalogSetup(t);
    const brandId = await setup.brand(a, '齐心');
    const goods = await setup.goods(a, { name: '齐心 文件柜', brandId, outcome: 'approved' });
    const input = {
      source: 2,
      channelId: 46,
      customerName: '某某科技有限公司',
      receiverName: '李强',
      receiverPhone: '025-88886666',
      regionCodes: ['320000', '320100', '320102'],
      address: '中山路1号',
      orderTime: '2026-11-20 10:00:00',
      freight: '20',
      items: [{ skuId: goods.skus[0].id, quantity: '2', unitPrice: '150.00' }],
    };
    const created = (await post(a, 'order/manual/add', input)).json();
    expect(created).toMatchObject({
      code: '0000',
      data: {
        source: 2,
        state: 3,
        channelName: '线下',
        totalAmount: '320.00',
        regionName: '江苏省 南京市 玄武区',
      },
    });
    expect(created.data.orderNo).toMatch(/^M\d{8}-\d{7}$/);
    expect(created.data.items[0]).toMatchObject({ goodsName: '齐心 文件柜', spec: '小号', unit: '块' });
    const again = await post(a, 'order/manual/add', { ...input, orderNo: created.data.orderNo }, 'en');
    expect(again.json().msg).toBe(`The order number "${created.data.orderNo}" exists already`);
    const foreignSku = await post(b, 'order/manual/add', input, 'en');
    expect(foreignSku.json().msg).toBe('The SKU does not exist');
    const badRegion = await post(a, 'order/manual/add', { ...input, regionCodes: ['999999'] }, 'en');
    expect(badRegion.json().msg).toBe('The region does not exist');

    expect((await post(a, 'order/cancel', { id: created.data.id, reason: '客户改期' })).json().code).toBe(
      '0000',
    );
    expect((await detail(a, created.data.id)).state).toBe(8);
    const channel = await place(a.partnerId, { state: OrderState.awaitingShipment });
    expect((await post(a, 'order/cancel', { id: channel.id, reason: '不做了' }, 'en')).json().msg).toContain(
      'ask the buyer to cancel a channel order',
    );
  });

  it('the channel simulator sends orders for goods on shelf; the buyer approves and cancels through ops', async () => {
    const setup = catalogSetup(t);
    await setup.join(b, MALL);
    const brandId = await setup.brand(b, '晨光');
    await setup.authorize(b, brandId, { from: -1, to: 30, outcome: 'approved' });
    const goods = await setup.goods(b, { name: '晨光 白板', brandId, outcome: 'approved' });
    await setup.list(b, goods, MALL, true);
    const { partnerNo } = await partnerSummaryOf(t.database.db, b.partnerId);
    const before = (await post(b, 'order/page', {})).json().total;
    const simulated = await ops('simulate', '--orders', '12', '--rate', '1000', '--partner', partnerNo);
    expect(simulated.output).toBe('orders: 12 for 1 partner(s)');
    const page = (await post(b, 'order/page', { size: 20 })).json();
    expect(page.total).toBe(before + 12);
    for (const row of page.data) {
      expect(row.channelName).toBe('商城');
      expect([1, 2]).toContain(row.state);
    }
    const open = page.data.find((row: { state: number }) => row.state === 2);
    const shown = await detail(b, open.id);
    expect(
      shown.items.every(
        (item: { goodsName: string; unitPrice: string }) =>
          item.goodsName === '晨光 白板' && item.unitPrice === '100.00',
      ),
    ).toBe(true);

    expect((await ops('order', 'cancel', String(open.id), '采购计划取消')).ok).toBe(true);
    expect(await detail(b, open.id)).toMatchObject({ state: 8, reason: '采购计划取消' });
    expect((await ops('order', 'buyer-approve', String(open.id))).output).toBe(
      'The order no longer awaits the buyer',
    );
  });

  it('exports the filtered orders through the export centre', async () => {
    const requested = (await post(a, 'order/export', { state: 2 })).json();
    expect(requested.code).toBe('0000');
    await t.app.jobs.runDue();
    const tasks = (
      await injectAs(t.app, a, { method: 'POST', url: '/api/communal/export/page', payload: {} })
    ).json();
    const task = tasks.data.find((x: { id: number }) => x.id === requested.data.taskId);
    expect(task).toMatchObject({ status: 2, exportName: '订单列表' });
    expect(task.total).toBe((await post(a, 'order/page', { state: 2 })).json().total);
  });

  it('keeps the to-do counts equal to the orders they count', async () => {
    const stats = await todo(a);
    const count = (filter: object) => post(a, 'order/page', filter).then((r) => r.json().total);
    expect(stats.orderWaitConfirmCount).toBe(await count({ state: 2 }));
    expect(stats.orderWaitShippingCount).toBe((await count({ state: 3 })) + (await count({ state: 4 })));
    expect(stats.invoiceWaitUploadCount).toBe(
      (await count({ documentKind: 'invoice', documentState: 1 })) +
        (await count({ documentKind: 'invoice', documentState: 4 })),
    );
    expect(stats.settlementMoneyWaitConfirmCount).toBe(0);
    expect(await todo(b)).not.toEqual(stats);
  });

  it("counts a document screen's tabs as its lists: orders per state of each document", async () => {
    const count = (filter: object) => post(a, 'order/page', filter).then((r) => r.json().total);
    for (const kind of ['sign', 'contract', 'invoice']) {
      const counts = (await get(a, `order/document/counts?kind=${kind}`)).data;
      for (const documentState of [1, 2, 3, 4]) {
        expect(counts[String(documentState)] ?? 0).toBe(await count({ documentKind: kind, documentState }));
      }
      expect((await get(b, `order/document/counts?kind=${kind}`)).data).not.toEqual(counts);
    }
    const wrong = (
      await injectAs(t.app, a, { url: '/api/trade/order/document/counts?kind=receipt', lang: 'en' })
    ).json();
    expect(wrong.code).toBe('1111');
    expect(wrong.msg).toMatch(/^Invalid input: kind/);
  });
});
