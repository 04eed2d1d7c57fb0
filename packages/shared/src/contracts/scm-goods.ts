import { z } from 'zod';
import { IdSchema, optionalText, pageQueryOf } from './common';
import { QuantitySchema } from './orders';
import { DaySchema, MoneySchema, PositiveMoneySchema } from './settlement';

/**
 * SCM goods (供应链商品), their cost prices (价格) and the suppliers' authorization letters (授权):
 * issue 14, DOMAIN.md "Supply chain". States of the goods are `ScmGoodsState` (scm-states.ts).
 */

// ---- goods ----

export const SCM_GOODS_STATES = [1, 2] as const;
export const ScmGoodsStateSchema = z.union([z.literal(1), z.literal(2)]);

/** How many SKUs, images and labels one goods may hold. */
export const MAX_SCM_SKUS = 50;
export const MAX_SCM_IMAGES = 10;
export const MAX_SCM_LABELS = 10;

const requiredText = (max: number, requiredKey: string, tooLongKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: tooLongKey });

export const ScmSkuInputSchema = z.object({
  /** The SKU being kept (an update); none for a new SKU. */
  id: IdSchema.nullish(),
  spec: requiredText(100, 'scmGoods.sku.specRequired', 'scmGoods.sku.specTooLong'),
  costPrice: PositiveMoneySchema,
  minQuantity: QuantitySchema.default('1'),
  /** The partner's catalog SKU this is, of the linked catalog goods. */
  skuId: IdSchema.nullish(),
});
export type ScmSkuInput = z.infer<typeof ScmSkuInputSchema>;

export const ScmGoodsInputSchema = z.object({
  supplierId: IdSchema,
  name: requiredText(100, 'scmGoods.nameRequired', 'scmGoods.nameTooLong'),
  brandName: optionalText(50, 'scmGoods.brandTooLong'),
  model: optionalText(50, 'scmGoods.modelTooLong'),
  unit: requiredText(10, 'scmGoods.unitRequired', 'scmGoods.unitTooLong'),
  supplierCode: optionalText(40, 'scmGoods.codeTooLong'),
  /** The partner's approved catalog goods these are, if any. */
  goodsId: IdSchema.nullish(),
  imageIds: z.array(IdSchema).max(MAX_SCM_IMAGES, { error: 'scmGoods.tooManyImages' }).default([]),
  labelIds: z.array(IdSchema).max(MAX_SCM_LABELS, { error: 'scmGoods.tooManyLabels' }).default([]),
  remark: optionalText(500, 'scmGoods.remarkTooLong'),
  skus: z
    .array(ScmSkuInputSchema)
    .min(1, { error: 'scmGoods.skusRequired' })
    .max(MAX_SCM_SKUS, { error: 'scmGoods.tooManySkus' })
    .refine((skus) => new Set(skus.map((sku) => sku.spec)).size === skus.length, {
      error: 'scmGoods.sku.specDuplicate',
    }),
});
export type ScmGoodsInput = z.infer<typeof ScmGoodsInputSchema>;

export const ScmGoodsUpdateSchema = ScmGoodsInputSchema.extend({ id: IdSchema });
export type ScmGoodsUpdate = z.infer<typeof ScmGoodsUpdateSchema>;

export const ScmIdSchema = z.object({ id: IdSchema });

/** Withdrawing goods or offering them again: why (kept in the audit). */
export const ScmGoodsStateChangeSchema = z.object({
  id: IdSchema,
  reason: optionalText(200, 'scmGoods.reasonTooLong'),
});
export type ScmGoodsStateChange = z.infer<typeof ScmGoodsStateChangeSchema>;

export const ScmLabelTagSchema = z.object({ id: z.number(), labelName: z.string(), color: z.string() });

