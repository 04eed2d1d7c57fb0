import {
  type GoodsBatchResult,
  type GoodsDetail,
  type GoodsInput,
  type GoodsPageQuery,
  type GoodsRow,
  GoodsState,
  type GoodsUpdate,
  type SkuInput,
} from '@portal/shared/contracts/goods';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { pageWithTotal, totalOver } from '../../../db/paging';
import { preparedPerShape } from '../../../db/prepared';
import { containsPattern } from '../../../db/like';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { sanitizeDescriptionHtml } from '../../../platform/rich-html';
import { assertOwnFile, firstImageUrl, signedFileUrl } from '../../communal/files.service';
import { sendNotice } from '../../partner/notice.service';
import { brands } from '../brands/brand.table';
import { assertBrand, type CatalogActor } from '../brands/brand.service';
import { categories } from '../categories/category.table';
import {
  assertLeafCategory,
  categoryLineOf,
  categoryParamsOf,
  goodsCountsByState,
  tallyGoods,
} from '../categories/category.service';
import { reconcileListingsWithGoods, withdrawListingsOfGoods } from '../listings/listing.service';
import { reconcileQuotesWithGoods, voidQuotesOfGoods } from '../quotes/quote.service';
import { type ApprovedGoodsVersion, goods, goodsSkus } from './goods.table';

type GoodsRecord = typeof goods.$inferSelect;
/** What the lists read of goods: not the description nor the approved version, only whether it exists. */
type ListedGoods = Omit<GoodsRecord, 'approved' | 'description'> & { hasApproved: boolean };
type SkuRecord = typeof goodsSkus.$inferSelect;

const ENTITY = 'goods';

// ---- checks of the goods form ----

/** Every image is an image file of the partner. */
const assertImages = async (db: DbOrTx, partnerId: number, imageIds: readonly number[]) => {
  if (new Set(imageIds).size !== imageIds.length) throw fail('goods.imageTwice');
  for (const id of imageIds) await assertOwnFile(db, partnerId, id, ['image']);
};

/** Required parameters of the category's template are filled; listed options are respected. */
const assertParams = async (db: DbOrTx, categoryId: number, params: GoodsInput['params']) => {
  const names = params.map((param) => param.name);
  if (new Set(names).size !== names.length) throw fail('goods.paramTwice');
  const given = new Map(params.map((param) => [param.name, param.value]));
  for (const template of await categoryParamsOf(db, categoryId)) {
    const value = given.get(template.name)?.trim();
    if (!value) {
      if (template.required) throw fail('goods.paramRequired', { name: template.name });
      continue;
    }
    if (template.options.length > 0 && !template.options.includes(value)) {
      throw fail('goods.paramOption', { name: template.name, options: template.options.join(' / ') });
    }
  }
};

/** Specs (case and spaces ignored) and SKU codes are unique within the goods. */
const assertSkus = (skus: readonly SkuInput[]) => {
  const specs = skus.map((sku) => sku.spec.toLowerCase().replace(/\s+/g, ''));
  if (new Set(specs).size !== specs.length) throw fail('goods.skuSpecTwice');
  const codes = skus.flatMap((sku) => (sku.skuCode ? [sku.skuCode] : []));
  if (new Set(codes).size !== codes.length) throw fail('goods.skuCodeTwice');
};

const checkedInput = async (db: DbOrTx, partnerId: number, input: GoodsInput) => {
  await assertLeafCategory(db, input.categoryId);
  await assertBrand(db, input.brandId);
  await assertImages(db, partnerId, input.imageIds);
  await assertParams(db, input.categoryId, input.params);
  assertSkus(input.skus);
  return {
    name: input.name,
    categoryId: input.categoryId,
    brandId: input.brandId,
    model: input.model,
    unit: input.unit,
    taxCode: input.taxCode ?? null,
    barcode: input.barcode ?? null,
    imageIds: input.imageIds,
    params: input.params.filter((param) => param.value !== ''),
    description: sanitizeDescriptionHtml(input.description),
  };
};

// ---- reading ----

