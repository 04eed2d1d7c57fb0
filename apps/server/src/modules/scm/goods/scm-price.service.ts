import type {
  ScmPriceBatchInput,
  ScmPriceChangeFilter,
  ScmPriceChangeInput,
  ScmPriceChangePageQuery,
  ScmPriceChangeRow,
  ScmPriceFilter,
  ScmPriceHistory,
  ScmPricePageQuery,
  ScmPriceRow,
} from '@portal/shared/contracts/scm-goods';
import { changeByPercent, compareMoney, subtract, toMoney } from '@portal/shared/money';
import type { ScmGoodsState } from '@portal/shared/scm-states';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { qualified } from './scm-sql';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { addDays, localDayStart } from '../../../platform/local-time';
import { operatorNamesOf } from '../../auth/accounts.service';
import type { ScmActor } from './scm-goods.service';
import { supplierNameSql } from './scm-goods.service';
import { scmGoods, scmGoodsSkus, scmPriceChanges } from './scm-goods.table';

const g = scmGoods;
const k = scmGoodsSkus;
const c = scmPriceChanges;

// ---- the price list ----

const lastPreviousSql = sql<string | null>`(select ${qualified(c.previousPrice)}::text from ${c}
  where ${qualified(c.partnerId)} = ${qualified(k.partnerId)} and ${qualified(c.scmSkuId)} = ${qualified(k.id)}
  order by ${qualified(c.changedTime)} desc, ${qualified(c.id)} desc limit 1)`;

const priceSelected = {
  sku: k,
  goodsName: g.name,
  brandName: g.brandName,
  unit: g.unit,
  goodsState: g.state,
  supplierName: supplierNameSql(k.partnerId, k.supplierId),
  previousPrice: lastPreviousSql,
};

type PriceSelected = {
  sku: typeof k.$inferSelect;
  goodsName: string;
  brandName: string | null;
  unit: string;
  goodsState: number;
  supplierName: string;
  previousPrice: string | null;
};

const priceRowOf = (row: PriceSelected): ScmPriceRow => {
  const previousPrice = row.previousPrice === null ? null : toMoney(row.previousPrice);
  return {
    scmSkuId: row.sku.id,
    scmGoodsId: row.sku.scmGoodsId,
    supplierId: row.sku.supplierId,
    supplierName: row.supplierName,
    goodsName: row.goodsName,
    brandName: row.brandName,
    spec: row.sku.spec,
    unit: row.unit,
    goodsState: row.goodsState as ScmGoodsState,
    costPrice: row.sku.costPrice,
    previousPrice,
    changeAmount: previousPrice === null ? null : subtract(row.sku.costPrice, previousPrice),
    costUpdatedTime: row.sku.costUpdatedTime.toISOString(),
    skuId: row.sku.skuId,
  };
};

const priceFilterOf = (partnerId: number, filter: ScmPriceFilter): SQL | undefined => {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    eq(k.partnerId, partnerId),
    pattern
      ? or(
          ilike(g.name, pattern),
          ilike(k.spec, pattern),
          ilike(g.brandName, pattern),
          ilike(g.supplierCode, pattern),
        )
      : undefined,
    filter.supplierId ? eq(k.supplierId, filter.supplierId) : undefined,
    filter.state ? eq(g.state, filter.state) : undefined,
  );
};

const priceJoin = and(eq(g.partnerId, k.partnerId), eq(g.id, k.scmGoodsId));

/** A page of the partner's SCM SKUs with their cost and last change, last changed first. */
export const listScmPrices = async (
  db: DbOrTx,
  partnerId: number,
  query: ScmPricePageQuery,
): Promise<{ rows: ScmPriceRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const column = query.sortBy === 'costPrice' ? k.costPrice : k.costUpdatedTime;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) =>
      db
        .select({ ...priceSelected, total })
        .from(k)
        .innerJoin(g, priceJoin)
        .$dynamic(),
    priceFilterOf(partnerId, query),
    [direction(column), direction(k.id)],
  );
  return { total, rows: rows.map(priceRowOf) };
};

