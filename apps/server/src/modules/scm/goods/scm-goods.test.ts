import { viewCodeOf } from '@portal/shared/menu';
import { ScmGoodsState, SupplierState } from '@portal/shared/scm-states';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { auditLog } from '../../../platform/audit.table';
import { localDayOf } from '../../../platform/local-time';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { cells, exportAs } from '../../../test/exports';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
  uploadAs,
} from '../../../test/fixtures';
import { catalogSetup } from '../../catalog/goods/goods.fixtures';
import { TINY_PDF, TINY_PNG } from '../../communal/upload.fixtures';
import { insertPurchaseOrder } from '../purchase/purchase-intake';
import { givenScmGoods, givenSupplier, WAREHOUSE } from '../scm.fixtures';
import { scmLabels } from '../suppliers/suppliers.table';
import { linkedScmSkus, lowestLinkedCosts } from './scm-cost.service';
import { scmPriceChanges } from './scm-goods.table';

type Lang = 'zh-CN' | 'zh-TW' | 'en';
type Detail = {
  id: number;
  state: number;
  supplierName: string;
  goodsId: number | null;
  linkedGoodsName: string | null;
  labels: { id: number }[];
  skus: { id: number; spec: string; costPrice: string; skuId: number | null; linkedSpec: string | null }[];
};