const skusOf = (db: DbOrTx, partnerId: number, goodsId: number) =>
  db
    .select()
    .from(goodsSkus)
    .where(and(eq(goodsSkus.partnerId, partnerId), eq(goodsSkus.goodsId, goodsId)))
    .orderBy(asc(goodsSkus.sort), asc(goodsSkus.id));

type RowExtras = {
  categoryPath: Map<number, string>;
  brandName: Map<number, string>;
  skus: Map<number, { skuCount: number; minPrice: string | null; maxPrice: string | null; stock: number }>;
};

const rowOf = (record: ListedGoods, extras: RowExtras): GoodsRow => {
  const skus = extras.skus.get(record.id);
  return {
    id: record.id,
    name: record.name,
    mainImageUrl: firstImageUrl(record.partnerId, record.imageIds),
    categoryId: record.categoryId,
    categoryPath: extras.categoryPath.get(record.categoryId) ?? '',
    brandId: record.brandId,
    brandName: extras.brandName.get(record.brandId) ?? '',
    model: record.model,
    unit: record.unit,
    state: record.state as GoodsState,
    refuseReason: record.refuseReason,
    skuCount: skus?.skuCount ?? 0,
    minPrice: skus?.minPrice ?? null,
    maxPrice: skus?.maxPrice ?? null,
    stock: skus?.stock ?? 0,
    hasApprovedVersion: record.hasApproved,
    createdTime: record.createdTime.toISOString(),
    updatedTime: record.updatedTime.toISOString(),
  };
};

/** Category paths, brand names and SKU summaries of a page of goods: three small queries. */
const extrasOf = async (
  db: DbOrTx,
  partnerId: number,
  records: readonly ListedGoods[],
): Promise<RowExtras> => {
  if (records.length === 0) return { categoryPath: new Map(), brandName: new Map(), skus: new Map() };
  const categoryRows = await db
    .select({ id: categories.id, path: categories.path })
    .from(categories)
    .where(inArray(categories.id, [...new Set(records.map((r) => r.categoryId))]));
  const brandRows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(inArray(brands.id, [...new Set(records.map((r) => r.brandId))]));
  return {
    categoryPath: new Map(categoryRows.map((row) => [row.id, row.path])),
    brandName: new Map(brandRows.map((row) => [row.id, row.name])),
    skus: await skuSummariesOf(
      db,
      partnerId,
      records.map((r) => r.id),
    ),
  };
};

/** SKU count, lowest and highest market price and total stock of each of these goods. */
const skuSummariesOf = async (
  db: DbOrTx,
  partnerId: number,
  ids: readonly number[],
): Promise<RowExtras['skus']> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      goodsId: goodsSkus.goodsId,
      skuCount: sql<number>`count(*)::int`,
      minPrice: sql<string>`min(${goodsSkus.marketPrice})::text`,
      maxPrice: sql<string>`max(${goodsSkus.marketPrice})::text`,
      stock: sql<number>`sum(${goodsSkus.stock})::int`,
    })
    .from(goodsSkus)
    .where(and(eq(goodsSkus.partnerId, partnerId), inArray(goodsSkus.goodsId, [...ids])))
    .groupBy(goodsSkus.goodsId);
  return new Map(rows.map(({ goodsId, ...summary }) => [goodsId, summary]));
};

const listedOf = (record: GoodsRecord): ListedGoods => ({ ...record, hasApproved: record.approved !== null });

const lockOwn = async (tx: DbOrTx, partnerId: number, id: number): Promise<GoodsRecord> => {
  const [record] = await tx
    .select()
    .from(goods)
    .where(and(eq(goods.partnerId, partnerId), eq(goods.id, id)))
    .for('update');
  if (!record) throw notFound('goods.notFound');
  return record;
};

/** One of the partner's goods, with its SKUs, images, parameters and description. */
export const goodsDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<GoodsDetail> => {
  const [record] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.partnerId, partnerId), eq(goods.id, id)));
  if (!record) throw notFound('goods.notFound');
  const skus = await skusOf(db, partnerId, id);
  const line = await categoryLineOf(db, record.categoryId);
  return {
    ...rowOf(listedOf(record), await extrasOf(db, partnerId, [listedOf(record)])),
    categoryIds: [...line].reverse(),
    taxCode: record.taxCode,
    barcode: record.barcode,
    images: record.imageIds.map((fileId) => ({ id: fileId, url: signedFileUrl(partnerId, fileId) })),
    params: record.params,
    description: record.description,
    skus: skus.map(skuOf),
    submittedTime: record.submittedTime?.toISOString() ?? null,
    reviewedTime: record.reviewedTime?.toISOString() ?? null,
  };
};

