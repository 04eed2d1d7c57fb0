import {
  type ListingDetail,
  type ListingDraft,
  type ListingInput,
  type ListingPageQuery,
  type ListingPriceUpdate,
  type ListingRecord,
  type ListingRecordAction,
  type ListingRecordFilter,
  type ListingRecordPageQuery,
  type ListingRow,
  ListingState,
  type ListingUpdate,
} from '@portal/shared/contracts/listing';
import { compareMoney } from '@portal/shared/money';
import { and, asc, count, desc, eq, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { createdWithin } from '../../../db/time-range';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { pageWithTotal, totalOver } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { fail, notFound } from '../../../platform/errors';
import { accountNamesOf } from '../../auth/accounts.service';
import { firstImageUrl } from '../../communal/files.service';
import { sendNotice } from '../../partner/notice.service';
import { assertSellableBrand } from '../brands/authorization.service';
import type { CatalogActor } from '../brands/brand.service';
import { brands } from '../brands/brand.table';
import { channelCategoryOf, LEAF_LEVEL } from '../categories/category.service';
import { channelCategories } from '../categories/category.table';
import { assertJoinedChannel } from '../channels/channel.service';
import { channels } from '../channels/channel.table';
import { type ApprovedGoodsVersion, goods } from '../goods/goods.table';
import {
  approvedGoodsOf,
  checkedPrices,
  firstUnsellablePrice,
  offeredGoodsShown,
} from '../goods/offered-goods';
import { channelListings, listingPrices, listingRecords } from './listing.table';

type ListingRecordRow = typeof channelListings.$inferSelect;
type PriceChanges = Record<string, [string | null, string | null]>;

const EDITABLE: number[] = [ListingState.notSubmitted, ListingState.offShelf, ListingState.rejected];

const channelHasTree = async (db: DbOrTx, channelId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: channelCategories.id })
    .from(channelCategories)
    .where(eq(channelCategories.channelId, channelId))
    .limit(1);
  return row !== undefined;
};

/** The listing's channel category: the chosen leaf of the channel's tree, or the mapped one. */
const channelCategoryFor = async (
  db: DbOrTx,
  channelId: number,
  categoryId: number,
  chosen: number | null | undefined,
): Promise<number | null> => {
  if (chosen) {
    const [leaf] = await db
      .select({ level: channelCategories.level })
      .from(channelCategories)
      .where(and(eq(channelCategories.channelId, channelId), eq(channelCategories.id, chosen)));
    if (!leaf || leaf.level !== LEAF_LEVEL) throw fail('listing.categoryNotLeaf');
    return chosen;
  }
  const mapped = await channelCategoryOf(db, channelId, categoryId);
  if (mapped) return mapped.id;
  if (await channelHasTree(db, channelId)) throw fail('listing.categoryRequired');
  return null;
};

// ---- prices and records ----

const pricesOf = async (db: DbOrTx, partnerId: number, listingId: number) =>
  db
    .select({ skuId: listingPrices.skuId, price: listingPrices.price })
    .from(listingPrices)
    .where(and(eq(listingPrices.partnerId, partnerId), eq(listingPrices.listingId, listingId)));

/** Replaces a listing's prices; answers what changed per SKU spec (null when nothing did). */
const savePrices = async (
  tx: DbOrTx,
  partnerId: number,
  listingId: number,
  approved: ApprovedGoodsVersion,
  prices: { skuId: number; spec: string; price: string }[],
): Promise<PriceChanges | null> => {
  const before = new Map((await pricesOf(tx, partnerId, listingId)).map((row) => [row.skuId, row.price]));
  await tx
    .delete(listingPrices)
    .where(and(eq(listingPrices.partnerId, partnerId), eq(listingPrices.listingId, listingId)));
  await tx
    .insert(listingPrices)
    .values(prices.map(({ skuId, price }) => ({ partnerId, listingId, skuId, price })));
  const specOf = new Map(approved.skus.map((sku) => [sku.id, sku.spec]));
  const changes: PriceChanges = {};
  for (const { skuId, spec, price } of prices) {
    const old = before.get(skuId) ?? null;
    if (old === null || compareMoney(old, price) !== 0) changes[spec] = [old, Number(price).toFixed(2)];
  }
  for (const [skuId, old] of before) {
    if (!prices.some((p) => p.skuId === skuId)) changes[specOf.get(skuId) ?? `#${skuId}`] = [old, null];
  }
  return Object.keys(changes).length > 0 ? changes : null;
};

