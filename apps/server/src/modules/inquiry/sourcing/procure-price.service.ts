import type {
  ProcurePriceFilter,
  ProcurePriceHistoryQuery,
  ProcurePriceHistoryRow,
  ProcurePricePageQuery,
  ProcurePriceRow,
} from '@portal/shared/contracts/sourcing';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { notFound } from '../../../platform/errors';
import { answerSourceOf } from './answer-source';
import { addDays, localDayStart } from '../../../platform/local-time';
import {
  sourcingAnswers,
  sourcingFirms,
  sourcingLines,
  sourcingPrices,
  sourcingRequests,
} from './sourcing.table';

const a = sourcingAnswers;
const p = sourcingPrices;

/** Joins to answers the firm as it was asked (its name) and the request (its number and title). */
const withFirmAndRequest = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(
      sourcingFirms,
      and(
        eq(sourcingFirms.partnerId, a.partnerId),
        eq(sourcingFirms.requestId, a.requestId),
        eq(sourcingFirms.cooperatorId, a.cooperatorId),
      ),
    )
    .innerJoin(
      sourcingRequests,
      and(eq(sourcingRequests.partnerId, a.partnerId), eq(sourcingRequests.id, a.requestId)),
    );

/** An item's answers with the firm's name and the request's number, as the summary shows them. */
const answersOfItem = (db: DbOrTx, partnerId: number, itemKey: string) =>
  withFirmAndRequest(
    db
      .select({
        id: a.id,
        taxedPrice: a.taxedPrice,
        answeredTime: a.answeredTime,
        firmName: sourcingFirms.name,
        requestNo: sourcingRequests.requestNo,
      })
      .from(a)
      .$dynamic(),
  ).where(and(eq(a.partnerId, partnerId), eq(a.itemKey, itemKey)));

/**
 * Rewrites the procure price rows of `itemKeys` from their answers, in the transaction of an answer.
 * A kept row per item (rather than grouping every answer at each read) keeps the list one indexed
 * read; the best and latest come from the (item, price) and (item, time) indexes, one row each.
 */
export const refreshProcurePrices = async (
  tx: DbOrTx,
  partnerId: number,
  itemKeys: readonly string[],
): Promise<void> => {
  // One answer at a time per item (in a fixed order, so two requests' answers never deadlock): an
  // answer committed meanwhile is read before the row is rewritten, never overwritten by a stale one.
  for (const itemKey of [...new Set(itemKeys)].sort()) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sourcing:${partnerId}:${itemKey}`}, 0))`,
    );
    const [best] = await answersOfItem(tx, partnerId, itemKey)
      .orderBy(asc(a.taxedPrice), asc(a.answeredTime), asc(a.id))
      .limit(1);
    const [latest] = await answersOfItem(tx, partnerId, itemKey)
      .orderBy(desc(a.answeredTime), desc(a.id))
      .limit(1);
    if (!best || !latest) continue;
    const [{ answers }] = await tx
      .select({ answers: count() })
      .from(a)
      .where(and(eq(a.partnerId, partnerId), eq(a.itemKey, itemKey)));
    // The item as its latest line names it (a SKU's goods may have been renamed since).
    const [line] = await tx
      .select()
      .from(sourcingLines)
      .innerJoin(a, and(eq(a.partnerId, sourcingLines.partnerId), eq(a.lineId, sourcingLines.id)))
      .where(and(eq(a.partnerId, partnerId), eq(a.id, latest.id)));
    const item = line.sourcing_lines;
    const summary = {
      goodsId: item.goodsId,
      skuId: item.skuId,
      itemName: item.itemName,
      spec: item.spec,
      unit: item.unit,
      bestPrice: best.taxedPrice,
      bestAnswerId: best.id,
      bestFirmName: best.firmName,
      bestRequestNo: best.requestNo,
      bestTime: best.answeredTime,
      latestPrice: latest.taxedPrice,
      latestAnswerId: latest.id,
      latestFirmName: latest.firmName,
      latestRequestNo: latest.requestNo,
      latestTime: latest.answeredTime,
      answerCount: Number(answers),
    };
    await tx
      .insert(p)
      .values({ partnerId, itemKey, ...summary })
      .onConflictDoUpdate({ target: [p.partnerId, p.itemKey], set: summary });
  }
};

