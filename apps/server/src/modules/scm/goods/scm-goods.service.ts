import {
  type CatalogGoodsOption,
  SCM_GOODS_STATES,
  type ScmGoodsDetail,
  type ScmGoodsFilter,
  type ScmGoodsInput,
  type ScmGoodsOption,
  type ScmGoodsPageQuery,
  type ScmGoodsRow,
  type ScmGoodsStateChange,
  type ScmGoodsUpdate,
} from '@portal/shared/contracts/scm-goods';
import type { StateCounts } from '@portal/shared/contracts/settlement';
import { compareMoney } from '@portal/shared/money';
import { ScmGoodsState, SupplierState } from '@portal/shared/scm-states';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { qualified } from './scm-sql';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { approvedSkusOf, searchOwnSkus } from '../../catalog/goods/sku-options.service';
import { assertOwnFile, signedFileUrl } from '../../communal/files.service';
import { purchaseOrderItems, scmCartItems } from '../purchase/purchase.table';
import { scmLabels, scmSuppliers } from '../suppliers/suppliers.table';
import {
  scmAuthorizations,
  scmGoods,
  scmGoodsLabels,
  scmGoodsSkus,
  scmPriceChanges,
} from './scm-goods.table';

/** Who acts: an account of the partner, or null for the operator, the simulator and the seed. */
export type ScmActor = { partnerId: number; accountId: number | null };

export type ScmGoodsRecord = typeof scmGoods.$inferSelect;
export type ScmSkuRecord = typeof scmGoodsSkus.$inferSelect;

const g = scmGoods;
const k = scmGoodsSkus;
const SPEC_INDEX = 'scm_goods_skus_spec_idx';

/** The supplier's name of a row holding `partner_id` and `supplier_id`. */
export const supplierNameSql = (partnerId: AnyPgColumn, supplierId: AnyPgColumn) =>
  sql<string>`coalesce((select ${qualified(scmSuppliers.name)} from ${scmSuppliers} where ${qualified(scmSuppliers.partnerId)} = ${qualified(partnerId)} and ${qualified(scmSuppliers.id)} = ${qualified(supplierId)}), '')`;

const selected = {
  goods: g,
  supplierName: supplierNameSql(g.partnerId, g.supplierId),
  skuCount: sql<number>`(select count(*)::int from ${k} where ${qualified(k.partnerId)} = ${qualified(g.partnerId)} and ${qualified(k.scmGoodsId)} = ${qualified(g.id)})`,
  minCost: sql<
    string | null
  >`(select min(${qualified(k.costPrice)})::text from ${k} where ${qualified(k.partnerId)} = ${qualified(g.partnerId)} and ${qualified(k.scmGoodsId)} = ${qualified(g.id)})`,
  maxCost: sql<
    string | null
  >`(select max(${qualified(k.costPrice)})::text from ${k} where ${qualified(k.partnerId)} = ${qualified(g.partnerId)} and ${qualified(k.scmGoodsId)} = ${qualified(g.id)})`,
};

type SelectedRow = {
  goods: ScmGoodsRecord;
  supplierName: string;
  skuCount: number;
  minCost: string | null;
  maxCost: string | null;
};

/** The labels on these goods: goods id -> its labels in label order. */
const labelsOf = async (db: DbOrTx, partnerId: number, goodsIds: readonly number[]) => {
  const byGoods = new Map<number, { id: number; labelName: string; color: string }[]>();
  if (goodsIds.length === 0) return byGoods;
  const rows = await db
    .select({
      scmGoodsId: scmGoodsLabels.scmGoodsId,
      id: scmLabels.id,
      labelName: scmLabels.labelName,
      color: scmLabels.color,
    })
    .from(scmGoodsLabels)
    .innerJoin(
      scmLabels,
      and(eq(scmLabels.partnerId, scmGoodsLabels.partnerId), eq(scmLabels.id, scmGoodsLabels.labelId)),
    )
    .where(and(eq(scmGoodsLabels.partnerId, partnerId), inArray(scmGoodsLabels.scmGoodsId, [...goodsIds])))
    .orderBy(asc(scmLabels.sort), asc(scmLabels.id));
  for (const { scmGoodsId, ...label } of rows)
    byGoods.set(scmGoodsId, [...(byGoods.get(scmGoodsId) ?? []), label]);
  return byGoods;
};

