import { ExportStatus } from '@portal/shared/constants';
import { Authority } from '@portal/shared/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { readXlsxRows } from '../../test/exports';
import {
  createAccount,
  givenPartnerAdmin,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../test/fixtures';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fail } from '../../platform/errors';
import { keysetBatches, registerExport } from '../../platform/export/export-registry';
import { MAX_PENDING_EXPORTS, requestExport } from '../../platform/export/export-request';
import { paybackAccounts } from '../partner/payback.table';
import { sendNotice } from '../partner/notice.service';

registerExport('test-broken', {
  name: { 'zh-CN': '坏的导出', 'zh-TW': '壞的匯出', en: 'Broken export' },
  filter: z.object({ refuse: z.boolean().default(false) }),
  columns: [{ key: 'x', header: { 'zh-CN': 'X', 'zh-TW': 'X', en: 'X' } }],
  // biome-ignore lint/correctness/useYield: it fails before its first row, on purpose.
  rows: async function* (_db, _scope, filter) {
    if (filter.refuse) throw fail('export.notReady');
    throw new Error('disk on fire');
  },
});

const LARGE_ROWS = 20_000;
/** Event-loop turns counted by a ticker, as seen before each batch the large export reads. */
const turnsAtFetch: number[] = [];
let turns = 0;

registerExport('test-large', {
  name: { 'zh-CN': '大导出', 'zh-TW': '大匯出', en: 'Large export' },
  filter: z.object({}),
  columns: [
    { key: 'n', header: { 'zh-CN': 'N', 'zh-TW': 'N', en: 'N' }, type: 'number' },
    { key: 'name', header: { 'zh-CN': '名称', 'zh-TW': '名稱', en: 'Name' } },
    { key: 'at', header: { 'zh-CN': '时间', 'zh-TW': '時間', en: 'At' }, type: 'dateTime' },
  ],
  rows: () =>
    keysetBatches<{ n: number; name: string; at: string }>(async (after, limit) => {
      turnsAtFetch.push(turns);
      const from = (after?.n ?? 0) + 1;
      return Array.from({ length: Math.max(0, Math.min(limit, LARGE_ROWS - from + 1)) }, (_, i) => ({
        n: from + i,
        name: `商品${from + i}`,
        at: '2026-03-01T00:00:00.000Z',
      }));
    }),
});

let building = 0;
let mostBuilding = 0;
registerExport('test-slow', {
  name: { 'zh-CN': '慢导出', 'zh-TW': '慢匯出', en: 'Slow export' },
  filter: z.object({}),
  columns: [{ key: 'x', header: { 'zh-CN': 'X', 'zh-TW': 'X', en: 'X' } }],
  rows: async function* () {
    building += 1;
    mostBuilding = Math.max(mostBuilding, building);
    try {
      for (let turn = 0; turn < 5; turn += 1) await nextTurn();
      yield [{ x: 'a' }];
    } finally {
      building -= 1;
    }
  },
});

describe('export centre', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
  });
  afterAll(() => t.close());

  const exportsOf = async (actor: TestActor, body: Record<string, unknown> = {}) => {
    const res = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/communal/export/page',
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      data: {
        id: number;
        status: number;
        url: string | null;
        total: number;
        exportName: string;
        errorMsg: string | null;
      }[];
      total: number;
    };
  };

  const forceDue = () => t.database.db.execute(sql`update jobs set run_after = now() where state = 'queued'`);

  it('exports the payback list with its filter: request, job, list, download of a real .xlsx', async () => {
    // 2,345 rows: many keyset batches and a short last one, plus rows the filter leaves out.
    await t.database.db.insert(paybackAccounts).values(
      Array.from({ length: 2345 }, (_, i) => ({
        partnerId: a.partnerId,
        companyName: `回款公司${String(i).padStart(4, '0')}`,
        accountName: `6222${i}`,
        bankName: '建设银行',
      })),
    );
    await t.database.db
      .insert(paybackAccounts)
      .values({ partnerId: a.partnerId, companyName: '其他公司', accountName: '1', bankName: 'x' });

    const requested = await injectAs(t.app, a, {
      method: 'POST',
      url: '/api/account/payback/export',
      payload: { companyName: '回款公司', current: 1, size: 10 },
      lang: 'zh-CN',
    });
    expect(requested.json()).toMatchObject({ code: '0000', msg: '导出任务已创建，请在导出中心下载' });
    const { taskId } = requested.json().data as { taskId: number };

    const waiting = await exportsOf(a);
    expect(waiting.data[0]).toMatchObject({
      id: taskId,
      exportName: '回款账户列表',
      status: 0,
      url: null,
      total: 0,
    });

    expect(await t.app.jobs.runDue()).toBe(1);
    const finished = (await exportsOf(a)).data[0];
    expect(finished).toMatchObject({ id: taskId, status: ExportStatus.finished, total: 2345 });
    expect(finished.url).toMatch(new RegExp(`^/api/communal/export/download/${taskId}\\?`));

    const download = await injectAs(t.app, a, {
      method: 'GET',
      url: `/api/communal/export/download/${taskId}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(download.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename=".+\\.xlsx"; filename\\*=UTF-8''${encodeURIComponent('回款账户列表_')}\\d{14}\\.xlsx$`,
      ),
    );
    const rows = await readXlsxRows(download.rawPayload);
    expect(rows[0]).toEqual(['回款公司', '回款账号', '回款银行', '创建时间']);
    expect(rows).toHaveLength(2346);
    expect(rows[1].slice(0, 3)).toEqual(['回款公司2344', '62222344', '建设银行']);
    expect(rows[2345][0]).toBe('回款公司0000');
    expect(String(rows[1][3])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // The signed link of the list works without the token (a plain <a href>).
    const viaLink = await t.app.inject({ method: 'GET', url: finished.url as string });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.rawPayload.equals(download.rawPayload)).toBe(true);
  });

  it('writes headers in the language of the request', async () => {
    await sendNotice(t.database.db, { partnerId: a.partnerId, title: 'Price list', content: 'New prices' });
    const requested = await injectAs(t.app, a, {
      method: 'POST',
      url: '/api/account/notice/export',
      payload: {},
      lang: 'en',
    });
    const { taskId } = requested.json().data as { taskId: number };
    await t.app.jobs.runDue();
    const download = await injectAs(t.app, a, {
      method: 'GET',
      url: `/api/communal/export/download/${taskId}`,
    });
    const rows = await readXlsxRows(download.rawPayload);
    expect(rows[0]).toEqual(['Title', 'Content', 'State', 'Created time']);
    expect(rows[1].slice(0, 3)).toEqual(['Price list', 'New prices', 'Unread']);
    expect((await exportsOf(a)).data[0]).toMatchObject({ id: taskId, exportName: 'Notices', total: 1 });
  });

  it('keeps exports to their account: B, and a colleague of A, neither list nor download them', async () => {
    const [mine] = (await exportsOf(a)).data;
    expect((await exportsOf(b)).total).toBe(0);
    const byB = await injectAs(t.app, b, { method: 'GET', url: `/api/communal/export/download/${mine.id}` });
    expect(byB.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/communal/export/download/${mine.id}` });
    expect(anonymous.statusCode).toBe(404);
    const forged = (mine.url as string).replace(/p=\d+/, `p=${b.partnerId}`);
    expect((await injectAs(t.app, b, { method: 'GET', url: forged })).statusCode).toBe(404);

    const colleague = await createAccount(t.database.db, a.partnerId, {
      authorities: [Authority.paybackAccount],
    });
    const token = await sessionTokenFor(t.database.db, a.partnerId, colleague.id);
    const byColleague = await injectAs(
      t.app,
      { token },
      { method: 'GET', url: `/api/communal/export/download/${mine.id}` },
    );
    expect(byColleague.statusCode).toBe(404);
    expect((await exportsOf({ ...a, token })).total).toBe(0);
  });

  it('filters the list by date range and status', async () => {
    const all = await exportsOf(a);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const future = await exportsOf(a, { createdTimeStart: new Date(Date.now() + 86_400_000).toISOString() });
    expect(future.total).toBe(0);
    const today = await exportsOf(a, {
      createdTimeStart: new Date(Date.now() - 3_600_000).toISOString(),
      createdTimeEnd: new Date(Date.now() + 3_600_000).toISOString(),
      status: 2,
    });
    expect(today.total).toBe(all.total);
    expect((await exportsOf(a, { status: 3 })).total).toBe(0);
    const reversed = await injectAs(t.app, a, {
      method: 'POST',
      url: '/api/communal/export/page',
      payload: { createdTimeStart: '2026-02-01', createdTimeEnd: '2026-01-01' },
      lang: 'en',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.fields.createdTimeEnd).toBe('the start must not be after the end');
  });

  it('retries a failing export, then marks it failed (3) with a message', async () => {
    const { taskId } = await requestExport(t.database.db, a, 'test-broken', {}, 'en');
    expect(await t.app.jobs.runDue()).toBe(1);
    const retrying = (await exportsOf(a)).data.find((task) => task.id === taskId);
    expect(retrying).toMatchObject({ status: ExportStatus.waiting, url: null });
    // Backoff: nothing is due until the retry time comes.
    expect(await t.app.jobs.runDue()).toBe(0);
    await forceDue();
    await t.app.jobs.runDue();
    await forceDue();
    await t.app.jobs.runDue();
    const failed = (
      await injectAs(t.app, a, {
        method: 'POST',
        url: '/api/communal/export/page',
        payload: {},
        lang: 'zh-TW',
      })
    )
      .json()
      .data.find((task: { id: number }) => task.id === taskId);
    expect(failed).toMatchObject({
      status: ExportStatus.failed,
      url: null,
      errorMsg: '匯出失敗，請稍後重新匯出',
    });
    const download = await injectAs(t.app, a, {
      method: 'GET',
      url: `/api/communal/export/download/${taskId}`,
      lang: 'en',
    });
    expect(download.json()).toMatchObject({ code: '1111', msg: 'The export file is not ready yet' });
  });

  it('shows a business refusal of an export as its own message', async () => {
    const { taskId } = await requestExport(t.database.db, a, 'test-broken', { refuse: true }, 'en');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await forceDue();
      await t.app.jobs.runDue();
    }
    const failed = (await exportsOf(a)).data.find((task) => task.id === taskId);
    expect(failed).toMatchObject({ status: ExportStatus.failed, errorMsg: '导出文件尚未生成' });
  });

  it('needs the list’s authority to export it', async () => {
    const staff = await createAccount(t.database.db, a.partnerId, { authorities: ['index:notice'] });
    const token = await sessionTokenFor(t.database.db, a.partnerId, staff.id);
    const res = await injectAs(
      t.app,
      { token },
      { method: 'POST', url: '/api/account/payback/export', payload: {} },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('0002');
  });

  it('refuses a fourth export while three are waiting or exporting, and queues nothing for it', async () => {
    const c = await givenPartnerAdmin(t.database.db);
    const pendingOf = async () =>
      (
        await queryRows<{ tasks: number; jobs: number }>(
          t.database.db,
          sql`select (select count(*)::int from export_tasks where partner_id = ${c.partnerId}) as tasks,
                     (select count(*)::int from jobs where partner_id = ${c.partnerId} and kind = 'export') as jobs`,
        )
      )[0];
    const request = (lang: 'en' | 'zh-CN' = 'en') =>
      injectAs(t.app, c, { method: 'POST', url: '/api/account/payback/export', payload: {}, lang });
    // A burst: every request counts under the partner's lock, so exactly three pass.
    const burst = await Promise.all(Array.from({ length: 5 }, () => request()));
    const codes = burst.map((res) => res.json().code).sort();
    expect(codes).toEqual(['0000', '0000', '0000', '1111', '1111']);
    const refused = burst.find((res) => res.json().code === '1111');
    expect(refused?.json().msg).toBe(
      `You have ${MAX_PENDING_EXPORTS} exports in progress; wait until one finishes`,
    );
    expect(await pendingOf()).toEqual({ tasks: 3, jobs: 3 });
    expect((await request('zh-CN')).json().msg).toBe('您已有 3 个导出任务正在进行，请等其中一个完成后再导出');
    expect(await pendingOf()).toEqual({ tasks: 3, jobs: 3 });

    // Another partner is not held back by this one's exports.
    expect(
      (await injectAs(t.app, b, { method: 'POST', url: '/api/account/payback/export', payload: {} })).json()
        .code,
    ).toBe('0000');
    await t.app.jobs.runDue();
    expect((await request()).json().code).toBe('0000');
    await t.app.jobs.runDue();
  });

  it('writes a large export in a worker thread: a valid .xlsx with every row, the loop turning between batches', async () => {
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    tick();
    turnsAtFetch.length = 0;
    const { taskId } = await requestExport(t.database.db, b, 'test-large', {}, 'en');
    try {
      expect(await t.app.jobs.runDue()).toBe(1);
    } finally {
      ticking = false;
    }
    const download = await injectAs(t.app, b, {
      method: 'GET',
      url: `/api/communal/export/download/${taskId}`,
    });
    const rows = await readXlsxRows(download.rawPayload);
    expect(rows[0]).toEqual(['N', 'Name', 'At']);
    expect(rows).toHaveLength(LARGE_ROWS + 1);
    expect(rows[1]).toEqual([1, '商品1', '2026-03-01 08:00:00']);
    expect(rows[LARGE_ROWS]).toEqual([LARGE_ROWS, `商品${LARGE_ROWS}`, '2026-03-01 08:00:00']);
    expect((await exportsOf(b)).data.find((task) => task.id === taskId)).toMatchObject({
      status: ExportStatus.finished,
      total: LARGE_ROWS,
    });
    // Read in many batches (they grow from 100 rows while the queries are quick, to 2,000 at most),
    // and requests waiting for the event loop get it before every next batch is read.
    expect(turnsAtFetch.length).toBeGreaterThan(LARGE_ROWS / 2000);
    for (let i = 1; i < turnsAtFetch.length; i += 1)
      expect(turnsAtFetch[i]).toBeGreaterThan(turnsAtFetch[i - 1]);
  });

  it('builds one spreadsheet at a time in a process, even when two ticks run at once', async () => {
    await requestExport(t.database.db, b, 'test-slow', {}, 'en');
    await requestExport(t.database.db, b, 'test-slow', {}, 'en');
    const ran = await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue()]);
    expect(ran[0] + ran[1]).toBe(2);
    expect(mostBuilding).toBe(1);
  });
});
