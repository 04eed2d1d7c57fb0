import {
  InvitationState,
  type QuoteDetail,
  type QuoteDraft,
  type QuoteInput,
  type QuotePageQuery,
  type QuotePriceUpdate,
  type QuoteRow,
  QuoteState,
} from '@portal/shared/contracts/quote';
import { compareMoney } from '@portal/shared/money';
import { and, asc, count, desc, eq, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { pageWithTotal, totalOver } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { fail, notFound } from '../../../platform/errors';
import { firstImageUrl } from '../../communal/files.service';
import { sendNotice } from '../../partner/notice.service';
import { assertSellableBrand } from '../brands/authorization.service';
import type { CatalogActor } from '../brands/brand.service';
import { brands } from '../brands/brand.table';
import { categoryLineOf } from '../categories/category.service';
import { channels } from '../channels/channel.table';
import { type ApprovedGoodsVersion, goods } from '../goods/goods.table';
import {
  approvedGoodsOf,
  checkedPrices,
  firstUnsellablePrice,
  offeredGoodsShown,
} from '../goods/offered-goods';
import { type InvitationRecord, invitationOf } from './invitation.service';
import { storeInvitations, storeQuotePrices, storeQuotes } from './quote.table';

type QuoteRecord = typeof storeQuotes.$inferSelect;

/** Quotes the store still counts on: with it for confirmation, or in effect. */
const LIVE: number[] = [QuoteState.pending, QuoteState.effective];
const ABOVE_MARKET = 'quote.priceAboveMarket';

// ---- what a quote may offer ----

/** The invitation is accepted and the goods' category is one the store asked for. */
const assertQuotable = async (db: DbOrTx, invitation: InvitationRecord, approved: ApprovedGoodsVersion) => {
  if (invitation.state !== InvitationState.accepted) throw fail('quote.invitationNotAccepted');
  if (invitation.categoryIds.length === 0) return;
  const line = await categoryLineOf(db, approved.categoryId);
  if (!invitation.categoryIds.includes(line[line.length - 1])) throw fail('quote.categoryOutOfScope');
};

const brandNameOf = async (db: DbOrTx, brandId: number) => {
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  return brand?.name ?? '';
};

/** What a quote of the goods to the store starts from: its approved SKUs and market prices. */
export const quoteDraft = async (
  db: DbOrTx,
  partnerId: number,
  invitationId: number,
  goodsId: number,
): Promise<QuoteDraft> => {
  const invitation = await invitationOf(db, partnerId, invitationId);
  const { approved } = await approvedGoodsOf(db, partnerId, goodsId);
  await assertQuotable(db, invitation, approved);
  const [channel] = await db
    .select({ name: channels.name })
    .from(channels)
    .where(eq(channels.id, invitation.channelId));
  return {
    invitationId,
    storeName: invitation.storeName,
    channelName: channel?.name ?? '',
    goodsId,
    goodsName: approved.name,
    model: approved.model,
    brandName: await brandNameOf(db, approved.brandId),
    mainImageUrl: firstImageUrl(partnerId, approved.imageIds),
    skus: approved.skus.map((sku) => ({ skuId: sku.id, spec: sku.spec, marketPrice: sku.marketPrice })),
  };
};

// ---- the partner's side ----

const savePrices = async (tx: DbOrTx, partnerId: number, quoteId: number, prices: QuoteInput['prices']) => {
  await tx
    .delete(storeQuotePrices)
    .where(and(eq(storeQuotePrices.partnerId, partnerId), eq(storeQuotePrices.quoteId, quoteId)));
  await tx
    .insert(storeQuotePrices)
    .values(prices.map(({ skuId, price }) => ({ partnerId, quoteId, skuId, price })));
};

const lockOwn = async (tx: DbOrTx, partnerId: number, id: number): Promise<QuoteRecord> => {
  const [row] = await tx
    .select()
    .from(storeQuotes)
    .where(and(eq(storeQuotes.partnerId, partnerId), eq(storeQuotes.id, id)))
    .for('update');
  if (!row) throw notFound('quote.notFound');
  return row;
};

/** Moves a quote to `to` if it is still in its state (guarded). */
const moveQuote = (tx: DbOrTx, quote: QuoteRecord, to: QuoteState, reason: string | null) =>
  tx
    .update(storeQuotes)
    .set({
      state: to,
      reason,
      updatedTime: new Date(),
      ...(to === QuoteState.pending ? { submittedTime: new Date() } : {}),
    })
    .where(
      and(
        eq(storeQuotes.partnerId, quote.partnerId),
        eq(storeQuotes.id, quote.id),
        eq(storeQuotes.state, quote.state),
      ),
    );

/**
 * Quotes the goods to the store of an accepted invitation: the brand must be authorized today and
 * no price may exceed its SKU's market price. The quote goes to the store for confirmation.
 */
export const createQuote = async (
  db: DbOrTx,
  actor: CatalogActor,
  input: QuoteInput,
  today: string,
): Promise<number> => {
  const invitation = await invitationOf(db, actor.partnerId, input.invitationId);
  const { approved } = await approvedGoodsOf(db, actor.partnerId, input.goodsId);
  await assertQuotable(db, invitation, approved);
  await assertSellableBrand(db, actor.partnerId, approved.brandId, today);
  const prices = checkedPrices(approved, input.prices, ABOVE_MARKET);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(storeQuotes)
        .values({
          partnerId: actor.partnerId,
          invitationId: invitation.id,
          goodsId: input.goodsId,
          state: QuoteState.pending,
          createdBy: actor.accountId,
        })
        .returning({ id: storeQuotes.id });
      await savePrices(tx, actor.partnerId, row.id, prices);
      return row.id;
    });
  } catch (error) {
    if (uniqueViolationOf(error)) throw fail('quote.exists');
    throw error;
  }
};