const rowsOf = async (
  db: DbOrTx,
  partnerId: number,
  rows: readonly SelectedRow[],
): Promise<ScmGoodsRow[]> => {
  const ids = rows.map((row) => row.goods.id);
  const linkedIds = rows.flatMap((row) => (row.goods.goodsId ? [row.goods.goodsId] : []));
  const [labels, linked] = await Promise.all([
    labelsOf(db, partnerId, ids),
    approvedSkusOf(db, partnerId, { goodsIds: linkedIds }),
  ]);
  const linkedNames = new Map(linked.map((sku) => [sku.goodsId, sku.goodsName]));
  return rows.map(({ goods, supplierName, skuCount, minCost, maxCost }) => ({
    id: goods.id,
    supplierId: goods.supplierId,
    supplierName,
    name: goods.name,
    brandName: goods.brandName,
    model: goods.model,
    unit: goods.unit,
    supplierCode: goods.supplierCode,
    goodsId: goods.goodsId,
    linkedGoodsName: goods.goodsId ? (linkedNames.get(goods.goodsId) ?? null) : null,
    imageUrl: goods.imageIds.length > 0 ? signedFileUrl(partnerId, goods.imageIds[0]) : null,
    labels: labels.get(goods.id) ?? [],
    state: goods.state as ScmGoodsState,
    remark: goods.remark,
    skuCount: Number(skuCount),
    minCost,
    maxCost,
    createdTime: goods.createdTime.toISOString(),
    updatedTime: goods.updatedTime.toISOString(),
  }));
};

const filterOf = (partnerId: number, filter: ScmGoodsFilter, withState = true): SQL | undefined => {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    eq(g.partnerId, partnerId),
    pattern
      ? or(
          ilike(g.name, pattern),
          ilike(g.brandName, pattern),
          ilike(g.model, pattern),
          ilike(g.supplierCode, pattern),
        )
      : undefined,
    filter.supplierId ? eq(g.supplierId, filter.supplierId) : undefined,
    filter.labelId
      ? sql`exists (select 1 from ${scmGoodsLabels} where ${qualified(scmGoodsLabels.partnerId)} = ${qualified(g.partnerId)}
          and ${qualified(scmGoodsLabels.scmGoodsId)} = ${qualified(g.id)} and ${qualified(scmGoodsLabels.labelId)} = ${filter.labelId})`
      : undefined,
    filter.linked == null ? undefined : filter.linked ? isNotNull(g.goodsId) : isNull(g.goodsId),
    withState && filter.state ? eq(g.state, filter.state) : undefined,
  );
};

/** A page of the partner's SCM goods matching the filter, last changed first unless sorted otherwise. */
export const listScmGoods = async (
  db: DbOrTx,
  partnerId: number,
  query: ScmGoodsPageQuery,
): Promise<{ rows: ScmGoodsRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const column = query.sortBy === 'name' ? g.name : g.updatedTime;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) =>
      db
        .select({ ...selected, total })
        .from(g)
        .$dynamic(),
    filterOf(partnerId, query),
    [direction(column), direction(g.id)],
  );
  return { total, rows: await rowsOf(db, partnerId, rows) };
};

/** A keyset batch of the filtered SCM goods for their export, newest id first. */
export const listScmGoodsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: ScmGoodsFilter,
  afterId: number | undefined,
  limit: number,
): Promise<ScmGoodsRow[]> => {
  const rows = await batchAfter(
    db
      .select({ ...selected, total: noTotal() })
      .from(g)
      .$dynamic(),
    filterOf(partnerId, filter),
    g.id,
    afterId,
    limit,
  );
  return rowsOf(db, partnerId, rows);
};

/** How many SCM goods matching the filter (its state aside) are on offer (1) and withdrawn (2). */
export const scmGoodsStateCounts = async (
  db: DbOrTx,
  partnerId: number,
  filter: ScmGoodsFilter,
): Promise<StateCounts> => {
  const rows = await db
    .select({ state: g.state, count: count() })
    .from(g)
    .where(filterOf(partnerId, filter, false))
    .groupBy(g.state);
  const byState = new Map(rows.map((row) => [row.state, Number(row.count)]));
  return Object.fromEntries(SCM_GOODS_STATES.map((state) => [String(state), byState.get(state) ?? 0]));
};

