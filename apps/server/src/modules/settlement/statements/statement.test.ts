import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { add, multiply, subtract } from '@portal/shared/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { runOpsCommand } from '../../../ops/run-command';
import { localDayStart } from '../../../platform/local-time';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { exportAs } from '../../../test/exports';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import { TINY_PDF } from '../../communal/upload.fixtures';
import { completedOrderOf } from '../../orders/order.fixtures';
import { insertOrders, type NewOrder } from '../../orders/order-intake.service';
import { orders } from '../../orders/orders.table';
import { notices } from '../../partner/notice.table';
import { partnerSummaryOf } from '../../partner/partner.service';
import { settlementLines, settlementStatements } from '../settlement.table';
import { makeMonthlyStatements } from './statement.service';

type Lang = 'zh-CN' | 'en';
const MALL = 1; // fee rate 0.0080
const CHANNEL_3 = 3; // fee rate 0.0100
const CHANNEL_37 = 37; // fee rate 0.0150
const CHANNEL_45 = 45; // fee rate 0.0300
let serial = 0;

/** A completed channel order of `amount` (one line, no freight). */
const completedOrder = (partnerId: number, channelId: number, amount: string): NewOrder => {
  serial += 1;
  return completedOrderOf(partnerId, {
    channelId,
    orderNo: `ST${channelId}X${String(serial).padStart(7, '0')}`,
    amount,
  });
};

