import {
  InvitationState,
  type QuoteDraft,
  type QuoteInput,
  type QuotePageQuery,
  type QuotePriceUpdate,
  type QuoteRow,
  QuoteState,
} from '@portal/shared/contracts/quote';
import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { fail } from '../../../platform/errors';
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
  offerKernelOf,
  offerDraftOf,
  offerShown,
} from '../offers/offer-kernel';
import { type InvitationRecord, invitationOf } from './invitation.service';
import { storeInvitations, storeQuotePrices, storeQuotes } from './quote.table';

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

/** What a quote of the goods to the store starts from: its approved SKUs and market prices. */
export const quoteDraft = async (
  db: DbOrTx,
  partnerId: number,
  invitationId: number,
  goodsId: number,
): Promise<QuoteDraft> => {
  const invitation = await invitationOf(db, partnerId, invitationId);
  const offered = await approvedGoodsOf(db, partnerId, goodsId);
  await assertQuotable(db, invitation, offered.approved);
  const [channel] = await db
    .select({ name: channels.name })
    .from(channels)
    .where(eq(channels.id, invitation.channelId));
  return {
    invitationId,
    storeName: invitation.storeName,
    channelName: channel?.name ?? '',
    ...(await offerDraftOf(db, partnerId, offered)),
  };
};

/**
 * The prices of a quote of the goods to the store of an accepted invitation: the goods' category is
 * in the store's scope, the brand is authorized today and no price exceeds its SKU's market price.
 */
const quotablePrices = async (
  db: DbOrTx,
  partnerId: number,
  invitation: InvitationRecord,
  goodsId: number,
  prices: QuoteInput['prices'],
  today: string,
) => {
  const { approved } = await approvedGoodsOf(db, partnerId, goodsId);
  await assertQuotable(db, invitation, approved);
  await assertSellableBrand(db, partnerId, approved.brandId, today);
  return checkedPrices(approved, prices, ABOVE_MARKET);
};

// ---- the partner's side ----

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
  const prices = await quotablePrices(db, actor.partnerId, invitation, input.goodsId, input.prices, today);
  const quote = await quotes.create(
    db,
    {
      partnerId: actor.partnerId,
      invitationId: invitation.id,
      goodsId: input.goodsId,
      state: QuoteState.pending,
      createdBy: actor.accountId,
    },
    prices,
  );
  return quote.id;
};

/**
 * New prices for a quote in any state (a rejected, withdrawn or void one is quoted again): it goes
 * back to the store for confirmation, with the same checks as a new one.
 */
export const updateQuotePrices = (db: DbOrTx, actor: CatalogActor, input: QuotePriceUpdate, today: string) =>
  db.transaction(async (tx) => {
    const quote = await quotes.lockOwn(tx, actor.partnerId, input.id);
    const invitation = await invitationOf(tx, actor.partnerId, quote.invitationId);
    const prices = await quotablePrices(tx, actor.partnerId, invitation, quote.goodsId, input.prices, today);
    await quotes.replacePrices(tx, actor.partnerId, quote.id, prices);
    await quotes.move(tx, quote, QuoteState.pending, { reason: null });
  });

/** The partner withdraws a quote the store still counts on. */
export const withdrawQuote = (db: DbOrTx, actor: CatalogActor, id: number) =>
  db.transaction(async (tx) => {
    const quote = await quotes.lockOwn(tx, actor.partnerId, id);
    if (!LIVE.includes(quote.state)) throw fail('quote.notWithdrawable');
    await quotes.move(tx, quote, QuoteState.withdrawn, { reason: null });
  });

// ---- reading ----

const joinedQuotes = (db: DbOrTx, total: SQL<number>) =>
  db
    .select({
      offer: storeQuotes,
      storeName: storeInvitations.storeName,
      channelId: storeInvitations.channelId,
      channelName: channels.name,
      approved: goods.approved,
      goodsName: goods.name,
      model: goods.model,
      brandName: brands.name,
      total,
    })
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
    .innerJoin(brands, eq(brands.id, goods.brandId))
    .$dynamic();