/**
 * New prices for a quote in any state (a rejected, withdrawn or void one is quoted again): it goes
 * back to the store for confirmation, with the same checks as a new one.
 */
export const updateQuotePrices = (db: DbOrTx, actor: CatalogActor, input: QuotePriceUpdate, today: string) =>
  db.transaction(async (tx) => {
    const quote = await lockOwn(tx, actor.partnerId, input.id);
    const invitation = await invitationOf(tx, actor.partnerId, quote.invitationId);
    const { approved } = await approvedGoodsOf(tx, actor.partnerId, quote.goodsId);
    await assertQuotable(tx, invitation, approved);
    await assertSellableBrand(tx, actor.partnerId, approved.brandId, today);
    const prices = checkedPrices(approved, input.prices, ABOVE_MARKET);
    await savePrices(tx, actor.partnerId, quote.id, prices);
    await moveQuote(tx, quote, QuoteState.pending, null);
  });

/** The partner withdraws a quote the store still counts on. */
export const withdrawQuote = (db: DbOrTx, actor: CatalogActor, id: number) =>
  db.transaction(async (tx) => {
    const quote = await lockOwn(tx, actor.partnerId, id);
    if (!LIVE.includes(quote.state)) throw fail('quote.notWithdrawable');
    await moveQuote(tx, quote, QuoteState.withdrawn, null);
  });

// ---- reading ----

const quotedColumns = {
  quote: storeQuotes,
  storeName: storeInvitations.storeName,
  channelId: storeInvitations.channelId,
  channelName: channels.name,
  approved: goods.approved,
  goodsName: goods.name,
  model: goods.model,
  brandName: brands.name,
};

const joinedQuotes = (db: DbOrTx) =>
  db
    .select({ ...quotedColumns, total: totalOver() })
    .from(storeQuotes)
    .innerJoin(
      storeInvitations,
      and(
        eq(storeInvitations.partnerId, storeQuotes.partnerId),
        eq(storeInvitations.id, storeQuotes.invitationId),
      ),
    )
    .innerJoin(channels, eq(channels.id, storeInvitations.channelId))
    .innerJoin(goods, and(eq(goods.partnerId, storeQuotes.partnerId), eq(goods.id, storeQuotes.goodsId)))
    .innerJoin(brands, eq(brands.id, goods.brandId));

type JoinedQuote = {
  quote: QuoteRecord;
  storeName: string;
  channelId: number;
  channelName: string;
  approved: ApprovedGoodsVersion | null;
  goodsName: string;
  model: string;
  brandName: string;
};

const pricesOf = (db: DbOrTx, partnerId: number, quoteIds: readonly number[]) =>
  quoteIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          quoteId: storeQuotePrices.quoteId,
          skuId: storeQuotePrices.skuId,
          price: storeQuotePrices.price,
        })
        .from(storeQuotePrices)
        .where(
          and(eq(storeQuotePrices.partnerId, partnerId), inArray(storeQuotePrices.quoteId, [...quoteIds])),
        );

type PriceRange = { minPrice: string; maxPrice: string };

/** The lowest and highest quoted price of each quote, compared exactly. */
const rangesOf = (prices: readonly { quoteId: number; price: string }[]) => {
  const ranges = new Map<number, PriceRange>();
  for (const { quoteId, price } of prices) {
    const range = ranges.get(quoteId);
    if (!range) ranges.set(quoteId, { minPrice: price, maxPrice: price });
    else {
      if (compareMoney(price, range.minPrice) < 0) range.minPrice = price;
      if (compareMoney(price, range.maxPrice) > 0) range.maxPrice = price;
    }
  }
  return ranges;
};

