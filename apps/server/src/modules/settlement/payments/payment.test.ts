import { viewCodeOf } from '@portal/shared/menu';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { runOpsCommand } from '../../../ops/run-command';
import { auditLog } from '../../../platform/audit.table';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
  uploadAs,
} from '../../../test/fixtures';
import { loadXlsx, xlsxOf } from '../../../test/xlsx';
import { channels } from '../../catalog/channels/channel.table';
import { orders } from '../../orders/orders.table';
import { bankCsvOf, givenCompletedOrder, givenStatementState } from './payment.fixtures';

type Lang = 'zh-CN' | 'en';

describe('payments and matching', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let serial = 0;
  const nextSerial = () => {
    serial += 1;
    return `SN${Date.now()}${serial}`;
  };

  const post = async (actor: TestActor, url: string, payload: unknown, lang?: Lang) =>
    (
      await injectAs(t.app, actor, {
        method: 'POST',
        url: `/api/trade/${url}`,
        payload: payload as object,
        lang,
      })
    ).json();
  const get = async (actor: TestActor, url: string, lang?: Lang) =>
    (await injectAs(t.app, actor, { method: 'GET', url: `/api/trade/${url}`, lang })).json();
  const order = (actor: TestActor, input: Parameters<typeof givenCompletedOrder>[2]) =>
    givenCompletedOrder(t.database.db, actor.partnerId, input);
  const addPayment = async (actor: TestActor, input: Record<string, unknown>, lang?: Lang) =>
    post(
      actor,
      'payment/add',
      { payer: '南京市玄武区教育局', paidDate: '2026-11-20', bankSerial: nextSerial(), ...input },
      lang,
    );
  const outstandingOf = async (actor: TestActor, orderId: number) =>
    (await get(actor, `settlement/order/money?orderId=${orderId}`)).data.outstandingAmount;

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
  });
  afterAll(() => t.close());

  describe('recording payments', () => {
    it('adds, lists with filters and counts, shows, corrects and deletes; a serial is recorded once', async () => {
      const added = await addPayment(a, {
        payer: '苏州市财政局',
        amount: '1200.5',
        remark: '十一月货款',
        bankSerial: 'ICBC-001',
      });
      expect(added).toMatchObject({
        code: '0000',
        msg: '回款已登记',
        data: {
          payer: '苏州市财政局',
          amount: '1200.50',
          allocatedAmount: '0.00',
          restAmount: '1200.50',
          state: 0,
          source: 'manual',
          allocations: [],
        },
      });
      const id = added.data.id;
      const again = await addPayment(a, { payer: '苏州市财政局', amount: '1', bankSerial: 'ICBC-001' }, 'en');
      expect(again).toMatchObject({
        code: '1111',
        msg: 'Bank serial ICBC-001 is already recorded: a payment is entered once',
      });
      // Another partner may have the same serial.
      expect((await addPayment(b, { payer: '苏州市财政局', amount: '1', bankSerial: 'ICBC-001' })).code).toBe(
        '0000',
      );

      for (const filter of [
        { keyword: '财政' },
        { keyword: 'ICBC' },
        { keyword: '十一月' },
        { bankSerial: 'ICBC-001' },
        { payer: '苏州' },
        { state: 0 },
        { amountMin: '1200.50', amountMax: '1200.50' },
        { dateFrom: '2026-11-20', dateTo: '2026-11-20' },
      ]) {
        const page = await post(a, 'payment/page', filter);
        expect(
          page.data.map((row: { id: number }) => row.id),
          JSON.stringify(filter),
        ).toContain(id);
      }
      for (const filter of [
        { keyword: '鼓楼' },
        { state: 2 },
        { amountMin: '1200.51' },
        { dateFrom: '2026-11-21' },
      ]) {
        const page = await post(a, 'payment/page', filter);
        expect(
          page.data.map((row: { id: number }) => row.id),
          JSON.stringify(filter),
        ).not.toContain(id);
      }
      expect((await get(a, 'payment/state/counts')).data).toMatchObject({
        '0': expect.any(Number),
        '1': 0,
        '2': 0,
      });

      const corrected = await post(
        a,
        'payment/update',
        {
          id,
          payer: '苏州市财政局',
          amount: '1200.00',
          paidDate: '2026-11-21',
          bankSerial: 'ICBC-001',
          remark: null,
        },
        'en',
      );
      expect(corrected).toMatchObject({
        code: '0000',
        msg: 'Payment corrected',
        data: { amount: '1200.00', paidDate: '2026-11-21', remark: null },
      });

      // The other partner sees nothing of it.
      expect(await get(b, `payment/detail?id=${id}`, 'en')).toMatchObject({
        code: '1111',
        msg: 'The payment does not exist',
      });
      expect(
        (await post(b, 'payment/update', { id, payer: 'x', amount: '1', paidDate: '2026-11-21' })).code,
      ).toBe('1111');
      expect((await post(b, 'payment/delete', { id })).code).toBe('1111');
      expect((await post(b, 'payment/page', { keyword: '十一月' })).total).toBe(0);

      expect(await post(a, 'payment/delete', { id }, 'en')).toMatchObject({
        code: '0000',
        msg: 'Payment deleted',
      });
      expect((await get(a, `payment/detail?id=${id}`)).code).toBe('1111');
      const audits = await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.partnerId, a.partnerId), eq(auditLog.entityId, String(id))));
      expect(audits.map((row) => row.action)).toEqual(['paymentAdded', 'paymentUpdated', 'paymentDeleted']);
    });

    it('refuses malformed payments with translated messages', async () => {
      expect(await addPayment(a, { amount: '0' }, 'en')).toMatchObject({
        code: '1111',
        msg: expect.stringContaining('above 0'),
      });
      expect(await addPayment(a, { amount: '1.234' }, 'en')).toMatchObject({ code: '1111' });
      expect(await addPayment(a, { amount: '1', payer: ' ' }, 'en')).toMatchObject({
        code: '1111',
        msg: expect.stringContaining('payer'),
      });
    });
  });

  describe('matching', () => {
    it('full-matches exact amounts, part-matches within the outstanding and the rest, and undoes', async () => {
      const one = await order(a, { amount: '300.00', customerName: '常州市自然资源和规划局' });
      const two = await order(a, { amount: '200.00', customerName: '常州市自然资源和规划局' });
      const payment = (await addPayment(a, { payer: '常州市自然资源和规划局', amount: '500.00' })).data;

      // The other partner's payment or orders get nothing.
      expect((await post(b, 'match/full', { paymentId: payment.id, orderIds: [one.id, two.id] })).code).toBe(
        '1111',
      );
      const other = await order(b, { amount: '500.00' });
      expect(
        await post(a, 'match/full', { paymentId: payment.id, orderIds: [other.id] }, 'en'),
      ).toMatchObject({ code: '1111', msg: 'The order does not exist' });

      expect(await post(a, 'match/full', { paymentId: payment.id, orderIds: [one.id] }, 'en')).toMatchObject({
        code: '1111',
        msg: "The payment's unmatched 500.00 is above the orders' outstanding 300.00: choose more orders or match in part",
      });
      // Above an order's outstanding, above the payment's rest: refused, translated.
      expect(
        await post(
          a,
          'match/part',
          { paymentId: payment.id, lines: [{ orderId: one.id, amount: '300.01' }] },
          'en',
        ),
      ).toMatchObject({
        code: '1111',
        msg: `The amount for order ${one.orderNo} must not be above its outstanding 300.00`,
      });
      expect(
        await post(a, 'match/part', {
          paymentId: payment.id,
          lines: [{ orderId: one.id, amount: '300.01' }],
        }),
      ).toMatchObject({
        code: '1111',
        msg: `订单 ${one.orderNo} 的匹配金额不能超过其待回款金额 300.00`,
      });
      const big = await order(a, { amount: '900.00' });
      expect(
        await post(
          a,
          'match/part',
          { paymentId: payment.id, lines: [{ orderId: big.id, amount: '500.01' }] },
          'en',
        ),
      ).toMatchObject({
        code: '1111',
        msg: "The amounts together must not be above the payment's unmatched 500.00",
      });

      const part = await post(
        a,
        'match/part',
        { paymentId: payment.id, lines: [{ orderId: one.id, amount: '120.00' }] },
        'en',
      );
      expect(part).toMatchObject({
        code: '0000',
        msg: '1 orders matched',
        data: { allocations: 1, payment: { allocatedAmount: '120.00', restAmount: '380.00', state: 1 } },
      });
      expect(await outstandingOf(a, one.id)).toBe('180.00');
      const full = await post(a, 'match/full', { paymentId: payment.id, orderIds: [one.id, two.id] });
      expect(full).toMatchObject({
        code: '0000',
        data: { allocations: 2, payment: { allocatedAmount: '500.00', restAmount: '0.00', state: 2 } },
      });
      expect(await outstandingOf(a, one.id)).toBe('0.00');
      expect(await outstandingOf(a, two.id)).toBe('0.00');
      expect(await post(a, 'match/full', { paymentId: payment.id, orderIds: [big.id] }, 'en')).toMatchObject({
        code: '1111',
        msg: 'The payment is fully matched: nothing is left to match',
      });

      const detail = (await get(a, `payment/detail?id=${payment.id}`)).data;
      expect(
        detail.allocations.map(
          (x: { orderId: number; amount: string; outstandingAmount: string; undoable: boolean }) => [
            x.orderId,
            x.amount,
            x.outstandingAmount,
            x.undoable,
          ],
        ),
      ).toEqual([
        [one.id, '120.00', '0.00', true],
        [one.id, '180.00', '0.00', true],
        [two.id, '200.00', '0.00', true],
      ]);
      const money = (await get(a, `settlement/order/money?orderId=${one.id}`)).data;
      expect(money).toMatchObject({
        orderAmount: '300.00',
        matchedAmount: '300.00',
        outstandingAmount: '0.00',
        statement: null,
      });
      expect(
        money.allocations.map((x: { paymentId: number; amount: string }) => [x.paymentId, x.amount]),
      ).toEqual([
        [payment.id, '120.00'],
        [payment.id, '180.00'],
      ]);
      expect((await get(b, `settlement/order/money?orderId=${one.id}`)).code).toBe('1111');

      // A matched payment is neither corrected nor deleted.
      expect(await post(a, 'payment/delete', { id: payment.id }, 'en')).toMatchObject({
        code: '1111',
        msg: expect.stringContaining('undo its matches first'),
      });
      expect(
        (
          await post(a, 'payment/update', {
            id: payment.id,
            payer: 'x',
            amount: '500',
            paidDate: '2026-11-20',
          })
        ).code,
      ).toBe('1111');

      // Undo: the other partner cannot; after the statement is confirmed nobody can.
      const [first, second, third] = detail.allocations;
      expect((await post(b, 'match/undo', { id: first.id })).code).toBe('1111');
      await givenStatementState(t.database.db, a.partnerId, two.id, 2);
      expect((await get(a, `payment/detail?id=${payment.id}`)).data.allocations[2].undoable).toBe(false);
      expect(await post(a, 'match/undo', { id: third.id }, 'en')).toMatchObject({
        code: '1111',
        msg: `Order ${two.orderNo} is on statement JS20261124001, already confirmed: its match cannot be undone`,
      });
      const undone = await post(a, 'match/undo', { id: second.id }, 'en');
      expect(undone).toMatchObject({
        code: '0000',
        msg: 'Match undone',
        data: { payment: { allocatedAmount: '320.00', restAmount: '180.00', state: 1 } },
      });
      expect(await outstandingOf(a, one.id)).toBe('180.00');
      expect((await post(a, 'match/undo', { id: second.id })).code).toBe('1111');
      const audits = await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.partnerId, a.partnerId),
            eq(auditLog.entity, 'payment'),
            eq(auditLog.entityId, String(payment.id)),
          ),
        );
      expect(audits.map((row) => row.action)).toEqual([
        'paymentAdded',
        'partMatch',
        'fullMatch',
        'matchUndone',
      ]);
    });

    it('closes a small difference only within the channel tolerance and with a reason', async () => {
      await t.database.db
        .update(channels)
        .set({ toleranceAmount: '0', toleranceRate: '0' })
        .where(eq(channels.id, 1));
      const target = await order(a, { amount: '1000.00', customerName: '扬州市档案馆' });
      const payment = (await addPayment(a, { payer: '扬州市档案馆', amount: '996.50' })).data;
      expect(
        await post(
          a,
          'match/full',
          { paymentId: payment.id, orderIds: [target.id], differenceReason: 'bankFee' },
          'en',
        ),
      ).toMatchObject({
        code: '1111',
        msg: "The payment's unmatched 996.50 does not equal the orders' outstanding 1000.00, and the difference is above the tolerance (0.00)",
      });
      const ops = await runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'channel', [
        'tolerance',
        '1',
        '0.5%',
      ]);
      expect(ops).toEqual({
        ok: true,
        output: 'tolerance of channel 1: 0.00 yuan or 0.5% of the order amount',
      });
      expect(
        await post(a, 'match/full', { paymentId: payment.id, orderIds: [target.id] }, 'en'),
      ).toMatchObject({
        code: '1111',
        msg: 'The difference 3.50 is within the tolerance: choose its reason to match',
      });
      const matched = await post(a, 'match/full', {
        paymentId: payment.id,
        orderIds: [target.id],
        differenceReason: 'bankFee',
      });
      expect(matched).toMatchObject({
        code: '0000',
        data: { payment: { allocatedAmount: '996.50', restAmount: '0.00', state: 2 } },
      });
      const money = (await get(a, `settlement/order/money?orderId=${target.id}`)).data;
      expect(money).toMatchObject({
        matchedAmount: '1000.00',
        differenceAmount: '3.50',
        outstandingAmount: '0.00',
      });
      expect(money.allocations[0]).toMatchObject({
        amount: '996.50',
        differenceAmount: '3.50',
        differenceReason: 'bankFee',
      });

      // Part match: what stays open is closed with a reason within the tolerance (5.00 of 1000.00), not beyond.
      const second = await order(a, { amount: '1000.00', customerName: '扬州市档案馆' });
      const more = (await addPayment(a, { payer: '扬州市档案馆', amount: '2000.00' })).data;
      expect(
        await post(
          a,
          'match/part',
          {
            paymentId: more.id,
            lines: [{ orderId: second.id, amount: '994.99', differenceReason: 'rounding' }],
          },
          'en',
        ),
      ).toMatchObject({
        code: '1111',
        msg: `Order ${second.orderNo}'s difference 5.01 is above its channel's tolerance 5.00`,
      });
      expect(
        await post(a, 'match/part', {
          paymentId: more.id,
          lines: [{ orderId: second.id, amount: '995.00', differenceReason: 'rounding' }],
        }),
      ).toMatchObject({
        code: '0000',
        data: { payment: { allocatedAmount: '995.00', restAmount: '1005.00' } },
      });
      expect(await outstandingOf(a, second.id)).toBe('0.00');
      // Undo gives the order back its difference too.
      const [allocation] = (await get(a, `payment/detail?id=${more.id}`)).data.allocations;
      expect((await post(a, 'match/undo', { id: allocation.id })).code).toBe('0000');
      expect(await outstandingOf(a, second.id)).toBe('1000.00');
      // Manual orders have no tolerance.
      const manual = await order(a, { amount: '100.00', channelId: null, customerName: '扬州市档案馆' });
      expect(
        await post(a, 'match/full', {
          paymentId: more.id,
          orderIds: [manual.id],
          differenceReason: 'bankFee',
        }),
      ).toMatchObject({ code: '1111' });
      await t.database.db
        .update(channels)
        .set({ toleranceAmount: '0', toleranceRate: '0' })
        .where(eq(channels.id, 1));
    });

    it('refuses orders not completed or with nothing outstanding', async () => {
      const target = await order(a, { amount: '50.00' });
      await t.database.db.update(orders).set({ state: 6 }).where(eq(orders.id, target.id));
      const payment = (await addPayment(a, { amount: '50.00' })).data;
      expect(
        await post(a, 'match/full', { paymentId: payment.id, orderIds: [target.id] }, 'en'),
      ).toMatchObject({
        code: '1111',
        msg: `Order ${target.orderNo} is not completed yet: no payment can be matched to it`,
      });
    });

    it('gives a sub-account without the match authority 0002', async () => {
      const clerk = await createAccount(t.database.db, a.partnerId, {
        authorities: [viewCodeOf('/settlement/payment'), 'settlement:payment'],
      });
      const actor = {
        ...a,
        accountId: clerk.id,
        token: await sessionTokenFor(t.database.db, a.partnerId, clerk.id),
      };
      const payment = await addPayment(actor, { amount: '10.00' });
      expect(payment.code).toBe('0000');
      const target = await order(a, { amount: '10.00' });
      expect(
        (await post(actor, 'match/full', { paymentId: payment.data.id, orderIds: [target.id] })).code,
      ).toBe('0002');
      expect((await post(actor, 'match/undo', { id: 1 })).code).toBe('0002');
      expect((await post(actor, 'payment/page', {})).code).toBe('0000');
    });
  });

  describe('suggestions and the automatic match', () => {
    it('ranks an exact amount, a set of the customer adding up, and order numbers of the remark', async () => {
      const customer = '徐州市中心医院';
      const exact = await order(a, { amount: '777.77', customerName: '福州市鼓楼区图书馆', daysAgo: 40 });
      const pair = [
        await order(a, { amount: '377.70', customerName: customer }),
        await order(a, { amount: '400.07', customerName: customer }),
      ];
      const named = await order(a, { amount: '50.00', customerName: '哈尔滨工业大学后勤集团' });
      const payment = (
        await addPayment(a, {
          payer: `${customer}（财务科）`,
          amount: '777.77',
          remark: `含 ${named.orderNo}`,
        })
      ).data;
      expect(payment.state).toBe(0);
      const suggestions = await get(a, `payment/suggestions?paymentId=${payment.id}`);
      expect(suggestions.code).toBe('0000');
      const ids = suggestions.data.map((s: { orders: { orderId: number }[] }) =>
        s.orders
          .map((o) => o.orderId)
          .sort()
          .join(','),
      );
      expect(ids).toContain([pair[0].id, pair[1].id].sort().join(','));
      expect(ids).toContain(String(exact.id));
      expect(ids).toContain(String(named.id));
      const set = suggestions.data.find((s: { reasons: string[] }) => s.reasons.includes('customerSet'));
      expect(set).toMatchObject({
        total: '777.77',
        automatic: false,
        reasons: ['customerSet', 'payerName', 'dateClose'],
      });
      const byRemark = suggestions.data.find(
        (s: { orders: { orderId: number }[] }) => s.orders[0].orderId === named.id,
      );
      expect(byRemark.reasons).toContain('orderNoInRemark');
      expect(suggestions.data.every((s: { automatic: boolean }) => !s.automatic)).toBe(true);
      // Accepting the set.
      expect(
        (
          await post(a, 'match/full', {
            paymentId: payment.id,
            orderIds: set.orders.map((o: { orderId: number }) => o.orderId),
          })
        ).code,
      ).toBe('0000');
      expect((await get(a, `payment/suggestions?paymentId=${payment.id}`)).data).toEqual([]);
      expect((await get(b, `payment/suggestions?paymentId=${payment.id}`)).code).toBe('1111');
    });

    it('matches on entry only for an exact amount, the same customer and the order number in the remark', async () => {
      const customer = '宁波市海曙区应急管理局';
      const target = await order(a, { amount: '4321.00', customerName: customer });
      // Not the customer, not the amount, no order number: recorded unmatched.
      for (const input of [
        { payer: '宁波市海曙区财政局', amount: '4321.00', remark: `货款 ${target.orderNo}` },
        { payer: customer, amount: '4320.00', remark: `货款 ${target.orderNo}` },
        { payer: customer, amount: '4321.00', remark: '货款' },
      ]) {
        const added = await addPayment(a, input, 'en');
        expect(added, JSON.stringify(input)).toMatchObject({
          code: '0000',
          msg: 'Payment recorded',
          data: { state: 0 },
        });
      }
      const certain = await addPayment(
        a,
        { payer: `${customer} `, amount: '4321', remark: `付${target.orderNo}货款` },
        'en',
      );
      expect(certain).toMatchObject({
        code: '0000',
        msg: `Payment recorded and matched to order ${target.orderNo}`,
        data: { state: 2, restAmount: '0.00', allocations: [{ orderId: target.id, amount: '4321.00' }] },
      });
      // Another partner's order number in the remark matches nothing.
      const others = await order(b, { amount: '99.00', customerName: customer });
      expect(
        (await addPayment(a, { payer: customer, amount: '99.00', remark: others.orderNo })).data.state,
      ).toBe(0);
    });
  });

  describe('bank statement import', () => {
    it('gives the template', async () => {
      const res = await injectAs(t.app, a, { method: 'GET', url: '/api/trade/payment/import/template' });
      expect(res.statusCode).toBe(200);
      const workbook = await loadXlsx(res.rawPayload);
      expect((workbook.worksheets[0].getRow(1).values as string[]).filter(Boolean)).toEqual([
        '付款方*',
        '金额*',
        '到账日期*',
        '银行流水号*',
        '备注',
      ]);
    });

    it('checks, imports a .csv, skips serials already there, and imports nothing new the second time', async () => {
      const customer = '厦门大学附属中山医院';
      const target = await order(a, { amount: '2580.00', customerName: customer });
      const s = nextSerial();
      const csv = bankCsvOf([
        [customer, '2,580.00', '2026/11/22', `${s}-1`, `货款 ${target.orderNo}`],
        ['江苏省人民医院', '¥1280', '20261123', `${s}-2`, ''],
        ['', 'abc', '2026-13-01', `${s}-3`, ''],
        ['江苏省人民医院', '12.00', '2026-11-23', `${s}-2`, '文件中重复'],
      ]);
      const fileId = await uploadAs(t.app, a, '银行流水.csv', csv);
      const report = await post(a, 'payment/import/check', { fileId }, 'en');
      expect(report).toMatchObject({
        code: '0000',
        data: { rows: 4, validRows: 3, duplicates: 1, problemCount: 3 },
      });
      expect(report.data.problems).toEqual([
        { row: 4, column: '付款方*', message: 'is required' },
        { row: 4, column: '金额*', message: 'must be an amount above 0 with at most two decimals' },
        { row: 4, column: '到账日期*', message: 'is not a date such as 2026-11-24' },
      ]);
      const errors = await t.app.inject({ method: 'GET', url: report.data.errorFileUrl });
      const sheet = (await loadXlsx(errors.rawPayload)).worksheets[0];
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(7).value).toBe(4);
      expect((await post(a, 'payment/page', { keyword: s })).total).toBe(0);
      // Another partner cannot read the file.
      expect((await post(b, 'payment/import/check', { fileId })).code).toBe('1111');

      const imported = await post(a, 'payment/import', { fileId }, 'en');
      expect(imported).toMatchObject({
        code: '0000',
        msg: '2 payments imported, 1 duplicates skipped, 1 matched automatically',
        data: { imported: 2, duplicates: 1, autoMatched: 1, problemCount: 3 },
      });
      const page = await post(a, 'payment/page', { keyword: s, sortBy: 'amount', sortType: 'asc' });
      expect(
        page.data.map((row: { amount: string; paidDate: string; state: number; source: string }) => [
          row.amount,
          row.paidDate,
          row.state,
          row.source,
        ]),
      ).toEqual([
        ['1280.00', '2026-11-23', 0, 'import'],
        ['2580.00', '2026-11-22', 2, 'import'],
      ]);
      const twice = await post(a, 'payment/import', { fileId });
      expect(twice).toMatchObject({ code: '0000', data: { imported: 0, duplicates: 3, autoMatched: 0 } });
      expect((await post(a, 'payment/page', { keyword: s })).total).toBe(2);
    });

    it("imports an .xlsx with a bank's own column names and refuses a file without the columns", async () => {
      const s = nextSerial();
      const file = await xlsxOf(
        [
          ['2026-11-20', '南京大学后勤服务集团', 1500.5, `${s}-1`, '设备款'],
          [
            new Date(Date.UTC(2026, 10, 21)) as unknown as string,
            '南京大学后勤服务集团',
            '300',
            `${s}-2`,
            '',
          ],
        ],
        { header: ['交易日期', '对方户名', '交易金额', '流水号', '摘要'] },
      );
      const fileId = await uploadAs(t.app, a, 'bank.xlsx', file);
      expect(await post(a, 'payment/import', { fileId })).toMatchObject({
        code: '0000',
        data: { imported: 2, duplicates: 0, problemCount: 0, errorFileUrl: null },
      });
      const page = await post(a, 'payment/page', { keyword: s, sortBy: 'paidDate', sortType: 'asc' });
      expect(
        page.data.map((row: { amount: string; paidDate: string; remark: string | null }) => [
          row.amount,
          row.paidDate,
          row.remark,
        ]),
      ).toEqual([
        ['1500.50', '2026-11-20', '设备款'],
        ['300.00', '2026-11-21', null],
      ]);
      const wrong = await uploadAs(t.app, a, 'wrong.xlsx', await xlsxOf([['x']], { header: ['名称'] }));
      expect(await post(a, 'payment/import/check', { fileId: wrong }, 'en')).toMatchObject({
        code: '1111',
        msg: 'The file lacks the columns 付款方*、金额*、到账日期*、银行流水号*: use the payment import template',
      });
    });
  });

  it('exports the list through the export centre and simulates money arriving with an ops command', async () => {
    const exported = await post(a, 'payment/export', { state: 0 });
    expect(exported).toMatchObject({ code: '0000', data: { taskId: expect.any(Number) } });
    const { partnerNo } = (await t.database.db.query.partners.findFirst({
      where: (p, { eq: is }) => is(p.id, a.partnerId),
    })) as { partnerNo: string };
    const ops = (args: string[]) =>
      runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'payment', args);
    const added = await ops(['add', partnerNo, '合肥市第一中学', '88.80', '2026-11-24', 'OPS-1', '预付款']);
    expect(added).toMatchObject({ ok: true, output: expect.stringMatching(/^payment \d+ recorded$/) });
    expect(await ops(['add', partnerNo, '合肥市第一中学', '88.80', '2026-11-24', 'OPS-1'])).toEqual({
      ok: false,
      output: 'Bank serial OPS-1 is already recorded: a payment is entered once',
    });
    expect((await ops(['list', partnerNo])).output).toContain('OPS-1');
  });

  it('keeps the state counts and the list totals equal to the payments, for each partner', async () => {
    for (const actor of [a, b]) {
      const rows = await queryRows<{ state: number; n: number }>(
        t.database.db,
        sql`select case when allocated_amount = 0 then 0 when allocated_amount = amount then 2 else 1 end as state,
              count(*)::int as n from settlement_payments where partner_id = ${actor.partnerId} group by 1`,
      );
      const expected: Record<string, number> = { '0': 0, '1': 0, '2': 0 };
      for (const row of rows) expected[String(row.state)] = row.n;
      expect((await get(actor, 'payment/state/counts')).data).toEqual(expected);
      for (const state of [0, 1, 2]) {
        expect((await post(actor, 'payment/page', { state })).total).toBe(expected[String(state)]);
      }
      expect((await post(actor, 'payment/page', {})).total).toBe(
        expected['0'] + expected['1'] + expected['2'],
      );
    }
    expect((await get(a, 'payment/state/counts')).data['1']).toBeGreaterThan(0);
    expect((await get(a, 'payment/state/counts')).data['2']).toBeGreaterThan(0);
  });
});