/** A SKU as an order line names it: its goods, spec, goods name and unit. */
export type SkuLine = { skuId: number; goodsId: number; spec: string; goodsName: string; unit: string };

/** Those of `skuIds` that are the partner's SKUs, with their goods' name and unit (others are left out). */
export const skuLinesOf = (db: DbOrTx, partnerId: number, skuIds: readonly number[]): Promise<SkuLine[]> =>
  db
    .select({
      skuId: goodsSkus.id,
      goodsId: goods.id,
      spec: goodsSkus.spec,
      goodsName: goods.name,
      unit: goods.unit,
    })
    .from(goodsSkus)
    .innerJoin(goods, and(eq(goods.partnerId, goodsSkus.partnerId), eq(goods.id, goodsSkus.goodsId)))
    .where(and(eq(goodsSkus.partnerId, partnerId), inArray(goodsSkus.id, [...skuIds])));

/** The category of each of `goodsIds` that is the partner's goods (an order line keeps it as sold). */
export const goodsCategoriesOf = async (
  db: DbOrTx,
  partnerId: number,
  goodsIds: readonly number[],
): Promise<Map<number, number>> => {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({ id: goods.id, categoryId: goods.categoryId })
    .from(goods)
    .where(and(eq(goods.partnerId, partnerId), inArray(goods.id, [...new Set(goodsIds)])));
  return new Map(rows.map((row) => [row.id, row.categoryId]));
};

/** The names of those of `goodsIds` that are the partner's goods (a deleted one is absent). */
export const goodsNamesOf = async (
  db: DbOrTx,
  partnerId: number,
  goodsIds: readonly number[],
): Promise<Map<number, string>> => {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({ id: goods.id, name: goods.name })
    .from(goods)
    .where(and(eq(goods.partnerId, partnerId), inArray(goods.id, [...new Set(goodsIds)])));
  return new Map(rows.map((row) => [row.id, row.name]));
};

const skuOf = (sku: SkuRecord) => ({
  id: sku.id,
  spec: sku.spec,
  skuCode: sku.skuCode,
  marketPrice: sku.marketPrice,
  stock: sku.stock,
});

/** `column` (a category id) is the category of any level itself, one of its children or grandchildren. */
export const withinCategory = (column: AnyColumn | SQL, categoryId: number | Placeholder): SQL =>
  sql`${column} in (select c.id from categories c where c.id = ${categoryId} or c.parent_id = ${categoryId}
    or c.parent_id in (select p.id from categories p where p.parent_id = ${categoryId}))`;

/** Goods in a category of any level: the category itself, its children or its grandchildren. */
const inCategory = (categoryId: number | Placeholder): SQL => withinCategory(goods.categoryId, categoryId);

/** A goods list query as the service takes it: `createdBy` keeps one account's goods (/goods/my). */
export type GoodsListQuery = GoodsPageQuery & { createdBy?: number | null };
type GoodsListFilter = Omit<GoodsListQuery, 'current' | 'size'>;

const filterOf = (partnerId: number, query: GoodsListFilter): SQL | undefined =>
  and(
    eq(goods.partnerId, partnerId),
    query.name ? ilike(goods.name, containsPattern(query.name)) : undefined,
    query.state === undefined || query.state === null ? undefined : eq(goods.state, query.state),
    query.brandId ? eq(goods.brandId, query.brandId) : undefined,
    query.categoryId ? inCategory(query.categoryId) : undefined,
    query.createdBy ? eq(goods.createdBy, query.createdBy) : undefined,
  );

/**
 * The total of a filter. Filters by state and category alone are answered from the kept counts
 * (no scan of the partner's goods); a name, brand or creator filter counts the matching rows.
 */