type NewListingRecord = {
  action: ListingRecordAction;
  stateFrom?: ListingState | null;
  stateTo?: ListingState | null;
  prices?: PriceChanges | null;
  reason?: string | null;
  accountId: number | null;
};

const writeRecord = (tx: DbOrTx, listing: ListingRecordRow, record: NewListingRecord) =>
  tx.insert(listingRecords).values({
    partnerId: listing.partnerId,
    listingId: listing.id,
    channelId: listing.channelId,
    goodsId: listing.goodsId,
    action: record.action,
    stateFrom: record.stateFrom ?? null,
    stateTo: record.stateTo ?? null,
    prices: record.prices ?? null,
    reason: record.reason ?? null,
    accountId: record.accountId,
  });

const lockOwn = async (tx: DbOrTx, partnerId: number, id: number): Promise<ListingRecordRow> => {
  const [row] = await tx
    .select()
    .from(channelListings)
    .where(and(eq(channelListings.partnerId, partnerId), eq(channelListings.id, id)))
    .for('update');
  if (!row) throw notFound('listing.notFound');
  return row;
};

/** Moves a listing to `to` if it is still in `from` (guarded), with its record. */
const moveListing = async (
  tx: DbOrTx,
  listing: ListingRecordRow,
  to: ListingState,
  record: Omit<NewListingRecord, 'stateFrom' | 'stateTo'>,
) => {
  await tx
    .update(channelListings)
    .set({
      state: to,
      reason: record.reason ?? null,
      updatedTime: new Date(),
      ...(to === ListingState.pending ? { submittedTime: new Date() } : {}),
    })
    .where(
      and(
        eq(channelListings.partnerId, listing.partnerId),
        eq(channelListings.id, listing.id),
        eq(channelListings.state, listing.state),
      ),
    );
  await writeRecord(tx, listing, { ...record, stateFrom: listing.state as ListingState, stateTo: to });
};

// ---- reading ----

/** What a new listing of the goods in the channel starts from. */
export const listingDraft = async (
  db: DbOrTx,
  partnerId: number,
  channelId: number,
  goodsId: number,
): Promise<ListingDraft> => {
  const channel = await assertJoinedChannel(db, partnerId, channelId);
  const { approved } = await approvedGoodsOf(db, partnerId, goodsId);
  const mapped = await channelCategoryOf(db, channelId, approved.categoryId);
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, approved.brandId));
  return {
    channelId,
    channelName: channel.channelName,
    goodsId,
    goodsName: approved.name,
    model: approved.model,
    brandName: brand?.name ?? '',
    mainImageUrl: firstImageUrl(partnerId, approved.imageIds),
    channelCategoryId: mapped?.id ?? null,
    channelCategoryName: mapped?.name ?? null,
    channelHasTree: await channelHasTree(db, channelId),
    skus: approved.skus.map((sku) => ({ skuId: sku.id, spec: sku.spec, marketPrice: sku.marketPrice })),
  };
};

const listedColumns = {
  listing: channelListings,
  channelName: channels.name,
  approved: goods.approved,
  goodsName: goods.name,
  model: goods.model,
  brandName: brands.name,
  channelCategoryName: channelCategories.name,
};

const joinedListings = (db: DbOrTx, withTotal: boolean) =>
  db
    .select(
      withTotal ? { ...listedColumns, total: totalOver() } : { ...listedColumns, total: sql<number>`0` },
    )
    .from(channelListings)
    .innerJoin(channels, eq(channels.id, channelListings.channelId))
    .innerJoin(
      goods,
      and(eq(goods.partnerId, channelListings.partnerId), eq(goods.id, channelListings.goodsId)),
    )
    .innerJoin(brands, eq(brands.id, goods.brandId))
    .leftJoin(
      channelCategories,
      and(
        eq(channelCategories.channelId, channelListings.channelId),
        eq(channelCategories.id, channelListings.channelCategoryId),
      ),
    );

