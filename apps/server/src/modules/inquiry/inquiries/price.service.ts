import type {
  CommodityPriceFilter,
  CommodityPricePageQuery,
  CommodityPriceRow,
  PriceHistory,
  PriceHistoryPoint,
  PriceHistoryQuery,
  PricePointValue,
  PricePosition,
  PricePositionBatch,
  PricePositionQuery,
} from '@portal/shared/contracts/inquiry';
import { compareMoney, marginOf } from '@portal/shared/money';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { pageOf } from '../../../db/paging';
import { fail, notFound } from '../../../platform/errors';
import { addDays, localDayOf, localDayStart } from '../../../platform/local-time';
import { channelNameSql, channelOf } from '../../catalog/channels/channel.service';
import { skuIdsOfGoods } from '../../catalog/goods/sku-options.service';
import {
  type ListingPricePoint,
  listedSkuPairs,
  type SkuChannelPrices,
  skuChannelPrices,
} from '../../catalog/listings/listing-prices.service';
import { lowestLinkedCosts } from '../../scm/goods/scm-cost.service';
import { inquiryOf, itemsOf } from './inquiry.service';
import { inquiryCounts, inquiryPricePoints, inquiryPriceSummaries } from './inquiries.table';
import { PricePointKind } from './price-history';

type SummaryRecord = typeof inquiryPriceSummaries.$inferSelect;
const s = inquiryPriceSummaries;

const point = (price: string | null, time: Date | null): PricePointValue | null =>
  price && time ? { price, time: time.toISOString() } : null;

/** The lowest and latest of a SKU's listing prices in a channel (the record's history, the price now). */
const listingExtremes = (prices: SkuChannelPrices | undefined) => {
  const history: ListingPricePoint[] = prices?.history ?? [];
  let lowest: ListingPricePoint | null = null;
  for (const entry of history) if (!lowest || compareMoney(entry.price, lowest.price) < 0) lowest = entry;
  const last = history.at(-1) ?? null;
  // The price now, seen when the record last set it (else when the listing last changed).
  const latest = prices?.currentPrice
    ? { price: prices.currentPrice, time: last?.time ?? prices.listingTime ?? new Date() }
    : last;
  return {
    lowestListing: lowest ? point(lowest.price, lowest.time) : null,
    latestListing: latest ? point(latest.price, latest.time) : null,
  };
};

const summariesOf = async (
  db: DbOrTx,
  partnerId: number,
  pairs: readonly { skuId: number; channelId: number }[],
): Promise<SummaryRecord[]> =>
  pairs.length === 0
    ? []
    : db
        .select()
        .from(s)
        .where(
          and(
            eq(s.partnerId, partnerId),
            or(...pairs.map((pair) => and(eq(s.skuId, pair.skuId), eq(s.channelId, pair.channelId)))),
          ),
        );

/**
 * The SCM cost of a position: the lowest cost now among the SCM SKUs linked to its SKUs (on offer,
 * supplier active); several SKUs of one goods take the lowest of them. Null when none is linked.
 */
const costOf = (costs: ReadonlyMap<number, string>, skuIds: readonly number[]): string | null =>
  skuIds.reduce<string | null>((lowest, skuId) => {
    const cost = costs.get(skuId);
    return cost !== undefined && (lowest === null || compareMoney(cost, lowest) < 0) ? cost : lowest;
  }, null);

/** The position of one SKU (or several SKUs of one goods, merged) in a channel. */
const positionOf = (
  itemId: number | null,
  channelId: number,
  skuId: number | null,
  goodsId: number | null,
  summaries: readonly SummaryRecord[],
  prices: readonly SkuChannelPrices[],
  unitPrice: string | null,
  costPrice: string | null,
): PricePosition => {
  const lowest = (values: (PricePointValue | null)[]) =>
    values.reduce<PricePointValue | null>(
      (best, value) => (value && (!best || compareMoney(value.price, best.price) < 0) ? value : best),
      null,
    );
  const latest = (values: (PricePointValue | null)[]) =>
    values.reduce<PricePointValue | null>(
      (best, value) => (value && (!best || value.time > best.time) ? value : best),
      null,
    );
  const listings = prices.map(listingExtremes);
  const marketPrice = prices.length === 0 ? null : prices.map((p) => p.marketPrice).sort(compareMoney)[0];
  const exact = unitPrice && costPrice ? marginOf(unitPrice, costPrice) : null;
  const margin = exact
    ? { marginAmount: exact.amount, marginRate: exact.rate }
    : { marginAmount: null, marginRate: null };
  return {
    itemId,
    skuId,
    goodsId: goodsId ?? prices[0]?.goodsId ?? summaries[0]?.goodsId ?? null,
    channelId,
    lowestQuoted: lowest(summaries.map((row) => point(row.lowestQuoted, row.lowestQuotedTime))),
    latestQuoted: latest(summaries.map((row) => point(row.latestQuoted, row.latestQuotedTime))),
    lowestListing: lowest(listings.map((l) => l.lowestListing)),
    latestListing: latest(listings.map((l) => l.latestListing)),
    lastWon: latest(summaries.map((row) => point(row.lastWon, row.lastWonTime))),
    marketPrice,
    costPrice,
    unitPrice,
    ...margin,
    versusMarket: unitPrice && marketPrice ? compareMoney(unitPrice, marketPrice) : null,
  };
};

