import type { PageQuery } from '@portal/shared/contracts/common';
import { GoodsState } from '@portal/shared/contracts/goods';
import type { ListingPriceInputSchema } from '@portal/shared/contracts/listing';
import { compareMoney, toMoney } from '@portal/shared/money';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgSelect, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { fail, notFound } from '../../../platform/errors';
import { firstImageUrl } from '../../communal/files.service';
import { type NewNotice, sendNotice } from '../../partner/notice.service';
import { brands } from '../brands/brand.table';
import { type ApprovedGoodsVersion, goods } from '../goods/goods.table';
import { type Changes, changesBetween } from '../records/record-kernel';

// A channel listing and a store quote are one thing: the partner offers the approved version of its
// goods, at a price per SKU never above the SKU's market price, to a channel (a store), which
// reviews it; other changes (an authorization ending, goods disabled, a new approved version) take
// it back. The kernel holds what they share; each service keeps its own rules (which states may be
// edited, what a quote's invitation allows, what a listing records).

// ---- the goods offered and their SKU prices ----

export type OfferedGoods = { id: number; state: number; approved: ApprovedGoodsVersion };

/** The partner's goods with an approved version, not disabled: what a listing or a quote may offer. */
export const approvedGoodsOf = async (
  db: DbOrTx,
  partnerId: number,
  goodsId: number,
): Promise<OfferedGoods> => {
  const [row] = await db
    .select({ id: goods.id, state: goods.state, approved: goods.approved })
    .from(goods)
    .where(and(eq(goods.partnerId, partnerId), eq(goods.id, goodsId)));
  if (!row) throw notFound('goods.notFound');
  if (row.state === GoodsState.disabled) throw fail('listing.goodsDisabled');
  if (!row.approved) throw fail('listing.goodsNotApproved');
  return { id: row.id, state: row.state, approved: row.approved };
};

/** The goods whose approved version (or, without one, the goods themselves) is of the brand. */
const offeredBrandIs = (brandId: number): SQL =>
  sql`coalesce((${goods.approved}->>'brandId')::bigint, ${goods.brandId}) = ${brandId}`;

/**
 * How a listing or a quote names its goods: channels and stores see the approved version (name,
 * model, image); without one, the goods' current name and model.
 */
const offeredGoodsShown = (
  partnerId: number,
  approved: ApprovedGoodsVersion | null,
  current: { goodsName: string; model: string; brandName: string },
) => ({
  goodsName: approved?.name ?? current.goodsName,
  model: approved?.model ?? current.model,
  brandName: current.brandName,
  mainImageUrl: approved ? firstImageUrl(partnerId, approved.imageIds) : null,
});

/** What a new offer of the goods starts from: the approved version, its SKUs at market price. */
export const offerDraftOf = async (db: DbOrTx, partnerId: number, { id, approved }: OfferedGoods) => {
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, approved.brandId));
  return {
    goodsId: id,
    goodsName: approved.name,
    model: approved.model,
    brandName: brand?.name ?? '',
    mainImageUrl: firstImageUrl(partnerId, approved.imageIds),
    skus: approved.skus.map((sku) => ({ skuId: sku.id, spec: sku.spec, marketPrice: sku.marketPrice })),
  };
};

type PriceInput = z.infer<typeof ListingPriceInputSchema>;

/**
 * Every price names a SKU of the approved version, once, and is not above its market price
 * (`aboveMarketKey` names the refusal: a channel price or a quoted price).
 */
export const checkedPrices = (
  approved: ApprovedGoodsVersion,
  prices: readonly PriceInput[],
  aboveMarketKey = 'listing.priceAboveMarket',
) => {
  const skus = new Map(approved.skus.map((sku) => [sku.id, sku]));
  const seen = new Set<number>();
  return prices.map(({ skuId, price }) => {
    const sku = skus.get(skuId);
    if (!sku) throw notFound('goods.skuNotFound');
    if (seen.has(skuId)) throw fail('listing.priceTwice', { spec: sku.spec });
    seen.add(skuId);
    if (compareMoney(price, sku.marketPrice) > 0) {
      throw fail(aboveMarketKey, { spec: sku.spec, price, marketPrice: sku.marketPrice });
    }
    return { skuId, spec: sku.spec, price };
  });
};