type JoinedListing = {
  listing: ListingRecordRow;
  channelName: string;
  approved: ApprovedGoodsVersion | null;
  goodsName: string;
  model: string;
  brandName: string;
  channelCategoryName: string | null;
};

const priceRangesOf = async (db: DbOrTx, partnerId: number, ids: number[]) => {
  if (ids.length === 0) return new Map<number, { minPrice: string; maxPrice: string }>();
  const rows = await db
    .select({
      listingId: listingPrices.listingId,
      minPrice: sql<string>`min(${listingPrices.price})::text`,
      maxPrice: sql<string>`max(${listingPrices.price})::text`,
    })
    .from(listingPrices)
    .where(and(eq(listingPrices.partnerId, partnerId), inArray(listingPrices.listingId, ids)))
    .groupBy(listingPrices.listingId);
  return new Map(rows.map(({ listingId, ...range }) => [listingId, range]));
};

const rowOf = (
  joined: JoinedListing,
  range: { minPrice: string; maxPrice: string } | undefined,
): ListingRow => {
  const { listing, approved } = joined;
  return {
    id: listing.id,
    channelId: listing.channelId,
    channelName: joined.channelName,
    goodsId: listing.goodsId,
    ...offeredGoodsShown(listing.partnerId, approved, joined),
    channelCategoryId: listing.channelCategoryId,
    channelCategoryName: joined.channelCategoryName,
    state: listing.state as ListingState,
    reason: listing.reason,
    minPrice: range?.minPrice ?? null,
    maxPrice: range?.maxPrice ?? null,
    createdTime: listing.createdTime.toISOString(),
    updatedTime: listing.updatedTime.toISOString(),
  };
};

const filterOf = (partnerId: number, query: Omit<ListingPageQuery, 'current' | 'size'>): SQL | undefined =>
  and(
    eq(channelListings.partnerId, partnerId),
    query.channelId ? eq(channelListings.channelId, query.channelId) : undefined,
    query.state === undefined || query.state === null ? undefined : eq(channelListings.state, query.state),
    query.goodsName ? ilike(goods.name, containsPattern(query.goodsName)) : undefined,
  );

/** The partner's listings, newest change first unless sorted otherwise. */
export const listListings = async (
  db: DbOrTx,
  partnerId: number,
  query: ListingPageQuery,
): Promise<{ rows: ListingRow[]; total: number }> => {
  const offset = (query.current - 1) * query.size;
  const order = query.sortType === 'asc' ? asc : desc;
  const where = filterOf(partnerId, query);
  const rows = await joinedListings(db, true)
    .where(where)
    .orderBy(
      order(query.sortBy === 'createdTime' ? channelListings.createdTime : channelListings.updatedTime),
      order(channelListings.id),
    )
    .limit(query.size)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(channelListings)
      .innerJoin(
        goods,
        and(eq(goods.partnerId, channelListings.partnerId), eq(goods.id, channelListings.goodsId)),
      )
      .where(where);
    return total;
  });
  const ranges = await priceRangesOf(
    db,
    partnerId,
    page.rows.map((row) => row.listing.id),
  );
  return { total: page.total, rows: page.rows.map((row) => rowOf(row, ranges.get(row.listing.id))) };
};

/** One listing with its price per SKU beside the market price of the approved version. */
export const listingDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<ListingDetail> => {
  const [joined] = await joinedListings(db, false).where(
    and(eq(channelListings.partnerId, partnerId), eq(channelListings.id, id)),
  );
  if (!joined) throw notFound('listing.notFound');
  const prices = new Map((await pricesOf(db, partnerId, id)).map((row) => [row.skuId, row.price]));
  const ranges = await priceRangesOf(db, partnerId, [id]);
  return {
    ...rowOf(joined, ranges.get(id)),
    prices: (joined.approved?.skus ?? []).flatMap((sku) => {
      const price = prices.get(sku.id);
      return price === undefined
        ? []
        : [{ skuId: sku.id, spec: sku.spec, marketPrice: sku.marketPrice, price }];
    }),
  };
};

