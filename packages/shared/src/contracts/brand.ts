import { z } from 'zod';
import { BRAND_LIST_SIZE, BrandLimits } from '../constants';
import { DaySchema, IdSchema, optionalText, pageQueryOf } from './common';
import { CreatedTimeRangeSchema, dateRangeIssue, startNotAfterEnd } from './communal';

// ---- Brands (DOMAIN.md Catalog; spec sections 3, 7 and 8) ----

/** `POST /api/goods/brand/list`: the brand select's search (spec: brandName, dataCount 20). */
export const BrandListQuerySchema = z.object({
  brandName: z.string().trim().max(BrandLimits.name).nullish(),
  dataCount: z.coerce.number().int().min(1).max(100).default(BRAND_LIST_SIZE),
});
export type BrandListQuery = z.infer<typeof BrandListQuerySchema>;

/** A row of the brand select (spec section 3). */
export const BrandOptionSchema = z.object({ id: z.number(), brandName: z.string() });
export type BrandOption = z.infer<typeof BrandOptionSchema>;

/** `POST /api/goods/brand/exact`: the brand with exactly this name (case and spaces ignored). */
export const BrandExactQuerySchema = z.object({
  brandName: z
    .string({ error: 'brand.nameRequired' })
    .trim()
    .min(1, { error: 'brand.nameRequired' })
    .max(BrandLimits.name),
});

/** The brand add / edit page. */
export const BrandInputSchema = z.object({
  brandName: z
    .string({ error: 'brand.nameRequired' })
    .trim()
    .min(1, { error: 'brand.nameRequired' })
    .max(BrandLimits.name),
  englishName: optionalText(BrandLimits.englishName, 'validation.tooLong'),
  origin: optionalText(BrandLimits.origin, 'validation.tooLong'),
  trademarkNo: optionalText(BrandLimits.trademarkNo, 'validation.tooLong'),
  /** An uploaded image (`POST /api/communal/upload`). */
  logoFileId: IdSchema.nullish(),
});
export type BrandInput = z.infer<typeof BrandInputSchema>;

export const BrandUpdateSchema = BrandInputSchema.extend({ id: IdSchema });
export type BrandUpdate = z.infer<typeof BrandUpdateSchema>;

