import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { givenTwoPartners, injectAs, type TestActor, uploadAs } from '../../../test/fixtures';
import { loadXlsx } from '../../../test/xlsx';
import { CATEGORY_PARAMS } from '../categories/category-params.data';
import { PLATFORM_CATEGORIES } from '../categories/category-data';
import { BATCH_HEADERS as HEADERS, batchXlsxOf, PLAIN_FAMILY } from './batch.fixtures';

// 展示用品 (a family without a parameter template) and a family whose template has required parameters.
const plainFamily = PLAIN_FAMILY;
const templated = PLATFORM_CATEGORIES.flatMap((l1) => l1.children ?? []).find((l2) =>
  CATEGORY_PARAMS[l2.id]?.some((p) => p.required && p.options),
);
if (!plainFamily || !templated) throw new Error('the seed tree lacks the families these tests need');
const [whiteboard, eraser] = plainFamily.children ?? [];

describe('goods batch upload', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    await injectAs(t.app, a, { method: 'POST', url: '/api/goods/brand/add', payload: { brandName: '得力' } });
  });
  afterAll(() => t.close());

  const post = (actor: TestActor, url: string, payload: unknown, lang: 'zh-CN' | 'en' = 'zh-CN') =>
    injectAs(t.app, actor, {
      method: 'POST',
      url: `/api/goods/batch/${url}`,
      payload: payload as object,
      lang,
    });

  it("gives a family's template: the goods sheet with its columns, its leaves and how to fill it", async () => {
    const res = await injectAs(t.app, a, {
      method: 'GET',
      url: `/api/goods/batch/template?categoryId=${templated.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const workbook = await loadXlsx(res.rawPayload);
    const headers = (workbook.worksheets[0].getRow(1).values as string[]).filter(Boolean);
    expect(headers.slice(0, HEADERS.length)).toEqual([...HEADERS]);
    const required = (CATEGORY_PARAMS[templated.id] ?? []).filter((p) => p.required).map((p) => `${p.name}*`);
    expect(headers).toEqual(expect.arrayContaining(required));
    expect(workbook.worksheets[1].rowCount).toBe((templated.children?.length ?? 0) + 1);

    const leaf = await injectAs(t.app, a, {
      method: 'GET',
      url: `/api/goods/batch/template?categoryId=${whiteboard.id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(leaf.json()).toMatchObject({ code: '1111', msg: 'Choose a level-2 category' });
  });

  it('reports row by row in a dry run, then imports only the valid goods as drafts, in one go', async () => {
    const file = await batchXlsxOf([
      // Valid goods with two SKUs.
      ['得力 磁性白板', whiteboard.id, '得力', 'WB-1', '块', '', '', '90x60cm', 'WB-1-S', '128.00', 10],
      ['得力 磁性白板', whiteboard.id, '', 'WB-1', '', '', '', '120x90cm', 'WB-1-L', '198.5', 5],
      // One bad price: the whole goods is left out.
      ['得力 白板擦', eraser.id, '得力', 'E-1', '个', '', '', '标准', '', 'abc', 3],
      ['得力 白板擦', eraser.id, '得力', 'E-1', '个', '', '', '大号', '', '9.90', 3],
      // Unknown brand; a category outside the family.
      ['无名 白板', whiteboard.id, '无名牌', 'X-1', '块', '', '', '标准', '', '50', 1],
      ['得力 签字笔', 100101, '得力', 'P-1', '支', '', '', '黑色', '', '2.50', 100],
    ]);
    const fileId = await uploadAs(t.app, a, '批量上传.xlsx', file);

    const report = (await post(a, 'check', { fileId, categoryId: plainFamily.id })).json();
    expect(report).toMatchObject({
      code: '0000',
      data: { rows: 6, goods: 4, validGoods: 1, validRows: 2, problemCount: 4 },
    });
    expect(report.data.problems).toEqual([
      { row: 4, column: '市场价*', message: '金额格式不正确（最多两位小数）' },
      { row: 5, column: '商品名称*', message: '同一商品的其他行有错误，整个商品未导入' },
      { row: 6, column: '品牌*', message: '品牌“无名牌”不存在，请先新增品牌' },
      { row: 7, column: '三级类目ID*', message: '不是所选类目下的三级类目ID，请从“三级类目”表选取' },
    ]);
    const errors = await t.app.inject({ method: 'GET', url: report.data.errorFileUrl });
    expect(errors.statusCode).toBe(200);
    const workbook = await loadXlsx(errors.rawPayload);
    expect(workbook.worksheets[0].rowCount).toBe(5);
    expect(workbook.worksheets[0].getRow(2).getCell(12).text).toBe('市场价*：金额格式不正确（最多两位小数）');

    // The dry run changed nothing.
    const before = (await injectAs(t.app, a, { method: 'POST', url: '/api/goods/page', payload: {} })).json()
      .total;
    expect(before).toBe(0);

    const imported = (await post(a, 'import', { fileId, categoryId: plainFamily.id }, 'en')).json();
    expect(imported).toMatchObject({
      code: '0000',
      data: { imported: 1 },
      msg: '1 goods imported as drafts: add pictures, then submit them',
    });
    const list = (await injectAs(t.app, a, { method: 'POST', url: '/api/goods/page', payload: {} })).json();
    expect(list).toMatchObject({
      total: 1,
      data: [{ name: '得力 磁性白板', state: 0, skuCount: 2, minPrice: '128.00' }],
    });

    // Without pictures it cannot go to review yet.
    const submitted = (
      await injectAs(t.app, a, {
        method: 'POST',
        url: '/api/goods/submit',
        payload: { ids: [list.data[0].id] },
        headers: { 'accept-language': 'en' },
      })
    ).json();
    expect(submitted.data.refused[0].reason).toBe('Upload at least one picture');
  });

  it('checks the template parameters and refuses files that are not the template', async () => {
    const params = (CATEGORY_PARAMS[templated.id] ?? []).map((p) => (p.required ? `${p.name}*` : p.name));
    const required = (CATEGORY_PARAMS[templated.id] ?? []).find((p) => p.required && p.options);
    const leaf = templated.children?.[0];
    const file = await batchXlsxOf(
      [['得力 商品', leaf?.id ?? 0, '得力', 'T-1', '个', '', '', '标准', '', '10', 1]],
      [...HEADERS, ...params],
    );
    const fileId = await uploadAs(t.app, a, 'params.xlsx', file);
    const report = (await post(a, 'check', { fileId, categoryId: templated.id })).json();
    expect(report.data.problems).toEqual(
      expect.arrayContaining([{ row: 2, column: `${required?.name}*`, message: '必填' }]),
    );

    const wrong = await uploadAs(t.app, a, 'wrong.xlsx', await batchXlsxOf([['x', 1]], ['名称', '价格']));
    const refused = (await post(a, 'check', { fileId: wrong, categoryId: plainFamily.id }, 'en')).json();
    expect(refused.code).toBe('1111');
    expect(refused.msg).toContain('The file lacks the columns 商品名称*');

    // Another partner's file answers like a missing file.
    expect((await post(b, 'check', { fileId, categoryId: templated.id })).json().code).toBe('1111');
  });
});