// ---- the partner's changes ----

const exists = (error: unknown): never => {
  if (uniqueViolationOf(error) === 'channel_listings_goods_idx') throw fail('listing.exists');
  throw error;
};

/** A new listing of approved goods in a joined channel; submitted to the channel at once with `submit`. */
export const createListing = async (
  db: DbOrTx,
  actor: CatalogActor,
  input: ListingInput,
  today: string,
): Promise<ListingDetail> => {
  await assertJoinedChannel(db, actor.partnerId, input.channelId);
  const { approved } = await approvedGoodsOf(db, actor.partnerId, input.goodsId);
  const prices = checkedPrices(approved, input.prices);
  const channelCategoryId = await channelCategoryFor(
    db,
    input.channelId,
    approved.categoryId,
    input.channelCategoryId,
  );
  if (input.submit) await assertSellableBrand(db, actor.partnerId, approved.brandId, today);
  const id = await db
    .transaction(async (tx) => {
      const [listing] = await tx
        .insert(channelListings)
        .values({
          partnerId: actor.partnerId,
          channelId: input.channelId,
          goodsId: input.goodsId,
          channelCategoryId,
          state: input.submit ? ListingState.pending : ListingState.notSubmitted,
          submittedTime: input.submit ? new Date() : null,
          createdBy: actor.accountId,
        })
        .returning();
      const changes = await savePrices(tx, actor.partnerId, listing.id, approved, prices);
      await writeRecord(tx, listing, {
        action: input.submit ? 'submitted' : 'created',
        stateTo: listing.state as ListingState,
        prices: changes,
        accountId: actor.accountId,
      });
      return listing.id;
    })
    .catch(exists);
  return listingDetail(db, actor.partnerId, id);
};

/** Changes a listing that is not with the channel (not submitted, off shelf, rejected); `submit` sends it. */
export const updateListing = async (
  db: DbOrTx,
  actor: CatalogActor,
  input: ListingUpdate,
  today: string,
): Promise<ListingDetail> => {
  await db.transaction(async (tx) => {
    const listing = await lockOwn(tx, actor.partnerId, input.id);
    if (!EDITABLE.includes(listing.state)) throw fail('listing.notEditable');
    const { approved } = await approvedGoodsOf(tx, actor.partnerId, listing.goodsId);
    const prices = checkedPrices(approved, input.prices);
    const channelCategoryId = await channelCategoryFor(
      tx,
      listing.channelId,
      approved.categoryId,
      input.channelCategoryId,
    );
    if (input.submit) await assertSellableBrand(tx, actor.partnerId, approved.brandId, today);
    await tx
      .update(channelListings)
      .set({ channelCategoryId, updatedTime: new Date() })
      .where(and(eq(channelListings.partnerId, actor.partnerId), eq(channelListings.id, listing.id)));
    const changes = await savePrices(tx, actor.partnerId, listing.id, approved, prices);
    const to = input.submit ? ListingState.pending : (listing.state as ListingState);
    await moveListing(tx, listing, to, {
      action: input.submit ? 'submitted' : 'updated',
      prices: changes,
      accountId: actor.accountId,
    });
  });
  return listingDetail(db, actor.partnerId, input.id);
};