const priceRangesOf = async (db: DbOrTx, partnerId: number, quoteIds: readonly number[]) =>
  rangesOf(await pricesOf(db, partnerId, quoteIds));

const rowOf = (joined: JoinedQuote, range: PriceRange | undefined): QuoteRow => {
  const { quote, approved } = joined;
  return {
    id: quote.id,
    invitationId: quote.invitationId,
    storeName: joined.storeName,
    channelId: joined.channelId,
    channelName: joined.channelName,
    goodsId: quote.goodsId,
    ...offeredGoodsShown(quote.partnerId, approved, joined),
    state: quote.state as QuoteState,
    reason: quote.reason,
    minPrice: range?.minPrice ?? null,
    maxPrice: range?.maxPrice ?? null,
    createdTime: quote.createdTime.toISOString(),
    updatedTime: quote.updatedTime.toISOString(),
  };
};

const filterOf = (partnerId: number, query: Omit<QuotePageQuery, 'current' | 'size'>): SQL | undefined =>
  and(
    eq(storeQuotes.partnerId, partnerId),
    query.state ? eq(storeQuotes.state, query.state) : undefined,
    query.invitationId ? eq(storeQuotes.invitationId, query.invitationId) : undefined,
    query.channelId ? eq(storeInvitations.channelId, query.channelId) : undefined,
    query.storeName ? ilike(storeInvitations.storeName, containsPattern(query.storeName)) : undefined,
    query.goodsName ? ilike(goods.name, containsPattern(query.goodsName)) : undefined,
  );

/** The partner's quotes, newest change first unless sorted otherwise. */
export const listQuotes = async (
  db: DbOrTx,
  partnerId: number,
  query: QuotePageQuery,
): Promise<{ rows: QuoteRow[]; total: number }> => {
  const offset = (query.current - 1) * query.size;
  const order = query.sortType === 'asc' ? asc : desc;
  const where = filterOf(partnerId, query);
  const rows = await joinedQuotes(db)
    .where(where)
    .orderBy(
      order(query.sortBy === 'createdTime' ? storeQuotes.createdTime : storeQuotes.updatedTime),
      order(storeQuotes.id),
    )
    .limit(query.size)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(storeQuotes)
      .innerJoin(
        storeInvitations,
        and(
          eq(storeInvitations.partnerId, storeQuotes.partnerId),
          eq(storeInvitations.id, storeQuotes.invitationId),
        ),
      )
      .innerJoin(goods, and(eq(goods.partnerId, storeQuotes.partnerId), eq(goods.id, storeQuotes.goodsId)))
      .where(where);
    return total;
  });
  const ranges = await priceRangesOf(
    db,
    partnerId,
    page.rows.map((row) => row.quote.id),
  );
  return { total: page.total, rows: page.rows.map((row) => rowOf(row, ranges.get(row.quote.id))) };
};

/** One quote with its price per SKU beside the market price of the approved version. */
export const quoteDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<QuoteDetail> => {
  const [joined] = await joinedQuotes(db).where(
    and(eq(storeQuotes.partnerId, partnerId), eq(storeQuotes.id, id)),
  );
  if (!joined) throw notFound('quote.notFound');
  const rows = await pricesOf(db, partnerId, [id]);
  const prices = new Map(rows.map((row) => [row.skuId, row.price]));
  const ranges = rangesOf(rows);
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

/** A batch of the filtered quotes for their export, newest first, after the quote `afterId`. */
export const listQuotesAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: Omit<QuotePageQuery, 'current' | 'size'>,
  afterId: number | undefined,
  limit: number,
): Promise<QuoteRow[]> => {
  const rows = await joinedQuotes(db)
    .where(and(filterOf(partnerId, filter), afterId === undefined ? undefined : lt(storeQuotes.id, afterId)))
    .orderBy(desc(storeQuotes.id))
    .limit(limit);
  const ranges = await priceRangesOf(
    db,
    partnerId,
    rows.map((row) => row.quote.id),
  );
  return rows.map((row) => rowOf(row, ranges.get(row.quote.id)));
};

// ---- the stores' confirmation (operator / channel simulator) ----

const lockPending = async (tx: DbOrTx, id: number): Promise<QuoteRecord> => {
  const [quote] = await tx.select().from(storeQuotes).where(eq(storeQuotes.id, id)).for('update');
  if (!quote) throw notFound('quote.notFound');
  if (quote.state !== QuoteState.pending) throw fail('quote.notPending');
  return quote;
};

/** The store confirms a quote: it is in effect. */
export const approveQuote = (db: DbOrTx, id: number) =>
  db.transaction(async (tx) => {
    const quote = await lockPending(tx, id);
    await moveQuote(tx, quote, QuoteState.effective, null);
  });