/** Brand authorization states (DOMAIN.md): 0 pending, 1 approved, 2 rejected, 3 expired. */
export const AuthorizationState = { pending: 0, approved: 1, rejected: 2, expired: 3 } as const;
export type AuthorizationState = (typeof AuthorizationState)[keyof typeof AuthorizationState];
export const AuthorizationStateSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Authorization levels: 1 brand owner, 2 first-level agent, 3 second-level agent. */
export const AuthorizationLevel = { owner: 1, firstAgent: 2, secondAgent: 3 } as const;
export type AuthorizationLevel = (typeof AuthorizationLevel)[keyof typeof AuthorizationLevel];
export const AuthorizationLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A brand as the partner sees it: the brand and the partner's current authorization for it. */
export const BrandSchema = z.object({
  id: z.number(),
  brandName: z.string(),
  englishName: z.string().nullable(),
  origin: z.string().nullable(),
  trademarkNo: z.string().nullable(),
  logoFileId: z.number().nullable(),
  logoUrl: z.string().nullable(),
  /** The caller's partner created it (and may edit it). */
  mine: z.boolean(),
  /** The caller's newest authorization for the brand, if any. */
  authorization: z
    .object({
      id: z.number(),
      state: AuthorizationStateSchema,
      level: AuthorizationLevelSchema,
      validFrom: z.string(),
      validTo: z.string(),
    })
    .nullable(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type Brand = z.infer<typeof BrandSchema>;

/** A row of the brand list: the brand, and how many of its listings an expired authorization took off shelf. */
export const BrandRowSchema = BrandSchema.extend({ withdrawnListings: z.number() });
export type BrandRow = z.infer<typeof BrandRowSchema>;

/** `POST /api/goods/brand/page`: the partner's brands (created by it or applied for). */
export const BrandPageQuerySchema = pageQueryOf(['createdTime', 'brandName']).extend({
  brandName: z.string().trim().max(BrandLimits.name).nullish(),
  authState: AuthorizationStateSchema.nullish(),
});
export type BrandPageQuery = z.infer<typeof BrandPageQuerySchema>;
/** The brand list's export: the list's filters. */
export const BrandExportFilterSchema = BrandPageQuerySchema.pick({ brandName: true, authState: true });

export const BrandIdQuerySchema = z.object({ id: IdSchema });

// ---- Brand authorizations ----

export { DaySchema };

/** The authorization form: brand, level, validity and the authorization letter. */
export const AuthorizationInputSchema = z
  .object({
    brandId: IdSchema,
    level: AuthorizationLevelSchema,
    validFrom: DaySchema,
    validTo: DaySchema,
    /** The authorization letter: an uploaded image or pdf. */
    letterFileId: IdSchema,
  })
  .refine((input) => input.validFrom <= input.validTo, {
    error: 'brand.validRange',
    path: ['validTo'],
  });
export type AuthorizationInput = z.infer<typeof AuthorizationInputSchema>;

/** Resubmits a pending or rejected authorization with new details. */
export const AuthorizationUpdateSchema = z
  .object({
    id: IdSchema,
    level: AuthorizationLevelSchema,
    validFrom: DaySchema,
    validTo: DaySchema,
    letterFileId: IdSchema,
  })
  .refine((input) => input.validFrom <= input.validTo, {
    error: 'brand.validRange',
    path: ['validTo'],
  });
export type AuthorizationUpdate = z.infer<typeof AuthorizationUpdateSchema>;

export const AuthorizationSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  brandName: z.string(),
  level: AuthorizationLevelSchema,
  validFrom: z.string(),
  validTo: z.string(),
  state: AuthorizationStateSchema,
  /** Why the operator rejected it (state 2) or why it ended (state 3). */
  reason: z.string().nullable(),
  letterFileId: z.number(),
  letterUrl: z.string(),
  letterName: z.string(),
  /** Days until validTo for an approved authorization (negative once passed); null otherwise. */
  daysLeft: z.number().nullable(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type Authorization = z.infer<typeof AuthorizationSchema>;

export const AuthorizationPageQuerySchema = pageQueryOf(['createdTime', 'validTo']).extend({
  brandName: z.string().trim().max(BrandLimits.name).nullish(),
  state: AuthorizationStateSchema.nullish(),
});
export type AuthorizationPageQuery = z.infer<typeof AuthorizationPageQuerySchema>;
/** The authorization list's export: the list's filters. */
export const AuthorizationExportFilterSchema = AuthorizationPageQuerySchema.pick({
  brandName: true,
  state: true,
});

/** The operator's decision (`/api/ops` and `npm run ops -- brand approve|reject`). */
export const AuthorizationReviewSchema = z.object({
  id: IdSchema,
  reason: z.string().trim().max(200).nullish(),
});
export type AuthorizationReview = z.infer<typeof AuthorizationReviewSchema>;

// ---- Brand records (history of every brand and authorization change) ----

export const BRAND_RECORD_ACTIONS = [
  'brandCreated',
  'brandUpdated',
  'authorizationSubmitted',
  'authorizationResubmitted',
  'authorizationApproved',
  'authorizationRejected',
  'authorizationExpired',
] as const;
export const BrandRecordActionSchema = z.enum(BRAND_RECORD_ACTIONS);
export type BrandRecordAction = z.infer<typeof BrandRecordActionSchema>;

export const BrandRecordSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  brandName: z.string(),
  authorizationId: z.number().nullable(),
  action: BrandRecordActionSchema,
  stateFrom: AuthorizationStateSchema.nullable(),
  stateTo: AuthorizationStateSchema.nullable(),
  reason: z.string().nullable(),
  /** Who did it: an account's name, or null for the operator or the system. */
  operator: z.string().nullable(),
  /** Changed fields: name -> [before, after]. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  createdTime: z.string(),
});
export type BrandRecord = z.infer<typeof BrandRecordSchema>;

/** Filters of the brand record page; its export takes the same. */
export const BrandRecordFilterSchema = CreatedTimeRangeSchema.extend({
  brandName: z.string().trim().max(BrandLimits.name).nullish(),
  action: BrandRecordActionSchema.nullish(),
});
export const BrandRecordExportFilterSchema = BrandRecordFilterSchema.refine(startNotAfterEnd, dateRangeIssue);
export type BrandRecordFilter = z.infer<typeof BrandRecordFilterSchema>;

export const BrandRecordPageQuerySchema = pageQueryOf(['createdTime'])
  .extend(BrandRecordFilterSchema.shape)
  .refine(startNotAfterEnd, dateRangeIssue);
export type BrandRecordPageQuery = z.infer<typeof BrandRecordPageQuerySchema>;