const totalOf = async (db: DbOrTx, partnerId: number, query: GoodsListQuery): Promise<number> => {
  if (!query.name && !query.brandId && !query.createdBy) {
    const counts = await goodsCountsByState(db, partnerId, query.categoryId);
    if (query.state === undefined || query.state === null)
      return [...counts.values()].reduce((a, b) => a + b, 0);
    return counts.get(query.state) ?? 0;
  }
  const [{ total }] = await db.select({ total: count() }).from(goods).where(filterOf(partnerId, query));
  return total;
};

const { approved: _approved, description: _description, ...LISTED_COLUMNS } = getTableColumns(goods);

/** Filters by state and category alone are counted from the kept per-category counts. */
const countedByState = (shape: GoodsPageShape) =>
  !shape.includes('n') && !shape.includes('b') && !shape.includes('m');

/**
 * The total of a state / category filter from the kept counts, as an uncorrelated subquery of the
 * page query (computed once): no second round trip and no scan of the partner's goods.
 */
const keptTotal = (shape: GoodsPageShape) => {
  const state = shape.includes('s') ? sql`and pcg.state = ${sql.placeholder('state')}` : sql``;
  return shape.includes('k')
    ? sql<number>`(select coalesce(sum(pcg.goods_count), 0)::int from partner_category_goods pcg
        where pcg.partner_id = ${sql.placeholder('partnerId')} and pcg.category_id = ${sql.placeholder('categoryId')} ${state})`
    : sql<number>`(select coalesce(sum(pcg.goods_count), 0)::int from partner_category_goods pcg
        join categories pc on pc.id = pcg.category_id
        where pcg.partner_id = ${sql.placeholder('partnerId')} and pc.level = 3 ${state})`;
};

/** Which optional filters a goods list query has, and its sort: one prepared statement each. */
type GoodsPageShape = string;

const shapeOf = (query: GoodsListQuery): GoodsPageShape =>
  [
    query.sortBy === 'createdTime' ? 'c' : 'u',
    query.sortType === 'asc' ? 'a' : 'd',
    query.name ? 'n' : '',
    query.state === undefined || query.state === null ? '' : 's',
    query.brandId ? 'b' : '',
    query.categoryId ? 'k' : '',
    // One account's goods (/goods/my): counted with the page (goods_creator_idx), not from the kept counts.
    query.createdBy ? 'm' : '',
  ].join('');

/**
 * The goods list page in one query, prepared once per shape: the goods with their brand name,
 * category path and SKU summary. The summary is a subquery in the select list, which PostgreSQL
 * evaluates after the limit, for the page's rows only (a joined aggregate would run for every
 * matching row).
 */