/** A keyset batch of the filtered cost prices for their export, newest SKU first. */
export const listScmPricesAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: ScmPriceFilter,
  afterId: number | undefined,
  limit: number,
): Promise<ScmPriceRow[]> =>
  (
    await batchAfter(
      db
        .select({ ...priceSelected, total: noTotal() })
        .from(k)
        .innerJoin(g, priceJoin)
        .$dynamic(),
      priceFilterOf(partnerId, filter),
      k.id,
      afterId,
      limit,
    )
  ).map(priceRowOf);

// ---- changing prices ----

type ChangeRecord = typeof c.$inferSelect;

const changeRowsOf = async (
  db: DbOrTx,
  partnerId: number,
  rows: readonly { change: ChangeRecord; goodsName: string; spec: string; supplierName: string }[],
): Promise<ScmPriceChangeRow[]> => {
  const nameOf = await operatorNamesOf(
    db,
    partnerId,
    rows.map((row) => row.change.changedBy),
  );
  return rows.map(({ change, goodsName, spec, supplierName }) => ({
    id: change.id,
    scmSkuId: change.scmSkuId,
    scmGoodsId: change.scmGoodsId,
    supplierId: change.supplierId,
    supplierName,
    goodsName,
    spec,
    previousPrice: change.previousPrice,
    costPrice: change.costPrice,
    changeAmount: change.previousPrice === null ? null : subtract(change.costPrice, change.previousPrice),
    reason: change.reason,
    changedByName: nameOf(change.changedBy),
    changedTime: change.changedTime.toISOString(),
  }));
};

const changeSelected = {
  change: c,
  goodsName: sql<string>`coalesce(${g.name}, '')`,
  spec: sql<string>`coalesce(${k.spec}, '')`,
  supplierName: supplierNameSql(c.partnerId, c.supplierId),
};

/** The SKUs of `ids` of the partner with their goods, locked for the change. */
const lockSkus = (tx: DbOrTx, partnerId: number, ids: readonly number[]) =>
  tx
    .select({ sku: k, goodsName: g.name })
    .from(k)
    .innerJoin(g, priceJoin)
    .where(and(eq(k.partnerId, partnerId), inArray(k.id, [...ids])))
    .for('update', { of: k });

type PlannedChange = { scmSkuId: number; expectedPrice: string; costPrice: string };

/**
 * Writes each change: the SKU's cost moves only if it is still the price read (else the whole
 * transaction is refused), with its history row; one audit row for the lot.
 */
const applyChanges = async (
  tx: DbOrTx,
  actor: ScmActor,
  planned: readonly PlannedChange[],
  reason: string,
  now: Date,
): Promise<number[]> => {
  const ids: number[] = [];
  for (const change of planned) {
    const [updated] = await tx
      .update(k)
      .set({ costPrice: change.costPrice, costUpdatedTime: now })
      .where(
        and(
          eq(k.partnerId, actor.partnerId),
          eq(k.id, change.scmSkuId),
          eq(k.costPrice, change.expectedPrice),
        ),
      )
      .returning();
    if (!updated) throw fail('scmPrice.changedMeanwhile');
    const [row] = await tx
      .insert(c)
      .values({
        partnerId: actor.partnerId,
        scmSkuId: updated.id,
        scmGoodsId: updated.scmGoodsId,
        supplierId: updated.supplierId,
        previousPrice: change.expectedPrice,
        costPrice: change.costPrice,
        reason,
        changedBy: actor.accountId,
        changedTime: now,
      })
      .returning({ id: c.id });
    ids.push(row.id);
  }
  await writeAudit(tx, {
    partnerId: actor.partnerId,
    accountId: actor.accountId,
    action: 'scmPriceChanged',
    entity: 'scmSku',
    entityId: planned.length === 1 ? planned[0].scmSkuId : null,
    before: { prices: planned.map((p) => ({ scmSkuId: p.scmSkuId, costPrice: p.expectedPrice })) },
    after: { prices: planned.map((p) => ({ scmSkuId: p.scmSkuId, costPrice: p.costPrice })), reason },
  });
  return ids;
};

