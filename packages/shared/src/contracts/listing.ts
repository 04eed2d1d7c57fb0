import { z } from 'zod';
import { ChannelIdSchema, IdSchema, pageQueryOf } from './common';
import { CreatedTimeRangeSchema, dateRangeIssue, startNotAfterEnd } from './communal';
import { PriceSchema } from './goods';

// ---- Channel listings: approved goods offered in one channel (DOMAIN.md Catalog) ----

/** Listing states: 0 not submitted, 1 pending channel review, 2 on shelf, 3 off shelf, 4 rejected. */
export const ListingState = { notSubmitted: 0, pending: 1, onShelf: 2, offShelf: 3, rejected: 4 } as const;
export type ListingState = (typeof ListingState)[keyof typeof ListingState];
export const ListingStateSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

export const ListingPriceInputSchema = z.object({ skuId: IdSchema, price: PriceSchema });

/** The listing form (`/goods/channel/:channelId/add/:goodsId` and `.../edit/:id`). */
export const ListingInputSchema = z.object({
  channelId: ChannelIdSchema,
  goodsId: IdSchema,
  /** The channel's leaf category; the mapped one of the goods' category when left out. */
  channelCategoryId: IdSchema.nullish(),
  /** A channel price per SKU offered (at least one); never above the SKU's market price. */
  prices: z.array(ListingPriceInputSchema).min(1, { error: 'listing.priceRequired' }).max(100),
  submit: z.boolean().default(false),
});
export type ListingInput = z.infer<typeof ListingInputSchema>;

export const ListingUpdateSchema = ListingInputSchema.omit({ channelId: true, goodsId: true }).extend({
  id: IdSchema,
});
export type ListingUpdate = z.infer<typeof ListingUpdateSchema>;

/** `/goods/channel/:channelId/price/:id`: new channel prices only. */
export const ListingPriceUpdateSchema = z.object({
  id: IdSchema,
  prices: z.array(ListingPriceInputSchema).min(1, { error: 'listing.priceRequired' }).max(100),
});
export type ListingPriceUpdate = z.infer<typeof ListingPriceUpdateSchema>;

export const ListingPriceSchema = z.object({
  skuId: z.number(),
  spec: z.string(),
  marketPrice: z.string(),
  price: z.string(),
});
export type ListingPrice = z.infer<typeof ListingPriceSchema>;

export const ListingRowSchema = z.object({
  id: z.number(),
  channelId: z.number(),
  channelName: z.string(),
  goodsId: z.number(),
  goodsName: z.string(),
  model: z.string(),
  brandName: z.string(),
  mainImageUrl: z.string().nullable(),
  channelCategoryId: z.number().nullable(),
  channelCategoryName: z.string().nullable(),
  state: ListingStateSchema,
  /** Why the channel rejected it, or why it went off shelf (e.g. the brand authorization expired). */
  reason: z.string().nullable(),
  minPrice: z.string().nullable(),
  maxPrice: z.string().nullable(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type ListingRow = z.infer<typeof ListingRowSchema>;

export const ListingDetailSchema = ListingRowSchema.extend({ prices: z.array(ListingPriceSchema) });
export type ListingDetail = z.infer<typeof ListingDetailSchema>;

export const ListingFilterSchema = z.object({
  channelId: ChannelIdSchema.nullish(),
  goodsName: z.string().trim().max(100).nullish(),
  state: ListingStateSchema.nullish(),
});
export type ListingFilter = z.infer<typeof ListingFilterSchema>;

export const ListingPageQuerySchema = pageQueryOf(['updatedTime', 'createdTime']).extend(
  ListingFilterSchema.shape,
);
export type ListingPageQuery = z.infer<typeof ListingPageQuerySchema>;

/** `GET .../listing/draft`: which goods in which channel. */
export const ListingDraftQuerySchema = z.object({ channelId: ChannelIdSchema, goodsId: IdSchema });

/** One listing by id (the detail query, the submit body). */
export const ListingIdSchema = z.object({ id: z.coerce.number().int().positive() });

/** What a new listing starts from: the approved goods, its channel category and its SKUs. */
export const ListingDraftSchema = z.object({
  channelId: z.number(),
  channelName: z.string(),
  goodsId: z.number(),
  goodsName: z.string(),
  model: z.string(),
  brandName: z.string(),
  mainImageUrl: z.string().nullable(),
  /** The channel leaf the goods' category maps to; null when the channel maps it nowhere. */
  channelCategoryId: z.number().nullable(),
  channelCategoryName: z.string().nullable(),
  /** The channel has its own category tree (then a category is required). */
  channelHasTree: z.boolean(),
  skus: z.array(z.object({ skuId: z.number(), spec: z.string(), marketPrice: z.string() })),
});
export type ListingDraft = z.infer<typeof ListingDraftSchema>;

export const ListingReasonSchema = z.object({ id: IdSchema, reason: z.string().trim().max(200).nullish() });
export type ListingReason = z.infer<typeof ListingReasonSchema>;

// ---- The channel record: every price and state change of the partner's listings ----

export const LISTING_RECORD_ACTIONS = [
  'created',
  'updated',
  'priceChanged',
  'submitted',
  'approved',
  'rejected',
  'offShelf',
  'authorizationExpired',
  'goodsDisabled',
] as const;
export const ListingRecordActionSchema = z.enum(LISTING_RECORD_ACTIONS);
export type ListingRecordAction = z.infer<typeof ListingRecordActionSchema>;

export const ListingRecordSchema = z.object({
  id: z.number(),
  listingId: z.number(),
  channelId: z.number(),
  channelName: z.string(),
  goodsId: z.number(),
  goodsName: z.string(),
  action: ListingRecordActionSchema,
  stateFrom: ListingStateSchema.nullable(),
  stateTo: ListingStateSchema.nullable(),
  /** Price changes per SKU spec: [before, after] (before is null for a new price). */
  prices: z.record(z.string(), z.tuple([z.string().nullable(), z.string().nullable()])).nullable(),
  reason: z.string().nullable(),
  /** An account's name, or null for the channel, the operator or the system. */
  operator: z.string().nullable(),
  createdTime: z.string(),
});
export type ListingRecord = z.infer<typeof ListingRecordSchema>;

/** Filters of the channel record page; its export takes the same. */
export const ListingRecordFilterSchema = CreatedTimeRangeSchema.extend({
  channelId: ChannelIdSchema.nullish(),
  goodsName: z.string().trim().max(100).nullish(),
  action: ListingRecordActionSchema.nullish(),
});
export const ListingRecordExportFilterSchema = ListingRecordFilterSchema.refine(
  startNotAfterEnd,
  dateRangeIssue,
);
export type ListingRecordFilter = z.infer<typeof ListingRecordFilterSchema>;

export const ListingRecordPageQuerySchema = pageQueryOf(['createdTime'])
  .extend(ListingRecordFilterSchema.shape)
  .refine(startNotAfterEnd, dateRangeIssue);
export type ListingRecordPageQuery = z.infer<typeof ListingRecordPageQuerySchema>;