const goodsPageQuery = preparedPerShape('goods_page', (db, shape: GoodsPageShape, name) => {
  const order = shape[1] === 'a' ? asc : desc;
  const column = shape[0] === 'c' ? goods.createdTime : goods.updatedTime;
  return db
    .select({
      ...LISTED_COLUMNS,
      hasApproved: sql<boolean>`${goods.approved} is not null`,
      brandName: brands.name,
      categoryPath: categories.path,
      skus: sql<[number, string | null, string | null, number]>`(select json_build_array(count(*),
        min(s.market_price)::text, max(s.market_price)::text, coalesce(sum(s.stock), 0))
        from goods_skus s where s.partner_id = ${goods.partnerId} and s.goods_id = ${goods.id})`,
      total: countedByState(shape) ? keptTotal(shape) : totalOver(),
    })
    .from(goods)
    .innerJoin(brands, eq(brands.id, goods.brandId))
    .innerJoin(categories, eq(categories.id, goods.categoryId))
    .where(
      and(
        eq(goods.partnerId, sql.placeholder('partnerId')),
        shape.includes('n') ? ilike(goods.name, sql.placeholder('name')) : undefined,
        shape.includes('s') ? eq(goods.state, sql.placeholder('state')) : undefined,
        shape.includes('b') ? eq(goods.brandId, sql.placeholder('brandId')) : undefined,
        shape.includes('k') ? inCategory(sql.placeholder('categoryId')) : undefined,
        shape.includes('m') ? eq(goods.createdBy, sql.placeholder('createdBy')) : undefined,
      ),
    )
    .orderBy(order(column), order(goods.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

/** The goods list: newest change first unless sorted otherwise; with `createdBy`, one account's goods. */
export const listGoods = async (
  db: Db,
  partnerId: number,
  query: GoodsListQuery,
): Promise<{ rows: GoodsRow[]; total: number }> => {
  const rows = await goodsPageQuery(db, shapeOf(query)).execute({
    partnerId,
    name: query.name ? containsPattern(query.name) : undefined,
    state: query.state ?? undefined,
    brandId: query.brandId ?? undefined,
    categoryId: query.categoryId ?? undefined,
    createdBy: query.createdBy ?? undefined,
    size: query.size,
    offset: (query.current - 1) * query.size,
  });
  // A page past the end has no row to carry the total: only then is it counted separately.
  const offset = (query.current - 1) * query.size;
  const { total } = await pageWithTotal(rows, offset, () => totalOf(db, partnerId, query));
  return {
    total,
    rows: rows.map((row) => {
      const [skuCount, minPrice, maxPrice, stock] = row.skus;
      return rowOf(row, {
        categoryPath: new Map([[row.categoryId, row.categoryPath]]),
        brandName: new Map([[row.brandId, row.brandName]]),
        skus: new Map([[row.id, { skuCount, minPrice, maxPrice, stock: Number(stock) }]]),
      });
    }),
  };
};

/** One account's goods per state, optionally within a category (counted: no kept counts per account). */
const createdCountsByState = async (
  db: DbOrTx,
  partnerId: number,
  createdBy: number,
  categoryId?: number | null,
): Promise<Map<number, number>> => {
  const rows = await db
    .select({ state: goods.state, count: count() })
    .from(goods)
    .where(filterOf(partnerId, { createdBy, categoryId }))
    .groupBy(goods.state);
  return new Map(rows.map((row) => [row.state, Number(row.count)]));
};

/** The partner's goods per state (the list's tabs), optionally within a category or of one account. */
export const goodsStateCounts = async (
  db: DbOrTx,
  partnerId: number,
  categoryId?: number | null,
  createdBy?: number | null,
): Promise<Record<string, number>> => {
  const counts = createdBy
    ? await createdCountsByState(db, partnerId, createdBy, categoryId)
    : await goodsCountsByState(db, partnerId, categoryId);
  return Object.fromEntries(
    Object.values(GoodsState).map((state) => [String(state), counts.get(state) ?? 0]),
  );
};

// ---- writing ----

/** Writes the SKUs of goods: existing ones by id are updated, new ones added, missing ones removed. */
const saveSkus = async (tx: DbOrTx, partnerId: number, goodsId: number, skus: readonly SkuInput[]) => {
  const existing = await skusOf(tx, partnerId, goodsId);
  const known = new Set(existing.map((sku) => sku.id));
  for (const sku of skus) {
    if (sku.id && !known.has(sku.id)) throw notFound('goods.skuNotFound');
  }
  const kept = new Set(skus.flatMap((sku) => (sku.id ? [sku.id] : [])));
  const removed = existing.filter((sku) => !kept.has(sku.id)).map((sku) => sku.id);
  if (removed.length > 0) {
    await tx.delete(goodsSkus).where(and(eq(goodsSkus.partnerId, partnerId), inArray(goodsSkus.id, removed)));
  }
  for (const [sort, sku] of skus.entries()) {
    const values = {
      spec: sku.spec,
      skuCode: sku.skuCode ?? null,
      marketPrice: sku.marketPrice,
      stock: sku.stock,
      sort,
    };
    if (sku.id) {
      await tx
        .update(goodsSkus)
        .set(values)
        .where(and(eq(goodsSkus.partnerId, partnerId), eq(goodsSkus.id, sku.id)));
    } else {
      await tx.insert(goodsSkus).values({ partnerId, goodsId, ...values });
    }
  }
};

/** New goods: a draft, or pending review when `submit` is set. */
export const createGoods = async (
  db: DbOrTx,
  actor: CatalogActor,
  input: GoodsInput,
): Promise<GoodsDetail> => {
  const fields = await checkedInput(db, actor.partnerId, input);
  const id = await db.transaction(async (tx) => {
    const state = input.submit ? GoodsState.pending : GoodsState.draft;
    const [record] = await tx
      .insert(goods)
      .values({
        partnerId: actor.partnerId,
        ...fields,
        state,
        submittedTime: input.submit ? new Date() : null,
        createdBy: actor.accountId,
      })
      .returning();
    await saveSkus(tx, actor.partnerId, record.id, input.skus);
    await tallyGoods(tx, actor.partnerId, await categoryLineOf(tx, record.categoryId), state, 1);
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'add',
      entity: ENTITY,
      entityId: record.id,
      after: { ...fields, state, skus: input.skus },
    });
    return record.id;
  });
  return goodsDetail(db, actor.partnerId, id);
};

/** The state after an edit: approved goods go back to review; drafts and rejected ones stay drafts unless submitted. */
const stateAfterEdit = (before: GoodsRecord, submit: boolean): GoodsState => {
  switch (before.state) {
    case GoodsState.pending:
      throw fail('goods.pendingNotEditable');
    case GoodsState.disabled:
      throw fail('goods.disabledNotEditable');
    case GoodsState.approved:
      return GoodsState.pending;
    default:
      return submit ? GoodsState.pending : GoodsState.draft;
  }
};

/** Saves changed goods (and its SKUs). Channel listings keep the approved version meanwhile. */
export const updateGoods = async (
  db: DbOrTx,
  actor: CatalogActor,
  input: GoodsUpdate,
): Promise<GoodsDetail> => {
  const fields = await checkedInput(db, actor.partnerId, input);
  await db.transaction(async (tx) => {
    const before = await lockOwn(tx, actor.partnerId, input.id);
    const state = stateAfterEdit(before, input.submit);
    await tx
      .update(goods)
      .set({
        ...fields,
        state,
        submittedTime: state === GoodsState.pending ? new Date() : before.submittedTime,
        updatedTime: new Date(),
      })
      .where(
        and(eq(goods.partnerId, actor.partnerId), eq(goods.id, input.id), eq(goods.state, before.state)),
      );
    await saveSkus(tx, actor.partnerId, input.id, input.skus);
    await tallyGoods(tx, actor.partnerId, await categoryLineOf(tx, before.categoryId), before.state, -1);
    await tallyGoods(tx, actor.partnerId, await categoryLineOf(tx, fields.categoryId), state, 1);
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'update',
      entity: ENTITY,
      entityId: input.id,
      before: { name: before.name, state: before.state, categoryId: before.categoryId },
      after: { ...fields, state, skus: input.skus },
    });
  });
  return goodsDetail(db, actor.partnerId, input.id);
};