/** The change rows of these ids, in that order. */
export const priceChangesOf = async (db: DbOrTx, partnerId: number, ids: readonly number[]) => {
  if (ids.length === 0) return [];
  const rows = await db
    .select(changeSelected)
    .from(c)
    .leftJoin(k, and(eq(k.partnerId, c.partnerId), eq(k.id, c.scmSkuId)))
    .leftJoin(g, and(eq(g.partnerId, c.partnerId), eq(g.id, c.scmGoodsId)))
    .where(and(eq(c.partnerId, partnerId), inArray(c.id, [...ids])));
  const byId = new Map((await changeRowsOf(db, partnerId, rows)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/**
 * Changes one SKU's cost price, refused when it is the same, or when it is no longer
 * `expectedPrice` (changed by someone else since it was read).
 */
export const changeScmPrice = async (
  db: DbOrTx,
  actor: ScmActor,
  input: ScmPriceChangeInput,
  now: Date = new Date(),
): Promise<ScmPriceChangeRow> => {
  const [id] = await db.transaction(async (tx) => {
    const [locked] = await lockSkus(tx, actor.partnerId, [input.scmSkuId]);
    if (!locked) throw notFound('scmPrice.skuNotFound');
    if (compareMoney(locked.sku.costPrice, input.expectedPrice) !== 0)
      throw fail('scmPrice.changedMeanwhile', { price: locked.sku.costPrice });
    if (compareMoney(locked.sku.costPrice, input.costPrice) === 0) throw fail('scmPrice.unchanged');
    return applyChanges(
      tx,
      actor,
      [
        {
          scmSkuId: input.scmSkuId,
          expectedPrice: locked.sku.costPrice,
          costPrice: toMoney(input.costPrice),
        },
      ],
      input.reason,
      now,
    );
  });
  const [row] = await priceChangesOf(db, actor.partnerId, [id]);
  return row;
};

/** The new cost of a batch line: moved by the percentage (half-up to 0.01) or set to the amount. */
export const batchPriceOf = (input: Pick<ScmPriceBatchInput, 'mode' | 'percent' | 'amount'>, cost: string) =>
  input.mode === 'percent' ? changeByPercent(cost, input.percent as string) : toMoney(input.amount as string);

/**
 * Changes many SKUs' costs at once, all or none: each must still be the price read, and each new
 * cost must stay above zero. SKUs whose cost would not change are left alone (no history row).
 */
export const changeScmPrices = async (
  db: DbOrTx,
  actor: ScmActor,
  input: ScmPriceBatchInput,
  now: Date = new Date(),
): Promise<ScmPriceChangeRow[]> => {
  const ids = await db.transaction(async (tx) => {
    const locked = await lockSkus(
      tx,
      actor.partnerId,
      input.lines.map((line) => line.scmSkuId),
    );
    const byId = new Map(locked.map((row) => [row.sku.id, row]));
    const planned: PlannedChange[] = [];
    for (const line of input.lines) {
      const row = byId.get(line.scmSkuId);
      if (!row) throw notFound('scmPrice.skuNotFound');
      if (compareMoney(row.sku.costPrice, line.expectedPrice) !== 0)
        throw fail('scmPrice.changedMeanwhileOf', {
          name: row.goodsName,
          spec: row.sku.spec,
          price: row.sku.costPrice,
        });
      const costPrice = batchPriceOf(input, row.sku.costPrice);
      if (compareMoney(costPrice, 0) <= 0)
        throw fail('scmPrice.resultNotPositive', { name: row.goodsName, spec: row.sku.spec });
      if (compareMoney(costPrice, row.sku.costPrice) !== 0)
        planned.push({ scmSkuId: row.sku.id, expectedPrice: row.sku.costPrice, costPrice });
    }
    if (planned.length === 0) throw fail('scmPrice.unchanged');
    return applyChanges(tx, actor, planned, input.reason, now);
  });
  return priceChangesOf(db, actor.partnerId, ids);
};

/**
 * A change written by the supplier's side (the simulator): the SKU's cost to `costPrice` with
 * `reason`, guarded like a user's change; no account.
 */
export const recordSupplierPriceChange = (
  db: DbOrTx,
  partnerId: number,
  change: PlannedChange,
  reason: string,
  now: Date = new Date(),
): Promise<number[]> =>
  db.transaction((tx) => applyChanges(tx, { partnerId, accountId: null }, [change], reason, now));

// ---- history ----

const changeFilterOf = (
  partnerId: number,
  filter: ScmPriceChangeFilter,
  timeZone: string,
): SQL | undefined => {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    eq(c.partnerId, partnerId),
    pattern ? or(ilike(g.name, pattern), ilike(k.spec, pattern), ilike(c.reason, pattern)) : undefined,
    filter.supplierId ? eq(c.supplierId, filter.supplierId) : undefined,
    filter.scmSkuId ? eq(c.scmSkuId, filter.scmSkuId) : undefined,
    filter.dateFrom ? gte(c.changedTime, localDayStart(filter.dateFrom, timeZone)) : undefined,
    filter.dateTo ? lt(c.changedTime, localDayStart(addDays(filter.dateTo, 1), timeZone)) : undefined,
  );
};

const changesQuery = (db: DbOrTx, total: SQL<number>) =>
  db
    .select({ ...changeSelected, total })
    .from(c)
    .leftJoin(k, and(eq(k.partnerId, c.partnerId), eq(k.id, c.scmSkuId)))
    .leftJoin(g, and(eq(g.partnerId, c.partnerId), eq(g.id, c.scmGoodsId)))
    .$dynamic();

/** A page of the partner's cost price changes (of one SKU, or all), latest first. */
export const listPriceChanges = async (
  db: DbOrTx,
  partnerId: number,
  query: ScmPriceChangePageQuery,
  timeZone: string,
): Promise<{ rows: ScmPriceChangeRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) => changesQuery(db, total),
    changeFilterOf(partnerId, query, timeZone),
    [direction(c.changedTime), direction(c.id)],
  );
  return { total, rows: await changeRowsOf(db, partnerId, rows) };
};