/** Where a price stands for one of the partner's SKUs (or goods) in a channel. */
export const pricePosition = async (
  db: DbOrTx,
  partnerId: number,
  query: PricePositionQuery,
): Promise<PricePosition> => {
  await channelOf(db, query.channelId);
  const skuIds = query.skuId ? [query.skuId] : await skuIdsOfGoods(db, partnerId, query.goodsId as number);
  const pairs = skuIds.map((skuId) => ({ skuId, channelId: query.channelId }));
  const [summaries, prices, costs] = await Promise.all([
    summariesOf(db, partnerId, pairs),
    skuChannelPrices(db, partnerId, pairs),
    lowestLinkedCosts(db, partnerId, skuIds),
  ]);
  if (prices.length === 0) throw notFound('inquiry.skuNotFound');
  return positionOf(
    null,
    query.channelId,
    query.skuId ?? null,
    query.goodsId ?? null,
    summaries,
    prices,
    query.unitPrice ?? null,
    costOf(costs, skuIds),
  );
};

/** The positions of lines of one inquiry in its channel, in the order asked. */
export const pricePositions = async (
  db: DbOrTx,
  partnerId: number,
  batch: PricePositionBatch,
): Promise<PricePosition[]> => {
  const inquiry = await inquiryOf(db, partnerId, batch.inquiryId);
  const items = new Set((await itemsOf(db, partnerId, inquiry.id)).map((item) => item.id));
  for (const line of batch.lines) if (!items.has(line.itemId)) throw fail('inquiry.lineNotOnInquiry');
  const pairs = [...new Set(batch.lines.flatMap((line) => (line.skuId ? [line.skuId] : [])))].map(
    (skuId) => ({ skuId, channelId: inquiry.channelId }),
  );
  const [summaries, prices, costs] = await Promise.all([
    summariesOf(db, partnerId, pairs),
    skuChannelPrices(db, partnerId, pairs),
    lowestLinkedCosts(
      db,
      partnerId,
      pairs.map((pair) => pair.skuId),
    ),
  ]);
  return batch.lines.map((line) => {
    const sku = line.skuId ?? null;
    const price = prices.filter((p) => p.skuId === sku);
    return positionOf(
      line.itemId,
      inquiry.channelId,
      price.length > 0 ? sku : null,
      price[0]?.goodsId ?? null,
      price.length > 0 ? summaries.filter((row) => row.skuId === sku) : [],
      price,
      line.unitPrice ?? null,
      price.length > 0 && sku !== null ? costOf(costs, [sku]) : null,
    );
  });
};

// ---- commodity price ----

const filterOf = (partnerId: number, filter: CommodityPriceFilter): SQL | undefined =>
  and(
    eq(s.partnerId, partnerId),
    filter.keyword ? ilike(s.goodsName, containsPattern(filter.keyword)) : undefined,
    filter.channelId ? eq(s.channelId, filter.channelId) : undefined,
    filter.goodsId ? eq(s.goodsId, filter.goodsId) : undefined,
  );

const selected = { summary: s, channelName: channelNameSql(s.channelId) };

const commodityRowsOf = async (
  db: DbOrTx,
  partnerId: number,
  rows: readonly { summary: SummaryRecord; channelName: string | null }[],
): Promise<CommodityPriceRow[]> => {
  const prices = await skuChannelPrices(
    db,
    partnerId,
    rows.map((row) => ({ skuId: row.summary.skuId, channelId: row.summary.channelId })),
  );
  return rows.map(({ summary, channelName }) => {
    const price = prices.find((p) => p.skuId === summary.skuId && p.channelId === summary.channelId);
    return {
      skuId: summary.skuId,
      goodsId: summary.goodsId,
      goodsName: price?.goodsName ?? summary.goodsName,
      spec: price?.spec ?? summary.spec,
      channelId: summary.channelId,
      channelName: channelName ?? '',
      marketPrice: price?.marketPrice ?? null,
      ...listingExtremes(price),
      lowestQuoted: point(summary.lowestQuoted, summary.lowestQuotedTime),
      latestQuoted: point(summary.latestQuoted, summary.latestQuotedTime),
      lastWon: point(summary.lastWon, summary.lastWonTime),
      quotedCount: summary.quotedCount,
      wonCount: summary.wonCount,
      updatedTime: summary.updatedTime.toISOString(),
    };
  });
};

/** A page of the partner's SKUs per channel with their prices, latest price event first. */
export const listCommodityPrices = async (
  db: DbOrTx,
  partnerId: number,
  query: CommodityPricePageQuery,
): Promise<{ rows: CommodityPriceRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) =>
      db
        .select({ ...selected, total })
        .from(s)
        .$dynamic(),
    filterOf(partnerId, query),
    [direction(s.updatedTime), direction(s.skuId), direction(s.channelId)],
  );
  return { rows: await commodityRowsOf(db, partnerId, rows), total };
};