type Transition = {
  action: string;
  from: readonly GoodsState[];
  to: (record: GoodsRecord) => GoodsState;
  /** The refusal of goods in another state. */
  refusal: string;
  /** What else changes with it, in the same transaction. */
  after?: (tx: DbOrTx, record: GoodsRecord) => Promise<unknown>;
  /** A further reason to refuse one goods (a message key), or null. */
  refuse?: (record: GoodsRecord) => string | null;
};

/**
 * A batch action on several of the partner's goods in one transaction: each goods is locked, and
 * `refusalOf` (a message key, or null) decides whether `apply` runs for it; the refused ones are
 * reported with the reason (translated by the caller's `reasonOf`).
 */
const forEachOwnGoods = (
  db: DbOrTx,
  actor: CatalogActor,
  ids: readonly number[],
  reasonOf: (key: string) => string,
  refusalOf: (record: GoodsRecord) => string | null,
  apply: (tx: DbOrTx, record: GoodsRecord) => Promise<void>,
): Promise<GoodsBatchResult> =>
  db.transaction(async (tx) => {
    const result: GoodsBatchResult = { changed: 0, refused: [] };
    for (const id of [...new Set(ids)]) {
      const [record] = await tx
        .select()
        .from(goods)
        .where(and(eq(goods.partnerId, actor.partnerId), eq(goods.id, id)))
        .for('update');
      const refusal = record ? refusalOf(record) : 'goods.notFound';
      if (refusal) {
        result.refused.push({ id, name: record?.name ?? '', reason: reasonOf(refusal) });
        continue;
      }
      await apply(tx, record);
      result.changed += 1;
    }
    return result;
  });