/** New channel prices; the listing keeps its state (not while the channel reviews it). */
export const updateListingPrices = async (
  db: DbOrTx,
  actor: CatalogActor,
  input: ListingPriceUpdate,
): Promise<ListingDetail> => {
  await db.transaction(async (tx) => {
    const listing = await lockOwn(tx, actor.partnerId, input.id);
    if (listing.state === ListingState.pending) throw fail('listing.pendingLocked');
    const { approved } = await approvedGoodsOf(tx, actor.partnerId, listing.goodsId);
    const changes = await savePrices(
      tx,
      actor.partnerId,
      listing.id,
      approved,
      checkedPrices(approved, input.prices),
    );
    if (!changes) return;
    await tx
      .update(channelListings)
      .set({ updatedTime: new Date() })
      .where(and(eq(channelListings.partnerId, actor.partnerId), eq(channelListings.id, listing.id)));
    await writeRecord(tx, listing, { action: 'priceChanged', prices: changes, accountId: actor.accountId });
  });
  return listingDetail(db, actor.partnerId, input.id);
};

/** Sends a listing to the channel's review; the brand must be authorized today. */
export const submitListing = async (db: DbOrTx, actor: CatalogActor, id: number, today: string) =>
  db.transaction(async (tx) => {
    const listing = await lockOwn(tx, actor.partnerId, id);
    if (!EDITABLE.includes(listing.state)) throw fail('listing.notSubmittable');
    const { approved } = await approvedGoodsOf(tx, actor.partnerId, listing.goodsId);
    await assertSellableBrand(tx, actor.partnerId, approved.brandId, today);
    const prices = await pricesOf(tx, actor.partnerId, id);
    checkedPrices(
      approved,
      prices.map((p) => ({ skuId: p.skuId, price: p.price })),
    );
    if (prices.length === 0) throw fail('listing.priceRequired');
    await moveListing(tx, listing, ListingState.pending, { action: 'submitted', accountId: actor.accountId });
  });

/** The partner takes a listing off shelf. */
export const takeOffShelf = async (
  db: DbOrTx,
  actor: CatalogActor,
  id: number,
  reason: string | null | undefined,
) =>
  db.transaction(async (tx) => {
    const listing = await lockOwn(tx, actor.partnerId, id);
    if (listing.state !== ListingState.onShelf) throw fail('listing.notOnShelf');
    await moveListing(tx, listing, ListingState.offShelf, {
      action: 'offShelf',
      reason: reason?.trim() || null,
      accountId: actor.accountId,
    });
  });

// ---- the channel's review (operator / channel simulator) ----

const lockPending = async (tx: DbOrTx, id: number): Promise<ListingRecordRow> => {
  const [listing] = await tx.select().from(channelListings).where(eq(channelListings.id, id)).for('update');
  if (!listing) throw notFound('listing.notFound');
  if (listing.state !== ListingState.pending) throw fail('listing.notPending');
  return listing;
};

/** The channel accepts a listing: it goes on shelf. */
export const approveListing = (db: DbOrTx, id: number) =>
  db.transaction(async (tx) => {
    const listing = await lockPending(tx, id);
    await moveListing(tx, listing, ListingState.onShelf, { action: 'approved', accountId: null });
    return listing;
  });

/** The channel refuses a listing, with the reason the partner sees. */
export const rejectListing = (db: DbOrTx, id: number, reason: string | null | undefined) => {
  const why = reason?.trim();
  if (!why) throw fail('listing.reasonRequired');
  return db.transaction(async (tx) => {
    const listing = await lockPending(tx, id);
    await moveListing(tx, listing, ListingState.rejected, {
      action: 'rejected',
      reason: why,
      accountId: null,
    });
    const [row] = await tx
      .select({ name: goods.name, channelName: channels.name })
      .from(goods)
      .innerJoin(channels, eq(channels.id, listing.channelId))
      .where(and(eq(goods.partnerId, listing.partnerId), eq(goods.id, listing.goodsId)));
    await sendNotice(tx, {
      partnerId: listing.partnerId,
      message: {
        key: 'listing.notice.rejected',
        params: { name: row?.name ?? '', channel: row?.channelName ?? '', reason: why },
      },
    });
    return listing;
  });
};

