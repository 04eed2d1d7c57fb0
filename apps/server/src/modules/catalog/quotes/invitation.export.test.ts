import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { keysetBatches } from '../../../platform/export/export-registry';
import { addDays, localDayOf } from '../../../platform/local-time';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { cells, exportAs } from '../../../test/exports';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import { partnerSummaryOf } from '../../partner/partner.service';
import { categoryLineOf } from '../categories/category.service';
import { listInvitationsAfter } from './invitation.service';

type Lang = 'zh-CN' | 'zh-TW' | 'en';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const WHITEBOARD = 100601;
const MALL = 1;
const OFFLINE = 46;

describe('export of the store invitations (/goods/store_accredit)', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let today: string;
  let officeRoot: { id: number; name: string };

  const post = (actor: TestActor, url: string, payload: object, lang?: Lang) =>
    injectAs(t.app, actor, { method: 'POST', url: `/api/goods/store/invitation/${url}`, payload, lang });
  const invite = async (actor: TestActor, channelId: number, storeName: string, ...flags: string[]) => {
    const { partnerNo } = await partnerSummaryOf(t.database.db, actor.partnerId);
    const outcome = await runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'store', [
      'invite',
      partnerNo,
      String(channelId),
      storeName,
      ...flags,
    ]);
    expect(outcome.ok, outcome.output).toBe(true);
    return Number(outcome.output.replace('invited: ', ''));
  };
  const exportOf = (actor: TestActor, filter: Record<string, unknown>, lang?: Lang) =>
    exportAs(t.app, actor, '/api/goods/store/invitation/export', filter, lang);

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    today = localDayOf(new Date(), t.config.timeZone);
    const line = await categoryLineOf(t.database.db, WHITEBOARD);
    const rootId = line[line.length - 1];
    // A: one accepted, one declined and one awaiting, in two channels.
    const accepted = await invite(
      a,
      MALL,
      'Alpha 文具店',
      '--days',
      '7',
      '--categories',
      String(rootId),
      '--message',
      '开学季',
    );
    expect((await post(a, 'accept', { id: accepted })).json().code).toBe('0000');
    const declined = await invite(a, MALL, 'Beta 数码店', '--days', '3');
    expect((await post(a, 'decline', { id: declined, reason: '暂无货源' })).json().code).toBe('0000');
    await invite(a, OFFLINE, 'Alpha 二店', '--days', '10');
    // B: a store whose name also matches A's filters.
    await invite(b, MALL, 'Alpha B 店', '--days', '5');

    const page = (await post(a, 'page', { storeName: 'Alpha 文具店' })).json();
    officeRoot = page.data[0].categories[0];
  });
  afterAll(() => t.close());

  it('exports every invitation of the partner, newest first, with translated states', async () => {
    const all = await exportOf(a, {});
    expect(all.task).toMatchObject({ exportName: '店铺授权报价邀请', total: 3 });
    expect(all.header).toEqual(
      cells(
        '店铺 | 渠道 | 报价范围 | 邀请说明 | 答复截止 | 状态 | 拒绝原因 | 报价商品数 | 已生效数 | 邀请时间',
      ),
    );
    expect(all.rows.map((row) => row.slice(0, 9))).toEqual([
      ['Alpha 二店', expect.any(String), '全部类目', null, addDays(today, 10), '待答复', null, 0, 0],
      ['Beta 数码店', '商城', '全部类目', null, addDays(today, 3), '已拒绝', '暂无货源', 0, 0],
      ['Alpha 文具店', '商城', officeRoot.name, '开学季', addDays(today, 7), '已接受', null, 0, 0],
    ]);
    expect(String(all.rows[0][9])).toMatch(DATE_TIME);
    expect(all.task.total).toBe((await post(a, 'page', {})).json().total);
  });

  it('follows the tab’s state and the search form, in the requester’s language', async () => {
    const acceptedAlpha = await exportOf(a, { state: 1, storeName: 'alpha' });
    expect(acceptedAlpha.rows.map((row) => [row[0], row[5]])).toEqual([['Alpha 文具店', '已接受']]);

    const declined = await exportOf(a, { state: 2 }, 'en');
    expect(declined.task.exportName).toBe('Store invitations');
    expect(declined.header.slice(0, 7)).toEqual(
      cells('Store | Channel | Categories | Message | Answer by | State | Decline reason'),
    );
    expect(declined.rows.map((row) => [row[0], row[2], row[5], row[6]])).toEqual([
      ['Beta 数码店', 'All categories', 'Declined', '暂无货源'],
    ]);

    const offline = await exportOf(a, { channelId: OFFLINE, storeName: 'alpha' }, 'zh-TW');
    expect(offline.rows.map((row) => [row[0], row[5]])).toEqual([['Alpha 二店', '待答覆']]);
    expect((await exportOf(a, { state: 3 })).rows).toEqual([]);
  });

  it('never puts another partner’s invitations into an export', async () => {
    const all = await exportOf(b, {});
    expect(all.rows.map((row) => [row[0], row[5]])).toEqual([['Alpha B 店', '待答复']]);
    expect((await exportOf(b, { storeName: 'beta' })).rows).toEqual([]);
    expect((await exportOf(b, { state: 1 })).rows).toEqual([]);
  });

  it('reads the invitations in keyset batches that neither skip nor repeat one', async () => {
    const ids: number[] = [];
    for await (const batch of keysetBatches(
      (after: { id: number } | undefined, limit) =>
        listInvitationsAfter(t.database.db, a.partnerId, {}, after?.id, limit, today),
      2,
    )) {
      ids.push(...batch.map((row) => row.id));
    }
    expect(ids).toHaveLength(3);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it('needs the view code of the invitation screen', async () => {
    const account = await createAccount(t.database.db, a.partnerId, { authorities: ['goods:index:view'] });
    const token = await sessionTokenFor(t.database.db, a.partnerId, account.id);
    expect((await post({ ...a, token }, 'export', {})).statusCode).toBe(403);
  });
});