/** The first price above its SKU's market price, or of a SKU the approved version no longer has. */
export const firstUnsellablePrice = (
  approved: ApprovedGoodsVersion,
  prices: readonly { skuId: number; price: string }[],
) => {
  const skus = new Map(approved.skus.map((sku) => [sku.id, sku]));
  return prices.find((p) => {
    const sku = skus.get(p.skuId);
    return !sku || compareMoney(p.price, sku.marketPrice) > 0;
  });
};

/** One stored price of an offer. */
export type PriceLine = { offerId: number; skuId: number; price: string };
export type PriceRange = { minPrice: string; maxPrice: string };

/** The lowest and highest price of each offer, compared exactly. */
export const rangesOf = (lines: readonly PriceLine[]): Map<number, PriceRange> => {
  const ranges = new Map<number, PriceRange>();
  for (const { offerId, price } of lines) {
    const range = ranges.get(offerId);
    if (!range) ranges.set(offerId, { minPrice: price, maxPrice: price });
    else {
      if (compareMoney(price, range.minPrice) < 0) range.minPrice = price;
      if (compareMoney(price, range.maxPrice) > 0) range.maxPrice = price;
    }
  }
  return ranges;
};

/** An offer's prices beside the market prices of the approved version, in its SKU order. */
export const pricedSkus = (approved: ApprovedGoodsVersion | null, lines: readonly PriceLine[]) => {
  const prices = new Map(lines.map((line) => [line.skuId, line.price]));
  return (approved?.skus ?? []).flatMap((sku) => {
    const price = prices.get(sku.id);
    return price === undefined
      ? []
      : [{ skuId: sku.id, spec: sku.spec, marketPrice: sku.marketPrice, price }];
  });
};

/**
 * What new prices change, per SKU spec: [before, after] (null: no price); null when nothing does.
 * A SKU the approved version no longer has is named `#id`.
 */
export const priceChangesOf = (
  approved: ApprovedGoodsVersion,
  before: readonly { skuId: number; price: string }[],
  after: readonly { skuId: number; price: string }[],
): Changes<string> | null => {
  const specOf = new Map(approved.skus.map((sku) => [sku.id, sku.spec]));
  const bySpec = (lines: readonly { skuId: number; price: string }[]): Record<string, string> =>
    Object.fromEntries(
      lines.map((line) => [specOf.get(line.skuId) ?? `#${line.skuId}`, toMoney(line.price)]),
    );
  const was = bySpec(before);
  const is = bySpec(after);
  return changesBetween(was, is, [...new Set([...Object.keys(is), ...Object.keys(was)])], (a, b) =>
    a == null || b == null ? a === b : compareMoney(a, b) === 0,
  );
};

/** The reason a refusal must give (trimmed). */
const requiredReason = (reason: string | null | undefined): string => {
  const why = reason?.trim();
  if (!why) throw fail('listing.reasonRequired');
  return why;
};

// ---- one kind of offer: its tables and state changes ----

/** The columns every offer has, as stored. */
export type StoredOffer = {
  partnerId: number;
  id: number;
  goodsId: number;
  state: number;
  reason: string | null;
  createdTime: Date;
  updatedTime: Date;
};

/** An offer table: the partner's offers of one goods each, in a state, with the reason of the last change. */
export type OfferTable = PgTable & {
  partnerId: PgColumn;
  id: PgColumn;
  goodsId: PgColumn;
  state: PgColumn;
  reason: PgColumn;
  submittedTime: PgColumn;
  createdTime: PgColumn;
  updatedTime: PgColumn;
  $inferSelect: StoredOffer;
};

/** A price table: the price of one SKU in an offer. */
export type PriceTable = PgTable & { partnerId: PgColumn; skuId: PgColumn; price: PgColumn };

type NoticeMessage = Extract<NewNotice, { message: unknown }>['message'];

/** Which goods' offers: of one goods, or of every goods of a brand. */
export type GoodsOfOffers = { goodsId: number } | { brandId: number };

/** What a state change says beside the new state; the kind's `recordMove` may want more. */
export type OfferChange = { reason?: string | null };

