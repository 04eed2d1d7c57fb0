import {
  type ListingDetail,
  type ListingDraft,
  type ListingInput,
  type ListingPageQuery,
  type ListingPriceUpdate,
  type ListingRecord,
  type ListingRecordAction,
  type ListingRecordFilter,
  type ListingRow,
  ListingState,
  type ListingUpdate,
} from '@portal/shared/contracts/listing';
import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { fail } from '../../../platform/errors';
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
  offerDraftOf,
  offerKernelOf,
  offerShown,
  priceChangesOf,
} from '../offers/offer-kernel';
import { type Changes, type NewRecord, recordBookOf, recordShown } from '../records/record-kernel';
import { channelListings, listingPrices, listingRecords } from './listing.table';

type ListingRecordRow = typeof channelListings.$inferSelect;

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

// ---- the channel record and the listings as offers ----

/** The channel record: every price and state change of the partner's listings. */
const channelRecord = recordBookOf({
  table: listingRecords,
  select: (db: DbOrTx, total: SQL<number>) =>
    db
      .select({ record: listingRecords, goodsName: goods.name, channelName: channels.name, total })
      .from(listingRecords)
      .innerJoin(
        goods,
        and(eq(goods.partnerId, listingRecords.partnerId), eq(goods.id, listingRecords.goodsId)),
      )
      .innerJoin(channels, eq(channels.id, listingRecords.channelId))
      .$dynamic(),
  filter: (filter: ListingRecordFilter) => [
    filter.channelId ? eq(listingRecords.channelId, filter.channelId) : undefined,
    filter.goodsName ? ilike(goods.name, containsPattern(filter.goodsName)) : undefined,
  ],
  shown: ({ record, goodsName, channelName }, operator): ListingRecord => ({
    ...recordShown<ListingRecordAction, ListingState>(record, operator),
    listingId: record.listingId,
    channelId: record.channelId,
    channelName,
    goodsId: record.goodsId,
    goodsName,
    prices: record.prices,
  }),
});

/** A listing's change in the channel record: what was done, by whom, the prices it changed. */
type ListingChange = NewRecord<ListingRecordAction, ListingState> & { prices?: Changes<string> | null };

const writeRecord = (tx: DbOrTx, listing: ListingRecordRow, { prices, ...record }: ListingChange) =>
  channelRecord.write(
    tx,
    {
      partnerId: listing.partnerId,
      listingId: listing.id,
      channelId: listing.channelId,
      goodsId: listing.goodsId,
      prices: prices ?? null,
    },
    record,
  );

// ---- reading ----

/** What a new listing of the goods in the channel starts from. */
export const listingDraft = async (
  db: DbOrTx,
  partnerId: number,
  channelId: number,
  goodsId: number,
): Promise<ListingDraft> => {
  const channel = await assertJoinedChannel(db, partnerId, channelId);
  const offered = await approvedGoodsOf(db, partnerId, goodsId);
  const mapped = await channelCategoryOf(db, channelId, offered.approved.categoryId);
  return {
    channelId,
    channelName: channel.channelName,
    ...(await offerDraftOf(db, partnerId, offered)),
    channelCategoryId: mapped?.id ?? null,
    channelCategoryName: mapped?.name ?? null,
    channelHasTree: await channelHasTree(db, channelId),
  };
};

const joinedListings = (db: DbOrTx, total: SQL<number>) =>
  db
    .select({
      offer: channelListings,
      channelName: channels.name,
      approved: goods.approved,
      goodsName: goods.name,
      model: goods.model,
      brandName: brands.name,
      channelCategoryName: channelCategories.name,
      total,
    })
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
    )
    .$dynamic();

type ListingFilter = Omit<ListingPageQuery, 'current' | 'size'>;

/** Channel listings as offers: channel prices per SKU, reviewed by the channel, every move recorded. */
const listings = offerKernelOf({
  offers: channelListings,
  prices: listingPrices,
  offerIdKey: 'listingId',
  uniqueIndex: 'channel_listings_goods_idx',
  pending: ListingState.pending,
  rejected: ListingState.rejected,
  // On the channel's shelf or in its queue: what an expiry or disabled goods take off.
  live: [ListingState.pending, ListingState.onShelf],
  messages: { notFound: 'listing.notFound', notPending: 'listing.notPending', exists: 'listing.exists' },
  recordMove: (tx, listing, to, change: ListingChange) =>
    writeRecord(tx, listing, {
      ...change,
      stateFrom: listing.state as ListingState,
      stateTo: to as ListingState,
    }),
  list: {
    select: joinedListings,
    filter: (query: ListingFilter) => [
      query.channelId ? eq(channelListings.channelId, query.channelId) : undefined,
      query.state === undefined || query.state === null ? undefined : eq(channelListings.state, query.state),
      query.goodsName ? ilike(goods.name, containsPattern(query.goodsName)) : undefined,
    ],
    shown: (row, range): ListingRow => ({
      id: row.offer.id,
      channelId: row.offer.channelId,
      channelName: row.channelName,
      channelCategoryId: row.offer.channelCategoryId,
      channelCategoryName: row.channelCategoryName,
      ...offerShown<ListingState>(row.offer, row, range),
    }),
  },
});