/** A batch action on the partner's goods: changed ones counted, refused ones with the reason. */
type GoodsBatch = (
  db: DbOrTx,
  actor: CatalogActor,
  ids: readonly number[],
  reasonOf: (key: string) => string,
) => Promise<GoodsBatchResult>;

/** A state change of several goods at once: each is a guarded update, recorded and counted. */
const transitionMany =
  (t: Transition): GoodsBatch =>
  (db, actor, ids, reasonOf) =>
    forEachOwnGoods(
      db,
      actor,
      ids,
      reasonOf,
      (record) => (t.from.includes(record.state as GoodsState) ? (t.refuse?.(record) ?? null) : t.refusal),
      async (tx, record) => {
        const to = t.to(record);
        await tx
          .update(goods)
          .set({
            state: to,
            updatedTime: new Date(),
            ...(to === GoodsState.pending ? { submittedTime: new Date() } : {}),
          })
          .where(
            and(eq(goods.partnerId, actor.partnerId), eq(goods.id, record.id), eq(goods.state, record.state)),
          );
        const line = await categoryLineOf(tx, record.categoryId);
        await tallyGoods(tx, actor.partnerId, line, record.state, -1);
        await tallyGoods(tx, actor.partnerId, line, to, 1);
        await writeAudit(tx, {
          partnerId: actor.partnerId,
          accountId: actor.accountId,
          action: t.action,
          entity: ENTITY,
          entityId: record.id,
          before: { state: record.state },
          after: { state: to },
        });
        await t.after?.(tx, record);
      },
    );

/** Drafts and rejected goods go to review. */
export const submitGoods = transitionMany({
  action: 'submit',
  from: [GoodsState.draft, GoodsState.rejected],
  to: () => GoodsState.pending,
  refusal: 'goods.notSubmittable',
  // Goods imported in a batch come without pictures: they are added before the review.
  refuse: (record) => (record.imageIds.length === 0 ? 'goods.imageRequired' : null),
});

/** Approved goods are taken out of sale; their channel listings leave the shelf. */
export const disableGoods = transitionMany({
  action: 'disable',
  from: [GoodsState.approved],
  to: () => GoodsState.disabled,
  refusal: 'goods.notDisableable',
  // Disabled goods are not sold: their listings leave the shelf and their quotes become void.
  after: async (tx, record) => {
    await withdrawListingsOfGoods(tx, record.partnerId, record.id);
    await voidQuotesOfGoods(tx, record.partnerId, record.id);
  },
});

/** Disabled goods come back: approved again (their approved version is unchanged). */
export const enableGoods = transitionMany({
  action: 'enable',
  from: [GoodsState.disabled],
  to: (record) => (record.approved ? GoodsState.approved : GoodsState.draft),
  refusal: 'goods.notDisabled',
});

/** Removes drafts and rejected goods that were never approved (approved ones are disabled instead). */
export const deleteGoods: GoodsBatch = (db, actor, ids, reasonOf) =>
  forEachOwnGoods(
    db,
    actor,
    ids,
    reasonOf,
    (record) =>
      (record.state === GoodsState.draft || record.state === GoodsState.rejected) && !record.approved
        ? null
        : 'goods.notDeletable',
    async (tx, record) => {
      await tx
        .delete(goodsSkus)
        .where(and(eq(goodsSkus.partnerId, actor.partnerId), eq(goodsSkus.goodsId, record.id)));
      await tx.delete(goods).where(and(eq(goods.partnerId, actor.partnerId), eq(goods.id, record.id)));
      await tallyGoods(tx, actor.partnerId, await categoryLineOf(tx, record.categoryId), record.state, -1);
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'delete',
        entity: ENTITY,
        entityId: record.id,
        before: { name: record.name, state: record.state },
      });
    },
  );

// ---- the operator's review ----