/** The partner's SCM goods; another partner's id answers like a missing one. */
export const scmGoodsOf = async (
  db: DbOrTx,
  partnerId: number,
  id: number,
  lock = false,
): Promise<ScmGoodsRecord> => {
  const query = db
    .select()
    .from(g)
    .where(and(eq(g.partnerId, partnerId), eq(g.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('scmGoods.notFound');
  return row;
};

/** The SKUs of one goods, in their order. */
export const skusOfGoods = (db: DbOrTx, partnerId: number, scmGoodsId: number): Promise<ScmSkuRecord[]> =>
  db
    .select()
    .from(k)
    .where(and(eq(k.partnerId, partnerId), eq(k.scmGoodsId, scmGoodsId)))
    .orderBy(asc(k.sort), asc(k.id));

/** One SCM goods with its images and SKUs (linked catalog specs named). */
export const scmGoodsDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<ScmGoodsDetail> => {
  const [selectedRow] = await db
    .select(selected)
    .from(g)
    .where(and(eq(g.partnerId, partnerId), eq(g.id, id)));
  if (!selectedRow) throw notFound('scmGoods.notFound');
  const [[row], skus] = await Promise.all([
    rowsOf(db, partnerId, [selectedRow]),
    skusOfGoods(db, partnerId, id),
  ]);
  const linked = await approvedSkusOf(db, partnerId, {
    skuIds: skus.flatMap((sku) => (sku.skuId ? [sku.skuId] : [])),
  });
  const specs = new Map(linked.map((sku) => [sku.skuId, sku.spec]));
  return {
    ...row,
    images: selectedRow.goods.imageIds.map((imageId) => ({
      id: imageId,
      url: signedFileUrl(partnerId, imageId),
    })),
    skus: skus.map((sku) => ({
      id: sku.id,
      spec: sku.spec,
      costPrice: sku.costPrice,
      minQuantity: sku.minQuantity,
      skuId: sku.skuId,
      linkedSpec: sku.skuId ? (specs.get(sku.skuId) ?? null) : null,
      costUpdatedTime: sku.costUpdatedTime.toISOString(),
    })),
  };
};

/** One supplier's goods whose name holds the keyword, by name (at most 50), for a letter's goods field. */
export const scmGoodsOptions = async (
  db: DbOrTx,
  partnerId: number,
  supplierId: number,
  keyword: string | null | undefined,
): Promise<ScmGoodsOption[]> =>
  db
    .select({ id: g.id, name: g.name, brandName: g.brandName })
    .from(g)
    .where(
      and(
        eq(g.partnerId, partnerId),
        eq(g.supplierId, supplierId),
        keyword ? ilike(g.name, containsPattern(keyword)) : undefined,
      ),
    )
    .orderBy(asc(g.name), asc(g.id))
    .limit(50);

/** The partner's approved catalog goods (with all their SKUs) whose name, spec or code holds the keyword. */
export const catalogGoodsOptions = async (
  db: DbOrTx,
  partnerId: number,
  keyword: string | null | undefined,
): Promise<CatalogGoodsOption[]> => {
  const found = await searchOwnSkus(db, partnerId, keyword, 200);
  const goodsIds = [...new Set(found.map((sku) => sku.goodsId))].slice(0, 20);
  const skus = await approvedSkusOf(db, partnerId, { goodsIds });
  const options = new Map<number, CatalogGoodsOption>();
  for (const sku of skus) {
    const option = options.get(sku.goodsId) ?? {
      goodsId: sku.goodsId,
      goodsName: sku.goodsName,
      unit: sku.unit,
      brandName: sku.brandName,
      skus: [],
    };
    option.skus.push({
      skuId: sku.skuId,
      spec: sku.spec,
      skuCode: sku.skuCode,
      marketPrice: sku.marketPrice,
    });
    options.set(sku.goodsId, option);
  }
  return goodsIds.flatMap((id) => options.get(id) ?? []);
};

// ---- changes ----

/** The partner's supplier; another partner's id answers like a missing one. */
export const supplierOf = async (db: DbOrTx, partnerId: number, supplierId: number) => {
  const [supplier] = await db
    .select({ id: scmSuppliers.id, name: scmSuppliers.name, state: scmSuppliers.state })
    .from(scmSuppliers)
    .where(and(eq(scmSuppliers.partnerId, partnerId), eq(scmSuppliers.id, supplierId)));
  if (!supplier) throw notFound('scmGoods.supplierNotFound');
  return supplier;
};

/** The input's references checked: supplier, labels, images, the catalog goods and SKUs it links. */
const assertReferences = async (
  tx: DbOrTx,
  partnerId: number,
  input: ScmGoodsInput,
  keptSupplierId?: number,
): Promise<void> => {
  const supplier = await supplierOf(tx, partnerId, input.supplierId);
  if (supplier.state !== SupplierState.active && supplier.id !== keptSupplierId)
    throw fail('scmGoods.supplierNotActive', { name: supplier.name });
  const labelIds = [...new Set(input.labelIds)];
  if (labelIds.length > 0) {
    const found = await tx
      .select({ id: scmLabels.id })
      .from(scmLabels)
      .where(and(eq(scmLabels.partnerId, partnerId), inArray(scmLabels.id, labelIds)));
    if (found.length !== labelIds.length) throw notFound('scmGoods.labelNotFound');
  }
  for (const imageId of new Set(input.imageIds)) await assertOwnFile(tx, partnerId, imageId, ['image']);
  const linkedSkus = input.skus.flatMap((sku) => (sku.skuId ? [sku.skuId] : []));
  if (new Set(linkedSkus).size !== linkedSkus.length) throw fail('scmGoods.sku.catalogSkuTwice');
  if (!input.goodsId) {
    if (linkedSkus.length > 0) throw fail('scmGoods.sku.catalogSkuNotOfGoods');
    return;
  }
  const catalogSkus = await approvedSkusOf(tx, partnerId, { goodsIds: [input.goodsId] });
  if (catalogSkus.length === 0) throw notFound('scmGoods.catalogGoodsNotFound');
  const ofGoods = new Set(catalogSkus.map((sku) => sku.skuId));
  for (const skuId of linkedSkus) if (!ofGoods.has(skuId)) throw fail('scmGoods.sku.catalogSkuNotOfGoods');
};

const goodsValuesOf = (input: ScmGoodsInput) => ({
  supplierId: input.supplierId,
  name: input.name,
  brandName: input.brandName ?? null,
  model: input.model ?? null,
  unit: input.unit,
  supplierCode: input.supplierCode ?? null,
  goodsId: input.goodsId ?? null,
  imageIds: [...new Set(input.imageIds)],
  remark: input.remark ?? null,
});

const writeLabels = async (
  tx: DbOrTx,
  partnerId: number,
  scmGoodsId: number,
  labelIds: readonly number[],
) => {
  await tx
    .delete(scmGoodsLabels)
    .where(and(eq(scmGoodsLabels.partnerId, partnerId), eq(scmGoodsLabels.scmGoodsId, scmGoodsId)));
  const unique = [...new Set(labelIds)];
  if (unique.length > 0)
    await tx.insert(scmGoodsLabels).values(unique.map((labelId) => ({ partnerId, scmGoodsId, labelId })));
};

/** Inserts new SKUs with their first price row each. */
const insertSkus = async (
  tx: DbOrTx,
  actor: ScmActor,
  goods: { id: number; supplierId: number },
  skus: readonly {
    spec: string;
    costPrice: string;
    minQuantity: string;
    skuId?: number | null;
    sort: number;
  }[],
): Promise<void> => {
  if (skus.length === 0) return;
  const inserted = await tx
    .insert(k)
    .values(
      skus.map((sku) => ({
        partnerId: actor.partnerId,
        scmGoodsId: goods.id,
        supplierId: goods.supplierId,
        spec: sku.spec,
        skuId: sku.skuId ?? null,
        costPrice: sku.costPrice,
        minQuantity: sku.minQuantity,
        sort: sku.sort,
      })),
    )
    .returning();
  await tx.insert(scmPriceChanges).values(
    inserted.map((sku) => ({
      partnerId: actor.partnerId,
      scmSkuId: sku.id,
      scmGoodsId: goods.id,
      supplierId: goods.supplierId,
      previousPrice: null,
      costPrice: sku.costPrice,
      changedBy: actor.accountId,
    })),
  );
};

/** A spec taken twice within the goods (also between check and write). */
const specGuarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolationOf(error) === SPEC_INDEX) throw fail('scmGoods.sku.specDuplicate');
    throw error;
  }
};

