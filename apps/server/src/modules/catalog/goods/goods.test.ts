import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { givenTwoPartners, injectAs, type TestActor, uploadAs } from '../../../test/fixtures';
import { TINY_PNG } from '../../communal/upload.fixtures';
import { notices } from '../../partner/notice.table';
import { CATEGORY_PARAMS } from '../categories/category-params.data';
import { PLATFORM_CATEGORIES } from '../categories/category-data';

type Lang = 'zh-CN' | 'zh-TW' | 'en';

const level2s = PLATFORM_CATEGORIES.flatMap((l1) => (l1.children ?? []).map((l2) => ({ l1, l2 })));
// A leaf whose level-2 parent has a parameter template, and one whose parent has none.
const templated = level2s.find(({ l2 }) => CATEGORY_PARAMS[l2.id]?.some((p) => p.required));
const plain = level2s.find(({ l2 }) => !CATEGORY_PARAMS[l2.id]);
if (!templated || !plain) throw new Error('the seed tree lacks the categories these tests need');
const templatedLeaf = templated.l2.children?.[0];
const plainLeaf = plain.l2.children?.[0];
const requiredParams = (CATEGORY_PARAMS[templated.l2.id] ?? []).filter((p) => p.required);
const paramsFilled = requiredParams.map((p) => ({ name: p.name, value: p.options?.[0] ?? '标准' }));