/** Listings awaiting the channels' review, oldest submission first. */
export const listPendingListings = (db: DbOrTx, limit: number) =>
  db
    .select({
      id: channelListings.id,
      partnerId: channelListings.partnerId,
      channelName: channels.name,
      goodsName: goods.name,
      submittedTime: channelListings.submittedTime,
    })
    .from(channelListings)
    .innerJoin(channels, eq(channels.id, channelListings.channelId))
    .innerJoin(
      goods,
      and(eq(goods.partnerId, channelListings.partnerId), eq(goods.id, channelListings.goodsId)),
    )
    .where(eq(channelListings.state, ListingState.pending))
    .orderBy(asc(channelListings.submittedTime))
    .limit(limit);

// ---- what other changes do to listings ----

/** Takes the given listings (with the channel or on shelf) off shelf with a reason, recorded. */
const withdrawListings = async (
  tx: DbOrTx,
  listings: readonly ListingRecordRow[],
  action: ListingRecordAction,
  reason: string,
): Promise<number> => {
  let moved = 0;
  for (const listing of listings) {
    if (listing.state !== ListingState.pending && listing.state !== ListingState.onShelf) continue;
    await moveListing(tx, listing, ListingState.offShelf, { action, reason, accountId: null });
    moved += 1;
  }
  return moved;
};

/**
 * An authorization of the brand ended: the partner's listings of goods of that brand leave the
 * shelf (and the channels' queues) with the reason, in the expiry's transaction.
 */
export const withdrawListingsOfBrand = async (
  tx: DbOrTx,
  partnerId: number,
  brandId: number,
  reason: string,
): Promise<number> => {
  const listings = await tx
    .select({ listing: channelListings })
    .from(channelListings)
    .innerJoin(
      goods,
      and(eq(goods.partnerId, channelListings.partnerId), eq(goods.id, channelListings.goodsId)),
    )
    .where(
      and(
        eq(channelListings.partnerId, partnerId),
        inArray(channelListings.state, [ListingState.pending, ListingState.onShelf]),
        sql`coalesce((${goods.approved}->>'brandId')::bigint, ${goods.brandId}) = ${brandId}`,
      ),
    )
    .for('update');
  return withdrawListings(
    tx,
    listings.map((row) => row.listing),
    'authorizationExpired',
    reason,
  );
};

/** Goods were disabled: their listings leave the shelf. */
export const withdrawListingsOfGoods = async (
  tx: DbOrTx,
  partnerId: number,
  goodsId: number,
): Promise<number> => {
  const listings = await tx
    .select()
    .from(channelListings)
    .where(and(eq(channelListings.partnerId, partnerId), eq(channelListings.goodsId, goodsId)))
    .for('update');
  return withdrawListings(tx, listings, 'goodsDisabled', '商品已停用');
};

// ---- the channel record ----

const recordFilterOf = (partnerId: number, filter: ListingRecordFilter): SQL | undefined =>
  and(
    eq(listingRecords.partnerId, partnerId),
    filter.channelId ? eq(listingRecords.channelId, filter.channelId) : undefined,
    filter.action ? eq(listingRecords.action, filter.action) : undefined,
    filter.goodsName ? ilike(goods.name, containsPattern(filter.goodsName)) : undefined,
    createdWithin(listingRecords.createdTime, filter),
  );

type JoinedListingRecord = {
  record: typeof listingRecords.$inferSelect;
  goodsName: string;
  channelName: string;
};

/** The records as the contract shapes them, with the operators' names. */
const listingRecordsOf = async (
  db: DbOrTx,
  partnerId: number,
  rows: readonly JoinedListingRecord[],
): Promise<ListingRecord[]> => {
  const names = await accountNamesOf(
    db,
    partnerId,
    rows.flatMap(({ record }) => (record.accountId === null ? [] : [record.accountId])),
  );
  return rows.map(({ record, goodsName, channelName }) => ({
    id: record.id,
    listingId: record.listingId,
    channelId: record.channelId,
    channelName,
    goodsId: record.goodsId,
    goodsName,
    action: record.action as ListingRecordAction,
    stateFrom: record.stateFrom as ListingState | null,
    stateTo: record.stateTo as ListingState | null,
    prices: record.prices,
    reason: record.reason,
    operator: record.accountId === null ? null : (names.get(record.accountId) ?? null),
    createdTime: record.createdTime.toISOString(),
  }));
};