const rowOf = (row: typeof p.$inferSelect): ProcurePriceRow => ({
  id: row.id,
  goodsId: row.goodsId,
  skuId: row.skuId,
  itemName: row.itemName,
  spec: row.spec,
  unit: row.unit,
  bestPrice: row.bestPrice,
  bestFirmName: row.bestFirmName,
  bestTime: row.bestTime.toISOString(),
  bestRequestNo: row.bestRequestNo,
  latestPrice: row.latestPrice,
  latestFirmName: row.latestFirmName,
  latestTime: row.latestTime.toISOString(),
  latestRequestNo: row.latestRequestNo,
  answerCount: row.answerCount,
});

const filterOf = (partnerId: number, filter: ProcurePriceFilter, timeZone: string): SQL | undefined =>
  and(
    eq(p.partnerId, partnerId),
    filter.keyword
      ? or(ilike(p.itemName, containsPattern(filter.keyword)), ilike(p.spec, containsPattern(filter.keyword)))
      : undefined,
    filter.kind === 'goods' ? isNotNull(p.goodsId) : filter.kind === 'text' ? isNull(p.goodsId) : undefined,
    filter.dateFrom ? gte(p.latestTime, localDayStart(filter.dateFrom, timeZone)) : undefined,
    filter.dateTo ? lt(p.latestTime, localDayStart(addDays(filter.dateTo, 1), timeZone)) : undefined,
    filter.priceMin ? gte(p.bestPrice, filter.priceMin) : undefined,
    filter.priceMax ? lte(p.bestPrice, filter.priceMax) : undefined,
  );

const SORTED_BY = { latestTime: p.latestTime, bestPrice: p.bestPrice, itemName: p.itemName } as const;

/** The items with their best and latest price, latest answered first unless sorted otherwise. */
export const listProcurePrices = async (
  db: DbOrTx,
  partnerId: number,
  query: ProcurePricePageQuery,
  timeZone: string,
): Promise<{ rows: ProcurePriceRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) => db.select({ price: p, total }).from(p).$dynamic(),
    filterOf(partnerId, query, timeZone),
    [direction(SORTED_BY[(query.sortBy ?? 'latestTime') as keyof typeof SORTED_BY]), direction(p.id)],
  );
  return { total, rows: rows.map((row) => rowOf(row.price)) };
};

/** A keyset batch of the filtered procure prices for their export, newest id first. */
export const listProcurePricesAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: ProcurePriceFilter,
  timeZone: string,
  afterId: number | undefined,
  limit: number,
): Promise<ProcurePriceRow[]> => {
  const rows = await batchAfter(
    db.select({ price: p, total: noTotal() }).from(p).$dynamic(),
    filterOf(partnerId, filter, timeZone),
    p.id,
    afterId,
    limit,
  );
  return rows.map((row) => rowOf(row.price));
};

/** Every answer for one item, latest first (on the (item, time) index). */
export const procurePriceHistory = async (
  db: DbOrTx,
  partnerId: number,
  query: ProcurePriceHistoryQuery,
): Promise<{ rows: ProcurePriceHistoryRow[]; total: number }> => {
  const [price] = await db
    .select({ itemKey: p.itemKey })
    .from(p)
    .where(and(eq(p.partnerId, partnerId), eq(p.id, query.id)));
  if (!price) throw notFound('sourcing.price.notFound');
  const direction = query.sortType === 'asc' ? asc : desc;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) =>
      withFirmAndRequest(
        db
          .select({
            answer: a,
            firmName: sourcingFirms.name,
            requestNo: sourcingRequests.requestNo,
            requestTitle: sourcingRequests.title,
            quantity: sourcingLines.quantity,
            total,
          })
          .from(a)
          .$dynamic(),
      ).innerJoin(
        sourcingLines,
        and(eq(sourcingLines.partnerId, a.partnerId), eq(sourcingLines.id, a.lineId)),
      ),
    and(eq(a.partnerId, partnerId), eq(a.itemKey, price.itemKey)),
    [direction(a.answeredTime), direction(a.id)],
  );
  return {
    total,
    rows: rows.map((row) => ({
      id: row.answer.id,
      requestId: row.answer.requestId,
      requestNo: row.requestNo,
      requestTitle: row.requestTitle,
      firmName: row.firmName,
      unitPrice: row.answer.unitPrice,
      taxIncluded: row.answer.taxIncluded,
      taxRate: row.answer.taxRate,
      taxedPrice: row.answer.taxedPrice,
      quantity: row.quantity,
      deliveryDays: row.answer.deliveryDays,
      remark: row.answer.remark,
      source: answerSourceOf(row.answer.source),
      answeredTime: row.answer.answeredTime.toISOString(),
    })),
  };
};