const lockPending = async (tx: DbOrTx, id: number): Promise<GoodsRecord> => {
  const [record] = await tx.select().from(goods).where(eq(goods.id, id)).for('update');
  if (!record) throw notFound('goods.notFound');
  if (record.state !== GoodsState.pending) throw fail('goods.notPending');
  return record;
};

const review = async (tx: DbOrTx, record: GoodsRecord, to: GoodsState, changes: Partial<GoodsRecord>) => {
  await tx
    .update(goods)
    .set({ ...changes, state: to, reviewedTime: new Date(), updatedTime: new Date() })
    .where(
      and(
        eq(goods.partnerId, record.partnerId),
        eq(goods.id, record.id),
        eq(goods.state, GoodsState.pending),
      ),
    );
  const line = await categoryLineOf(tx, record.categoryId);
  await tallyGoods(tx, record.partnerId, line, GoodsState.pending, -1);
  await tallyGoods(tx, record.partnerId, line, to, 1);
  await writeAudit(tx, {
    partnerId: record.partnerId,
    accountId: null,
    action: to === GoodsState.approved ? 'approve' : 'reject',
    entity: ENTITY,
    entityId: record.id,
    before: { state: record.state },
    after: { state: to, refuseReason: changes.refuseReason ?? null },
  });
};

/** The operator approves pending goods: this version becomes the one channel listings show. */
export const approveGoods = (db: DbOrTx, id: number) =>
  db.transaction(async (tx) => {
    const record = await lockPending(tx, id);
    const skus = await skusOf(tx, record.partnerId, id);
    const approved: ApprovedGoodsVersion = {
      name: record.name,
      categoryId: record.categoryId,
      brandId: record.brandId,
      model: record.model,
      unit: record.unit,
      imageIds: record.imageIds,
      params: record.params,
      description: record.description,
      skus: skus.map(skuOf),
      approvedTime: new Date().toISOString(),
    };
    await review(tx, record, GoodsState.approved, { approved, refuseReason: null });
    await reconcileListingsWithGoods(tx, record.partnerId, id, approved);
    await reconcileQuotesWithGoods(tx, record.partnerId, id, approved);
    await sendNotice(tx, {
      partnerId: record.partnerId,
      message: { key: 'goods.notice.approved', params: { name: record.name, model: record.model } },
    });
    return { id, partnerId: record.partnerId, name: record.name };
  });

/** The operator rejects pending goods; the reason shows on the goods and the refuse list. */
export const rejectGoods = (db: DbOrTx, id: number, reason: string | null | undefined) => {
  const why = reason?.trim();
  if (!why) throw fail('goods.reasonRequired');
  return db.transaction(async (tx) => {
    const record = await lockPending(tx, id);
    await review(tx, record, GoodsState.rejected, { refuseReason: why.slice(0, 200) });
    await sendNotice(tx, {
      partnerId: record.partnerId,
      message: { key: 'goods.notice.rejected', params: { name: record.name, reason: why } },
    });
    return { id, partnerId: record.partnerId, name: record.name };
  });
};

/** Pending goods over all partners, oldest submission first: the operator's queue. */
export const listPendingGoods = (db: DbOrTx, limit: number) =>
  db
    .select({
      id: goods.id,
      partnerId: goods.partnerId,
      name: goods.name,
      model: goods.model,
      submittedTime: goods.submittedTime,
    })
    .from(goods)
    .where(eq(goods.state, GoodsState.pending))
    .orderBy(asc(goods.submittedTime))
    .limit(limit);

/** A batch of the filtered list for its export, newest first, after the goods `afterId`. */
export const listGoodsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: GoodsListFilter,
  afterId: number | undefined,
  limit: number,
): Promise<GoodsRow[]> => {
  const listed = await db
    .select({ ...LISTED_COLUMNS, hasApproved: sql<boolean>`${goods.approved} is not null` })
    .from(goods)
    .where(
      and(filterOf(partnerId, filter), afterId === undefined ? undefined : sql`${goods.id} < ${afterId}`),
    )
    .orderBy(desc(goods.id))
    .limit(limit);
  const extras = await extrasOf(db, partnerId, listed);
  return listed.map((record) => rowOf(record, extras));
};
