import { AuthorizationState } from '@portal/shared/contracts/brand';
import {
  GoodsState,
  type OptionalGoodsFilter,
  type OptionalGoodsPageQuery,
  type OptionalGoodsRow,
} from '@portal/shared/contracts/goods';
import { compareMoney } from '@portal/shared/money';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  lt,
  lte,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { pageWithTotal, totalOver } from '../../../db/paging';
import { daysBetween } from '../../../platform/local-time';
import { firstImageUrl } from '../../communal/files.service';
import { brandAuthorizations, brands } from '../brands/brand.table';
import { categories } from '../categories/category.table';
import { assertJoinedChannel } from '../channels/channel.service';
import { channels, partnerChannels } from '../channels/channel.table';
import { channelListings } from '../listings/listing.table';
import { type ApprovedGoodsVersion, goods } from './goods.table';
import { withinCategory } from './goods.service';

// A listing offers the approved version of goods: its brand, category and name decide here too.
const approvedBrandId = sql<number>`(${goods.approved}->>'brandId')::bigint`;
const approvedCategoryId = sql<number>`(${goods.approved}->>'categoryId')::bigint`;
const approvedName = sql<string>`${goods.approved}->>'name'`;

/**
 * The pairs of goods and channel that could be listed: approved, not disabled goods of a brand
 * the partner may sell on `today` (an approved authorization covering it, as a listing's
 * submission demands), in a joined channel without a listing of it.
 */
const optionalPairs = (db: DbOrTx, partnerId: number, query: OptionalGoodsFilter, today: string) => {
  const sellable = db.$with('sellable').as(
    db
      .select({ brandId: brandAuthorizations.brandId, validTo: brandAuthorizations.validTo })
      .from(brandAuthorizations)
      .where(
        and(
          eq(brandAuthorizations.partnerId, partnerId),
          eq(brandAuthorizations.state, AuthorizationState.approved),
          lte(brandAuthorizations.validFrom, today),
          gte(brandAuthorizations.validTo, today),
        ),
      ),
  );
  const where: SQL | undefined = and(
    eq(goods.partnerId, partnerId),
    isNotNull(goods.approved),
    ne(goods.state, GoodsState.disabled),
    notExists(
      db
        .select({ one: sql`1` })
        .from(channelListings)
        .where(
          and(
            eq(channelListings.partnerId, goods.partnerId),
            eq(channelListings.channelId, partnerChannels.channelId),
            eq(channelListings.goodsId, goods.id),
          ),
        ),
    ),
    query.name ? ilike(approvedName, containsPattern(query.name)) : undefined,
    query.channelId ? eq(partnerChannels.channelId, query.channelId) : undefined,
    query.brandId ? eq(approvedBrandId, query.brandId) : undefined,
    query.categoryId ? withinCategory(approvedCategoryId, query.categoryId) : undefined,
  );
  return { sellable, where };
};

const priceRangeOf = (approved: ApprovedGoodsVersion) => {
  const prices = approved.skus.map((sku) => sku.marketPrice).sort(compareMoney);
  return { minPrice: prices[0] ?? null, maxPrice: prices[prices.length - 1] ?? null };
};

type Sellable = ReturnType<typeof optionalPairs>['sellable'];

/** The columns of a pair, read from goods joined with sellable, partner channel, channel, brand and category. */
const pairColumns = (sellable: Sellable) => ({
  goodsId: goods.id,
  approved: goods.approved,
  updatedTime: goods.updatedTime,
  channelId: channels.id,
  channelName: channels.name,
  brandName: brands.name,
  categoryPath: categories.path,
  validTo: sellable.validTo,
});

type PairRecord = {
  goodsId: number;
  approved: ApprovedGoodsVersion | null;
  updatedTime: Date;
  channelId: number;
  channelName: string;
  brandName: string;
  categoryPath: string;
  validTo: string;
};