describe('goods', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let imageA: number;
  let brandId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    imageA = await uploadAs(t.app, a, 'pen.png', TINY_PNG);
    const brand = await injectAs(t.app, a, {
      method: 'POST',
      url: '/api/goods/brand/add',
      payload: { brandName: '得力' },
    });
    brandId = brand.json().data.id;
  });
  afterAll(() => t.close());

  const post = (actor: TestActor, url: string, payload: unknown, lang?: Lang) =>
    injectAs(t.app, actor, { method: 'POST', url: `/api/goods/${url}`, payload: payload as object, lang });
  const get = async (actor: TestActor, url: string) =>
    (await injectAs(t.app, actor, { method: 'GET', url: `/api/goods/${url}` })).json();
  const ops = (...args: string[]) =>
    runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'goods', args);

  const input = (overrides: Record<string, unknown> = {}) => ({
    name: '得力 S01 中性笔 0.5mm 黑色',
    categoryId: plainLeaf?.id,
    brandId,
    model: 'S01',
    unit: '盒',
    taxCode: '1060201070000000000',
    imageIds: [imageA],
    params: [],
    description:
      '<p>顺滑书写<script>alert(1)</script></p><img src="https://img.example.com/a.png" onerror="x()">',
    skus: [
      { spec: '黑色 12支/盒', skuCode: 'S01-BK', marketPrice: '18.50', stock: 200 },
      { spec: '红色 12支/盒', skuCode: 'S01-RD', marketPrice: 19, stock: 0 },
    ],
    ...overrides,
  });

  const create = async (actor: TestActor, overrides: Record<string, unknown> = {}) => {
    const body = (await post(actor, 'add', input(overrides))).json();
    expect(body).toMatchObject({ code: '0000' });
    return body.data as { id: number; state: number; skus: { id: number }[] };
  };

  it('creates goods with two SKUs as a draft, sanitizing the description', async () => {
    const created = await create(a);
    expect(created).toMatchObject({
      state: 0,
      categoryIds: [plain.l1.id, plain.l2.id, plainLeaf?.id],
      brandName: '得力',
      skuCount: 2,
      minPrice: '18.50',
      maxPrice: '19.00',
      stock: 200,
      hasApprovedVersion: false,
    });
    const detail = await get(a, `detail?id=${created.id}`);
    expect(detail.data.description).toBe('<p>顺滑书写</p><img src="https://img.example.com/a.png" />');
    expect(detail.data.skus.map((s: { spec: string }) => s.spec)).toEqual(['黑色 12支/盒', '红色 12支/盒']);
    expect((await t.app.inject({ method: 'GET', url: detail.data.images[0].url })).statusCode).toBe(200);

    const roots = await injectAs(t.app, a, {
      method: 'GET',
      url: '/api/goods/category/child/list?categoryId=0',
    });
    const root = roots.json().data.find((n: { id: number }) => n.id === plain.l1.id);
    expect(root.hasSpu).toBe(true);
    const rootsB = await injectAs(t.app, b, {
      method: 'GET',
      url: '/api/goods/category/child/list?categoryId=0',
    });
    expect(rootsB.json().data.find((n: { id: number }) => n.id === plain.l1.id).hasSpu).toBe(false);
  });

  it('refuses bad input with clear, translated reasons', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ categoryId: plain.l2.id }, 'Choose a level-3 category'],
      [
        {
          skus: [
            { spec: '黑色', marketPrice: '1', stock: 1 },
            { spec: ' 黑 色 ', marketPrice: '2', stock: 1 },
          ],
        },
        'Two SKUs have the same spec',
      ],
      [{ categoryId: templatedLeaf?.id, params: [] }, `Fill in the parameter "${requiredParams[0].name}"`],
      [{ brandId: 999_999 }, 'The brand does not exist'],
    ];
    for (const [overrides, msg] of cases) {
      expect((await post(a, 'add', input(overrides), 'en')).json()).toMatchObject({ code: '1111', msg });
    }
    const badPrice = await post(
      a,
      'add',
      input({ skus: [{ spec: 'a', marketPrice: '1.234', stock: 1 }] }),
      'en',
    );
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().data.fields['skus.0.marketPrice']).toBe(
      'must be an amount with at most two decimals',
    );
    const zero = await post(a, 'add', input({ skus: [{ spec: 'a', marketPrice: '0', stock: 1 }] }), 'en');
    expect(zero.json().data.fields['skus.0.marketPrice']).toBe('The price must be above 0');
    const noSku = await post(a, 'add', input({ skus: [] }), 'zh-CN');
    expect(noSku.json().data.fields.skus).toBe('请至少添加一个SKU');

    // Another partner's picture answers like a missing file.
    const imageB = await uploadAs(t.app, b, 'b.png', TINY_PNG);
    expect((await post(a, 'add', input({ imageIds: [imageB] }))).json()).toMatchObject({ code: '1111' });
    expect(
      (await post(a, 'add', input({ categoryId: templatedLeaf?.id, params: paramsFilled }))).json(),
    ).toMatchObject({
      code: '0000',
    });
  });

  it('goes through review: submit, reject with reason, fix and resubmit, approve, edit again, disable', async () => {
    const created = await create(a, { name: '得力 复印纸 A4 70g' });
    const batch = (await post(a, 'submit', { ids: [created.id, 999_999] }, 'en')).json();
    expect(batch).toMatchObject({ code: '0000', data: { changed: 1 }, msg: '1 goods done, 1 not' });
    expect(batch.data.refused).toEqual([{ id: 999_999, name: '', reason: 'The goods do not exist' }]);

    const pendingEdit = (await post(a, 'update', { ...input(), id: created.id }, 'en')).json();
    expect(pendingEdit).toMatchObject({
      msg: 'The goods are under review: change them once the review is over',
    });

    expect((await ops('pending')).output).toContain('复印纸');
    expect((await ops('reject', String(created.id))).ok).toBe(false);
    await ops('reject', String(created.id), '图片不清晰');
    const rejected = await get(a, `detail?id=${created.id}`);
    expect(rejected.data).toMatchObject({ state: 3, refuseReason: '图片不清晰' });
    const refuseList = (await post(a, 'page', { state: 3 })).json();
    expect(refuseList.data.map((g: { id: number }) => g.id)).toContain(created.id);

    const fixed = (
      await post(a, 'update', {
        ...input({ name: '得力 复印纸 A4 70g 500张', submit: true }),
        id: created.id,
        skus: [{ ...input().skus[0], id: rejected.data.skus[0].id, marketPrice: '17.90' }],
      })
    ).json();
    expect(fixed).toMatchObject({ code: '0000', data: { state: 1, skuCount: 1, minPrice: '17.90' } });
    await ops('approve', String(created.id));
    const approved = await get(a, `detail?id=${created.id}`);
    expect(approved.data).toMatchObject({ state: 2, refuseReason: null, hasApprovedVersion: true });

    // Changing approved goods sends it back to review; the approved version stays for the channels.
    const changed = (
      await post(a, 'update', { ...input({ name: '得力 复印纸 A4 80g' }), id: created.id })
    ).json();
    expect(changed.data).toMatchObject({ state: 1, hasApprovedVersion: true });
    await ops('approve', String(created.id));

    expect((await post(a, 'disable', { ids: [created.id] })).json().data.changed).toBe(1);
    expect((await post(a, 'update', { ...input(), id: created.id }, 'en')).json().msg).toBe(
      'The goods are disabled: enable them before changing them',
    );
    const deleteApproved = (await post(a, 'delete', { ids: [created.id] }, 'en')).json();
    expect(deleteApproved.data.refused[0].reason).toContain('Only drafts and rejected goods');
    expect((await post(a, 'enable', { ids: [created.id] })).json().data.changed).toBe(1);
    expect((await get(a, `detail?id=${created.id}`)).data.state).toBe(2);

    const titles = await t.database.db
      .select({ title: notices.title })
      .from(notices)
      .where(and(eq(notices.partnerId, a.partnerId)));
    expect(titles.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        '商品审核未通过：得力 复印纸 A4 70g',
        '商品审核通过：得力 复印纸 A4 70g 500张',
      ]),
    );
  });

  it('lists with filters and totals that agree with the rows; counts per state follow every change', async () => {
    const draft = await create(a, { name: '晨光 订书机 12号' });
    const counts = async () => (await get(a, 'state/counts')).data as Record<string, number>;
    const before = await counts();

    const all = (await post(a, 'page', { size: 100 })).json();
    expect(all.total).toBe(Object.values(before).reduce((x, y) => x + y, 0));
    expect(all.data[0]).toMatchObject({
      id: draft.id,
      categoryPath: `${plain.l1.name}/${plain.l2.name}/${plainLeaf?.name}`,
    });

    const levels: [number | undefined, string][] = [
      [plain.l1.id, `${plain.l1.name}/`],
      [plain.l2.id, `${plain.l1.name}/${plain.l2.name}/`],
      [plainLeaf?.id, `${plain.l1.name}/${plain.l2.name}/${plainLeaf?.name}`],
    ];
    for (const [categoryId, pathPrefix] of levels) {
      const inCategory = (await post(a, 'page', { categoryId, size: 100 })).json();
      expect(inCategory.data.length).toBe(inCategory.total);
      expect(inCategory.data.map((g: { id: number }) => g.id)).toContain(draft.id);
      expect(
        inCategory.data.every((g: { categoryPath: string }) => g.categoryPath.startsWith(pathPrefix)),
      ).toBe(true);
    }
    const byName = (await post(a, 'page', { name: '订书机' })).json();
    expect(byName).toMatchObject({ total: 1, data: [{ id: draft.id }] });
    const byBrand = (await post(a, 'page', { brandId, state: 0, size: 100 })).json();
    expect(byBrand.total).toBe(byBrand.data.length);

    expect((await post(a, 'delete', { ids: [draft.id] })).json().data.changed).toBe(1);
    const after = await counts();
    expect(after['0']).toBe(before['0'] - 1);
    expect((await post(a, 'page', { name: '订书机' })).json().total).toBe(0);
  });

  it("keeps each partner's goods to itself", async () => {
    const mine = await create(a, { name: 'A 的商品' });
    expect((await get(b, `detail?id=${mine.id}`)).code).toBe('1111');
    expect((await post(b, 'update', { ...input(), id: mine.id })).json().code).toBe('1111');
    const submitted = (await post(b, 'submit', { ids: [mine.id] })).json();
    expect(submitted.data).toMatchObject({ changed: 0 });
    expect((await post(b, 'page', {})).json().total).toBe(0);
    expect((await get(a, `detail?id=${mine.id}`)).data.state).toBe(0);
  });

  it('exports the filtered list through the export centre', async () => {
    const requested = (await post(a, 'export', { state: 2 })).json();
    expect(requested).toMatchObject({ code: '0000' });
    await t.app.jobs.runDue();
    const tasks = (
      await injectAs(t.app, a, { method: 'POST', url: '/api/communal/export/page', payload: {} })
    ).json();
    const task = tasks.data.find((x: { id: number }) => x.id === requested.data.taskId);
    expect(task).toMatchObject({ status: 2, exportName: '商品列表' });
    expect(task.total).toBe((await post(a, 'page', { state: 2 })).json().total);
  });
});