/** Replaces a listing's prices; answers what changed per SKU spec (null when nothing did). */
const savePrices = async (
  tx: DbOrTx,
  listing: ListingRecordRow,
  approved: ApprovedGoodsVersion,
  prices: { skuId: number; price: string }[],
) =>
  priceChangesOf(approved, await listings.replacePrices(tx, listing.partnerId, listing.id, prices), prices);

/** The partner's listings, newest change first unless sorted otherwise. */
export const listListings = listings.page;

/** One listing with its price per SKU beside the market price of the approved version. */
export const listingDetail = listings.detail;

/** A batch of the filtered listings for their export, newest first, after the listing `afterId`. */
export const listListingsAfter = listings.after;

// ---- the partner's changes ----

/**
 * The prices and channel category of a listing of the goods in the channel; one to be submitted
 * needs the brand authorized today.
 */
const listable = async (
  db: DbOrTx,
  partnerId: number,
  listing: { channelId: number; goodsId: number },
  input: Pick<ListingInput, 'prices' | 'channelCategoryId' | 'submit'>,
  today: string,
) => {
  const { approved } = await approvedGoodsOf(db, partnerId, listing.goodsId);
  const prices = checkedPrices(approved, input.prices);
  const channelCategoryId = await channelCategoryFor(
    db,
    listing.channelId,
    approved.categoryId,
    input.channelCategoryId,
  );
  if (input.submit) await assertSellableBrand(db, partnerId, approved.brandId, today);
  return { approved, prices, channelCategoryId };
};

/** A new listing of approved goods in a joined channel; submitted to the channel at once with `submit`. */
export const createListing = async (
  db: DbOrTx,
  actor: CatalogActor,
  input: ListingInput,
  today: string,
): Promise<ListingDetail> => {
  await assertJoinedChannel(db, actor.partnerId, input.channelId);
  const { approved, prices, channelCategoryId } = await listable(db, actor.partnerId, input, input, today);
  const listing = await listings.create(
    db,
    {
      partnerId: actor.partnerId,
      channelId: input.channelId,
      goodsId: input.goodsId,
      channelCategoryId,
      state: input.submit ? ListingState.pending : ListingState.notSubmitted,
      submittedTime: input.submit ? new Date() : null,
      createdBy: actor.accountId,
    },
    prices,
    (tx, created) =>
      writeRecord(tx, created, {
        action: input.submit ? 'submitted' : 'created',
        stateTo: created.state as ListingState,
        prices: priceChangesOf(approved, [], prices),
        accountId: actor.accountId,
      }),
  );
  return listingDetail(db, actor.partnerId, listing.id);
};

