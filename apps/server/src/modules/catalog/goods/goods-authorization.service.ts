import { type AuthorizationLevel, AuthorizationState } from '@portal/shared/contracts/brand';
import {
  AUTHORIZATION_ENDING_SOON_DAYS,
  type AuthorizationCoverage,
  type GoodsAuthorizationPageQuery,
  type GoodsAuthorizationRow,
  type GoodsState,
} from '@portal/shared/contracts/goods';
import { ListingState } from '@portal/shared/contracts/listing';
import { and, asc, count, desc, eq, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { pageWithTotal, totalOver } from '../../../db/paging';
import { addDays, daysBetween } from '../../../platform/local-time';
import { firstImageUrl } from '../../communal/files.service';
import { brandAuthorizations, brands } from '../brands/brand.table';
import { goods } from './goods.table';

const COUNTED: (number | null)[] = [AuthorizationState.approved, AuthorizationState.expired];

/**
 * The partner's authorization per brand that covers its goods: the newest one (an open, pending
 * or approved, authorization is always the newest: no new application is taken while one is open).
 */
const coveringAuthorizations = (db: DbOrTx, partnerId: number) =>
  db.$with('covering').as(
    db
      .selectDistinctOn([brandAuthorizations.brandId], {
        id: brandAuthorizations.id,
        brandId: brandAuthorizations.brandId,
        level: brandAuthorizations.level,
        validFrom: brandAuthorizations.validFrom,
        validTo: brandAuthorizations.validTo,
        state: brandAuthorizations.state,
        reason: brandAuthorizations.reason,
      })
      .from(brandAuthorizations)
      .where(eq(brandAuthorizations.partnerId, partnerId))
      .orderBy(brandAuthorizations.brandId, desc(brandAuthorizations.id)),
  );

type Covering = ReturnType<typeof coveringAuthorizations>;

/**
 * How the authorization covers goods on `today` (AuthorizationCoverage): valid beyond the warning
 * window, expiring within it, pending review, or invalid (none, rejected, expired, not started).
 * An approved one whose end has passed before the nightly expiry ran is already invalid.
 */
const coverageOf = (covering: Covering, today: string): SQL<AuthorizationCoverage> => {
  const soon = addDays(today, AUTHORIZATION_ENDING_SOON_DAYS);
  return sql<AuthorizationCoverage>`case
    when ${covering.state} = 1 and ${covering.validFrom} <= ${today}::date and ${covering.validTo} > ${soon}::date then 'valid'
    when ${covering.state} = 1 and ${covering.validFrom} <= ${today}::date and ${covering.validTo} >= ${today}::date then 'expiring'
    when ${covering.state} = 0 then 'pending'
    else 'invalid' end`;
};

type CoveredGoodsFilter = Omit<GoodsAuthorizationPageQuery, 'current' | 'size'>;

/**
 * Each goods of the partner matching `filter` with the authorization covering it (`covering`, to
 * add with `.with`) and its coverage on `today`; the caller orders, limits and maps the rows.
 */
const coveredGoods = (db: DbOrTx, partnerId: number, filter: CoveredGoodsFilter, today: string) => {
  const covering = coveringAuthorizations(db, partnerId);
  const coverage = coverageOf(covering, today);
  const where = and(
    eq(goods.partnerId, partnerId),
    filter.name ? ilike(goods.name, containsPattern(filter.name)) : undefined,
    filter.brandId ? eq(goods.brandId, filter.brandId) : undefined,
    filter.coverage ? sql`${coverage} = ${filter.coverage}` : undefined,
  );
  const columns = {
    goodsId: goods.id,
    name: goods.name,
    imageIds: goods.imageIds,
    model: goods.model,
    goodsState: goods.state,
    updatedTime: goods.updatedTime,
    brandId: goods.brandId,
    brandName: brands.name,
    authorizationId: covering.id,
    level: covering.level,
    validFrom: covering.validFrom,
    validTo: covering.validTo,
    authorizationState: covering.state,
    reason: covering.reason,
    coverage,
    // After the limit: counted for the selected goods only (channel_listings_by_goods_idx).
    onShelfListings: sql<number>`(select count(*)::int from channel_listings l
      where l.partner_id = ${goods.partnerId} and l.goods_id = ${goods.id} and l.state = ${ListingState.onShelf})`,
  };
  return { covering, where, columns };
};

type CoveredGoodsRecord = {
  goodsId: number;
  name: string;
  imageIds: number[];
  model: string;
  goodsState: number;
  updatedTime: Date;
  brandId: number;
  brandName: string;
  authorizationId: number | null;
  level: number | null;
  validFrom: string | null;
  validTo: string | null;
  authorizationState: number | null;
  reason: string | null;
  coverage: AuthorizationCoverage;
  onShelfListings: number;
};

const rowOf = (
  partnerId: number,
  { imageIds, ...row }: CoveredGoodsRecord,
  today: string,
): GoodsAuthorizationRow => ({
  ...row,
  mainImageUrl: firstImageUrl(partnerId, imageIds),
  goodsState: row.goodsState as GoodsState,
  level: row.level as AuthorizationLevel | null,
  authorizationState: row.authorizationState as AuthorizationState | null,
  // Only an approved or expired authorization counts down; an application has no days yet.
  daysLeft:
    row.validTo !== null && COUNTED.includes(row.authorizationState) ? daysBetween(today, row.validTo) : null,
  onShelfListings: Number(row.onShelfListings),
  updatedTime: row.updatedTime.toISOString(),
});

/**
 * /goods/authorization: each goods of the partner with the brand authorization covering it, its
 * coverage today and how many of its channel listings are on shelf; recently changed goods first
 * unless sorted by the authorization's end.
 */
export const listGoodsAuthorizations = async (
  db: DbOrTx,
  partnerId: number,
  query: GoodsAuthorizationPageQuery,
  today: string,
): Promise<{ rows: GoodsAuthorizationRow[]; total: number }> => {
  const { covering, where, columns } = coveredGoods(db, partnerId, query, today);
  const offset = (query.current - 1) * query.size;
  const order = query.sortType === 'asc' ? asc : desc;
  const rows = await db
    .with(covering)
    .select({ ...columns, total: totalOver() })
    .from(goods)
    .innerJoin(brands, eq(brands.id, goods.brandId))
    .leftJoin(covering, eq(covering.brandId, goods.brandId))
    .where(where)
    .orderBy(
      ...(query.sortBy === 'validTo'
        ? // Goods without an authorization are the most urgent: first when the soonest end comes first.
          [
            sql`${covering.validTo} ${sql.raw(query.sortType === 'asc' ? 'asc nulls first' : 'desc nulls last')}`,
          ]
        : []),
      order(goods.updatedTime),
      order(goods.id),
    )
    .limit(query.size)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db
      .with(covering)
      .select({ total: count() })
      .from(goods)
      .leftJoin(covering, eq(covering.brandId, goods.brandId))
      .where(where);
    return total;
  });
  return {
    total: page.total,
    rows: page.rows.map(({ total: _total, ...row }) => rowOf(partnerId, row, today)),
  };
};

/**
 * Up to `limit` of the goods matching `filter` after the goods with id `afterId`, newest id first,
 * each with its covering authorization on `today`: keyset batches of the export.
 */
export const listGoodsAuthorizationsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: CoveredGoodsFilter,
  afterId: number | undefined,
  limit: number,
  today: string,
): Promise<GoodsAuthorizationRow[]> => {
  const { covering, where, columns } = coveredGoods(db, partnerId, filter, today);
  const rows = await db
    .with(covering)
    .select(columns)
    .from(goods)
    .innerJoin(brands, eq(brands.id, goods.brandId))
    .leftJoin(covering, eq(covering.brandId, goods.brandId))
    .where(and(where, afterId === undefined ? undefined : lt(goods.id, afterId)))
    .orderBy(desc(goods.id))
    .limit(limit);
  return rows.map((row) => rowOf(partnerId, row, today));
};
