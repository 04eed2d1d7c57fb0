import { ExportStatus } from '@portal/shared/constants';
import { Authority } from '@portal/shared/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { readXlsxRows } from '../../test/exports';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../test/fixtures';
import { fail } from '../../platform/errors';
import { registerExport } from '../../platform/export/export-registry';
import { requestExport } from '../../platform/export/export-request';
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
    // 2,345 rows: three keyset batches, plus rows the filter leaves out.
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
});
