import { z } from 'zod';
import { ChannelIdSchema, IdSchema, pageQueryOf } from './common';
import { ListingPriceInputSchema, ListingPriceSchema } from './listing';

// ---- Store accredit and quote: a channel store invites the partner to quote goods (DOMAIN.md Catalog) ----

/** Invitation states: 0 awaiting the answer, 1 accepted, 2 declined, 3 expired (not answered in time). */
export const InvitationState = { awaiting: 0, accepted: 1, declined: 2, expired: 3 } as const;
export type InvitationState = (typeof InvitationState)[keyof typeof InvitationState];
export const InvitationStateSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/**
 * Quote states: 1 with the store for confirmation, 2 in effect, 3 rejected by the store, 4 withdrawn
 * by the partner, 5 void (the brand authorization ended, the goods were disabled or a market price fell
 * below the quoted price).
 */
export const QuoteState = { pending: 1, effective: 2, rejected: 3, withdrawn: 4, void: 5 } as const;
export type QuoteState = (typeof QuoteState)[keyof typeof QuoteState];
export const QuoteStateSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

export const InvitationRowSchema = z.object({
  id: z.number(),
  channelId: z.number(),
  channelName: z.string(),
  storeName: z.string(),
  /** The level-1 platform categories the store asks quotes for; empty means every category. */
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  message: z.string().nullable(),
  /** The last day to answer (yyyy-MM-dd). */
  deadline: z.string(),
  /** Days left to answer, while awaiting; negative once the deadline passed. */
  daysLeft: z.number(),
  state: InvitationStateSchema,
  /** Why the partner declined. */
  reason: z.string().nullable(),
  answeredTime: z.string().nullable(),
  /** The partner's quotes under this invitation, and how many are in effect. */
  quoteCount: z.number(),
  effectiveCount: z.number(),
  createdTime: z.string(),
});
export type InvitationRow = z.infer<typeof InvitationRowSchema>;

export const InvitationFilterSchema = z.object({
  storeName: z.string().trim().max(50).nullish(),
  channelId: ChannelIdSchema.nullish(),
  state: InvitationStateSchema.nullish(),
});
export const InvitationPageQuerySchema = pageQueryOf(['createdTime', 'deadline']).extend(
  InvitationFilterSchema.shape,
);
export type InvitationPageQuery = z.infer<typeof InvitationPageQuerySchema>;

/** Invitations per state, for the tabs of `/goods/store_accredit`. */
export const InvitationCountsSchema = z.record(z.string(), z.number());
export type InvitationCounts = z.infer<typeof InvitationCountsSchema>;

export const InvitationDeclineSchema = z.object({
  id: IdSchema,
  reason: z
    .string({ error: 'quote.declineReasonRequired' })
    .trim()
    .min(1, { error: 'quote.declineReasonRequired' })
    .max(200, { error: 'quote.reasonTooLong' }),
});
export type InvitationDecline = z.infer<typeof InvitationDeclineSchema>;

/** The operator (for the store) invites a partner: `npm run ops -- store invite ...`. */
export type NewInvitation = {
  partnerId: number;
  channelId: number;
  storeName: string;
  categoryIds: number[];
  message: string | null;
  deadline: string;
};

const QuotePricesSchema = z
  .array(ListingPriceInputSchema)
  .min(1, { error: 'listing.priceRequired' })
  .max(100);

/** One invitation or quote by id. */
export const QuoteIdSchema = z.object({ id: IdSchema });

/** `GET .../quote/draft`: which goods for which invitation's store. */
export const QuoteDraftQuerySchema = z.object({ invitationId: IdSchema, goodsId: IdSchema });

/** A quote of the partner's goods in answer to an accepted invitation: a price per SKU offered. */
export const QuoteInputSchema = z.object({
  invitationId: IdSchema,
  goodsId: IdSchema,
  prices: QuotePricesSchema,
});
export type QuoteInput = z.infer<typeof QuoteInputSchema>;

/** New prices of a quote: it goes back to the store for confirmation. */
export const QuotePriceUpdateSchema = z.object({ id: IdSchema, prices: QuotePricesSchema });
export type QuotePriceUpdate = z.infer<typeof QuotePriceUpdateSchema>;

/** What a quote of goods starts from: the approved goods and its SKUs with their market prices. */
export const QuoteDraftSchema = z.object({
  invitationId: z.number(),
  storeName: z.string(),
  channelName: z.string(),
  goodsId: z.number(),
  goodsName: z.string(),
  model: z.string(),
  brandName: z.string(),
  mainImageUrl: z.string().nullable(),
  skus: z.array(z.object({ skuId: z.number(), spec: z.string(), marketPrice: z.string() })),
});
export type QuoteDraft = z.infer<typeof QuoteDraftSchema>;

export const QuoteRowSchema = z.object({
  id: z.number(),
  invitationId: z.number(),
  storeName: z.string(),
  channelId: z.number(),
  channelName: z.string(),
  goodsId: z.number(),
  goodsName: z.string(),
  model: z.string(),
  brandName: z.string(),
  mainImageUrl: z.string().nullable(),
  state: QuoteStateSchema,
  /** Why the store rejected it, or why it became void. */
  reason: z.string().nullable(),
  minPrice: z.string().nullable(),
  maxPrice: z.string().nullable(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type QuoteRow = z.infer<typeof QuoteRowSchema>;

export const QuoteDetailSchema = QuoteRowSchema.extend({ prices: z.array(ListingPriceSchema) });
export type QuoteDetail = z.infer<typeof QuoteDetailSchema>;

export const QuoteFilterSchema = z.object({
  goodsName: z.string().trim().max(100).nullish(),
  storeName: z.string().trim().max(50).nullish(),
  channelId: ChannelIdSchema.nullish(),
  invitationId: z.coerce.number().int().positive().nullish(),
  state: QuoteStateSchema.nullish(),
});
export const QuotePageQuerySchema = pageQueryOf(['updatedTime', 'createdTime']).extend(
  QuoteFilterSchema.shape,
);
export type QuotePageQuery = z.infer<typeof QuotePageQuerySchema>;