/** Every price and state change of the partner's listings, newest first unless sorted otherwise. */
export const listListingRecords = async (
  db: DbOrTx,
  partnerId: number,
  query: ListingRecordPageQuery,
): Promise<{ rows: ListingRecord[]; total: number }> => {
  const offset = (query.current - 1) * query.size;
  const order = query.sortType === 'asc' ? asc : desc;
  const where = recordFilterOf(partnerId, query);
  const from = () =>
    db
      .select({
        record: listingRecords,
        goodsName: goods.name,
        channelName: channels.name,
        total: totalOver(),
      })
      .from(listingRecords)
      .innerJoin(
        goods,
        and(eq(goods.partnerId, listingRecords.partnerId), eq(goods.id, listingRecords.goodsId)),
      )
      .innerJoin(channels, eq(channels.id, listingRecords.channelId));
  const rows = await from()
    .where(where)
    .orderBy(order(listingRecords.createdTime), order(listingRecords.id))
    .limit(query.size)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(listingRecords)
      .innerJoin(
        goods,
        and(eq(goods.partnerId, listingRecords.partnerId), eq(goods.id, listingRecords.goodsId)),
      )
      .where(where);
    return total;
  });
  return { total: page.total, rows: await listingRecordsOf(db, partnerId, page.rows) };
};

/** A batch of the filtered channel record for its export, newest first, after the record `afterId`. */
export const listListingRecordsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: ListingRecordFilter,
  afterId: number | undefined,
  limit: number,
): Promise<ListingRecord[]> => {
  const rows = await db
    .select({ record: listingRecords, goodsName: goods.name, channelName: channels.name })
    .from(listingRecords)
    .innerJoin(
      goods,
      and(eq(goods.partnerId, listingRecords.partnerId), eq(goods.id, listingRecords.goodsId)),
    )
    .innerJoin(channels, eq(channels.id, listingRecords.channelId))
    .where(
      and(
        recordFilterOf(partnerId, filter),
        afterId === undefined ? undefined : lt(listingRecords.id, afterId),
      ),
    )
    .orderBy(desc(listingRecords.id))
    .limit(limit);
  return listingRecordsOf(db, partnerId, rows);
};

/**
 * A new version of goods was approved: prices of SKUs it no longer has are dropped, and a listing
 * whose price now exceeds a market price (or that has no price left) leaves the shelf until the
 * partner adjusts it.
 */
export const reconcileListingsWithGoods = async (
  tx: DbOrTx,
  partnerId: number,
  goodsId: number,
  approved: ApprovedGoodsVersion,
): Promise<void> => {
  const listings = await tx
    .select()
    .from(channelListings)
    .where(and(eq(channelListings.partnerId, partnerId), eq(channelListings.goodsId, goodsId)))
    .for('update');
  const skus = new Map(approved.skus.map((sku) => [sku.id, sku]));
  for (const listing of listings) {
    const prices = await pricesOf(tx, partnerId, listing.id);
    const kept = prices.filter((p) => skus.has(p.skuId));
    if (kept.length < prices.length) {
      const dropped = prices.filter((p) => !skus.has(p.skuId)).map((p) => p.skuId);
      await tx
        .delete(listingPrices)
        .where(
          and(
            eq(listingPrices.partnerId, partnerId),
            eq(listingPrices.listingId, listing.id),
            inArray(listingPrices.skuId, dropped),
          ),
        );
      await writeRecord(tx, listing, {
        action: 'priceChanged',
        prices: Object.fromEntries(
          prices.filter((p) => !skus.has(p.skuId)).map((p) => [`#${p.skuId}`, [p.price, null]]),
        ),
        reason: '商品规格变更，已删除不存在的规格价格',
        accountId: null,
      });
    }
    const tooHigh = firstUnsellablePrice(approved, kept);
    if (kept.length === 0 || tooHigh) {
      await withdrawListings(
        tx,
        [listing],
        'offShelf',
        kept.length === 0
          ? '商品规格变更后没有可售规格的渠道价'
          : '市场价调整后渠道价高于市场价，请调整渠道价',
      );
    }
  }
};