type QuoteFilter = Omit<QuotePageQuery, 'current' | 'size'>;

/** Store quotes as offers: quoted prices per SKU, confirmed by the store, void when taken back. */
const quotes = offerKernelOf({
  offers: storeQuotes,
  prices: storeQuotePrices,
  offerIdKey: 'quoteId',
  uniqueIndex: 'store_quotes_goods_idx',
  pending: QuoteState.pending,
  rejected: QuoteState.rejected,
  live: LIVE,
  messages: { notFound: 'quote.notFound', notPending: 'quote.notPending', exists: 'quote.exists' },
  list: {
    select: joinedQuotes,
    filter: (query: QuoteFilter) => [
      query.state ? eq(storeQuotes.state, query.state) : undefined,
      query.invitationId ? eq(storeQuotes.invitationId, query.invitationId) : undefined,
      query.channelId ? eq(storeInvitations.channelId, query.channelId) : undefined,
      query.storeName ? ilike(storeInvitations.storeName, containsPattern(query.storeName)) : undefined,
      query.goodsName ? ilike(goods.name, containsPattern(query.goodsName)) : undefined,
    ],
    shown: (row, range): QuoteRow => ({
      id: row.offer.id,
      invitationId: row.offer.invitationId,
      storeName: row.storeName,
      channelId: row.channelId,
      channelName: row.channelName,
      ...offerShown<QuoteState>(row.offer, row, range),
    }),
  },
});

/** The partner's quotes, newest change first unless sorted otherwise. */
export const listQuotes = quotes.page;

/** One quote with its price per SKU beside the market price of the approved version. */
export const quoteDetail = quotes.detail;

/** A batch of the filtered quotes for their export, newest first, after the quote `afterId`. */
export const listQuotesAfter = quotes.after;

// ---- the stores' confirmation (operator / channel simulator) ----

/** The store confirms a quote: it is in effect. */
export const approveQuote = (db: DbOrTx, id: number) =>
  quotes.decide(db, id, QuoteState.effective, { reason: null });

/** The store refuses a quote, with the reason the partner sees. */
export const rejectQuote = (db: DbOrTx, id: number, reason: string | null | undefined) =>
  quotes.reject(
    db,
    id,
    reason,
    (why) => ({ reason: why }),
    (row, why) => ({
      key: 'quote.notice.rejected',
      params: { name: row?.goodsName ?? '', store: row?.storeName ?? '', reason: why },
    }),
  );

/** Quotes awaiting the stores' confirmation, oldest first. */
export const listPendingQuotes = async (db: DbOrTx, limit: number) =>
  (await quotes.pending(db, limit)).map(({ offer, storeName, goodsName }) => ({
    id: offer.id,
    partnerId: offer.partnerId,
    storeName,
    goodsName,
    submittedTime: offer.submittedTime,
  }));

// ---- what other changes do to quotes: they become void, with the reason ----

/** An authorization of the brand ended: the partner's quotes of goods of that brand become void. */
export const voidQuotesOfBrand = (tx: DbOrTx, partnerId: number, brandId: number, reason: string) =>
  quotes.takeBackOfGoods(tx, partnerId, { brandId }, QuoteState.void, { reason });

/** Goods were disabled: their quotes become void. */
export const voidQuotesOfGoods = (tx: DbOrTx, partnerId: number, goodsId: number) =>
  quotes.takeBackOfGoods(tx, partnerId, { goodsId }, QuoteState.void, { reason: '商品已停用' });

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
  const live = await quotes.lockOfGoods(tx, partnerId, { goodsId }, { liveOnly: true });
  const lines = await quotes.priceLinesOf(
    tx,
    partnerId,
    live.map((quote) => quote.id),
  );
  const stale = live.filter((quote) =>
    firstUnsellablePrice(
      approved,
      lines.filter((line) => line.offerId === quote.id),
    ),
  );
  return quotes.takeBack(tx, stale, QuoteState.void, {
    reason: '商品规格或市场价调整后报价失效，请重新报价',
  });
};