export const ScmGoodsRowSchema = z.object({
  id: z.number(),
  supplierId: z.number(),
  supplierName: z.string(),
  name: z.string(),
  brandName: z.string().nullable(),
  model: z.string().nullable(),
  unit: z.string(),
  supplierCode: z.string().nullable(),
  goodsId: z.number().nullable(),
  /** The linked catalog goods' name. */
  linkedGoodsName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  labels: z.array(ScmLabelTagSchema),
  state: ScmGoodsStateSchema,
  remark: z.string().nullable(),
  skuCount: z.number(),
  /** The lowest and highest cost of its SKUs. */
  minCost: z.string().nullable(),
  maxCost: z.string().nullable(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type ScmGoodsRow = z.infer<typeof ScmGoodsRowSchema>;

export const ScmSkuSchema = z.object({
  id: z.number(),
  spec: z.string(),
  costPrice: z.string(),
  minQuantity: z.string(),
  skuId: z.number().nullable(),
  /** The linked catalog SKU's spec. */
  linkedSpec: z.string().nullable(),
  costUpdatedTime: z.string(),
});
export type ScmSku = z.infer<typeof ScmSkuSchema>;

export const ScmImageSchema = z.object({ id: z.number(), url: z.string() });

export const ScmGoodsDetailSchema = ScmGoodsRowSchema.extend({
  images: z.array(ScmImageSchema),
  skus: z.array(ScmSkuSchema),
});
export type ScmGoodsDetail = z.infer<typeof ScmGoodsDetailSchema>;

export const ScmGoodsFilterSchema = z.object({
  /** Name, brand, model or the supplier's code. */
  keyword: z.string().trim().max(50).nullish(),
  supplierId: IdSchema.nullish(),
  labelId: IdSchema.nullish(),
  state: ScmGoodsStateSchema.nullish(),
  /** true: linked to catalog goods; false: not linked. */
  linked: z.boolean().nullish(),
});
export type ScmGoodsFilter = z.infer<typeof ScmGoodsFilterSchema>;

export const ScmGoodsPageQuerySchema = pageQueryOf(['updatedTime', 'name']).extend(
  ScmGoodsFilterSchema.shape,
);
export type ScmGoodsPageQuery = z.infer<typeof ScmGoodsPageQuerySchema>;

/** The partner's approved catalog goods with their SKUs, for linking (a picker, by keyword). */
export const CatalogGoodsOptionsQuerySchema = z.object({ keyword: z.string().trim().max(50).nullish() });
export const CatalogGoodsOptionSchema = z.object({
  goodsId: z.number(),
  goodsName: z.string(),
  unit: z.string(),
  brandName: z.string().nullable(),
  skus: z.array(
    z.object({
      skuId: z.number(),
      spec: z.string(),
      skuCode: z.string().nullable(),
      marketPrice: z.string(),
    }),
  ),
});
export type CatalogGoodsOption = z.infer<typeof CatalogGoodsOptionSchema>;

// ---- cost prices ----

/** How many SKUs one batch change may take. */
export const MAX_PRICE_BATCH = 200;

export const ScmPriceFilterSchema = z.object({
  /** Goods name, spec, brand or the supplier's code. */
  keyword: z.string().trim().max(50).nullish(),
  supplierId: IdSchema.nullish(),
  state: ScmGoodsStateSchema.nullish(),
});
export type ScmPriceFilter = z.infer<typeof ScmPriceFilterSchema>;

export const ScmPricePageQuerySchema = pageQueryOf(['costUpdatedTime', 'costPrice']).extend(
  ScmPriceFilterSchema.shape,
);
export type ScmPricePageQuery = z.infer<typeof ScmPricePageQuerySchema>;

export const ScmPriceRowSchema = z.object({
  scmSkuId: z.number(),
  scmGoodsId: z.number(),
  supplierId: z.number(),
  supplierName: z.string(),
  goodsName: z.string(),
  brandName: z.string().nullable(),
  spec: z.string(),
  unit: z.string(),
  goodsState: ScmGoodsStateSchema,
  costPrice: z.string(),
  /** The price before the last change (null: never changed since the first price). */
  previousPrice: z.string().nullable(),
  /** costPrice - previousPrice, signed ("-2.50"). */
  changeAmount: z.string().nullable(),
  costUpdatedTime: z.string(),
  skuId: z.number().nullable(),
});
export type ScmPriceRow = z.infer<typeof ScmPriceRowSchema>;

const ReasonSchema = requiredText(200, 'scmPrice.reasonRequired', 'scmPrice.reasonTooLong');

/** One SKU's new cost; `expectedPrice` is the price read: a change since answers a refusal. */
export const ScmPriceChangeInputSchema = z.object({
  scmSkuId: IdSchema,
  expectedPrice: MoneySchema,
  costPrice: PositiveMoneySchema,
  reason: ReasonSchema,
});
export type ScmPriceChangeInput = z.infer<typeof ScmPriceChangeInputSchema>;

/** A signed percentage with at most two decimals, above -100 ("-5", "12.5"). */
export const PercentChangeSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^-?\d{1,4}(\.\d{1,2})?$/.test(value) && Number(value) > -100 && Number(value) !== 0, {
    error: 'scmPrice.percentInvalid',
  });

export const ScmPriceBatchInputSchema = z
  .object({
    lines: z
      .array(z.object({ scmSkuId: IdSchema, expectedPrice: MoneySchema }))
      .min(1, { error: 'scmPrice.linesRequired' })
      .max(MAX_PRICE_BATCH, { error: 'scmPrice.tooManyLines' })
      .refine((lines) => new Set(lines.map((line) => line.scmSkuId)).size === lines.length, {
        error: 'scmPrice.duplicateLine',
      }),
    /** 'percent': each cost moves by `percent` %, rounded half-up to 0.01; 'amount': each becomes `amount`. */
    mode: z.enum(['percent', 'amount']),
    percent: PercentChangeSchema.nullish(),
    amount: PositiveMoneySchema.nullish(),
    reason: ReasonSchema,
  })
  .refine((input) => (input.mode === 'percent' ? input.percent != null : input.amount != null), {
    error: 'scmPrice.batchValueRequired',
    path: ['percent'],
  });
export type ScmPriceBatchInput = z.infer<typeof ScmPriceBatchInputSchema>;

export const ScmPriceChangeRowSchema = z.object({
  id: z.number(),
  scmSkuId: z.number(),
  scmGoodsId: z.number(),
  supplierId: z.number(),
  supplierName: z.string(),
  goodsName: z.string(),
  spec: z.string(),
  previousPrice: z.string().nullable(),
  costPrice: z.string(),
  /** costPrice - previousPrice, signed; null for the first price. */
  changeAmount: z.string().nullable(),
  reason: z.string().nullable(),
  changedByName: z.string().nullable(),
  changedTime: z.string(),
});
export type ScmPriceChangeRow = z.infer<typeof ScmPriceChangeRowSchema>;

export const ScmPriceBatchResultSchema = z.object({ changes: z.array(ScmPriceChangeRowSchema) });
export type ScmPriceBatchResult = z.infer<typeof ScmPriceBatchResultSchema>;

export const ScmPriceChangeFilterSchema = z.object({
  keyword: z.string().trim().max(50).nullish(),
  supplierId: IdSchema.nullish(),
  /** One SKU's history. */
  scmSkuId: IdSchema.nullish(),
  dateFrom: DaySchema.nullish(),
  dateTo: DaySchema.nullish(),
});
export type ScmPriceChangeFilter = z.infer<typeof ScmPriceChangeFilterSchema>;

export const ScmPriceChangePageQuerySchema = pageQueryOf(['changedTime']).extend(
  ScmPriceChangeFilterSchema.shape,
);
export type ScmPriceChangePageQuery = z.infer<typeof ScmPriceChangePageQuerySchema>;

/** One SKU's cost over time, oldest first (at most the last 500 changes), for the chart. */
export const ScmPriceHistoryQuerySchema = z.object({ scmSkuId: IdSchema });
export const ScmPriceHistorySchema = z.object({
  scmSkuId: z.number(),
  goodsName: z.string(),
  spec: z.string(),
  supplierName: z.string(),
  costPrice: z.string(),
  points: z.array(z.object({ time: z.string(), price: z.string() })),
});
export type ScmPriceHistory = z.infer<typeof ScmPriceHistorySchema>;

// ---- authorizations ----

/**
 * A letter's warning state, kept by the daily task so each warning is sent once: 1 no warning sent,
 * 2 warned it ends within `SCM_AUTHORIZATION_WARN_DAYS`, 3 told it has ended. Renewing resets it to 1.
 * What the screens show is its validity on the day (`ScmAuthorizationValidity`), read from the dates.
 */
export const ScmAuthorizationState = { unwarned: 1, warnedExpiring: 2, warnedExpired: 3 } as const;
export type ScmAuthorizationState = (typeof ScmAuthorizationState)[keyof typeof ScmAuthorizationState];

/** A letter ending within this many days is 'expiring' (and warned once). */
export const SCM_AUTHORIZATION_WARN_DAYS = 30;

export const SCM_AUTHORIZATION_VALIDITIES = ['valid', 'expiring', 'expired'] as const;
export const ScmAuthorizationValiditySchema = z.enum(SCM_AUTHORIZATION_VALIDITIES);
export type ScmAuthorizationValidity = z.infer<typeof ScmAuthorizationValiditySchema>;

const validityInOrder = (value: { validFrom: string; validTo: string }) => value.validFrom <= value.validTo;
const validityIssue = { error: 'scmAuthorization.validityOrder', path: ['validTo'] };

export const ScmAuthorizationFieldsSchema = z.object({
  supplierId: IdSchema,
  /** One goods of the supplier; none: all of the supplier's goods. */
  scmGoodsId: IdSchema.nullish(),
  brandName: optionalText(50, 'scmAuthorization.brandTooLong'),
  letterNo: optionalText(40, 'scmAuthorization.letterNoTooLong'),
  fileIds: z
    .array(IdSchema)
    .min(1, { error: 'scmAuthorization.filesRequired' })
    .max(10, { error: 'scmAuthorization.tooManyFiles' }),
  validFrom: DaySchema,
  validTo: DaySchema,
  remark: optionalText(500, 'scmAuthorization.remarkTooLong'),
});

export const ScmAuthorizationInputSchema = ScmAuthorizationFieldsSchema.refine(
  validityInOrder,
  validityIssue,
);
export type ScmAuthorizationInput = z.infer<typeof ScmAuthorizationInputSchema>;

export const ScmAuthorizationUpdateSchema = ScmAuthorizationFieldsSchema.extend({ id: IdSchema }).refine(
  validityInOrder,
  validityIssue,
);
export type ScmAuthorizationUpdate = z.infer<typeof ScmAuthorizationUpdateSchema>;

/** A new validity for a letter (and its new files, when the supplier sent a new letter). */
export const ScmAuthorizationRenewSchema = z
  .object({
    id: IdSchema,
    validFrom: DaySchema,
    validTo: DaySchema,
    fileIds: z.array(IdSchema).max(10, { error: 'scmAuthorization.tooManyFiles' }).nullish(),
    letterNo: optionalText(40, 'scmAuthorization.letterNoTooLong'),
  })
  .refine(validityInOrder, validityIssue);
export type ScmAuthorizationRenew = z.infer<typeof ScmAuthorizationRenewSchema>;

export const ScmFileSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  url: z.string(),
});