/** A batch of the filtered listings for their export, newest first, after the listing `afterId`. */
export const listListingsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: Omit<ListingPageQuery, 'current' | 'size'>,
  afterId: number | undefined,
  limit: number,
): Promise<ListingRow[]> => {
  const rows = await joinedListings(db, false)
    .where(
      and(
        filterOf(partnerId, filter),
        afterId === undefined ? undefined : sql`${channelListings.id} < ${afterId}`,
      ),
    )
    .orderBy(desc(channelListings.id))
    .limit(limit);
  const ranges = await priceRangesOf(
    db,
    partnerId,
    rows.map((row) => row.listing.id),
  );
  return rows.map((row) => rowOf(row, ranges.get(row.listing.id)));
};

/**
 * Per brand, how many of the partner's listings are off shelf because an authorization of that
 * brand expired (and have not been put back since): shown on the brand list.
 */
export const listingsWithdrawnByExpiry = async (
  db: DbOrTx,
  partnerId: number,
  brandIds: readonly number[],
): Promise<Map<number, number>> => {
  if (brandIds.length === 0) return new Map();
  const rows = await db
    .select({ brandId: goods.brandId, count: sql<number>`count(*)::int` })
    .from(channelListings)
    .innerJoin(
      goods,
      and(eq(goods.partnerId, channelListings.partnerId), eq(goods.id, channelListings.goodsId)),
    )
    .where(
      and(
        eq(channelListings.partnerId, partnerId),
        eq(channelListings.state, ListingState.offShelf),
        inArray(goods.brandId, [...brandIds]),
        // The listing's latest change is the expiry.
        sql`(select r.action from listing_records r where r.partner_id = ${channelListings.partnerId}
          and r.listing_id = ${channelListings.id} order by r.id desc limit 1) = 'authorizationExpired'`,
      ),
    )
    .groupBy(goods.brandId);
  return new Map(rows.map((row) => [row.brandId, row.count]));
};

/** A SKU on shelf in a channel, at its channel price: what a channel's buyer can order. */
export type ShelfOffer = {
  partnerId: number;
  channelId: number;
  channelCode: string;
  confirmHours: number;
  goodsId: number;
  skuId: number;
  goodsName: string;
  spec: string;
  unit: string;
  price: string;
};

/** Every SKU on shelf, of one partner or of all, with its channel price. */
export const shelfOffers = async (db: DbOrTx, partnerId?: number): Promise<ShelfOffer[]> => {
  const rows = await db
    .select({
      partnerId: channelListings.partnerId,
      channelId: channelListings.channelId,
      channelCode: channels.code,
      confirmHours: channels.confirmHours,
      goodsId: goods.id,
      approved: goods.approved,
      skuId: listingPrices.skuId,
      price: listingPrices.price,
    })
    .from(channelListings)
    .innerJoin(channels, eq(channels.id, channelListings.channelId))
    .innerJoin(
      goods,
      and(eq(goods.partnerId, channelListings.partnerId), eq(goods.id, channelListings.goodsId)),
    )
    .innerJoin(
      listingPrices,
      and(
        eq(listingPrices.partnerId, channelListings.partnerId),
        eq(listingPrices.listingId, channelListings.id),
      ),
    )
    .where(
      and(
        eq(channelListings.state, ListingState.onShelf),
        partnerId === undefined ? undefined : eq(channelListings.partnerId, partnerId),
      ),
    );
  return rows.flatMap((row) => {
    const sku = row.approved?.skus.find((s) => s.id === row.skuId);
    if (!row.approved || !sku) return [];
    return [
      {
        partnerId: row.partnerId,
        channelId: row.channelId,
        channelCode: row.channelCode,
        confirmHours: row.confirmHours,
        goodsId: row.goodsId,
        skuId: row.skuId,
        goodsName: row.approved.name,
        spec: sku.spec,
        unit: row.approved.unit,
        price: row.price,
      },
    ];
  });
};