/** Adds goods a supplier (active) offers, on offer, with their SKUs and each SKU's first price row. */
export const addScmGoods = (db: DbOrTx, actor: ScmActor, input: ScmGoodsInput): Promise<ScmGoodsRecord> =>
  specGuarded(() =>
    db.transaction(async (tx) => {
      await assertReferences(tx, actor.partnerId, input);
      const [goods] = await tx
        .insert(g)
        .values({
          partnerId: actor.partnerId,
          ...goodsValuesOf(input),
          state: ScmGoodsState.onOffer,
          createdBy: actor.accountId,
        })
        .returning();
      await writeLabels(tx, actor.partnerId, goods.id, input.labelIds);
      await insertSkus(
        tx,
        actor,
        goods,
        input.skus.map((sku, sort) => ({ ...sku, sort })),
      );
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'scmGoodsAdded',
        entity: 'scmGoods',
        entityId: goods.id,
        after: { ...goodsValuesOf(input), skus: input.skus },
      });
      return goods;
    }),
  );

/** True when a purchase order line names the goods (or one SKU of it). */
const purchased = async (
  tx: DbOrTx,
  partnerId: number,
  where: { scmGoodsId?: number; scmSkuIds?: number[] },
) => {
  const [row] = await tx
    .select({ id: purchaseOrderItems.id })
    .from(purchaseOrderItems)
    .where(
      and(
        eq(purchaseOrderItems.partnerId, partnerId),
        where.scmGoodsId ? eq(purchaseOrderItems.scmGoodsId, where.scmGoodsId) : undefined,
        where.scmSkuIds ? inArray(purchaseOrderItems.scmSkuId, where.scmSkuIds) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** Removes SKUs (never purchased) with their price history and cart lines. */
const deleteSkus = async (tx: DbOrTx, partnerId: number, scmSkuIds: number[]) => {
  if (scmSkuIds.length === 0) return;
  await tx
    .delete(scmCartItems)
    .where(and(eq(scmCartItems.partnerId, partnerId), inArray(scmCartItems.scmSkuId, scmSkuIds)));
  await tx
    .delete(scmPriceChanges)
    .where(and(eq(scmPriceChanges.partnerId, partnerId), inArray(scmPriceChanges.scmSkuId, scmSkuIds)));
  await tx.delete(k).where(and(eq(k.partnerId, partnerId), inArray(k.id, scmSkuIds)));
};

/**
 * Changes SCM goods: their fields, labels and SKUs. A kept SKU (by id) whose cost differs gets a
 * price row (no reason: an edit); a SKU left out is removed unless a purchase order names it; a new
 * SKU starts its history. A changed supplier moves the SKUs with it.
 */
export const updateScmGoods = (db: DbOrTx, actor: ScmActor, input: ScmGoodsUpdate): Promise<ScmGoodsRecord> =>
  specGuarded(() =>
    db.transaction(async (tx) => {
      const before = await scmGoodsOf(tx, actor.partnerId, input.id, true);
      await assertReferences(tx, actor.partnerId, input, before.supplierId);
      const existing = await skusOfGoods(tx, actor.partnerId, input.id);
      const byId = new Map(existing.map((sku) => [sku.id, sku]));
      for (const sku of input.skus) if (sku.id && !byId.has(sku.id)) throw notFound('scmGoods.sku.notFound');
      const kept = new Set(input.skus.flatMap((sku) => (sku.id ? [sku.id] : [])));
      const removed = existing.filter((sku) => !kept.has(sku.id)).map((sku) => sku.id);
      if (removed.length > 0 && (await purchased(tx, actor.partnerId, { scmSkuIds: removed })))
        throw fail('scmGoods.sku.purchased');
      if (
        input.supplierId !== before.supplierId &&
        (await purchased(tx, actor.partnerId, { scmGoodsId: before.id }))
      )
        throw fail('scmGoods.supplierFixed');
      await deleteSkus(tx, actor.partnerId, removed);
      const [after] = await tx
        .update(g)
        .set({ ...goodsValuesOf(input), updatedTime: new Date() })
        .where(and(eq(g.partnerId, actor.partnerId), eq(g.id, input.id)))
        .returning();
      await writeLabels(tx, actor.partnerId, input.id, input.labelIds);
      // Specs move in two steps so that swapping two specs does not trip the unique index.
      const respecified = new Set(
        input.skus.flatMap((sku) => (sku.id && byId.get(sku.id)?.spec !== sku.spec ? [sku.id] : [])),
      );
      for (const sku of existing.filter((row) => respecified.has(row.id)))
        await tx
          .update(k)
          .set({ spec: `~${sku.id}~` })
          .where(and(eq(k.partnerId, actor.partnerId), eq(k.id, sku.id)));
      const now = new Date();
      for (const [sort, sku] of input.skus.entries()) {
        const old = sku.id ? byId.get(sku.id) : undefined;
        if (!old) continue;
        const costChanged = compareMoney(old.costPrice, sku.costPrice) !== 0;
        await tx
          .update(k)
          .set({
            spec: sku.spec,
            minQuantity: sku.minQuantity,
            skuId: sku.skuId ?? null,
            supplierId: input.supplierId,
            sort,
            ...(costChanged ? { costPrice: sku.costPrice, costUpdatedTime: now } : {}),
          })
          .where(and(eq(k.partnerId, actor.partnerId), eq(k.id, old.id)));
        if (costChanged)
          await tx.insert(scmPriceChanges).values({
            partnerId: actor.partnerId,
            scmSkuId: old.id,
            scmGoodsId: input.id,
            supplierId: input.supplierId,
            previousPrice: old.costPrice,
            costPrice: sku.costPrice,
            changedBy: actor.accountId,
            changedTime: now,
          });
      }
      await insertSkus(
        tx,
        actor,
        { id: input.id, supplierId: input.supplierId },
        input.skus.flatMap((sku, sort) => (sku.id ? [] : [{ ...sku, sort }])),
      );
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'scmGoodsUpdated',
        entity: 'scmGoods',
        entityId: input.id,
        before: { ...before, skus: existing },
        after: { ...goodsValuesOf(input), skus: input.skus },
      });
      return after;
    }),
  );

const moveScmGoods =
  (from: ScmGoodsState, to: ScmGoodsState, refusal: string, action: string) =>
  (db: DbOrTx, actor: ScmActor, input: ScmGoodsStateChange): Promise<ScmGoodsRecord> =>
    db.transaction(async (tx) => {
      await scmGoodsOf(tx, actor.partnerId, input.id);
      const [after] = await tx
        .update(g)
        .set({ state: to, updatedTime: new Date() })
        .where(and(eq(g.partnerId, actor.partnerId), eq(g.id, input.id), eq(g.state, from)))
        .returning();
      if (!after) throw fail(refusal);
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action,
        entity: 'scmGoods',
        entityId: input.id,
        before: { state: from },
        after: { state: to, reason: input.reason ?? null },
      });
      return after;
    });