/** A keyset batch of the commodity prices for the export, by SKU and channel descending. */
export const listCommodityPricesAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: CommodityPriceFilter,
  after: { skuId: number; channelId: number } | undefined,
  limit: number,
): Promise<CommodityPriceRow[]> => {
  const rows = await db
    .select(selected)
    .from(s)
    .where(
      and(
        filterOf(partnerId, filter),
        after ? sql`(${s.skuId}, ${s.channelId}) < (${after.skuId}, ${after.channelId})` : undefined,
      ),
    )
    .orderBy(desc(s.skuId), desc(s.channelId))
    .limit(limit);
  return commodityRowsOf(db, partnerId, rows);
};

const HISTORY_LIMIT = 1000;

/** A SKU's prices in a channel over time, oldest first: listing, quoted and won. */
export const priceHistory = async (
  db: DbOrTx,
  partnerId: number,
  query: PriceHistoryQuery,
  timeZone: string,
  now: Date = new Date(),
): Promise<PriceHistory> => {
  const channel = await channelOf(db, query.channelId);
  const [prices] = await skuChannelPrices(db, partnerId, [
    { skuId: query.skuId, channelId: query.channelId },
  ]);
  if (!prices) throw notFound('inquiry.skuNotFound');
  const to = query.dateTo ?? localDayOf(now, timeZone);
  const from = query.dateFrom ?? addDays(to, -365);
  const start = localDayStart(from, timeZone);
  const end = localDayStart(addDays(to, 1), timeZone);
  const stored = await db
    .select({
      time: inquiryPricePoints.time,
      kind: inquiryPricePoints.kind,
      price: inquiryPricePoints.price,
      inquiryNo: inquiryPricePoints.inquiryNo,
    })
    .from(inquiryPricePoints)
    .where(
      and(
        eq(inquiryPricePoints.partnerId, partnerId),
        eq(inquiryPricePoints.skuId, query.skuId),
        eq(inquiryPricePoints.channelId, query.channelId),
        gte(inquiryPricePoints.time, start),
        lt(inquiryPricePoints.time, end),
        inArray(inquiryPricePoints.kind, [PricePointKind.quoted, PricePointKind.won]),
      ),
    )
    .orderBy(asc(inquiryPricePoints.time), asc(inquiryPricePoints.id))
    .limit(HISTORY_LIMIT + 1);
  const points: PriceHistoryPoint[] = [
    ...prices.history
      .filter((entry) => entry.time >= start && entry.time < end)
      .map((entry) => ({ time: entry.time, kind: 'listing' as const, price: entry.price, inquiryNo: null })),
    ...stored.map((row) => ({
      time: row.time,
      kind: row.kind === PricePointKind.won ? ('won' as const) : ('quoted' as const),
      price: row.price,
      inquiryNo: row.inquiryNo,
    })),
  ]
    .sort((a, b) => a.time.getTime() - b.time.getTime())
    .map((entry) => ({ ...entry, time: entry.time.toISOString() }));
  return {
    skuId: prices.skuId,
    goodsName: prices.goodsName,
    spec: prices.spec,
    channelId: channel.channelId,
    channelName: channel.channelName,
    marketPrice: prices.marketPrice,
    points: points.slice(0, HISTORY_LIMIT),
    truncated: points.length > HISTORY_LIMIT,
  };
};

/**
 * Gives every SKU the partner has listed in a channel its row in the commodity price list (a row
 * is otherwise made by the first quotation naming the SKU). Run by the daily task and the seed;
 * rows already there are left as they are.
 */
export const syncListedSkus = async (
  db: DbOrTx,
  partnerId: number,
  now: Date = new Date(),
): Promise<number> => {
  const pairs = await listedSkuPairs(db, partnerId);
  let added = 0;
  for (let start = 0; start < pairs.length; start += 200) {
    const chunk = pairs.slice(start, start + 200);
    const prices = await skuChannelPrices(db, partnerId, chunk);
    if (prices.length === 0) continue;
    const inserted = await db
      .insert(s)
      .values(
        prices.map((price) => ({
          partnerId,
          skuId: price.skuId,
          channelId: price.channelId,
          goodsId: price.goodsId,
          goodsName: price.goodsName.slice(0, 100),
          spec: price.spec,
          updatedTime: price.history.at(-1)?.time ?? now,
        })),
      )
      .onConflictDoNothing()
      .returning({ skuId: s.skuId });
    added += inserted.length;
  }
  return added;
};

/** The partners that have received inquiries (their kept counts exist). */
export const partnersWithInquiries = async (db: DbOrTx): Promise<number[]> =>
  (await db.selectDistinct({ partnerId: inquiryCounts.partnerId }).from(inquiryCounts)).map(
    (row) => row.partnerId,
  );