const rowsOf = (partnerId: number, records: readonly PairRecord[], today: string): OptionalGoodsRow[] =>
  records.flatMap((row) => {
    const approved = row.approved;
    if (!approved) return [];
    return [
      {
        goodsId: row.goodsId,
        channelId: row.channelId,
        channelName: row.channelName,
        name: approved.name,
        mainImageUrl: firstImageUrl(partnerId, approved.imageIds),
        brandId: approved.brandId,
        brandName: row.brandName,
        model: approved.model,
        categoryId: approved.categoryId,
        categoryPath: row.categoryPath,
        ...priceRangeOf(approved),
        validTo: row.validTo,
        daysLeft: daysBetween(today, row.validTo),
        updatedTime: row.updatedTime.toISOString(),
      },
    ];
  });

/**
 * /goods/optional: for each approved goods the partner may sell today and each joined channel it is
 * not listed in yet, one row; recently changed goods first unless sorted by the authorization's end.
 */
export const listOptionalGoods = async (
  db: DbOrTx,
  partnerId: number,
  query: OptionalGoodsPageQuery,
  today: string,
): Promise<{ rows: OptionalGoodsRow[]; total: number }> => {
  // A channel the partner has not joined is refused, not answered with an empty page.
  if (query.channelId) await assertJoinedChannel(db, partnerId, query.channelId);
  const { sellable, where } = optionalPairs(db, partnerId, query, today);
  const offset = (query.current - 1) * query.size;
  const order = query.sortType === 'asc' ? asc : desc;
  const rows = await db
    .with(sellable)
    .select({ ...pairColumns(sellable), total: totalOver() })
    .from(goods)
    .innerJoin(sellable, eq(sellable.brandId, approvedBrandId))
    .innerJoin(partnerChannels, eq(partnerChannels.partnerId, goods.partnerId))
    .innerJoin(channels, eq(channels.id, partnerChannels.channelId))
    .innerJoin(brands, eq(brands.id, sellable.brandId))
    .innerJoin(categories, eq(categories.id, approvedCategoryId))
    .where(where)
    .orderBy(
      ...(query.sortBy === 'validTo'
        ? [order(sellable.validTo), order(goods.updatedTime)]
        : [order(goods.updatedTime)]),
      order(goods.id),
      asc(channels.sort),
    )
    .limit(query.size)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db
      .with(sellable)
      .select({ total: count() })
      .from(goods)
      .innerJoin(sellable, eq(sellable.brandId, approvedBrandId))
      .innerJoin(partnerChannels, eq(partnerChannels.partnerId, goods.partnerId))
      .where(where);
    return total;
  });
  return { total: page.total, rows: rowsOf(partnerId, page.rows, today) };
};

/** A pair of the optional goods list: the keyset of its export. */
export type OptionalGoodsKey = Pick<OptionalGoodsRow, 'goodsId' | 'channelId'>;

/**
 * Up to `limit` of the pairs matching `filter` after the pair `after`, by goods id descending and
 * channel id ascending within goods: keyset batches of the export. A channel the partner has not
 * joined has no pair, so it gives no row.
 */
export const listOptionalGoodsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: OptionalGoodsFilter,
  after: OptionalGoodsKey | undefined,
  limit: number,
  today: string,
): Promise<OptionalGoodsRow[]> => {
  const { sellable, where } = optionalPairs(db, partnerId, filter, today);
  const records = await db
    .with(sellable)
    .select(pairColumns(sellable))
    .from(goods)
    .innerJoin(sellable, eq(sellable.brandId, approvedBrandId))
    .innerJoin(partnerChannels, eq(partnerChannels.partnerId, goods.partnerId))
    .innerJoin(channels, eq(channels.id, partnerChannels.channelId))
    .innerJoin(brands, eq(brands.id, sellable.brandId))
    .innerJoin(categories, eq(categories.id, approvedCategoryId))
    .where(
      and(
        where,
        after === undefined
          ? undefined
          : or(
              lt(goods.id, after.goodsId),
              and(eq(goods.id, after.goodsId), gt(partnerChannels.channelId, after.channelId)),
            ),
      ),
    )
    .orderBy(desc(goods.id), asc(partnerChannels.channelId))
    .limit(limit);
  return rowsOf(partnerId, records, today);
};