/** Withdraws goods on offer: they can no longer be bought (purchase orders made stay as they are). */
export const withdrawScmGoods = moveScmGoods(
  ScmGoodsState.onOffer,
  ScmGoodsState.withdrawn,
  'scmGoods.notOnOffer',
  'scmGoodsWithdrawn',
);

/** Offers withdrawn goods again. */
export const offerScmGoods = moveScmGoods(
  ScmGoodsState.withdrawn,
  ScmGoodsState.onOffer,
  'scmGoods.notWithdrawn',
  'scmGoodsOffered',
);

/**
 * Deletes SCM goods that no purchase order line names, with their SKUs, labels, price history,
 * cart lines and the authorization letters naming them.
 */
export const deleteScmGoods = (db: DbOrTx, actor: ScmActor, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    const before = await scmGoodsOf(tx, actor.partnerId, id, true);
    if (await purchased(tx, actor.partnerId, { scmGoodsId: id })) throw fail('scmGoods.purchased');
    const skus = await skusOfGoods(tx, actor.partnerId, id);
    await deleteSkus(
      tx,
      actor.partnerId,
      skus.map((sku) => sku.id),
    );
    await writeLabels(tx, actor.partnerId, id, []);
    await tx
      .delete(scmAuthorizations)
      .where(and(eq(scmAuthorizations.partnerId, actor.partnerId), eq(scmAuthorizations.scmGoodsId, id)));
    await tx.delete(g).where(and(eq(g.partnerId, actor.partnerId), eq(g.id, id)));
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'scmGoodsDeleted',
      entity: 'scmGoods',
      entityId: id,
      before: { ...before, skus },
    });
  });
