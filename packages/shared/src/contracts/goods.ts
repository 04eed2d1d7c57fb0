import { z } from 'zod';
import { GoodsLimits } from '../constants';
import { isMoneyString } from '../money';
import { AuthorizationLevelSchema, AuthorizationStateSchema } from './brand';
import { ImportProblemsSchema } from './communal';
import { ChannelIdSchema, IdSchema, optionalText, pageQueryOf } from './common';

// ---- Goods (SPU) with SKUs (DOMAIN.md Catalog) ----

/** Goods states: 0 draft, 1 pending review, 2 approved, 3 rejected, 4 disabled. */
export const GoodsState = { draft: 0, pending: 1, approved: 2, rejected: 3, disabled: 4 } as const;
export type GoodsState = (typeof GoodsState)[keyof typeof GoodsState];
export const GoodsStateSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

/** An amount as the wire carries it: "1234.50" (at most two decimals), above zero. */
export const PriceSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine(isMoneyString, { error: 'validation.money' })
  .refine((value) => Number(value) > 0, { error: 'goods.priceNotPositive' });

export const SkuInputSchema = z.object({
  /** An existing SKU of the goods (edit); a new one without it. */
  id: IdSchema.nullish(),
  /** What sets this SKU apart: "黑色 0.5mm 12支/盒". */
  spec: z
    .string({ error: 'goods.skuSpecRequired' })
    .trim()
    .min(1, { error: 'goods.skuSpecRequired' })
    .max(GoodsLimits.skuSpec),
  skuCode: optionalText(GoodsLimits.skuCode, 'validation.tooLong'),
  marketPrice: PriceSchema,
  stock: z.coerce.number().int().min(0).max(99_999_999),
});
export type SkuInput = z.infer<typeof SkuInputSchema>;

export const GoodsParamSchema = z.object({
  name: z.string().trim().min(1).max(30),
  value: z.string().trim().max(GoodsLimits.paramValue),
});
export type GoodsParam = z.infer<typeof GoodsParamSchema>;

/** The goods form (add / edit). `submit` sends it to review at once; otherwise it is saved. */
export const GoodsInputSchema = z.object({
  name: z
    .string({ error: 'goods.nameRequired' })
    .trim()
    .min(1, { error: 'goods.nameRequired' })
    .max(GoodsLimits.name),
  /** A level-3 category. */
  categoryId: IdSchema,
  brandId: IdSchema,
  model: z
    .string({ error: 'goods.modelRequired' })
    .trim()
    .min(1, { error: 'goods.modelRequired' })
    .max(GoodsLimits.model),
  unit: z
    .string({ error: 'goods.unitRequired' })
    .trim()
    .min(1, { error: 'goods.unitRequired' })
    .max(GoodsLimits.unit),
  /** The 19-digit code of the national tax classification. */
  taxCode: z
    .string()
    .trim()
    .regex(/^\d{19}$/, { error: 'goods.taxCodeInvalid' })
    .nullish()
    .or(z.literal('').transform(() => null)),
  barcode: z
    .string()
    .trim()
    .regex(/^\d{8,14}$/, { error: 'goods.barcodeInvalid' })
    .nullish()
    .or(z.literal('').transform(() => null)),
  /** Uploaded images; the first is the main picture. */
  imageIds: z.array(IdSchema).min(1, { error: 'goods.imageRequired' }).max(GoodsLimits.images),
  params: z.array(GoodsParamSchema).max(50).default([]),
  /** HTML; sanitized by the server. */
  description: z.string().max(GoodsLimits.description).default(''),
  skus: z.array(SkuInputSchema).min(1, { error: 'goods.skuRequired' }).max(GoodsLimits.skus),
  submit: z.boolean().default(false),
});
export type GoodsInput = z.infer<typeof GoodsInputSchema>;

export const GoodsUpdateSchema = GoodsInputSchema.extend({ id: IdSchema });
export type GoodsUpdate = z.infer<typeof GoodsUpdateSchema>;

export const SkuSchema = z.object({
  id: z.number(),
  spec: z.string(),
  skuCode: z.string().nullable(),
  marketPrice: z.string(),
  stock: z.number(),
});
export type Sku = z.infer<typeof SkuSchema>;