/** What a list of offers selects: the offer (as `offer`) and its goods' approved version, at least. */
type OfferRows = PromiseLike<{ offer: StoredOffer; approved: ApprovedGoodsVersion | null }[]>;

/** How the partner's offers of one kind are listed. */
export type OfferList<Q extends PgSelect & OfferRows, F, R> = {
  /** The offers (as `offer`) with their goods and what names them, made dynamic; `total` selected as given. */
  select: (db: DbOrTx, total: SQL<number>) => Q;
  /** The list's own conditions, beside the partner. */
  filter: (filter: F) => (SQL | undefined)[];
  /** One offer as its list shows it (see `offerShown`). */
  shown: (row: Awaited<Q>[number], range: PriceRange | undefined) => R;
};

export type OfferKind<
  T extends OfferTable,
  P extends PriceTable,
  C extends OfferChange,
  Q extends PgSelect & OfferRows,
  F,
  R,
> = {
  offers: T;
  prices: P;
  /** The price table's key of the offer's id (`listingId`, `quoteId`). */
  offerIdKey: keyof P & keyof P['$inferInsert'] & string;
  /** The unique index that keeps one offer per goods and channel (store). */
  uniqueIndex: string;
  /** The state an offer waits in for review: moving to it stamps `submittedTime`. */
  pending: number;
  /** The state of an offer the channel (store) refused. */
  rejected: number;
  /** The states the channel (store) counts on: what other changes take back. */
  live: readonly number[];
  messages: { notFound: string; notPending: string; exists: string };
  /** What a state change writes beside the guarded update (the change record), in its transaction. */
  recordMove?: (tx: DbOrTx, offer: T['$inferSelect'], to: number, change: C) => Promise<void>;
  list: OfferList<Q, F, R>;
};

/** The kernel of one kind of offer: locking, guarded state changes, prices, the partner's list. */
export const offerKernelOf = <
  T extends OfferTable,
  P extends PriceTable,
  C extends OfferChange,
  Q extends PgSelect & OfferRows,
  F,
  R,