describe('settlement statements', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let aNo: string;
  let tz: string;

  const post = (actor: Pick<TestActor, 'token'>, url: string, payload: unknown, lang?: Lang) =>
    injectAs(t.app, actor, { method: 'POST', url: `/api/trade/${url}`, payload: payload as object, lang });
  const get = async (actor: Pick<TestActor, 'token'>, url: string, lang?: Lang) =>
    (await injectAs(t.app, actor, { method: 'GET', url: `/api/trade/${url}`, lang })).json();
  const ops = (...args: string[]) =>
    runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'settlement', args);
  const detail = async (actor: TestActor, id: number) =>
    (await get(actor, `settlement/detail?id=${id}`, 'en')).data;
  const waitCount = async (actor: TestActor) =>
    (await get(actor, 'index/todo/stats')).data.settlementMoneyWaitConfirmCount as number;

  /** Completed orders of the partner in a channel, completed on the local `day` (noon). */
  const complete = async (partnerId: number, channelId: number, day: string, amounts: string[]) => {
    const created = await t.database.db.transaction((tx) =>
      insertOrders(
        tx,
        amounts.map((amount) => completedOrder(partnerId, channelId, amount)),
      ),
    );
    const ids = created.map((order) => order.id);
    await t.database.db
      .update(orders)
      // As completion leaves them: the sign-off and invoice approved.
      .set({
        completedTime: new Date(localDayStart(day, tz).getTime() + 12 * 60 * 60 * 1000),
        signState: 3,
        invoiceState: 3,
      })
      .where(and(eq(orders.partnerId, partnerId), inArray(orders.id, ids)));
    return created;
  };
  /** Makes a statement through the operator's command; answers its row. */
  const make = async (channelId: number, from: string, to: string) => {
    const out = await ops('make', aNo, String(channelId), from, to);
    expect(out.ok, out.output).toBe(true);
    const statementNo = out.output.match(/JS\d{12}/)?.[0];
    if (!statementNo) return undefined;
    const [row] = await t.database.db
      .select()
      .from(settlementStatements)
      .where(
        and(
          eq(settlementStatements.partnerId, a.partnerId),
          eq(settlementStatements.statementNo, statementNo),
        ),
      );
    return row;
  };
  const orderChecklist = async (id: number) =>
    Object.fromEntries(
      (await get(a, `order/detail?id=${id}`)).data.checklist.map((c: { step: string; status: string }) => [
        c.step,
        c.status,
      ]),
    );

  beforeAll(async () => {
    t = await createTestApp();
    tz = t.config.timeZone;
    ({ a, b } = await givenTwoPartners(t.database.db));
    aNo = (await partnerSummaryOf(t.database.db, a.partnerId)).partnerNo;
  });
  afterAll(() => t.close());

  it('makes a statement of the completed orders on none, once; the partner confirms it, once', async () => {
    const placed = await complete(a.partnerId, MALL, '2026-01-10', ['100.10', '333.00', '0.50']);
    await complete(a.partnerId, MALL, '2026-01-31', ['20.00']);
    await complete(a.partnerId, MALL, '2026-02-01', ['999.99']); // after the period
    await complete(a.partnerId, CHANNEL_3, '2026-01-15', ['50.00']); // another channel
    await complete(b.partnerId, MALL, '2026-01-12', ['70.00']); // another partner
    const before = await waitCount(a);

    const statement = await make(MALL, '2026-01-01', '2026-01-31');
    expect(statement).toMatchObject({
      orderCount: 4,
      orderAmount: '453.60',
      // 0.8008 -> 0.80, 2.664 -> 2.66, 0.004 -> 0.00, 0.16
      feeAmount: '3.62',
      settleAmount: '449.98',
      state: 1,
      revision: 1,
      periodFrom: '2026-01-01',
      periodTo: '2026-01-31',
    });
    expect(statement?.statementNo).toMatch(/^JS\d{8}\d{4}$/);
    const id = statement?.id as number;
    expect(await waitCount(a)).toBe(before + 1);
    expect(await waitCount(b)).toBe(0);
    const [notice] = await t.database.db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.partnerId, a.partnerId),
          eq(notices.title, `新结算单待确认：${statement?.statementNo}`),
        ),
      );
    expect(notice.content).toContain('449.98');

    // Made again: nothing is left to put on a statement.
    expect((await ops('make', aNo, String(MALL), '2026-01-01', '2026-01-31')).output).toMatch(
      /no completed orders/,
    );

    // The order knows its statement; its checklist asks the partner to confirm the money.
    expect(await orderChecklist(placed[0].id)).toMatchObject({
      settle: 'done',
      settleConfirm: 'todo',
      payout: 'later',
    });
    const row = (await post(a, 'order/page', { orderNo: placed[0].orderNo })).json().data[0];
    expect(row.blockers).toEqual(['settleConfirm']);

    const lines = (await post(a, 'settlement/lines', { id, current: 1, size: 10 })).json();
    expect(lines.total).toBe(4);
    expect(lines.data.map((line: { feeAmount: string }) => line.feeAmount)).toEqual([
      '0.80',
      '2.66',
      '0.00',
      '0.16',
    ]);
    expect(lines.data[0]).toMatchObject({
      orderNo: placed[0].orderNo,
      orderAmount: '100.10',
      feeRate: '0.0080',
      settleAmount: '99.30',
    });

    const shown = await detail(a, id);
    expect(shown).toMatchObject({
      channelName: '商城',
      matchedAmount: '0.00',
      outstandingAmount: '453.60',
      proofUrl: null,
      events: [{ action: 'made', revision: 1, accountName: null }],
    });

    // Two tabs confirm at once: one wins, the other is told it is no longer awaiting confirmation.
    const answers = (
      await Promise.all([
        post(a, 'settlement/confirm', { id, revision: 1 }, 'en'),
        post(a, 'settlement/confirm', { id, revision: 1 }, 'en'),
      ])
    ).map((r) => r.json());
    expect(answers.filter((x) => x.code === '0000')).toHaveLength(1);
    expect(answers.find((x) => x.code === '0000')).toMatchObject({
      msg: 'Statement confirmed',
      data: { state: 2 },
    });
    expect(answers.find((x) => x.code !== '0000')).toMatchObject({
      code: '1111',
      msg: 'The statement is no longer awaiting confirmation',
    });
    expect(await waitCount(a)).toBe(before);
    expect(await orderChecklist(placed[0].id)).toMatchObject({ settleConfirm: 'done', payout: 'waiting' });
    expect(
      (await detail(a, id)).events.map((e: { action: string; accountName: string | null }) => e.action),
    ).toEqual(['made', 'confirmed']);
    const [audit] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where partner_id = ${a.partnerId}
        and entity = 'settlementStatement' and entity_id = ${String(id)} and action = 'confirmed'`,
    );
    expect(audit.n).toBe(1);
  });

  it('refuses to confirm a revision the partner did not see; dispute, revise, then confirm', async () => {
    const placed = await complete(a.partnerId, CHANNEL_37, '2026-03-05', ['200.00', '300.00', '400.00']);
    const statement = await make(CHANNEL_37, '2026-03-01', '2026-03-31');
    const id = statement?.id as number;
    const stale = (await post(a, 'settlement/confirm', { id, revision: 2 }, 'en')).json();
    expect(stale).toMatchObject({
      code: '1111',
      msg: expect.stringContaining('revised since you opened it'),
    });

    const noReason = await post(a, 'settlement/dispute', { id, revision: 1, reason: ' ' }, 'en');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toContain('Enter the reason of the dispute');
    const disputed = (
      await post(a, 'settlement/dispute', { id, revision: 1, reason: '第三笔订单已退货' })
    ).json();
    expect(disputed).toMatchObject({ code: '0000', data: { state: 3, disputeReason: '第三笔订单已退货' } });
    expect(await orderChecklist(placed[0].id)).toMatchObject({ settleConfirm: 'waiting' });
    expect((await post(a, 'settlement/confirm', { id, revision: 1 }, 'en')).json().msg).toBe(
      'The statement is no longer awaiting confirmation',
    );

    // The operator can revise only a disputed statement, by orders that are on it.
    const unknown = await ops('revise', aNo, statement?.statementNo as string, 'NOPE-1');
    expect(unknown).toEqual({ ok: false, output: 'The order "NOPE-1" is not on the statement' });
    const all = await ops('revise', aNo, statement?.statementNo as string, ...placed.map((o) => o.orderNo));
    expect(all.output).toBe('No order would be left on the statement; withdraw it instead');
    const revised = await ops(
      'revise',
      aNo,
      statement?.statementNo as string,
      placed[2].orderNo,
      '--remark',
      '已退货',
    );
    expect(revised.ok, revised.output).toBe(true);
    const shown = await detail(a, id);
    expect(shown).toMatchObject({
      state: 1,
      revision: 2,
      orderCount: 2,
      orderAmount: '500.00',
      feeAmount: '7.50',
      settleAmount: '492.50',
      disputeReason: null,
    });
    expect(
      shown.events.map((e: { action: string; revision: number }) => `${e.action}:${e.revision}`),
    ).toEqual(['made:1', 'disputed:1', 'revised:2']);
    expect(shown.events[1].accountName).not.toBeNull();
    expect(shown.events[2].remark).toContain(placed[2].orderNo);
    // The order taken off is on no statement again; a later statement takes it.
    expect(await orderChecklist(placed[2].id)).toMatchObject({ settle: 'waiting' });
    expect((await post(a, 'settlement/lines', { id, current: 1, size: 10 })).json().total).toBe(2);

    expect((await post(a, 'settlement/confirm', { id, revision: 1 }, 'en')).json().code).toBe('1111');
    expect((await post(a, 'settlement/confirm', { id, revision: 2 })).json()).toMatchObject({
      code: '0000',
      data: { state: 2, revision: 2 },
    });
    expect((await ops('revise', aNo, statement?.statementNo as string, placed[0].orderNo)).output).toBe(
      'Only a disputed statement can be revised',
    );
    const again = await make(CHANNEL_37, '2026-03-01', '2026-03-31');
    expect(again).toMatchObject({ orderCount: 1, orderAmount: '400.00' });
  });

  it('withdraws a statement, freeing its orders for a new one; pays only a confirmed statement', async () => {
    const placed = await complete(a.partnerId, CHANNEL_45, '2026-04-10', ['1000.00', '2000.00']);
    const first = await make(CHANNEL_45, '2026-04-01', '2026-04-30');
    const before = await waitCount(a);
    const withdrawn = await ops('withdraw', aNo, first?.statementNo as string);
    expect(withdrawn.ok, withdrawn.output).toBe(true);
    expect(await waitCount(a)).toBe(before - 1);
    expect(await orderChecklist(placed[0].id)).toMatchObject({ settle: 'waiting' });
    expect((await detail(a, first?.id as number)).state).toBe(5);
    expect((await ops('withdraw', aNo, first?.statementNo as string)).output).toBe(
      'Only a statement awaiting confirmation or disputed can be withdrawn',
    );

    const second = await make(CHANNEL_45, '2026-04-01', '2026-04-30');
    expect(second).toMatchObject({
      orderCount: 2,
      orderAmount: '3000.00',
      feeAmount: '90.00',
      settleAmount: '2910.00',
    });
    expect(second?.statementNo).not.toBe(first?.statementNo);

    const proofFile = path.join(tmpdir(), `payout-${process.pid}.pdf`);
    writeFileSync(proofFile, TINY_PDF);
    const notYet = await ops('pay', aNo, second?.statementNo as string, 'ICBC0001', proofFile);
    expect(notYet).toEqual({ ok: false, output: 'Only a confirmed statement can be paid' });
    await post(a, 'settlement/confirm', { id: second?.id, revision: 1 });
    const paid = await ops('pay', aNo, second?.statementNo as string, 'ICBC0001', proofFile);
    expect(paid.ok, paid.output).toBe(true);
    const shown = await detail(a, second?.id as number);
    expect(shown).toMatchObject({
      state: 4,
      payoutSerial: 'ICBC0001',
      proofFileName: path.basename(proofFile),
      proofUrl: expect.stringContaining('/api/'),
    });
    expect(await orderChecklist(placed[1].id)).toMatchObject({
      settle: 'done',
      settleConfirm: 'done',
      payout: 'done',
    });
    const file = await injectAs(t.app, null, { method: 'GET', url: shown.proofUrl });
    expect(file.statusCode).toBe(200);
    const proofs = (await post(a, 'settlement/proof/page', { current: 1, size: 10 })).json();
    expect(proofs.data).toEqual([
      expect.objectContaining({
        statementNo: second?.statementNo,
        payoutSerial: 'ICBC0001',
        settleAmount: '2910.00',
      }),
    ]);
    expect((await post(b, 'settlement/proof/page', { current: 1, size: 10 })).json().total).toBe(0);
    const exported = await exportAs(t.app, a, '/api/trade/settlement/proof/export', {}, 'en');
    expect(exported.task.exportName).toBe('Payout proofs');
    expect(exported.header).toEqual([
      'Statement no.',
      'Channel',
      'Period from',
      'Period to',
      'Settle amount (yuan)',
      'Payout serial',
      'Paid',
      'Payout proof',
    ]);
    expect(exported.rows.map((row) => [row[0], row[4], row[5], row[7]])).toEqual([
      [second?.statementNo, '2910.00', 'ICBC0001', path.basename(proofFile)],
    ]);
    expect((await exportAs(t.app, b, '/api/trade/settlement/proof/export', {})).rows).toEqual([]);
    expect((await ops('pay', aNo, second?.statementNo as string, 'ICBC0002', proofFile)).output).toBe(
      'Only a confirmed statement can be paid',
    );
    const [notice] = await t.database.db
      .select()
      .from(notices)
      .where(
        and(eq(notices.partnerId, a.partnerId), eq(notices.title, `结算款已支付：${second?.statementNo}`)),
      );
    expect(notice.content).toContain('ICBC0001');
    expect((await ops('list', aNo)).output).toContain(second?.statementNo);
  });

  it('lists, filters and counts the partner its own statements only; another partner gets nothing', async () => {
    const page = async (actor: TestActor, filter: object) =>
      (await post(actor, 'settlement/page', { current: 1, size: 50, ...filter })).json();
    const all = await page(a, {});
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect((await page(a, { state: 4 })).data.every((row: { state: number }) => row.state === 4)).toBe(true);
    expect((await page(a, { channelId: CHANNEL_45 })).total).toBe(2);
    expect((await page(a, { dateFrom: '2026-03-15', dateTo: '2026-04-02' })).total).toBe(4);
    expect((await page(a, { dateFrom: '2026-05-01' })).total).toBe(0);
    expect((await page(a, { amountMin: '2910.00', amountMax: '2910.00' })).total).toBe(2);
    const { statementNo } = all.data[0];
    expect(
      (await page(a, { statementNo })).data.map((row: { statementNo: string }) => row.statementNo),
    ).toEqual([statementNo]);
    expect((await post(a, 'settlement/page', { amountMin: '10', amountMax: '5' })).statusCode).toBe(400);
    const counts = (await get(a, 'settlement/state/counts')).data;
    expect(Object.values(counts).reduce((sum: number, n) => sum + (n as number), 0)).toBe(all.total);

    const id = all.data[0].id;
    expect((await page(b, {})).total).toBe(0);
    expect(await get(b, 'settlement/state/counts')).toMatchObject({ code: '0000', data: {} });
    expect(await get(b, `settlement/detail?id=${id}`, 'en')).toMatchObject({
      code: '1111',
      msg: 'The statement does not exist',
    });
    expect((await post(b, 'settlement/lines', { id, current: 1, size: 10 }, 'en')).json().msg).toBe(
      'The statement does not exist',
    );
    expect((await post(b, 'settlement/confirm', { id, revision: 1 }, 'en')).json().msg).toBe(
      'The statement does not exist',
    );
    expect((await post(b, 'settlement/dispute', { id, revision: 1, reason: 'x' }, 'en')).json().msg).toBe(
      'The statement does not exist',
    );
    const exported = (await post(a, 'settlement/export', { state: 2 })).json();
    expect(exported).toMatchObject({ code: '0000', data: { taskId: expect.any(Number) } });
  });

  it('lets only an account holding settlement:confirm confirm or dispute', async () => {
    await complete(a.partnerId, MALL, '2026-05-20', ['88.00']);
    const statement = await make(MALL, '2026-05-01', '2026-05-31');
    const reader = await createAccount(t.database.db, a.partnerId, {
      authorities: ['settlement:settle:view'],
    });
    const token = await sessionTokenFor(t.database.db, a.partnerId, reader.id);
    expect((await post({ token }, 'settlement/page', { current: 1, size: 10 })).json().code).toBe('0000');
    expect(
      (await post({ token }, 'settlement/confirm', { id: statement?.id, revision: 1 })).json().code,
    ).toBe('0002');
    expect(
      (
        await post({ token }, 'settlement/dispute', { id: statement?.id, revision: 1, reason: '金额不对' })
      ).json().code,
    ).toBe('0002');
    const confirmer = await createAccount(t.database.db, a.partnerId, {
      authorities: ['settlement:confirm:view', 'settlement:confirm'],
    });
    const allowed = await sessionTokenFor(t.database.db, a.partnerId, confirmer.id);
    expect(
      (await post({ token: allowed }, 'settlement/confirm', { id: statement?.id, revision: 1 })).json().code,
    ).toBe('0000');
  });

  it('makes last month’s statements on the 1st, once, for every partner and channel with orders', async () => {
    await complete(a.partnerId, MALL, '2025-03-03', ['10.00', '20.00']);
    await complete(a.partnerId, CHANNEL_3, '2025-03-31', ['30.00']);
    await complete(b.partnerId, MALL, '2025-03-15', ['40.00']);
    await complete(a.partnerId, MALL, '2025-04-01', ['50.00']); // this month: not yet
    const bBefore = await waitCount(b);
    expect(await makeMonthlyStatements(t.database.db, '2025-04-02', tz)).toEqual([]);
    // The daily task at 03:00 local on 1 April 2025 (claimed once, as with several servers).
    const firstOfApril = new Date(localDayStart('2025-04-01', tz).getTime() + 3 * 60 * 60 * 1000);
    expect(await t.app.jobs.runDailyDue(firstOfApril)).toContain('settlement.monthly-statements');
    expect(await t.app.jobs.runDailyDue(firstOfApril)).not.toContain('settlement.monthly-statements');
    const made = await t.database.db
      .select()
      .from(settlementStatements)
      .where(
        and(
          eq(settlementStatements.periodFrom, '2025-03-01'),
          eq(settlementStatements.periodTo, '2025-03-31'),
        ),
      );
    expect(
      made.map((s) => `${s.partnerId === a.partnerId ? 'a' : 'b'}:${s.channelId}:${s.orderAmount}`).sort(),
    ).toEqual([`a:${MALL}:30.00`, `a:${CHANNEL_3}:30.00`, `b:${MALL}:40.00`]);
    expect(await waitCount(b)).toBe(bBefore + 1);
    // Run again: every order of March is on a statement already.
    expect(await makeMonthlyStatements(t.database.db, '2025-04-01', tz)).toEqual([]);
  });

  it('keeps totals the sums of their lines and fee = half-up(amount x rate) over hundreds of real orders', async () => {
    let seed = 20261201;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const amounts = Array.from({ length: 300 }, () =>
      (Math.floor(random() * 5_000_000) / 100 + 0.01).toFixed(2),
    );
    await complete(a.partnerId, CHANNEL_37, '2026-06-15', amounts);
    const statement = await make(CHANNEL_37, '2026-06-01', '2026-06-30');
    const lines = await t.database.db
      .select()
      .from(settlementLines)
      .where(
        and(
          eq(settlementLines.partnerId, a.partnerId),
          eq(settlementLines.statementId, statement?.id as number),
        ),
      );
    expect(lines).toHaveLength(300);
    for (const line of lines) {
      const exact = BigInt(line.orderAmount.replace('.', '')) * 150n; // fen x 1e-4
      const fee = (exact + 5_000n) / 10_000n;
      expect(line.feeAmount).toBe(`${fee / 100n}.${String(fee % 100n).padStart(2, '0')}`);
      expect(line.feeAmount).toBe(multiply(line.orderAmount, '0.0150'));
      expect(line.settleAmount).toBe(subtract(line.orderAmount, line.feeAmount));
    }
    expect(statement).toMatchObject({
      orderCount: 300,
      orderAmount: add(...amounts),
      feeAmount: add(...lines.map((line) => line.feeAmount)),
      settleAmount: add(...lines.map((line) => line.settleAmount)),
    });
    const [summed] = await queryRows<{ order: string; fee: string; settle: string }>(
      t.database.db,
      sql`select sum(order_amount)::text as order, sum(fee_amount)::text as fee, sum(settle_amount)::text as settle
        from settlement_lines where partner_id = ${a.partnerId} and statement_id = ${statement?.id}`,
    );
    expect(summed).toEqual({
      order: statement?.orderAmount,
      fee: statement?.feeAmount,
      settle: statement?.settleAmount,
    });
  });
});