/** A row of the goods lists. Prices are the lowest and highest market price of its SKUs. */
export const GoodsRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  mainImageUrl: z.string().nullable(),
  categoryId: z.number(),
  categoryPath: z.string(),
  brandId: z.number(),
  brandName: z.string(),
  model: z.string(),
  unit: z.string(),
  state: GoodsStateSchema,
  refuseReason: z.string().nullable(),
  skuCount: z.number(),
  minPrice: z.string().nullable(),
  maxPrice: z.string().nullable(),
  stock: z.number(),
  /** An approved version exists (channel listings use it while a change is under review). */
  hasApprovedVersion: z.boolean(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type GoodsRow = z.infer<typeof GoodsRowSchema>;

export const GoodsDetailSchema = GoodsRowSchema.extend({
  categoryIds: z.array(z.number()),
  taxCode: z.string().nullable(),
  barcode: z.string().nullable(),
  images: z.array(z.object({ id: z.number(), url: z.string() })),
  params: z.array(GoodsParamSchema),
  description: z.string(),
  skus: z.array(SkuSchema),
  submittedTime: z.string().nullable(),
  reviewedTime: z.string().nullable(),
});
export type GoodsDetail = z.infer<typeof GoodsDetailSchema>;

/** Filters of the goods list: name contains, category (any level), brand, state. */
export const GoodsFilterSchema = z.object({
  name: z.string().trim().max(GoodsLimits.name).nullish(),
  categoryId: z.coerce.number().int().positive().nullish(),
  brandId: z.coerce.number().int().positive().nullish(),
  state: GoodsStateSchema.nullish(),
});
export type GoodsFilter = z.infer<typeof GoodsFilterSchema>;

export const GoodsPageQuerySchema = pageQueryOf(['updatedTime', 'createdTime']).extend(
  GoodsFilterSchema.shape,
);
export type GoodsPageQuery = z.infer<typeof GoodsPageQuerySchema>;

/** The goods list's export: `mine` keeps the goods the exporting account created (/goods/my). */
export const GoodsExportFilterSchema = GoodsFilterSchema.extend({ mine: z.boolean().nullish() });
export type GoodsExportFilter = z.infer<typeof GoodsExportFilterSchema>;

export const GoodsIdsSchema = z.object({ ids: z.array(IdSchema).min(1).max(100) });
export type GoodsIds = z.infer<typeof GoodsIdsSchema>;

/** Answer of a batch action: how many changed, and why the others did not. */
export const GoodsBatchResultSchema = z.object({
  changed: z.number(),
  refused: z.array(z.object({ id: z.number(), name: z.string(), reason: z.string() })),
});
export type GoodsBatchResult = z.infer<typeof GoodsBatchResultSchema>;

/** Per state, how many goods the partner has (the list's tabs). */
export const GoodsStateCountsSchema = z.record(z.string(), z.number());
/** The state tabs' counts, of one category's goods when given. */
export const GoodsStateCountsQuerySchema = z.object({ categoryId: IdSchema.nullish() });

/** One goods by its id (the detail, the edit form). */
export const GoodsIdQuerySchema = z.object({ id: IdSchema });

// ---- Batch upload ----

/** The template, the dry run and the import all name the family (a level-2 category). */
export const BatchTemplateQuerySchema = z.object({ categoryId: IdSchema });
export const BatchRequestSchema = z.object({ fileId: IdSchema, categoryId: IdSchema });
export type BatchRequest = z.infer<typeof BatchRequestSchema>;

export const BatchReportSchema = z.object({
  rows: z.number(),
  goods: z.number(),
  validGoods: z.number(),
  validRows: z.number(),
  ...ImportProblemsSchema.shape,
});
export type BatchReport = z.infer<typeof BatchReportSchema>;

export const BatchImportResultSchema = BatchReportSchema.extend({ imported: z.number() });
export type BatchImportResult = z.infer<typeof BatchImportResultSchema>;

// ---- Optional goods: what could be listed in a channel but is not yet (/goods/optional) ----

/**
 * Approved, not disabled goods of a brand the partner is authorized for today, paired with a joined
 * channel where it has no listing yet. Name, picture, brand, model, category and prices are those of
 * the approved version (what a listing offers).
 */
export const OptionalGoodsRowSchema = z.object({
  goodsId: z.number(),
  channelId: z.number(),
  channelName: z.string(),
  name: z.string(),
  mainImageUrl: z.string().nullable(),
  brandId: z.number(),
  brandName: z.string(),
  model: z.string(),
  categoryId: z.number(),
  categoryPath: z.string(),
  /** Lowest and highest market price of the approved SKUs. */
  minPrice: z.string().nullable(),
  maxPrice: z.string().nullable(),
  /** The last valid day of the brand authorization, and the days left until it. */
  validTo: z.string(),
  daysLeft: z.number(),
  updatedTime: z.string(),
});
export type OptionalGoodsRow = z.infer<typeof OptionalGoodsRowSchema>;

export const OptionalGoodsFilterSchema = z.object({
  name: z.string().trim().max(GoodsLimits.name).nullish(),
  channelId: ChannelIdSchema.nullish(),
  /** A category of any level. */
  categoryId: z.coerce.number().int().positive().nullish(),
  brandId: z.coerce.number().int().positive().nullish(),
});
export type OptionalGoodsFilter = z.infer<typeof OptionalGoodsFilterSchema>;

export const OptionalGoodsPageQuerySchema = pageQueryOf(['updatedTime', 'validTo']).extend(
  OptionalGoodsFilterSchema.shape,
);
export type OptionalGoodsPageQuery = z.infer<typeof OptionalGoodsPageQuerySchema>;

// ---- Goods authorizations: the brand authorization covering each goods (/goods/authorization) ----

/** Approved authorizations ending within this many days are flagged (and renewed in time). */
export const AUTHORIZATION_ENDING_SOON_DAYS = 30;

/**
 * How the brand authorization covers goods today: valid (more than 30 days left), expiring (valid,
 * ending within 30 days), invalid (none, rejected, expired or not yet started), pending (in review).
 */
export const AUTHORIZATION_COVERAGES = ['valid', 'expiring', 'invalid', 'pending'] as const;
export const AuthorizationCoverageSchema = z.enum(AUTHORIZATION_COVERAGES);
export type AuthorizationCoverage = z.infer<typeof AuthorizationCoverageSchema>;

export const GoodsAuthorizationRowSchema = z.object({
  goodsId: z.number(),
  name: z.string(),
  mainImageUrl: z.string().nullable(),
  model: z.string(),
  goodsState: GoodsStateSchema,
  brandId: z.number(),
  brandName: z.string(),
  /** The partner's open (pending or approved) authorization of the brand, else its newest; null when none. */
  authorizationId: z.number().nullable(),
  level: AuthorizationLevelSchema.nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Days from today to validTo of an approved or expired authorization (negative once passed); else null. */
  daysLeft: z.number().nullable(),
  authorizationState: AuthorizationStateSchema.nullable(),
  /** Why it was rejected or ended. */
  reason: z.string().nullable(),
  coverage: AuthorizationCoverageSchema,
  /** Channel listings of the goods on shelf now. */
  onShelfListings: z.number(),
  updatedTime: z.string(),
});
export type GoodsAuthorizationRow = z.infer<typeof GoodsAuthorizationRowSchema>;

export const GoodsAuthorizationFilterSchema = z.object({
  name: z.string().trim().max(GoodsLimits.name).nullish(),
  brandId: z.coerce.number().int().positive().nullish(),
  coverage: AuthorizationCoverageSchema.nullish(),
});
export type GoodsAuthorizationFilter = z.infer<typeof GoodsAuthorizationFilterSchema>;

export const GoodsAuthorizationPageQuerySchema = pageQueryOf(['updatedTime', 'validTo']).extend(
  GoodsAuthorizationFilterSchema.shape,
);
export type GoodsAuthorizationPageQuery = z.infer<typeof GoodsAuthorizationPageQuerySchema>;
