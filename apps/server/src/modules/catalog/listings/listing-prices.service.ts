import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { goods, goodsSkus } from '../goods/goods.table';
import { channelListings, listingPrices, listingRecords } from './listing.table';

/** A SKU's price in a channel at a time (from the channel record). */
export type ListingPricePoint = { price: string; time: Date };

/** What the catalog knows of a SKU's prices in one channel. */
export type SkuChannelPrices = {
  skuId: number;
  channelId: number;
  goodsId: number;
  goodsName: string;
  spec: string;
  /** The SKU's market price. */
  marketPrice: string;
  /** Its channel price now (null: not listed in the channel, or no price for the SKU). */
  currentPrice: string | null;
  /** When the listing last changed (null: not listed in the channel). */
  listingTime: Date | null;
  /** Every channel price it was given, oldest first (the channel record's price changes). */
  history: ListingPricePoint[];
};

/**
 * The listing prices of the partner's SKUs in channels, per (skuId, channelId) asked: the market
 * price, the channel price now and its history from the channel record. Pairs whose SKU is not the
 * partner's are left out. Three indexed reads whatever the number of pairs.
 */
export const skuChannelPrices = async (
  db: DbOrTx,
  partnerId: number,
  pairs: readonly { skuId: number; channelId: number }[],
): Promise<SkuChannelPrices[]> => {
  if (pairs.length === 0) return [];
  const skus = await db
    .select({
      skuId: goodsSkus.id,
      goodsId: goodsSkus.goodsId,
      spec: goodsSkus.spec,
      marketPrice: goodsSkus.marketPrice,
      goodsName: sql<string>`coalesce(${goods.approved}->>'name', ${goods.name})`,
    })
    .from(goodsSkus)
    .innerJoin(goods, and(eq(goods.partnerId, goodsSkus.partnerId), eq(goods.id, goodsSkus.goodsId)))
    .where(
      and(eq(goodsSkus.partnerId, partnerId), inArray(goodsSkus.id, [...new Set(pairs.map((p) => p.skuId))])),
    );
  const skuById = new Map(skus.map((sku) => [sku.skuId, sku]));
  const wanted = pairs.filter((pair) => skuById.has(pair.skuId));
  if (wanted.length === 0) return [];
  const listings = await db
    .select({
      id: channelListings.id,
      channelId: channelListings.channelId,
      goodsId: channelListings.goodsId,
      updatedTime: channelListings.updatedTime,
    })
    .from(channelListings)
    .where(
      and(
        eq(channelListings.partnerId, partnerId),
        or(
          ...wanted.map((pair) =>
            and(
              eq(channelListings.channelId, pair.channelId),
              eq(channelListings.goodsId, skuById.get(pair.skuId)?.goodsId ?? 0),
            ),
          ),
        ),
      ),
    );
  const listingOf = new Map(listings.map((l) => [`${l.channelId}:${l.goodsId}`, l.id]));
  const listingTimeOf = new Map(listings.map((l) => [l.id, l.updatedTime]));
  const listingIds = listings.map((l) => l.id);
  const [current, records] =
    listingIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              listingId: listingPrices.listingId,
              skuId: listingPrices.skuId,
              price: listingPrices.price,
            })
            .from(listingPrices)
            .where(and(eq(listingPrices.partnerId, partnerId), inArray(listingPrices.listingId, listingIds))),
          db
            .select({
              listingId: listingRecords.listingId,
              prices: listingRecords.prices,
              time: listingRecords.createdTime,
            })
            .from(listingRecords)
            .where(
              and(
                eq(listingRecords.partnerId, partnerId),
                inArray(listingRecords.listingId, listingIds),
                isNotNull(listingRecords.prices),
              ),
            )
            .orderBy(asc(listingRecords.createdTime), asc(listingRecords.id)),
        ]);
  return wanted.map((pair) => {
    const sku = skuById.get(pair.skuId) as (typeof skus)[number];
    const listingId = listingOf.get(`${pair.channelId}:${sku.goodsId}`);
    const history: ListingPricePoint[] = [];
    for (const record of records) {
      if (record.listingId !== listingId) continue;
      const after = record.prices?.[sku.spec]?.[1];
      if (after) history.push({ price: after, time: record.time });
    }
    return {
      skuId: sku.skuId,
      channelId: pair.channelId,
      goodsId: sku.goodsId,
      goodsName: sku.goodsName,
      spec: sku.spec,
      marketPrice: sku.marketPrice,
      listingTime: listingId === undefined ? null : (listingTimeOf.get(listingId) ?? null),
      currentPrice:
        current.find((row) => row.listingId === listingId && row.skuId === sku.skuId)?.price ?? null,
      history,
    };
  });
};

/** Every SKU the partner has listed in a channel (with a price), for the commodity price list. */
export const listedSkuPairs = async (
  db: DbOrTx,
  partnerId: number,
): Promise<{ skuId: number; channelId: number; goodsId: number }[]> =>
  db
    .select({
      skuId: listingPrices.skuId,
      channelId: channelListings.channelId,
      goodsId: channelListings.goodsId,
    })
    .from(listingPrices)
    .innerJoin(
      channelListings,
      and(
        eq(channelListings.partnerId, listingPrices.partnerId),
        eq(channelListings.id, listingPrices.listingId),
      ),
    )
    .where(eq(listingPrices.partnerId, partnerId));
