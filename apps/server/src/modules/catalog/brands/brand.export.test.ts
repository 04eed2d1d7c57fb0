import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { keysetBatches } from '../../../platform/export/export-registry';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { cells, exportAs } from '../../../test/exports';
import { givenTwoPartners, injectAs, type TestActor, uploadAs } from '../../../test/fixtures';
import { TINY_PDF } from '../../communal/upload.fixtures';
import { listBrandRecordsAfter } from './brand-record.service';
import { listBrandsAfter } from './brand.service';

type Lang = 'zh-CN' | 'zh-TW' | 'en';
const DAY = 24 * 60 * 60 * 1000;
const dayOffset = (days: number) =>
  new Date(Date.now() + days * DAY).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('exports of the brand list and the brand records', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  const from = dayOffset(-1);
  const to = dayOffset(200);

  const post = (actor: TestActor, url: string, payload: object, lang?: Lang) =>
    injectAs(t.app, actor, { method: 'POST', url: `/api/goods/brand/${url}`, payload, lang });
  const ops = (...args: string[]) =>
    runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'brand', args);
  const addBrand = async (actor: TestActor, input: Record<string, unknown>) => {
    const body = (await post(actor, 'add', input)).json();
    expect(body.code).toBe('0000');
    return body.data as { id: number };
  };
  const apply = async (actor: TestActor, brandId: number) => {
    const letterFileId = await uploadAs(t.app, actor, '授权书.pdf', TINY_PDF);
    const body = (
      await post(actor, 'authorization/add', {
        brandId,
        level: 2,
        validFrom: from,
        validTo: to,
        letterFileId,
      })
    ).json();
    expect(body.code).toBe('0000');
    return body.data as { id: number };
  };
  const exportOf = (actor: TestActor, list: string, filter: Record<string, unknown>, lang?: Lang) =>
    exportAs(t.app, actor, `/api/goods/brand/${list}`, filter, lang);

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    // A: two brands of its own (one applied for and rejected), and an approved one B created.
    const first = await addBrand(a, { brandName: 'Alpha 一号', englishName: 'Alpha One', origin: '上海' });
    await post(a, 'update', {
      id: first.id,
      brandName: 'Alpha 一号',
      englishName: 'Alpha One',
      origin: '北京',
    });
    const second = await addBrand(a, { brandName: 'Alpha 二号', trademarkNo: 'TM-2' });
    await ops('reject', String((await apply(a, second.id)).id), '授权书不清晰');
    const shared = await addBrand(b, { brandName: 'Beta 共享' });
    await ops('approve', String((await apply(a, shared.id)).id));
    // B: a brand of its own whose name also matches A's filter.
    await addBrand(b, { brandName: 'Alpha B', origin: '深圳' });
  });
  afterAll(() => t.close());

  it('exports the brand list with the search form’s filters and the newest authorization of each', async () => {
    const alpha = await exportOf(a, 'export', { brandName: 'alpha' });
    expect(alpha.task).toMatchObject({ exportName: '品牌列表', total: 2 });
    expect(alpha.header).toEqual(
      cells(
        '品牌名称 | 英文名称 | 产地 | 商标注册号 | 创建方 | 授权状态 | 授权级别 | 有效期起 | 有效期至 | 创建时间',
      ),
    );
    expect(alpha.rows.map((row) => row.slice(0, 9))).toEqual([
      ['Alpha 二号', null, null, 'TM-2', '本企业', '已驳回', '一级代理', from, to],
      ['Alpha 一号', 'Alpha One', '北京', null, '本企业', '未申请', null, null, null],
    ]);
    expect(String(alpha.rows[0][9])).toMatch(DATE_TIME);

    const approved = await exportOf(a, 'export', { authState: 1 });
    expect(approved.rows.map((row) => row.slice(0, 6))).toEqual([
      ['Beta 共享', null, null, null, '其他企业', '已通过'],
    ]);
    const all = await exportOf(a, 'export', {});
    expect(all.task.total).toBe((await post(a, 'page', {})).json().total);
  });

  it('keeps each partner’s brand list to itself, with headers in the requester’s language', async () => {
    const exported = await exportOf(b, 'export', { brandName: 'alpha' }, 'en');
    expect(exported.task.exportName).toBe('Brands');
    expect(exported.header.slice(0, 6)).toEqual(
      cells('Brand | English name | Origin | Trademark no. | Created by | Authorization'),
    );
    expect(exported.rows.map((row) => row.slice(0, 6))).toEqual([
      ['Alpha B', null, '深圳', null, 'Us', 'Not applied'],
    ]);
    // B created the brand A is authorized for, but has no authorization of its own for it.
    const all = await exportOf(b, 'export', {}, 'zh-TW');
    expect(all.rows.map((row) => [row[0], row[4], row[5]])).toEqual([
      ['Alpha B', '本企業', '未申請'],
      ['Beta 共享', '本企業', '未申請'],
    ]);
  });

  it('exports the brand records with translated changes, states, reasons and operators', async () => {
    const rejected = await exportOf(a, 'record/export', { action: 'authorizationRejected' }, 'zh-TW');
    expect(rejected.task).toMatchObject({ exportName: '品牌記錄', total: 1 });
    expect(rejected.header).toEqual(['時間', '品牌', '變更內容', '狀態變化', '修改明細', '原因', '操作人']);
    expect(rejected.rows[0].slice(1)).toEqual([
      'Alpha 二号',
      '授權審核駁回',
      '待審核 → 已駁回',
      null,
      '授权书不清晰',
      '平台',
    ]);
    expect(String(rejected.rows[0][0])).toMatch(DATE_TIME);

    const alphaOne = await exportOf(a, 'record/export', { brandName: 'alpha 一' });
    const operator = (await post(a, 'record/page', { brandName: 'alpha 一' })).json().data[0].operator;
    expect(operator).toBeTruthy();
    expect(alphaOne.rows.map((row) => row.slice(1))).toEqual([
      ['Alpha 一号', '修改品牌', null, '产地: 上海 → 北京', null, operator],
      ['Alpha 一号', '新建品牌', null, null, null, operator],
    ]);

    const submitted = await exportOf(a, 'record/export', { action: 'authorizationSubmitted' }, 'en');
    expect(submitted.header[3]).toBe('State');
    expect(submitted.rows.map((row) => [row[1], row[2], row[3]])).toEqual([
      ['Beta 共享', 'Authorization submitted', 'Pending'],
      ['Alpha 二号', 'Authorization submitted', 'Pending'],
    ]);
  });

  it('exports only the brand records in the time range, and refuses a range that ends before it starts', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inHour = new Date(Date.now() + 3_600_000).toISOString();
    const now = await exportOf(a, 'record/export', { createdTimeStart: hourAgo, createdTimeEnd: inHour });
    expect(now.task.total).toBe((await post(a, 'record/page', {})).json().total);
    expect(now.task.total).toBe(7);
    const future = await exportOf(a, 'record/export', { createdTimeStart: inHour });
    expect(future.rows).toEqual([]);

    const reversed = await post(
      a,
      'record/export',
      { createdTimeStart: inHour, createdTimeEnd: hourAgo },
      'en',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.fields.createdTimeEnd).toBe('the start must not be after the end');
  });

  it('reads the export in keyset batches that neither skip nor repeat a row', async () => {
    const { db } = t.database;
    const idsOf = async <R extends { id: number }>(
      fetch: (after: R | undefined, limit: number) => Promise<R[]>,
    ) => {
      const ids: number[] = [];
      for await (const batch of keysetBatches(fetch, 2)) ids.push(...batch.map((row) => row.id));
      return ids;
    };
    const records = await idsOf((after, limit) =>
      listBrandRecordsAfter(db, a.partnerId, {}, after?.id, limit),
    );
    expect(records).toHaveLength(7);
    expect(records).toEqual([...records].sort((x, y) => y - x));
    const brands = await idsOf((after, limit) => listBrandsAfter(db, a.partnerId, {}, after?.id, limit));
    expect(brands).toHaveLength(3);
    expect(new Set(brands).size).toBe(3);
  });

  it('never puts another partner’s brand records into an export', async () => {
    const exported = await exportOf(b, 'record/export', {});
    expect(exported.rows.map((row) => [row[1], row[2]])).toEqual([
      ['Alpha B', '新建品牌'],
      ['Beta 共享', '新建品牌'],
    ]);
    const byName = await exportOf(b, 'record/export', { brandName: 'alpha 二' });
    expect(byName.rows).toEqual([]);
  });
});