>(
  kind: OfferKind<T, P, C, Q, F, R>,
) => {
  type Offer = T['$inferSelect'];
  const { offers, prices } = kind;
  const offerIdOfPrice = prices[kind.offerIdKey] as unknown as PgColumn;
  const ofPartner = (partnerId: number, offerIds: readonly number[]) =>
    and(eq(prices.partnerId, partnerId), inArray(offerIdOfPrice, [...offerIds]));

  /** Moves an offer to `to` if it is still in its state (guarded; the caller holds its lock). */
  const move = async (tx: DbOrTx, offer: Offer, to: number, change: C): Promise<void> => {
    await tx
      .update(offers)
      .set({
        state: to,
        reason: change.reason ?? null,
        updatedTime: new Date(),
        ...(to === kind.pending ? { submittedTime: new Date() } : {}),
      } as PgUpdateSetSource<T>)
      .where(
        and(eq(offers.partnerId, offer.partnerId), eq(offers.id, offer.id), eq(offers.state, offer.state)),
      );
    await kind.recordMove?.(tx, offer, to, change);
  };

  const lockOne = async (tx: DbOrTx, where: SQL | undefined): Promise<Offer> => {
    const [offer] = (await tx
      .select()
      .from(offers as PgTable)
      .where(where)
      .for('update')) as Offer[];
    if (!offer) throw notFound(kind.messages.notFound);
    return offer;
  };

  const priceLinesOf = async (db: DbOrTx, partnerId: number, offerIds: readonly number[]) =>
    offerIds.length === 0
      ? []
      : ((await db
          .select({ offerId: offerIdOfPrice, skuId: prices.skuId, price: prices.price })
          .from(prices as PgTable)
          .where(ofPartner(partnerId, offerIds))) as PriceLine[]);

  const lockOfGoods = async (
    tx: DbOrTx,
    partnerId: number,
    of: GoodsOfOffers,
    options: { liveOnly: boolean },
  ): Promise<Offer[]> => {
    const rows = await tx
      .select({ offer: offers as PgTable })
      .from(offers as PgTable)
      .innerJoin(goods, and(eq(goods.partnerId, offers.partnerId), eq(goods.id, offers.goodsId)))
      .where(
        and(
          eq(offers.partnerId, partnerId),
          options.liveOnly ? inArray(offers.state, [...kind.live]) : undefined,
          'goodsId' in of ? eq(offers.goodsId, of.goodsId) : offeredBrandIs(of.brandId),
        ),
      )
      .for('update', { of: offers as PgTable });
    return rows.map((row) => row.offer as Offer);
  };

  const takeBack = async (tx: DbOrTx, each: readonly Offer[], to: number, change: C): Promise<number> => {
    let moved = 0;
    for (const offer of each) {
      if (!kind.live.includes(offer.state)) continue;
      await move(tx, offer, to, change);
      moved += 1;
    }
    return moved;
  };

  /**
   * The channel (store) decides on an offer awaiting its review (any partner's: the operator or
   * the channel simulator): it moves to `to`; `then` runs in the same transaction.
   */
  const decide = (
    db: DbOrTx,
    id: number,
    to: number,
    change: C,
    then?: (tx: DbOrTx, offer: Offer) => Promise<void>,
  ): Promise<Offer> =>
    db.transaction(async (tx) => {
      const offer = await lockOne(tx, eq(offers.id, id));
      if (offer.state !== kind.pending) throw fail(kind.messages.notPending);
      await move(tx, offer, to, change);
      await then?.(tx, offer);
      return offer;
    });

  const { list } = kind;
  const whereOf = (partnerId: number, filter: F) =>
    and(eq(offers.partnerId, partnerId), ...list.filter(filter));
  const shownAll = async (db: DbOrTx, partnerId: number, rows: Awaited<Q>): Promise<R[]> => {
    const ranges = rangesOf(
      await priceLinesOf(
        db,
        partnerId,
        rows.map((row) => row.offer.id),
      ),
    );
    return rows.map((row) => list.shown(row, ranges.get(row.offer.id)));
  };

  const insertPrices = async (
    tx: DbOrTx,
    partnerId: number,
    offerId: number,
    lines: readonly { skuId: number; price: string }[],
  ) => {
    await tx
      .insert(prices)
      .values(
        lines.map(
          ({ skuId, price }) => ({ partnerId, [kind.offerIdKey]: offerId, skuId, price }) as PgInsertValue<P>,
        ),
      );
  };

  return {
    move,
    priceLinesOf,

    /** The partner's offer, locked for a change (not found for another partner's id). */
    lockOwn: (tx: DbOrTx, partnerId: number, id: number) =>
      lockOne(tx, and(eq(offers.partnerId, partnerId), eq(offers.id, id))),

    /** The partner's offers of the goods, or of goods of the brand (the live ones only if asked), locked. */
    lockOfGoods,

    /** Other changes take the live offers among these back to `to`; answers how many moved. */
    takeBack,

    /** Other changes take the partner's live offers of the goods (of the brand) back to `to`. */
    takeBackOfGoods: async (
      tx: DbOrTx,
      partnerId: number,
      of: GoodsOfOffers,
      to: number,
      change: C,
    ): Promise<number> => takeBack(tx, await lockOfGoods(tx, partnerId, of, { liveOnly: true }), to, change),

    decide,

    /**
     * The channel (store) refuses an offer awaiting its review, with the reason (required); the
     * partner is told in a notice, `noticeOf` the offer's row of the list.
     */
    reject: (
      db: DbOrTx,
      id: number,
      reason: string | null | undefined,
      change: (why: string) => C,
      noticeOf: (row: Awaited<Q>[number] | undefined, why: string) => NoticeMessage,
    ): Promise<Offer> => {
      const why = requiredReason(reason);
      return decide(db, id, kind.rejected, change(why), async (tx, offer) => {
        const [row]: Awaited<Q> = await list
          .select(tx, noTotal())
          .where(and(eq(offers.partnerId, offer.partnerId), eq(offers.id, offer.id)));
        await sendNotice(tx, { partnerId: offer.partnerId, message: noticeOf(row, why) });
      });
    },

    /** Offers of every partner awaiting review, oldest submission first (the operator's queue). */
    pending: async (db: DbOrTx, limit: number): Promise<Awaited<Q>> =>
      await list
        .select(db, noTotal())
        .where(eq(offers.state, kind.pending))
        .orderBy(asc(offers.submittedTime))
        .limit(limit),

    /**
     * A new offer with its prices, in one transaction (`then` runs in it: the change record); a
     * second offer of the same goods to the same channel (store) is refused.
     */
    create: async (
      db: DbOrTx,
      values: T['$inferInsert'],
      lines: readonly { skuId: number; price: string }[],
      then?: (tx: DbOrTx, offer: Offer) => Promise<void>,
    ): Promise<Offer> => {
      try {
        return await db.transaction(async (tx) => {
          const [offer] = (await tx
            .insert(offers)
            .values(values as PgInsertValue<T>)
            .returning()) as Offer[];
          await insertPrices(tx, offer.partnerId, offer.id, lines);
          await then?.(tx, offer);
          return offer;
        });
      } catch (error) {
        if (uniqueViolationOf(error) === kind.uniqueIndex) throw fail(kind.messages.exists);
        throw error;
      }
    },

    /** Replaces an offer's prices; answers the ones it had. */
    replacePrices: async (
      tx: DbOrTx,
      partnerId: number,
      offerId: number,
      lines: readonly { skuId: number; price: string }[],
    ): Promise<PriceLine[]> => {
      const before = await priceLinesOf(tx, partnerId, [offerId]);
      await tx.delete(prices).where(ofPartner(partnerId, [offerId]));
      await insertPrices(tx, partnerId, offerId, lines);
      return before;
    },

    /** Drops an offer's prices of these SKUs. */
    dropPrices: async (tx: DbOrTx, partnerId: number, offerId: number, skuIds: readonly number[]) => {
      await tx.delete(prices).where(and(ofPartner(partnerId, [offerId]), inArray(prices.skuId, [...skuIds])));
    },

    /** The partner's offers, newest change first unless sorted otherwise. */
    page: async (
      db: DbOrTx,
      partnerId: number,
      query: F & PageQuery & { sortBy?: string },
    ): Promise<{ rows: R[]; total: number }> => {
      const order = query.sortType === 'asc' ? asc : desc;
      const page = await pageOf(db, query, (total) => list.select(db, total), whereOf(partnerId, query), [
        order(query.sortBy === 'createdTime' ? offers.createdTime : offers.updatedTime),
        order(offers.id),
      ]);
      return { total: page.total, rows: await shownAll(db, partnerId, page.rows) };
    },

    /** One of the partner's offers with its price per SKU beside the approved version's market price. */
    detail: async (db: DbOrTx, partnerId: number, id: number) => {
      const [row]: Awaited<Q> = await list
        .select(db, noTotal())
        .where(and(eq(offers.partnerId, partnerId), eq(offers.id, id)));
      if (!row) throw notFound(kind.messages.notFound);
      const lines = await priceLinesOf(db, partnerId, [id]);
      return { ...list.shown(row, rangesOf(lines).get(id)), prices: pricedSkus(row.approved, lines) };
    },

    /** A batch of the filtered offers for their export, newest first, after the offer `afterId`. */
    after: async (
      db: DbOrTx,
      partnerId: number,
      filter: F,
      afterId: number | undefined,
      limit: number,
    ): Promise<R[]> =>
      shownAll(
        db,
        partnerId,
        await batchAfter(list.select(db, noTotal()), whereOf(partnerId, filter), offers.id, afterId, limit),
      ),
  };
};

/** What every offer row shows: its goods as offered, state, reason, price range and times. */
export const offerShown = <S extends number>(
  offer: StoredOffer,
  current: { approved: ApprovedGoodsVersion | null; goodsName: string; model: string; brandName: string },
  range: PriceRange | undefined,
) => ({
  goodsId: offer.goodsId,
  ...offeredGoodsShown(offer.partnerId, current.approved, current),
  state: offer.state as S,
  reason: offer.reason,
  minPrice: range?.minPrice ?? null,
  maxPrice: range?.maxPrice ?? null,
  createdTime: offer.createdTime.toISOString(),
  updatedTime: offer.updatedTime.toISOString(),
});