/** Changes a listing that is not with the channel (not submitted, off shelf, rejected); `submit` sends it. */
export const updateListing = async (
  db: DbOrTx,
  actor: CatalogActor,
  input: ListingUpdate,
  today: string,
): Promise<ListingDetail> => {
  await db.transaction(async (tx) => {
    const listing = await listings.lockOwn(tx, actor.partnerId, input.id);
    if (!EDITABLE.includes(listing.state)) throw fail('listing.notEditable');
    const { approved, prices, channelCategoryId } = await listable(
      tx,
      actor.partnerId,
      listing,
      input,
      today,
    );
    await tx
      .update(channelListings)
      .set({ channelCategoryId, updatedTime: new Date() })
      .where(and(eq(channelListings.partnerId, actor.partnerId), eq(channelListings.id, listing.id)));
    const changes = await savePrices(tx, listing, approved, prices);
    await listings.move(tx, listing, input.submit ? ListingState.pending : listing.state, {
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
    const listing = await listings.lockOwn(tx, actor.partnerId, input.id);
    if (listing.state === ListingState.pending) throw fail('listing.pendingLocked');
    const { approved } = await approvedGoodsOf(tx, actor.partnerId, listing.goodsId);
    const changes = await savePrices(tx, listing, approved, checkedPrices(approved, input.prices));
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
    const listing = await listings.lockOwn(tx, actor.partnerId, id);
    if (!EDITABLE.includes(listing.state)) throw fail('listing.notSubmittable');
    const { approved } = await approvedGoodsOf(tx, actor.partnerId, listing.goodsId);
    await assertSellableBrand(tx, actor.partnerId, approved.brandId, today);
    const lines = await listings.priceLinesOf(tx, actor.partnerId, [id]);
    checkedPrices(approved, lines);
    if (lines.length === 0) throw fail('listing.priceRequired');
    await listings.move(tx, listing, ListingState.pending, {
      action: 'submitted',
      accountId: actor.accountId,
    });
  });

/** The partner takes a listing off shelf. */
export const takeOffShelf = async (
  db: DbOrTx,
  actor: CatalogActor,
  id: number,
  reason: string | null | undefined,
) =>
  db.transaction(async (tx) => {
    const listing = await listings.lockOwn(tx, actor.partnerId, id);
    if (listing.state !== ListingState.onShelf) throw fail('listing.notOnShelf');
    await listings.move(tx, listing, ListingState.offShelf, {
      action: 'offShelf',
      reason: reason?.trim() || null,
      accountId: actor.accountId,
    });
  });

// ---- the channel's review (operator / channel simulator) ----

/** The channel accepts a listing: it goes on shelf. */
export const approveListing = (db: DbOrTx, id: number) =>
  listings.decide(db, id, ListingState.onShelf, { action: 'approved', accountId: null });

/** The channel refuses a listing, with the reason the partner sees. */
export const rejectListing = (db: DbOrTx, id: number, reason: string | null | undefined) =>
  listings.reject(
    db,
    id,
    reason,
    (why) => ({ action: 'rejected', reason: why, accountId: null }),
    (row, why) => ({
      key: 'listing.notice.rejected',
      params: { name: row?.goodsName ?? '', channel: row?.channelName ?? '', reason: why },
    }),
  );

/** Listings awaiting the channels' review, oldest submission first. */
export const listPendingListings = async (db: DbOrTx, limit: number) =>
  (await listings.pending(db, limit)).map(({ offer, channelName, goodsName }) => ({
    id: offer.id,
    partnerId: offer.partnerId,
    channelName,
    goodsName,
    submittedTime: offer.submittedTime,
  }));

// ---- what other changes do to listings ----

/**
 * An authorization of the brand ended: the partner's listings of goods of that brand leave the
 * shelf (and the channels' queues) with the reason, in the expiry's transaction.
 */
export const withdrawListingsOfBrand = (tx: DbOrTx, partnerId: number, brandId: number, reason: string) =>
  listings.takeBackOfGoods(tx, partnerId, { brandId }, ListingState.offShelf, {
    action: 'authorizationExpired',
    reason,
    accountId: null,
  });

/** Goods were disabled: their listings leave the shelf. */
export const withdrawListingsOfGoods = (tx: DbOrTx, partnerId: number, goodsId: number) =>
  listings.takeBackOfGoods(tx, partnerId, { goodsId }, ListingState.offShelf, {
    action: 'goodsDisabled',
    reason: '商品已停用',
    accountId: null,
  });

// ---- the channel record ----

/** Every price and state change of the partner's listings, newest first unless sorted otherwise. */
export const listListingRecords = channelRecord.page;

/** A batch of the filtered channel record for its export, newest first, after the record `afterId`. */
export const listListingRecordsAfter = channelRecord.after;

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
  const skus = new Set(approved.skus.map((sku) => sku.id));
  for (const listing of await listings.lockOfGoods(tx, partnerId, { goodsId }, { liveOnly: false })) {
    const lines = await listings.priceLinesOf(tx, partnerId, [listing.id]);
    const kept = lines.filter((line) => skus.has(line.skuId));
    const dropped = lines.filter((line) => !skus.has(line.skuId));
    if (dropped.length > 0) {
      await listings.dropPrices(
        tx,
        partnerId,
        listing.id,
        dropped.map((line) => line.skuId),
      );
      await writeRecord(tx, listing, {
        action: 'priceChanged',
        prices: priceChangesOf(approved, dropped, []),
        reason: '商品规格变更，已删除不存在的规格价格',
        accountId: null,
      });
    }
    if (kept.length === 0 || firstUnsellablePrice(approved, kept)) {
      await listings.takeBack(tx, [listing], ListingState.offShelf, {
        action: 'offShelf',
        reason:
          kept.length === 0
            ? '商品规格变更后没有可售规格的渠道价'
            : '市场价调整后渠道价高于市场价，请调整渠道价',
        accountId: null,
      });
    }
  }
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