describe('scm goods: SCM goods, cost prices, authorizations', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let supplierA: { id: number; name: string };
  let disabledA: { id: number };
  let supplierB: { id: number };
  let catalogGoods: { id: number; skus: { id: number }[] };
  let labelA: number;
  let imageA: number;

  const call = async (
    actor: TestActor,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    lang?: Lang,
  ) =>
    (
      await injectAs(t.app, actor, {
        method,
        url: `/api/goods/scm/${url}`,
        ...(payload === undefined ? {} : { payload: payload as object }),
        lang,
      })
    ).json();
  const post = (actor: TestActor, url: string, payload: unknown, lang?: Lang) =>
    call(actor, 'POST', url, payload, lang);
  const get = (actor: TestActor, url: string, lang?: Lang) => call(actor, 'GET', url, undefined, lang);
  const ok = async <T = Record<string, unknown>>(answer: Promise<{ code: string; msg: string; data: T }>) => {
    const body = await answer;
    expect(body, body.msg).toMatchObject({ code: '0000' });
    return body.data;
  };
  const goodsInput = (supplierId: number, extra: Record<string, unknown> = {}) => ({
    supplierId,
    name: '得力 A4复印纸 70g',
    brandName: '得力',
    model: 'ZB-70',
    unit: '箱',
    supplierCode: 'DL-A4-70',
    skus: [
      { spec: '8包/箱', costPrice: '118.50', minQuantity: '2' },
      { spec: '5包/箱', costPrice: '76.00' },
    ],
    ...extra,
  });
  const addGoods = (actor: TestActor, supplierId: number, extra: Record<string, unknown> = {}) =>
    ok<Detail>(post(actor, 'goods/add', goodsInput(supplierId, extra)));
  const historyOf = (partnerId: number, scmSkuId: number) =>
    t.database.db
      .select()
      .from(scmPriceChanges)
      .where(and(eq(scmPriceChanges.partnerId, partnerId), eq(scmPriceChanges.scmSkuId, scmSkuId)))
      .orderBy(scmPriceChanges.id);

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    const db = t.database.db;
    supplierA = await givenSupplier(db, a.partnerId, { name: '苏州恒信办公用品有限公司' });
    disabledA = await givenSupplier(db, a.partnerId, { state: SupplierState.disabled });
    supplierB = await givenSupplier(db, b.partnerId);
    const [label] = await db
      .insert(scmLabels)
      .values({ partnerId: a.partnerId, labelName: '常用', color: 'blue' })
      .returning();
    labelA = label.id;
    const setup = catalogSetup(t);
    const brand = await setup.brand(a, '得力');
    catalogGoods = await setup.goods(a, { name: '得力 复印纸', brandId: brand, outcome: 'approved' });
    imageA = await uploadAs(t.app, a, 'paper.png', TINY_PNG);
  });
  afterAll(() => t.close());

  describe('goods', () => {
    it('adds goods with SKUs, linked to catalog goods, each SKU starting its price history', async () => {
      const added = await post(a, 'goods/add', {
        ...goodsInput(supplierA.id),
        goodsId: catalogGoods.id,
        imageIds: [imageA],
        labelIds: [labelA],
        skus: [
          { spec: '8包/箱', costPrice: '118.50', skuId: catalogGoods.skus[0].id },
          { spec: '5包/箱', costPrice: '76' },
        ],
      });
      expect(added).toMatchObject({
        code: '0000',
        msg: '供应链商品已添加',
        data: {
          supplierName: supplierA.name,
          state: ScmGoodsState.onOffer,
          goodsId: catalogGoods.id,
          linkedGoodsName: '得力 复印纸',
          skuCount: 2,
          minCost: '76.00',
          maxCost: '118.50',
          labels: [{ id: labelA, labelName: '常用' }],
        },
      });
      const detail = added.data as Detail;
      expect(detail.skus.map((sku) => [sku.spec, sku.costPrice, sku.skuId])).toEqual([
        ['8包/箱', '118.50', catalogGoods.skus[0].id],
        ['5包/箱', '76.00', null],
      ]);
      expect(detail.skus[0].linkedSpec).toBe('小号');
      const history = await historyOf(a.partnerId, detail.skus[1].id);
      expect(history).toMatchObject([{ previousPrice: null, costPrice: '76.00', changedBy: a.accountId }]);
      // The catalog picker lists the partner's approved goods with their SKUs.
      const options = await ok<{ goodsId: number; skus: unknown[] }[]>(
        get(a, 'goods/catalog-options?keyword=复印'),
      );
      expect(options).toEqual([
        expect.objectContaining({ goodsId: catalogGoods.id, skus: expect.any(Array) }),
      ]);
      expect(options[0].skus).toHaveLength(2);
      expect(await ok(get(b, 'goods/catalog-options?keyword=复印'))).toEqual([]);
    });

    it('refuses bad references: disabled or unknown supplier, foreign label, image or catalog SKU, duplicate spec', async () => {
      expect(await post(a, 'goods/add', goodsInput(disabledA.id))).toMatchObject({ code: '1111' });
      expect(await post(a, 'goods/add', goodsInput(supplierB.id))).toMatchObject({
        code: '1111',
        msg: '供应商不存在',
      });
      expect(await post(b, 'goods/add', goodsInput(supplierB.id, { labelIds: [labelA] }))).toMatchObject({
        code: '1111',
        msg: '标签不存在',
      });
      expect((await post(b, 'goods/add', goodsInput(supplierB.id, { imageIds: [imageA] }))).code).toBe(
        '1111',
      );
      expect(
        await post(b, 'goods/add', goodsInput(supplierB.id, { goodsId: catalogGoods.id })),
      ).toMatchObject({
        code: '1111',
        msg: '关联的商品不存在或未审核通过',
      });
      const foreignSku = await post(a, 'goods/add', {
        ...goodsInput(supplierA.id),
        skus: [{ spec: 'x', costPrice: '1', skuId: catalogGoods.skus[0].id }],
      });
      expect(foreignSku).toMatchObject({ code: '1111', msg: '关联的规格须属于关联的商品' });
      const twice = await post(a, 'goods/add', {
        ...goodsInput(supplierA.id),
        skus: [
          { spec: 'x', costPrice: '1' },
          { spec: 'x', costPrice: '2' },
        ],
      });
      expect(twice.code).toBe('1111');
      const zero = await post(a, 'goods/add', {
        ...goodsInput(supplierA.id),
        skus: [{ spec: 'x', costPrice: '0' }],
      });
      expect(zero.code).toBe('1111');
      expect(zero.data.fields).toBeDefined();
      const empty = await post(a, 'goods/add', { ...goodsInput(supplierA.id), skus: [] }, 'en');
      expect(empty).toMatchObject({ code: '1111' });
      expect(JSON.stringify(empty)).toContain('Add at least one SKU');
    });

    it('lists with filters and state tabs; withdraws and offers again with audit', async () => {
      const goods = await addGoods(a, supplierA.id, { name: '晨光 中性笔 0.5mm' });
      const page = await post(a, 'goods/page', { current: 1, size: 10, keyword: '中性笔' });
      expect(page).toMatchObject({
        code: '0000',
        total: 1,
        data: [{ id: goods.id, name: '晨光 中性笔 0.5mm' }],
      });
      expect((await post(a, 'goods/page', { current: 1, size: 10, labelId: labelA })).total).toBe(1);
      expect((await post(a, 'goods/page', { current: 1, size: 10, linked: true })).total).toBe(1);
      expect((await post(a, 'goods/page', { current: 1, size: 10, linked: false })).total).toBe(1);
      expect(await ok(post(a, 'goods/state/counts', {}))).toEqual({ '1': 2, '2': 0 });

      const withdrawn = await post(a, 'goods/withdraw', { id: goods.id, reason: '停产' });
      expect(withdrawn).toMatchObject({ code: '0000', msg: '商品已下架', data: { state: 2 } });
      expect(await post(a, 'goods/withdraw', { id: goods.id })).toMatchObject({
        code: '1111',
        msg: '商品已下架',
      });
      expect(await ok(post(a, 'goods/state/counts', { supplierId: supplierA.id }))).toEqual({
        '1': 1,
        '2': 1,
      });
      expect((await post(a, 'goods/page', { current: 1, size: 10, state: 2 })).data[0].id).toBe(goods.id);
      expect(await post(a, 'goods/offer', { id: goods.id })).toMatchObject({
        code: '0000',
        data: { state: 1 },
      });
      expect(await post(a, 'goods/offer', { id: goods.id })).toMatchObject({
        code: '1111',
        msg: '商品未下架',
      });
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.partnerId, a.partnerId), eq(auditLog.entityId, String(goods.id))));
      expect(audits.map((row) => row.action)).toEqual(
        expect.arrayContaining(['scmGoodsAdded', 'scmGoodsWithdrawn', 'scmGoodsOffered']),
      );
    });

    it('updates goods: a changed cost is written to history, a removed SKU goes, a new one starts', async () => {
      const goods = await addGoods(a, supplierA.id, { name: '档案盒 A4' });
      const [first, second] = goods.skus;
      const updated = await ok<Detail>(
        post(a, 'goods/update', {
          ...goodsInput(supplierA.id, { name: '档案盒 A4 75mm' }),
          id: goods.id,
          skus: [
            { id: first.id, spec: '8包/箱', costPrice: '120.00' },
            { spec: '10包/箱', costPrice: '150.00' },
          ],
        }),
      );
      expect(updated.skus.map((sku) => [sku.spec, sku.costPrice])).toEqual([
        ['8包/箱', '120.00'],
        ['10包/箱', '150.00'],
      ]);
      expect(updated.skus[0].id).toBe(first.id);
      expect(await historyOf(a.partnerId, first.id)).toMatchObject([
        { previousPrice: null, costPrice: '118.50' },
        { previousPrice: '118.50', costPrice: '120.00', reason: null },
      ]);
      expect(await historyOf(a.partnerId, second.id)).toEqual([]);
      // A SKU id of other goods is refused.
      const other = await addGoods(a, supplierA.id, { name: '其它商品' });
      const foreign = await post(a, 'goods/update', {
        ...goodsInput(supplierA.id),
        id: goods.id,
        skus: [{ id: other.skus[0].id, spec: 'x', costPrice: '1' }],
      });
      expect(foreign).toMatchObject({ code: '1111', msg: '规格不存在' });
      // Swapping two specs is fine.
      const swapped = await ok<Detail>(
        post(a, 'goods/update', {
          ...goodsInput(supplierA.id),
          id: goods.id,
          skus: [
            { id: updated.skus[0].id, spec: '10包/箱', costPrice: '120.00' },
            { id: updated.skus[1].id, spec: '8包/箱', costPrice: '150.00' },
          ],
        }),
      );
      expect(swapped.skus.map((sku) => sku.spec)).toEqual(['10包/箱', '8包/箱']);
    });

    it('deletes goods only while no purchase line names them', async () => {
      const goods = await addGoods(a, supplierA.id, { name: '待删除商品' });
      const bought = await addGoods(a, supplierA.id, { name: '已采购商品' });
      const db = t.database.db;
      await db.transaction((tx) =>
        insertPurchaseOrder(
          tx,
          { partnerId: a.partnerId, accountId: a.accountId },
          {
            ...WAREHOUSE,
            supplierId: supplierA.id,
            lines: [{ scmSkuId: bought.skus[0].id, quantity: '2' }],
            contractRequired: false,
            invoiceRequired: false,
          },
          { timeZone: t.config.timeZone },
        ),
      );
      expect(await post(a, 'goods/delete', { id: bought.id })).toMatchObject({
        code: '1111',
        msg: '该商品已有采购单，不能删除（可下架）',
      });
      const removeBought = await post(a, 'goods/update', {
        ...goodsInput(supplierA.id),
        id: bought.id,
        skus: [{ id: bought.skus[1].id, spec: '5包/箱', costPrice: '76.00' }],
      });
      expect(removeBought).toMatchObject({ code: '1111', msg: '已有采购单的规格不能删除' });
      expect(await post(b, 'goods/delete', { id: goods.id })).toMatchObject({ code: '1111' });
      expect(await post(a, 'goods/delete', { id: goods.id })).toMatchObject({
        code: '0000',
        msg: '商品已删除',
      });
      expect(await get(a, `goods/detail?id=${goods.id}`)).toMatchObject({
        code: '1111',
        msg: '供应链商品不存在',
      });
      expect(await historyOf(a.partnerId, goods.skus[0].id)).toEqual([]);
    });

    it("answers another partner's goods like missing ones", async () => {
      const goods = await addGoods(a, supplierA.id, { name: '别人看不到' });
      const missing = { code: '1111', msg: '供应链商品不存在' };
      expect(await get(b, `goods/detail?id=${goods.id}`)).toMatchObject(missing);
      expect(await post(b, 'goods/withdraw', { id: goods.id })).toMatchObject(missing);
      expect(await post(b, 'goods/update', { ...goodsInput(supplierB.id), id: goods.id })).toMatchObject(
        missing,
      );
      expect((await post(b, 'goods/page', { current: 1, size: 100 })).data).toEqual([]);
      expect(await ok(get(b, `goods/options?supplierId=${supplierA.id}`))).toEqual([]);
    });

    it('exports the goods list', async () => {
      const { header, rows } = await exportAs(t.app, a, '/api/goods/scm/goods/export', { keyword: '中性笔' });
      expect(header[0]).toBe('商品名称');
      expect(rows).toHaveLength(1);
      expect(rows[0][0]).toBe('晨光 中性笔 0.5mm');
    });
  });

  describe('prices', () => {
    it('changes one price with its reason, refuses a stale or same price and a foreign SKU', async () => {
      const goods = await addGoods(a, supplierA.id, { name: '订书机 12号' });
      const sku = goods.skus[0];
      const changed = await post(a, 'price/change', {
        scmSkuId: sku.id,
        expectedPrice: '118.50',
        costPrice: '112.30',
        reason: '供应商降价',
      });
      expect(changed).toMatchObject({
        code: '0000',
        msg: '成本价已修改',
        data: { previousPrice: '118.50', costPrice: '112.30', changeAmount: '-6.20', reason: '供应商降价' },
      });
      const stale = await post(a, 'price/change', {
        scmSkuId: sku.id,
        expectedPrice: '118.50',
        costPrice: '100',
        reason: 'x',
      });
      expect(stale).toMatchObject({ code: '1111', msg: '成本价已被他人修改（现为 112.30），请刷新后重试' });
      const same = await post(a, 'price/change', {
        scmSkuId: sku.id,
        expectedPrice: '112.30',
        costPrice: '112.3',
        reason: 'x',
      });
      expect(same).toMatchObject({ code: '1111', msg: '新成本价与现价相同' });
      expect(
        (await post(a, 'price/change', { scmSkuId: sku.id, expectedPrice: '112.30', costPrice: '1' })).code,
      ).toBe('1111');
      expect(
        await post(b, 'price/change', {
          scmSkuId: sku.id,
          expectedPrice: '112.30',
          costPrice: '100',
          reason: 'x',
        }),
      ).toMatchObject({ code: '1111', msg: '规格不存在' });

      const row = (await post(a, 'price/page', { current: 1, size: 10, keyword: '订书机' })).data[0];
      expect(row).toMatchObject({
        scmSkuId: sku.id,
        costPrice: '112.30',
        previousPrice: '118.50',
        changeAmount: '-6.20',
        supplierName: supplierA.name,
      });
      const history = await ok<{ points: { price: string }[] }>(get(a, `price/history?scmSkuId=${sku.id}`));
      expect(history.points.map((p) => p.price)).toEqual(['118.50', '112.30']);
      expect((await get(b, `price/history?scmSkuId=${sku.id}`)).code).toBe('1111');
      const changes = await post(a, 'price/changes', { current: 1, size: 10, scmSkuId: sku.id });
      expect(changes.total).toBe(2);
      expect(changes.data[0]).toMatchObject({
        costPrice: '112.30',
        reason: '供应商降价',
        changedByName: '测试用户',
      });
      expect((await post(b, 'price/changes', { current: 1, size: 10, scmSkuId: sku.id })).total).toBe(0);
    });

    it('lets only one of two concurrent changes of the same price through', async () => {
      const goods = await addGoods(a, supplierA.id, { name: '并发商品' });
      const sku = goods.skus[1];
      const change = (costPrice: string) =>
        post(a, 'price/change', { scmSkuId: sku.id, expectedPrice: '76.00', costPrice, reason: '并发' });
      const answers = await Promise.all([change('80.00'), change('70.00')]);
      expect(answers.map((answer) => answer.code).sort()).toEqual(['0000', '1111']);
      const refused = answers.find((answer) => answer.code === '1111');
      expect(refused.msg).toContain('成本价已被他人修改');
      expect(await historyOf(a.partnerId, sku.id)).toHaveLength(2);
    });

    it('changes many prices by a percentage (half-up to 0.01) or to an amount, all or none', async () => {
      const goods = await addGoods(a, supplierA.id, {
        name: '批量调价商品',
        skus: [
          { spec: 'A', costPrice: '10.05' },
          { spec: 'B', costPrice: '0.03' },
          { spec: 'C', costPrice: '33.33' },
        ],
      });
      const [x, y, z] = goods.skus;
      const result = await post(a, 'price/batch-change', {
        lines: [
          { scmSkuId: x.id, expectedPrice: '10.05' },
          { scmSkuId: y.id, expectedPrice: '0.03' },
          { scmSkuId: z.id, expectedPrice: '33.33' },
        ],
        mode: 'percent',
        percent: '-5',
        reason: '年度议价',
      });
      // 10.05 × 0.95 = 9.5475 -> 9.55; 0.03 × 0.95 = 0.0285 -> 0.03 (unchanged: no row); 33.33 × 0.95 = 31.6635 -> 31.66
      expect(result).toMatchObject({ code: '0000', msg: '已修改 2 个规格的成本价' });
      expect(result.data.changes.map((c: { costPrice: string }) => c.costPrice)).toEqual(['9.55', '31.66']);
      expect(await historyOf(a.partnerId, y.id)).toHaveLength(1);

      const down = await post(a, 'price/batch-change', {
        lines: [
          { scmSkuId: x.id, expectedPrice: '9.55' },
          { scmSkuId: y.id, expectedPrice: '0.03' },
        ],
        mode: 'percent',
        percent: '-99',
        reason: '清仓',
      });
      expect(down).toMatchObject({ code: '1111', msg: '“批量调价商品 B”调整后的成本价须大于 0' });
      expect((await historyOf(a.partnerId, x.id)).at(-1)?.costPrice).toBe('9.55');

      const stale = await post(a, 'price/batch-change', {
        lines: [
          { scmSkuId: x.id, expectedPrice: '9.55' },
          { scmSkuId: z.id, expectedPrice: '33.33' },
        ],
        mode: 'amount',
        amount: '20',
        reason: '统一价',
      });
      expect(stale).toMatchObject({ code: '1111' });
      expect(stale.msg).toContain('批量调价商品 C');
      expect((await historyOf(a.partnerId, x.id)).at(-1)?.costPrice).toBe('9.55');

      const amount = await post(a, 'price/batch-change', {
        lines: [
          { scmSkuId: x.id, expectedPrice: '9.55' },
          { scmSkuId: z.id, expectedPrice: '31.66' },
        ],
        mode: 'amount',
        amount: '20',
        reason: '统一价',
      });
      expect(amount.data.changes.map((c: { previousPrice: string }) => c.previousPrice)).toEqual([
        '9.55',
        '31.66',
      ]);
      expect(
        (
          await post(a, 'price/batch-change', {
            lines: [{ scmSkuId: x.id, expectedPrice: '20' }],
            mode: 'percent',
            reason: 'x',
          })
        ).code,
      ).toBe('1111');
      expect(
        (
          await post(b, 'price/batch-change', {
            lines: [{ scmSkuId: x.id, expectedPrice: '20.00' }],
            mode: 'amount',
            amount: '1',
            reason: 'x',
          })
        ).msg,
      ).toBe('规格不存在');
    });

    it('exports the prices and the changes', async () => {
      const prices = await exportAs(t.app, a, '/api/goods/scm/price/export', { keyword: '订书机' });
      // Newest SKU first.
      expect(prices.rows.map((row) => row[5])).toEqual(['76.00', '112.30']);
      const changes = await exportAs(
        t.app,
        a,
        '/api/goods/scm/price/changes/export',
        { keyword: '订书机' },
        'en',
      );
      expect(changes.header).toContain('Reason');
      expect(changes.rows.length).toBe(3);
    });

    it('moves prices with the simulator, writing 供应商调价', async () => {
      const before = await t.database.db
        .select()
        .from(scmPriceChanges)
        .where(eq(scmPriceChanges.reason, '供应商调价'));
      const result = await runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'simulate', [
        '--scm-prices',
        '3',
      ]);
      expect(result.ok, result.output).toBe(true);
      expect(result.output).toContain('scm prices: ');
      const after = await t.database.db
        .select()
        .from(scmPriceChanges)
        .where(eq(scmPriceChanges.reason, '供应商调价'));
      expect(after.length).toBeGreaterThan(before.length);
      for (const row of after) expect(row.previousPrice).not.toBe(row.costPrice);
    });
  });

  describe('cost reads for other areas', () => {
    it('gives the SCM SKUs linked to catalog SKUs, on offer and of active suppliers, cheapest first', async () => {
      const db = t.database.db;
      const skuId = catalogGoods.skus[1].id;
      const other = await givenSupplier(db, a.partnerId, { name: '南京博雅办公设备有限公司' });
      await givenScmGoods(db, a.partnerId, other.id, {
        goodsId: catalogGoods.id,
        skus: [{ costPrice: '90.10', skuId }],
      });
      await givenScmGoods(db, a.partnerId, supplierA.id, {
        goodsId: catalogGoods.id,
        skus: [{ costPrice: '88.80', skuId }],
      });
      await givenScmGoods(db, a.partnerId, supplierA.id, {
        goodsId: catalogGoods.id,
        skus: [{ costPrice: '10.00', skuId }],
        state: ScmGoodsState.withdrawn,
      });
      const linked = await linkedScmSkus(db, a.partnerId, [skuId]);
      expect(linked.map((row) => [row.costPrice, row.supplierName])).toEqual([
        ['88.80', supplierA.name],
        ['90.10', '南京博雅办公设备有限公司'],
      ]);
      expect((await lowestLinkedCosts(db, a.partnerId, [skuId])).get(skuId)).toBe('88.80');
      expect(await linkedScmSkus(db, b.partnerId, [skuId])).toEqual([]);
    });
  });

  describe('authorizations', () => {
    // Local days (TIME_ZONE), as the server counts them: a UTC day is yesterday's from 00:00 to 08:00 in Shanghai.
    const day = (offset: number) => localDayOf(new Date(Date.now() + offset * 86_400_000), t.config.timeZone);
    let letterFile: number;
    beforeAll(async () => {
      letterFile = await uploadAs(t.app, a, 'letter.pdf', TINY_PDF);
    });
    const letter = (extra: Record<string, unknown> = {}) => ({
      supplierId: supplierA.id,
      brandName: '得力',
      letterNo: 'SQ-2026-001',
      fileIds: [letterFile],
      validFrom: day(-300),
      validTo: day(200),
      ...extra,
    });

    it('adds letters, shows them valid / expiring / expired with tabs, renews, edits and deletes', async () => {
      const goods = await addGoods(a, supplierA.id, { name: '授权商品' });
      const valid = await post(a, 'authorization/add', letter({ scmGoodsId: goods.id }));
      expect(valid).toMatchObject({
        code: '0000',
        msg: '授权已添加',
        data: {
          validity: 'valid',
          goodsName: '授权商品',
          daysLeft: 200,
          files: [{ name: 'letter.pdf', kind: 'pdf' }],
        },
      });
      const expiring = await ok<{ id: number; validity: string }>(
        post(a, 'authorization/add', letter({ validTo: day(10) })),
      );
      expect(expiring.validity).toBe('expiring');
      const expired = await ok<{ id: number; validity: string }>(
        post(a, 'authorization/add', letter({ validTo: day(-1) })),
      );
      expect(expired.validity).toBe('expired');
      expect(await ok(post(a, 'authorization/validity/counts', {}))).toEqual({
        valid: 1,
        expiring: 1,
        expired: 1,
      });
      const page = await post(a, 'authorization/page', { current: 1, size: 10, validity: 'expiring' });
      expect(page.data.map((row: { id: number }) => row.id)).toEqual([expiring.id]);

      expect(
        await post(a, 'authorization/renew', { id: expired.id, validFrom: day(0), validTo: day(-2) }),
      ).toMatchObject({
        code: '1111',
      });
      const renewed = await post(a, 'authorization/renew', {
        id: expired.id,
        validFrom: day(0),
        validTo: day(365),
      });
      expect(renewed).toMatchObject({ code: '0000', msg: '授权已续期', data: { validity: 'valid' } });
      const edited = await post(a, 'authorization/update', {
        ...letter({ letterNo: 'SQ-NEW' }),
        id: expiring.id,
      });
      expect(edited).toMatchObject({ code: '0000', data: { letterNo: 'SQ-NEW', validity: 'valid' } });
      expect(await post(a, 'authorization/delete', { id: expiring.id })).toMatchObject({ code: '0000' });
      expect(await post(a, 'authorization/delete', { id: expiring.id })).toMatchObject({
        code: '1111',
        msg: '授权不存在',
      });
    });

    it('refuses a reversed validity, goods of another supplier, missing files and foreign ids', async () => {
      expect((await post(a, 'authorization/add', letter({ validFrom: day(5), validTo: day(1) }))).code).toBe(
        '1111',
      );
      expect((await post(a, 'authorization/add', letter({ fileIds: [] }))).code).toBe('1111');
      const other = await givenSupplier(t.database.db, a.partnerId);
      const goods = await addGoods(a, other.id, { name: '其它供应商的商品' });
      expect(await post(a, 'authorization/add', letter({ scmGoodsId: goods.id }))).toMatchObject({
        code: '1111',
        msg: '所选商品不是该供应商的商品',
      });
      const mine = await ok<{ id: number }>(post(a, 'authorization/add', letter()));
      expect(
        await post(b, 'authorization/update', { ...letter({ supplierId: supplierB.id }), id: mine.id }),
      ).toMatchObject({
        code: '1111',
      });
      expect(await post(b, 'authorization/delete', { id: mine.id })).toMatchObject({
        code: '1111',
        msg: '授权不存在',
      });
      expect((await post(b, 'authorization/page', { current: 1, size: 100 })).total).toBe(0);
      expect(await post(b, 'authorization/add', { ...letter({ supplierId: supplierB.id }) })).toMatchObject({
        code: '1111',
      });
    });

    it('warns once per letter per threshold through the daily task, again after renewal', async () => {
      const { warnScmAuthorizations } = await import('./scm-authorization-warnings');
      const { notices } = await import('../../partner/notice.table');
      const db = t.database.db;
      const soon = await ok<{ id: number }>(
        post(b, 'authorization/add', {
          supplierId: supplierB.id,
          fileIds: [await uploadAs(t.app, b, 'l.png', TINY_PNG)],
          validFrom: day(-10),
          validTo: day(5),
        }),
      );
      const today = day(0);
      const countOf = async () =>
        (await db.select().from(notices).where(eq(notices.partnerId, b.partnerId))).length;
      const start = await countOf();
      await warnScmAuthorizations(db, today);
      expect(await countOf()).toBe(start + 1);
      await warnScmAuthorizations(db, today);
      expect(await countOf()).toBe(start + 1);
      await warnScmAuthorizations(db, day(6));
      expect(await countOf()).toBe(start + 2);
      await warnScmAuthorizations(db, day(7));
      expect(await countOf()).toBe(start + 2);
      await ok(post(b, 'authorization/renew', { id: soon.id, validFrom: day(0), validTo: day(20) }));
      await warnScmAuthorizations(db, today);
      expect(await countOf()).toBe(start + 3);
    });

    it('exports the letters', async () => {
      const { header, rows } = await exportAs(t.app, a, '/api/goods/scm/authorization/export', {});
      expect(header[0]).toBe('供应商');
      expect(rows.length).toBeGreaterThan(0);
      expect(cells(rows.map((row) => row[6]).join(' | '))).toEqual(expect.arrayContaining(['有效']));
    });
  });

  describe('authority', () => {
    it('lets a sub-account without scm:edit read but not write (0002)', async () => {
      const reader = await createAccount(t.database.db, a.partnerId, {
        authorities: [viewCodeOf('/scm/goods'), viewCodeOf('/scm/price'), viewCodeOf('/scm/authorization')],
      });
      const actor = { ...a, token: await sessionTokenFor(t.database.db, a.partnerId, reader.id) };
      expect((await post(actor, 'goods/page', { current: 1, size: 10 })).code).toBe('0000');
      expect((await post(actor, 'price/page', { current: 1, size: 10 })).code).toBe('0000');
      expect((await post(actor, 'authorization/page', { current: 1, size: 10 })).code).toBe('0000');
      expect((await post(actor, 'goods/add', goodsInput(supplierA.id))).code).toBe('0002');
      expect((await post(actor, 'goods/withdraw', { id: 1 })).code).toBe('0002');
      expect((await post(actor, 'goods/delete', { id: 1 })).code).toBe('0002');
      expect(
        (await post(actor, 'price/change', { scmSkuId: 1, expectedPrice: '1', costPrice: '2', reason: 'x' }))
          .code,
      ).toBe('0002');
      expect((await post(actor, 'authorization/delete', { id: 1 })).code).toBe('0002');
      const editor = await createAccount(t.database.db, a.partnerId, {
        authorities: [viewCodeOf('/scm/goods'), 'scm:edit'],
      });
      const staff = { ...a, token: await sessionTokenFor(t.database.db, a.partnerId, editor.id) };
      expect((await post(staff, 'goods/add', goodsInput(supplierA.id, { name: '子账号添加' }))).code).toBe(
        '0000',
      );
    });
  });
});