/** The store refuses a quote, with the reason the partner sees. */
export const rejectQuote = (db: DbOrTx, id: number, reason: string | null | undefined) => {
  const why = reason?.trim();
  if (!why) throw fail('listing.reasonRequired');
  return db.transaction(async (tx) => {
    const quote = await lockPending(tx, id);
    await moveQuote(tx, quote, QuoteState.rejected, why);
    const [row] = await tx
      .select({ goodsName: goods.name, storeName: storeInvitations.storeName })
      .from(storeQuotes)
      .innerJoin(
        storeInvitations,
        and(
          eq(storeInvitations.partnerId, storeQuotes.partnerId),
          eq(storeInvitations.id, storeQuotes.invitationId),
        ),
      )
      .innerJoin(goods, and(eq(goods.partnerId, storeQuotes.partnerId), eq(goods.id, storeQuotes.goodsId)))
      .where(and(eq(storeQuotes.partnerId, quote.partnerId), eq(storeQuotes.id, quote.id)));
    await sendNotice(tx, {
      partnerId: quote.partnerId,
      message: {
        key: 'quote.notice.rejected',
        params: { name: row?.goodsName ?? '', store: row?.storeName ?? '', reason: why },
      },
    });
  });
};

/** Quotes awaiting the stores' confirmation, oldest first. */
export const listPendingQuotes = (db: DbOrTx, limit: number) =>
  db
    .select({
      id: storeQuotes.id,
      partnerId: storeQuotes.partnerId,
      storeName: storeInvitations.storeName,
      goodsName: goods.name,
      submittedTime: storeQuotes.submittedTime,
    })
    .from(storeQuotes)
    .innerJoin(
      storeInvitations,
      and(
        eq(storeInvitations.partnerId, storeQuotes.partnerId),
        eq(storeInvitations.id, storeQuotes.invitationId),
      ),
    )
    .innerJoin(goods, and(eq(goods.partnerId, storeQuotes.partnerId), eq(goods.id, storeQuotes.goodsId)))
    .where(eq(storeQuotes.state, QuoteState.pending))
    .orderBy(asc(storeQuotes.submittedTime))
    .limit(limit);

// ---- what other changes do to quotes: they become void, with the reason ----

const voidQuotes = async (tx: DbOrTx, quotes: readonly QuoteRecord[], reason: string): Promise<number> => {
  let voided = 0;
  for (const quote of quotes) {
    if (!LIVE.includes(quote.state)) continue;
    await moveQuote(tx, quote, QuoteState.void, reason);
    voided += 1;
  }
  return voided;
};

const liveQuotesOfGoods = (tx: DbOrTx, partnerId: number, goodsIds: SQL | number) =>
  tx
    .select({ quote: storeQuotes })
    .from(storeQuotes)
    .innerJoin(goods, and(eq(goods.partnerId, storeQuotes.partnerId), eq(goods.id, storeQuotes.goodsId)))
    .where(
      and(
        eq(storeQuotes.partnerId, partnerId),
        inArray(storeQuotes.state, LIVE),
        typeof goodsIds === 'number' ? eq(storeQuotes.goodsId, goodsIds) : goodsIds,
      ),
    )
    .for('update', { of: storeQuotes });

/** An authorization of the brand ended: the partner's quotes of goods of that brand become void. */
export const voidQuotesOfBrand = async (tx: DbOrTx, partnerId: number, brandId: number, reason: string) => {
  const rows = await liveQuotesOfGoods(
    tx,
    partnerId,
    sql`coalesce((${goods.approved}->>'brandId')::bigint, ${goods.brandId}) = ${brandId}`,
  );
  return voidQuotes(
    tx,
    rows.map((row) => row.quote),
    reason,
  );
};

/** Goods were disabled: their quotes become void. */
export const voidQuotesOfGoods = async (tx: DbOrTx, partnerId: number, goodsId: number) => {
  const rows = await liveQuotesOfGoods(tx, partnerId, goodsId);
  return voidQuotes(
    tx,
    rows.map((row) => row.quote),
    '商品已停用',
  );
};

/**
 * A new version of goods was approved: a quote with a price above a market price now, or for a SKU
 * the goods no longer have, becomes void until the partner quotes again.
 */
export const reconcileQuotesWithGoods = async (
  tx: DbOrTx,
  partnerId: number,
  goodsId: number,
  approved: ApprovedGoodsVersion,
) => {
  const rows = await liveQuotesOfGoods(tx, partnerId, goodsId);
  const prices = await pricesOf(
    tx,
    partnerId,
    rows.map((row) => row.quote.id),
  );
  const stale = rows.filter((row) =>
    firstUnsellablePrice(
      approved,
      prices.filter((p) => p.quoteId === row.quote.id),
    ),
  );
  return voidQuotes(
    tx,
    stale.map((row) => row.quote),
    '商品规格或市场价调整后报价失效，请重新报价',
  );
};
