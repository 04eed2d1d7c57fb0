import { Authority } from '@portal/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../ops/run-command';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../test/fixtures';
import { partners } from './partner.table';
import { sendNotice } from './notice.service';
import { eq } from 'drizzle-orm';

type Summary = { id: number; title: string; createdTime: string; read: boolean };

describe('notices', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let staff: TestActor;
  let toAll: number[];
  let toAdminOnly: number;
  let toStaffOnly: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    const account = await createAccount(t.database.db, a.partnerId, { authorities: [Authority.notice] });
    staff = {
      partnerId: a.partnerId,
      accountId: account.id,
      username: account.username,
      token: await sessionTokenFor(t.database.db, a.partnerId, account.id),
    };
    const db = t.database.db;
    toAll = [];
    for (let i = 1; i <= 6; i += 1) {
      toAll.push(
        await sendNotice(db, { partnerId: a.partnerId, title: `平台通知 ${i}`, content: `内容 ${i}` }),
      );
    }
    toAdminOnly = await sendNotice(db, {
      partnerId: a.partnerId,
      accountId: a.accountId,
      title: '给管理员',
      content: 'x',
    });
    toStaffOnly = await sendNotice(db, {
      partnerId: a.partnerId,
      accountId: staff.accountId,
      title: '给员工',
      content: 'y',
    });
  });
  afterAll(() => t.close());

  const bell = async (actor: TestActor, dataCount?: number) => {
    const res = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/account/notice/index/list',
      payload: dataCount === undefined ? {} : { dataCount },
    });
    expect(res.json()).toMatchObject({ code: '0000' });
    return res.json().data as { list: Summary[]; count: number };
  };
  const post = (actor: TestActor, url: string, payload: object = {}) =>
    injectAs(t.app, actor, { method: 'POST', url: `/api/account/notice/${url}`, payload });

  it('rings the bell with the 4 newest notices and the unread count of the account', async () => {
    const mine = await bell(a);
    expect(mine.list.map((n) => n.title)).toEqual(['给管理员', '平台通知 6', '平台通知 5', '平台通知 4']);
    expect(mine.list.every((n) => !n.read)).toBe(true);
    expect(mine.count).toBe(7);
    expect((await bell(a, 2)).list).toHaveLength(2);
    const staffs = await bell(staff);
    expect(staffs.list[0].title).toBe('给员工');
    expect(staffs.count).toBe(7);
  });

  it('marks one read, then all read, for this account only', async () => {
    expect((await post(a, 'read', { id: toAll[5] })).json()).toMatchObject({ code: '0000' });
    expect((await post(a, 'read', { id: toAll[5] })).json()).toMatchObject({ code: '0000' });
    const afterOne = await bell(a);
    expect(afterOne.count).toBe(6);
    expect(afterOne.list.find((n) => n.id === toAll[5])?.read).toBe(true);

    const cleared = await injectAs(t.app, a, {
      method: 'POST',
      url: '/api/account/notice/clear',
      payload: {},
      lang: 'en',
    });
    expect(cleared.json()).toMatchObject({ code: '0000', msg: 'All marked as read', data: { cleared: 6 } });
    expect((await bell(a)).count).toBe(0);
    expect((await bell(staff)).count).toBe(7);
  });

  it('pages notices with title, read state and date filters', async () => {
    const page = async (actor: TestActor, body: object) => {
      const res = await post(actor, 'page', body);
      expect(res.json().code).toBe('0000');
      return res.json() as { data: Summary[]; total: number };
    };
    await post(staff, 'read', { id: toAll[0] });
    expect((await page(staff, {})).total).toBe(7);
    expect((await page(staff, { title: '平台通知' })).total).toBe(6);
    expect((await page(staff, { read: true })).data.map((n) => n.id)).toEqual([toAll[0]]);
    expect((await page(staff, { read: false })).total).toBe(6);
    expect((await page(staff, { createdTimeStart: new Date(Date.now() + 60_000).toISOString() })).total).toBe(
      0,
    );
    const window = {
      createdTimeStart: new Date(Date.now() - 3_600_000).toISOString(),
      createdTimeEnd: new Date().toISOString(),
    };
    expect((await page(staff, window)).total).toBe(7);
    const oldestFirst = await page(staff, { sortBy: 'createdTime', sortType: 'asc', size: 10 });
    expect(oldestFirst.data[0].id).toBe(toAll[0]);
  });

  it('shows a notice in detail to the accounts it is for', async () => {
    const detail = await injectAs(t.app, a, { method: 'GET', url: `/api/account/notice/${toAll[1]}` });
    expect(detail.json()).toMatchObject({
      code: '0000',
      data: { id: toAll[1], title: '平台通知 2', content: '内容 2', read: true },
    });
    const notMine = await injectAs(t.app, staff, {
      method: 'GET',
      url: `/api/account/notice/${toAdminOnly}`,
    });
    expect(notMine.statusCode).toBe(404);
    expect((await post(a, 'read', { id: toStaffOnly })).statusCode).toBe(404);
  });

  it('keeps partner B away from A’s notices, whatever ids it sends', async () => {
    expect(await bell(b)).toEqual({ list: [], count: 0 });
    expect((await post(b, 'page', {})).json()).toMatchObject({ total: 0, data: [] });
    for (const id of [...toAll, toAdminOnly]) {
      expect((await injectAs(t.app, b, { method: 'GET', url: `/api/account/notice/${id}` })).statusCode).toBe(
        404,
      );
      expect((await post(b, 'read', { id })).statusCode).toBe(404);
    }
    expect((await post(b, 'clear')).json().data).toEqual({ cleared: 0 });
    expect((await bell(staff)).count).toBe(6);
  });

  it('needs index:notice for the bell, a login for the list', async () => {
    const plain = await createAccount(t.database.db, a.partnerId, { authorities: ['ucenter:notice:view'] });
    const token = await sessionTokenFor(t.database.db, a.partnerId, plain.id);
    const denied = await injectAs(
      t.app,
      { token },
      { method: 'POST', url: '/api/account/notice/index/list', payload: {} },
    );
    expect(denied.json().code).toBe('0002');
    expect(
      (
        await injectAs(t.app, { token }, { method: 'POST', url: '/api/account/notice/clear', payload: {} })
      ).json().code,
    ).toBe('0002');
    const listed = await injectAs(
      t.app,
      { token },
      { method: 'POST', url: '/api/account/notice/page', payload: {} },
    );
    expect(listed.json()).toMatchObject({ code: '0000', total: 6 });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/account/notice/page', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets the operator send a notice to one partner or to all (npm run ops -- notice)', async () => {
    const context = { db: t.database.db, config: t.config, locale: 'en' as const };
    const [partnerB] = await t.database.db.select().from(partners).where(eq(partners.id, b.partnerId));
    const one = await runOpsCommand(context, 'notice', [
      partnerB.partnerNo,
      '对账提醒',
      '请于',
      '本周内确认',
    ]);
    expect(one).toEqual({ ok: true, output: 'notice sent to 1 partner(s)' });
    const received = await bell(b);
    expect(received.count).toBe(1);
    const detail = await injectAs(t.app, b, {
      method: 'GET',
      url: `/api/account/notice/${received.list[0].id}`,
    });
    expect(detail.json().data).toMatchObject({ title: '对账提醒', content: '请于 本周内确认' });

    const all = await runOpsCommand(context, 'notice', ['all', '系统维护', '今晚 22:00 维护']);
    expect(all.ok).toBe(true);
    expect((await bell(a)).list[0].title).toBe('系统维护');
    expect((await bell(b)).count).toBe(2);

    expect(await runOpsCommand(context, 'notice', ['NOPE', 'x', 'y'])).toEqual({
      ok: false,
      output: 'There is no partner NOPE',
    });
    expect((await runOpsCommand(context, 'notice', ['all', 'title only'])).ok).toBe(false);
  });

  it("shows the system's notices in each reader's language, and operators' texts as written", async () => {
    const id = await sendNotice(t.database.db, {
      partnerId: b.partnerId,
      message: { key: 'order.notice.invoiceRejected', params: { orderNo: 'MALL001', reason: '抬头有误' } },
    });
    const detailIn = async (lang: 'zh-CN' | 'zh-TW' | 'en') =>
      (await injectAs(t.app, b, { method: 'GET', url: `/api/account/notice/${id}`, lang })).json().data;
    expect(await detailIn('zh-CN')).toMatchObject({
      title: '发票被驳回：MALL001',
      content: '订单 MALL001 的发票未通过审核，原因：抬头有误。请重新上传。',
    });
    expect((await detailIn('zh-TW')).title).toBe('發票被駁回：MALL001');
    expect(await detailIn('en')).toMatchObject({
      title: 'Invoice rejected: MALL001',
      content: 'The invoice of order MALL001 was rejected: 抬头有误. Please upload it again.',
    });
    const list = await injectAs(t.app, b, {
      method: 'POST',
      url: '/api/account/notice/page',
      payload: { title: '发票被驳回' },
      lang: 'en',
    });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id, title: 'Invoice rejected: MALL001' }] });
    const bellInEnglish = await injectAs(t.app, b, {
      method: 'POST',
      url: '/api/account/notice/index/list',
      payload: {},
      lang: 'en',
    });
    expect(bellInEnglish.json().data.list[0].title).toBe('Invoice rejected: MALL001');

    const operators = await injectAs(t.app, a, {
      method: 'GET',
      url: `/api/account/notice/${toAll[0]}`,
      lang: 'en',
    });
    expect(operators.json().data).toMatchObject({ title: '平台通知 1', content: '内容 1' });
  });
});