export const ScmAuthorizationRowSchema = z.object({
  id: z.number(),
  supplierId: z.number(),
  supplierName: z.string(),
  scmGoodsId: z.number().nullable(),
  /** The goods' name; null: all of the supplier's goods. */
  goodsName: z.string().nullable(),
  brandName: z.string().nullable(),
  letterNo: z.string().nullable(),
  files: z.array(ScmFileSchema),
  validFrom: z.string(),
  validTo: z.string(),
  validity: ScmAuthorizationValiditySchema,
  /** Days from today to the last valid day (negative once ended). */
  daysLeft: z.number(),
  remark: z.string().nullable(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type ScmAuthorizationRow = z.infer<typeof ScmAuthorizationRowSchema>;

export const ScmAuthorizationFilterSchema = z.object({
  /** Letter number, brand, goods or supplier name. */
  keyword: z.string().trim().max(50).nullish(),
  supplierId: IdSchema.nullish(),
  validity: ScmAuthorizationValiditySchema.nullish(),
});
export type ScmAuthorizationFilter = z.infer<typeof ScmAuthorizationFilterSchema>;

export const ScmAuthorizationPageQuerySchema = pageQueryOf(['validTo', 'createdTime']).extend(
  ScmAuthorizationFilterSchema.shape,
);
export type ScmAuthorizationPageQuery = z.infer<typeof ScmAuthorizationPageQuerySchema>;

/** Goods of one supplier, for the letter's goods field. */
export const ScmGoodsOptionsQuerySchema = z.object({
  supplierId: IdSchema,
  keyword: z.string().trim().max(50).nullish(),
});
export const ScmGoodsOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  brandName: z.string().nullable(),
});
export type ScmGoodsOption = z.infer<typeof ScmGoodsOptionSchema>;