/** A keyset batch of the filtered price changes for their export, newest first. */
export const listPriceChangesAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: ScmPriceChangeFilter,
  timeZone: string,
  afterId: number | undefined,
  limit: number,
): Promise<ScmPriceChangeRow[]> =>
  changeRowsOf(
    db,
    partnerId,
    await batchAfter(
      changesQuery(db, noTotal()),
      changeFilterOf(partnerId, filter, timeZone),
      c.id,
      afterId,
      limit,
    ),
  );

const HISTORY_POINTS = 500;

/** One SKU's cost over time, oldest first (its last 500 changes), for the chart. */
export const scmPriceHistory = async (
  db: DbOrTx,
  partnerId: number,
  scmSkuId: number,
): Promise<ScmPriceHistory> => {
  const [sku] = await db
    .select(priceSelected)
    .from(k)
    .innerJoin(g, priceJoin)
    .where(and(eq(k.partnerId, partnerId), eq(k.id, scmSkuId)));
  if (!sku) throw notFound('scmPrice.skuNotFound');
  const points = await db
    .select({ time: c.changedTime, price: c.costPrice })
    .from(c)
    .where(and(eq(c.partnerId, partnerId), eq(c.scmSkuId, scmSkuId)))
    .orderBy(desc(c.changedTime), desc(c.id))
    .limit(HISTORY_POINTS);
  return {
    scmSkuId,
    goodsName: sku.goodsName,
    spec: sku.sku.spec,
    supplierName: sku.supplierName,
    costPrice: sku.sku.costPrice,
    points: points.reverse().map((point) => ({ time: point.time.toISOString(), price: point.price })),
  };
};
