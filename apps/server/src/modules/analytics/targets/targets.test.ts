import { periodKeysOfDay, periodOfKey } from '@portal/shared/contracts/targets';
import { and, eq } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { auditLog } from '../../../platform/audit.table';
import { addDays, daysBetween, localDayStart } from '../../../platform/local-time';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
  uploadAs,
} from '../../../test/fixtures';
import { TINY_PDF } from '../../communal/upload.fixtures';
import { approveDocument } from '../../orders/order-actions.service';
import { notices } from '../../partner/notice.table';
import { partnerSummaryOf } from '../../partner/partner.service';
import {
  bringToLastApproval,
  completeThroughTransitions,
  givenSellerWithCustomer,
  placeOrder,
} from './targets.fixtures';
import { businessToday } from './targets.service';

type Lang = 'zh-CN' | 'en';

describe('sales targets', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let sellerAccount: TestActor;
  let noAuthority: TestActor;
  let viewer: TestActor;
  let zhang: { id: number; customerName: string };
  let li: { id: number; customerName: string };
  let fileId: number;
  let today: string;
  let keys: ReturnType<typeof periodKeysOfDay>;
  let lastMonth: string;
  let nextMonth: string;

  const post = async (actor: Pick<TestActor, 'token'>, url: string, payload: unknown, lang?: Lang) => {
    const res = await injectAs(t.app, actor, {
      method: 'POST',
      url: `/api/account/target/${url}`,
      payload: payload as object,
      lang,
    });
    return { status: res.statusCode, ...res.json() };
  };
  const add = async (input: Record<string, unknown>) => {
    const res = await post(a, 'add', input);
    expect(res.code, JSON.stringify(res)).toBe('0000');
    return res.data;
  };
  const list = async (actor: TestActor, filter: Record<string, unknown> = {}) =>
    (await post(actor, 'page', { current: 1, size: 100, ...filter })).data as Array<Record<string, unknown>>;
  const complete = async (amount: string, customerName: string, orderTime?: Date) => {
    const order = await placeOrder(t.database.db, a.partnerId, { amount, customerName, orderTime });
    await completeThroughTransitions(t.database.db, a, order.id, fileId);
    return order;
  };
  const targetNotices = async (partnerId: number) =>
    (await t.database.db.select().from(notices).where(eq(notices.partnerId, partnerId)))
      .filter((n) => n.message?.key.startsWith('target.notice.'))
      .map(
        (n) =>
          ({ accountId: n.accountId, key: n.message?.key, ...(n.message?.params ?? {}) }) as Record<
            string,
            unknown
          >,
      );
  /** The pacing the rule gives: achieved x days in the period / elapsed days, half-up to the cent. */
  const pacing = (achieved: string, period: string) => {
    const { start, end } = periodOfKey(period) as { start: string; end: string };
    const total = daysBetween(start, end) + 1;
    const elapsed = daysBetween(start, today) + 1;
    return new Decimal(achieved).times(total).dividedBy(elapsed).toFixed(2, Decimal.ROUND_HALF_UP);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    ({ a, b } = await givenTwoPartners(db));
    const actorOf = async (authorities: string[]) => {
      const account = await createAccount(db, a.partnerId, { authorities });
      return {
        partnerId: a.partnerId,
        accountId: account.id,
        username: account.username,
        token: await sessionTokenFor(db, a.partnerId, account.id),
      };
    };
    sellerAccount = await actorOf(['index:view']);
    noAuthority = await actorOf(['index:view']);
    viewer = await actorOf(['target:index:view']);
    zhang = await givenSellerWithCustomer(db, a.partnerId, '张三', sellerAccount.accountId);
    li = await givenSellerWithCustomer(db, a.partnerId, '李四');
    fileId = await uploadAs(t.app, a, 'document.pdf', TINY_PDF);
    today = businessToday();
    keys = periodKeysOfDay(today);
    const monthStart = periodOfKey(keys.month)?.start as string;
    lastMonth = addDays(monthStart, -1).slice(0, 7);
    nextMonth = addDays(periodOfKey(keys.month)?.end as string, 1).slice(0, 7);
  });
  afterAll(() => t.close());

  it('refuses a target without a valid period, a positive exact amount or a seller of its own', async () => {
    const zero = await post(a, 'add', { period: keys.month, amount: '0' }, 'en');
    expect(zero).toMatchObject({ status: 400, code: '1111' });
    expect(zero.data.fields.amount).toBe('The target amount must be above 0');
    const fraction = await post(a, 'add', { period: keys.month, amount: '12.345' }, 'en');
    expect(fraction.data.fields.amount).toBe('The target amount must be a number with at most two decimals');
    for (const period of ['2026-13', '2026-Q5', '26', '2026-11-01']) {
      const bad = await post(a, 'add', { period, amount: '100' }, 'en');
      expect(bad.data.fields.period, period).toContain('The period is not valid');
    }
    const theirs = await givenSellerWithCustomer(t.database.db, b.partnerId, '王五');
    expect((await post(a, 'add', { sellerId: theirs.id, period: keys.month, amount: '100' }, 'en')).msg).toBe(
      'The seller does not exist',
    );
  });

  it('sets targets per seller or for the firm, once per seller, kind and period', async () => {
    const firmMonth = await add({ period: keys.month, amount: '2000' });
    expect(firmMonth).toMatchObject({
      sellerId: null,
      sellerName: null,
      periodKind: 'month',
      period: keys.month,
      periodStart: periodOfKey(keys.month)?.start,
      periodEnd: periodOfKey(keys.month)?.end,
      amount: '2000.00',
      achieved: '0.00',
      percent: '0.00',
      phase: 'current',
      notifiedPercent: 0,
    });
    const again = await post(a, 'add', { period: keys.month, amount: '1' }, 'en');
    expect(again.msg).toBe(`The firm's target for ${keys.month} is already set: change that one`);
    await add({ sellerId: zhang.id, period: keys.month, amount: '1000.00' });
    const twice = await post(a, 'add', { sellerId: zhang.id, period: keys.month.toLowerCase(), amount: '5' });
    expect(twice.msg).toBe(`“张三”${keys.month} 的目标已设定，请修改该目标`);
    await add({ sellerId: zhang.id, period: keys.quarter.toLowerCase(), amount: '3000' });
    await add({ sellerId: li.id, period: keys.month, amount: '1000' });
    await add({ period: keys.year, amount: '10000' });
    await add({ period: lastMonth, amount: '500' });
    await add({ period: nextMonth, amount: '800' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, a.partnerId), eq(auditLog.entityId, String(firmMonth.id))));
    expect(audit).toMatchObject({ action: 'analytics.target.add', accountId: a.accountId });
  });

  it('counts completed order amounts in the period of completion, exactly, with pacing', async () => {
    await complete('500.00', zhang.customerName);
    await complete('300.00', li.customerName);
    // Placed last month, completed today: it counts in this month's targets, not last month's.
    await complete(
      '400.00',
      zhang.customerName,
      new Date(localDayStart(`${lastMonth}-15`, t.config.timeZone)),
    );
    // Placed but not completed: not achieved.
    await placeOrder(t.database.db, a.partnerId, { amount: '123.45', customerName: '散客' });

    const rows = await list(a, { period: keys.month });
    const find = (period: string, sellerId: number | null) =>
      rows.find((row) => row.period === period && row.sellerId === sellerId) as Record<string, unknown>;
    const daysLeft = daysBetween(today, periodOfKey(keys.month)?.end as string);

    expect(find(keys.month, zhang.id)).toMatchObject({
      sellerName: '张三',
      achieved: '900.00',
      percent: '90.00',
      projected: pacing('900.00', keys.month),
      projectedPercent: new Decimal(pacing('900.00', keys.month))
        .times(100)
        .dividedBy(1000)
        .toFixed(2, Decimal.ROUND_HALF_UP),
      phase: 'current',
      daysLeft,
      pace: new Decimal(pacing('900.00', keys.month)).gte(1000) ? 'onTrack' : 'behind',
    });
    expect(find(keys.month, li.id)).toMatchObject({ achieved: '300.00', percent: '30.00' });
    expect(find(keys.month, null)).toMatchObject({
      achieved: '1200.00',
      percent: '60.00',
      projected: pacing('1200.00', keys.month),
    });
    expect(find(keys.quarter, zhang.id)).toMatchObject({ achieved: '900.00', percent: '30.00' });
    expect(find(keys.year, null)).toMatchObject({ achieved: '1200.00', percent: '12.00' });
    // The picked month overlaps neither last nor next month.
    expect(rows.map((row) => row.period)).not.toContain(lastMonth);

    const [past] = await list(a, { period: lastMonth, periodKind: 'month' });
    expect(past).toMatchObject({
      period: lastMonth,
      phase: 'past',
      achieved: '0.00',
      projected: '0.00',
      pace: 'behind',
      daysLeft: 0,
    });
    const [future] = await list(a, { period: nextMonth, periodKind: 'month' });
    expect(future).toMatchObject({
      phase: 'future',
      achieved: '0.00',
      projected: '0.00',
      projectedPercent: '0.00',
      pace: null,
      daysElapsed: 0,
    });

    // Filters: the firm's, the sellers', one seller's.
    expect((await list(a, { period: keys.month, scope: 'firm' })).every((row) => row.sellerId === null)).toBe(
      true,
    );
    expect(
      (await list(a, { period: keys.month, scope: 'seller' })).map((row) => row.sellerName).sort(),
    ).toEqual(['张三', '张三', '李四']);
    expect((await list(a, { period: keys.month, sellerId: li.id })).map((row) => row.sellerName)).toEqual([
      '李四',
    ]);
  });

  it('tells each threshold once: the seller at its account, the firm to the partner', async () => {
    expect(await targetNotices(a.partnerId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: 'target.notice.seller',
          threshold: '50',
          accountId: sellerAccount.accountId,
        }),
        expect.objectContaining({
          key: 'target.notice.seller',
          threshold: '90',
          accountId: sellerAccount.accountId,
        }),
        expect.objectContaining({
          key: 'target.notice.firm',
          threshold: '50',
          accountId: null,
          period: keys.month,
        }),
      ]),
    );
    expect(await targetNotices(a.partnerId)).toHaveLength(3);

    await complete('100.00', zhang.customerName);
    const told = await targetNotices(a.partnerId);
    expect(told).toHaveLength(4);
    expect(told.at(-1)).toMatchObject({
      key: 'target.notice.seller',
      threshold: '100',
      seller: '张三',
      achieved: '1000.00',
      percent: '100.00',
    });
    await complete('50.00', zhang.customerName);
    expect(await targetNotices(a.partnerId)).toHaveLength(4);
    const [mine] = (
      await t.database.db.select().from(notices).where(eq(notices.accountId, sellerAccount.accountId))
    ).filter((n) => n.message?.params.threshold === '100');
    expect(mine.title).toBe(`张三 ${keys.month} 目标已完成 100%`);
  });

  it('tells a threshold once when two orders complete at once', async () => {
    // 李四 stands at 300 of 1000: two orders of 150 completing together take him to 60 %.
    const last = [];
    for (const amount of ['150.00', '150.00']) {
      const order = await placeOrder(t.database.db, a.partnerId, { amount, customerName: li.customerName });
      last.push(await bringToLastApproval(t.database.db, a, order.id, fileId));
    }
    await Promise.all(last.map((documentId) => approveDocument(t.database.db, documentId)));
    const before = (await targetNotices(a.partnerId)).filter((n) => n.seller === '李四');
    expect(before).toHaveLength(1);
    const [row] = await list(a, { period: keys.month, sellerId: li.id });
    expect(row).toMatchObject({ achieved: '600.00', notifiedPercent: 50 });
  });

  it('changes the amount and deletes targets, with audit rows', async () => {
    const [row] = await list(a, { period: keys.month, sellerId: zhang.id, periodKind: 'month' });
    const changed = await post(a, 'update', { id: row.id, amount: '2100', remark: '旺季加码' });
    expect(changed.data).toMatchObject({
      amount: '2100.00',
      achieved: '1050.00',
      percent: '50.00',
      remark: '旺季加码',
    });
    const [future] = await list(a, { period: nextMonth, periodKind: 'month' });
    expect((await post(a, 'delete', { id: future.id })).code).toBe('0000');
    expect(await list(a, { period: nextMonth, periodKind: 'month' })).toEqual([]);
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.partnerId, a.partnerId))
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['analytics.target.update', 'analytics.target.delete']));
  });

  it('lists the targets with their standing from the ops command', async () => {
    const { partnerNo } = await partnerSummaryOf(t.database.db, a.partnerId);
    const { output } = await runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'target', [
      'list',
      partnerNo,
      keys.month,
    ]);
    expect(output).toContain('(firm)');
    expect(output).toMatch(/李四 +¥ +600\.00 \/ ¥ +1,000\.00 +60\.00%/);
  });

  it("keeps another partner's targets invisible and untouchable", async () => {
    const [mine] = await list(a, { period: keys.month });
    expect(await list(b, { period: keys.month })).toEqual([]);
    const detail = await injectAs(t.app, b, {
      method: 'GET',
      url: `/api/account/target/detail?id=${mine.id}`,
      lang: 'en',
    });
    expect(detail.json()).toMatchObject({ code: '1111', msg: 'The target does not exist' });
    expect((await post(b, 'update', { id: mine.id, amount: '1' }, 'en')).msg).toBe(
      'The target does not exist',
    );
    expect((await post(b, 'delete', { id: mine.id }, 'en')).msg).toBe('The target does not exist');
    expect((await list(a, { period: keys.month })).find((row) => row.id === mine.id)).toMatchObject({
      amount: mine.amount,
    });
  });

  it('answers 0002 to an account without the authority', async () => {
    expect(await post(noAuthority, 'page', { current: 1, size: 10 })).toMatchObject({
      status: 403,
      code: '0002',
    });
    expect(await post(noAuthority, 'add', { period: keys.month, amount: '1' })).toMatchObject({
      code: '0002',
    });
    expect((await post(viewer, 'page', { current: 1, size: 10 })).code).toBe('0000');
    expect(await post(viewer, 'add', { period: nextMonth, amount: '1' })).toMatchObject({
      status: 403,
      code: '0002',
    });
    const [row] = await list(a, { period: keys.month });
    expect(await post(viewer, 'update', { id: row.id, amount: '1' })).toMatchObject({ code: '0002' });
    expect(await post(viewer, 'delete', { id: row.id })).toMatchObject({ code: '0002' });
  });
});
