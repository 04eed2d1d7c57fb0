import { z } from 'zod';
import { PAGE_SIZES, PICKER_PAGE_SIZE } from '../constants';
import { SupplierState } from '../scm-states';
import { IdSchema, optionalText, pageQueryOf } from './common';
import { CreatedTimeRangeSchema, dateRangeIssue, startNotAfterEnd } from './communal';
import { isUnifiedSocialCreditCode } from './partner-profile';
import { PHONE_PATTERN } from './sourcing';

// ---- Suppliers, referrers and labels of the supply chain (DOMAIN.md; spec sections 3, 7, 9) ----

export const SupplierLimits = {
  name: 100,
  contactName: 30,
  phone: 20,
  email: 100,
  bankName: 100,
  bankAccount: 30,
  address: 200,
  remark: 500,
} as const;
export const ReferrerLimits = { name: 30, phone: 20, remark: 500 } as const;
export const LabelLimits = { name: 20 } as const;
/** Suppliers the supplier search answers (name order). */
export const SUPPLIER_SEARCH_SIZE = 20;
/** Labels a supplier may carry. */
export const MAX_SUPPLIER_LABELS = 20;

/** The antd preset colours a label may be drawn in. */
export const LABEL_COLORS = [
  'magenta',
  'red',
  'volcano',
  'orange',
  'gold',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export const SupplierStateSchema = z.union([
  z.literal(SupplierState.active),
  z.literal(SupplierState.disabled),
]);

const requiredText = (max: number, requiredKey: string, tooLongKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: tooLongKey });

/** A keyword filter: trimmed, empty means none. */
const keyword = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

// ---- the selectors' calls (spec section 7: bodies exactly as the spec writes them) ----

/** The nested page of the selector calls (spec: `page{current, size 10}`). */
export const SelectorPageSchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'validation.pageSize' })
    .default(PICKER_PAGE_SIZE),
});

/** `POST supplier search list`: active suppliers whose name contains `keyword`, at most 20, by name. */
export const SupplierSearchQuerySchema = z.object({ keyword: keyword(SupplierLimits.name) });
export type SupplierSearchQuery = z.input<typeof SupplierSearchQuerySchema>;

/** A row of the supplier selectors (spec section 3: id, supplierName). */
export const SupplierOptionSchema = z.object({
  id: z.number(),
  supplierName: z.string(),
  state: SupplierStateSchema,
});
export type SupplierOption = z.infer<typeof SupplierOptionSchema>;

/**
 * `POST supplier page list` (spec: supplierName, page{current, size 10}): the partner's suppliers by
 * name. `id` asks for one supplier (a select showing its chosen value); `state` narrows to a state.
 */
export const SupplierOptionPageQuerySchema = z.object({
  supplierName: keyword(SupplierLimits.name),
  id: IdSchema.nullish(),
  state: SupplierStateSchema.nullish(),
  page: SelectorPageSchema.default({ current: 1, size: PICKER_PAGE_SIZE }),
});
export type SupplierOptionPageQuery = z.input<typeof SupplierOptionPageQuerySchema>;

/** `POST referrer page list` (spec: name, page{current, size 10}); `id` asks for one referrer. */
export const ReferrerOptionPageQuerySchema = z.object({
  name: keyword(ReferrerLimits.name),
  id: IdSchema.nullish(),
  page: SelectorPageSchema.default({ current: 1, size: PICKER_PAGE_SIZE }),
});
export type ReferrerOptionPageQuery = z.input<typeof ReferrerOptionPageQuerySchema>;

/** A row of the referrer select (spec section 3: id, name). */
export const ReferrerOptionSchema = z.object({ id: z.number(), name: z.string() });
export type ReferrerOption = z.infer<typeof ReferrerOptionSchema>;

/** A row of `POST label list` (spec section 3: id, labelName), with its colour. */
export const LabelOptionSchema = z.object({ id: z.number(), labelName: z.string(), color: z.string() });
export type LabelOption = z.infer<typeof LabelOptionSchema>;

// ---- suppliers (/scm/supplier) ----

/** The unified social credit code (GB 32100-2015): 18 characters whose last is the check character. */
export const CreditCodeSchema = z
  .string({ error: 'supplier.creditCodeRequired' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'supplier.creditCodeRequired' })
  .refine(isUnifiedSocialCreditCode, { error: 'supplier.creditCodeInvalid' });

const labelIds = z
  .array(IdSchema)
  .max(MAX_SUPPLIER_LABELS, { error: 'supplier.tooManyLabels' })
  .default([])
  .transform((ids) => [...new Set(ids)]);

export const SupplierInputSchema = z.object({
  name: requiredText(SupplierLimits.name, 'supplier.nameRequired', 'supplier.nameTooLong'),
  creditCode: CreditCodeSchema,
  contactName: requiredText(
    SupplierLimits.contactName,
    'supplier.contactRequired',
    'supplier.contactTooLong',
  ),
  contactPhone: z
    .string({ error: 'supplier.phoneRequired' })
    .trim()
    .min(1, { error: 'supplier.phoneRequired' })
    .regex(PHONE_PATTERN, { error: 'supplier.phoneInvalid' }),
  email: z
    .string()
    .trim()
    .max(SupplierLimits.email, { error: 'supplier.emailInvalid' })
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      error: 'supplier.emailInvalid',
    }),
  bankName: optionalText(SupplierLimits.bankName, 'supplier.bankNameTooLong'),
  bankAccount: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value.replace(/\s+/g, '') : null))
    .refine((value) => value === null || /^\d{6,30}$/.test(value), { error: 'supplier.bankAccountInvalid' }),
  /** Province, city and district codes of the region cascader. */
  regionCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{1,12}$/, { error: 'supplier.regionInvalid' }),
    )
    .max(3, { error: 'supplier.regionInvalid' })
    .nullish()
    .transform((codes) => (codes?.length ? codes : null)),
  address: optionalText(SupplierLimits.address, 'supplier.addressTooLong'),
  referrerId: IdSchema.nullish().transform((id) => id ?? null),
  labelIds,
  remark: optionalText(SupplierLimits.remark, 'supplier.remarkTooLong'),
});
export type SupplierInput = z.input<typeof SupplierInputSchema>;
export type SupplierInputParsed = z.output<typeof SupplierInputSchema>;

export const SupplierUpdateSchema = SupplierInputSchema.extend({ id: IdSchema });
export type SupplierUpdate = z.output<typeof SupplierUpdateSchema>;

export const SupplierIdSchema = z.object({ id: IdSchema });

export const SupplierFilterSchema = z
  .object({
    /** Matches the name, the credit code or the contact (contains). */
    supplierName: keyword(SupplierLimits.name),
    state: SupplierStateSchema.nullish(),
    labelId: IdSchema.nullish(),
    referrerId: IdSchema.nullish(),
    /** A province, city or district code: suppliers in it. */
    regionCode: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/)
      .nullish(),
  })
  .extend(CreatedTimeRangeSchema.shape);
export type SupplierFilter = z.infer<typeof SupplierFilterSchema>;

export const SupplierPageQuerySchema = pageQueryOf(['createdTime', 'name'])
  .extend(SupplierFilterSchema.shape)
  .refine(startNotAfterEnd, dateRangeIssue);
export type SupplierPageQuery = z.infer<typeof SupplierPageQuerySchema>;

export const SupplierExportFilterSchema = SupplierFilterSchema.refine(startNotAfterEnd, dateRangeIssue);

const LabelTagSchema = z.object({ id: z.number(), labelName: z.string(), color: z.string() });

export const SupplierRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  creditCode: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  email: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  regionCodes: z.array(z.string()).nullable(),
  regionName: z.string().nullable(),
  address: z.string().nullable(),
  referrerId: z.number().nullable(),
  referrerName: z.string().nullable(),
  labels: z.array(LabelTagSchema),
  state: SupplierStateSchema,
  remark: z.string().nullable(),
  /** Its SCM goods and purchase orders. */
  goodsCount: z.number(),
  purchaseCount: z.number(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type SupplierRow = z.infer<typeof SupplierRowSchema>;

/** Suppliers per state: keys '1' and '2'. */
export const SupplierStateCountsSchema = z.record(z.string(), z.number());

// ---- referrers (/scm/referrer) ----

/** A commission rate in percent: 0 to 100, at most two decimals, kept as the exact decimal string. */
export const CommissionRateSchema = z
  .union([z.string(), z.number()], { error: 'referrer.rateInvalid' })
  .transform((value) => String(value).trim().replace(/%$/, ''))
  .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100, {
    error: 'referrer.rateInvalid',
  });

export const ReferrerInputSchema = z.object({
  name: requiredText(ReferrerLimits.name, 'referrer.nameRequired', 'referrer.nameTooLong'),
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || PHONE_PATTERN.test(value), { error: 'referrer.phoneInvalid' }),
  commissionRate: CommissionRateSchema,
  remark: optionalText(ReferrerLimits.remark, 'referrer.remarkTooLong'),
});
export type ReferrerInput = z.input<typeof ReferrerInputSchema>;
export type ReferrerInputParsed = z.output<typeof ReferrerInputSchema>;

export const ReferrerUpdateSchema = ReferrerInputSchema.extend({ id: IdSchema });
export type ReferrerUpdate = z.output<typeof ReferrerUpdateSchema>;

export const ReferrerIdSchema = z.object({ id: IdSchema });

export const ReferrerFilterSchema = z.object({ name: keyword(ReferrerLimits.name) });
export type ReferrerFilter = z.infer<typeof ReferrerFilterSchema>;

export const ReferrerPageQuerySchema = pageQueryOf(['createdTime', 'name', 'commissionRate']).extend(
  ReferrerFilterSchema.shape,
);
export type ReferrerPageQuery = z.infer<typeof ReferrerPageQuerySchema>;

export const ReferrerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  commissionRate: z.string(),
  remark: z.string().nullable(),
  /** Suppliers it introduced. */
  supplierCount: z.number(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type ReferrerRow = z.infer<typeof ReferrerRowSchema>;

/** Deleting a referrer: refused while suppliers name it, unless `unlink` clears it from them first. */
export const ReferrerDeleteSchema = z.object({ id: IdSchema, unlink: z.boolean().default(false) });

// ---- labels (/scm/label) ----

export const LabelInputSchema = z.object({
  labelName: requiredText(LabelLimits.name, 'label.nameRequired', 'label.nameTooLong'),
  color: z.enum(LABEL_COLORS, { error: 'label.colorInvalid' }),
  sort: z.coerce
    .number({ error: 'label.sortInvalid' })
    .int({ error: 'label.sortInvalid' })
    .min(0, { error: 'label.sortInvalid' })
    .max(9999, { error: 'label.sortInvalid' })
    .default(0),
});
export type LabelInput = z.input<typeof LabelInputSchema>;
export type LabelInputParsed = z.output<typeof LabelInputSchema>;

export const LabelUpdateSchema = LabelInputSchema.extend({ id: IdSchema });
export type LabelUpdate = z.output<typeof LabelUpdateSchema>;

export const LabelIdSchema = z.object({ id: IdSchema });

export const LabelPageQuerySchema = pageQueryOf(['sort', 'createdTime']).extend({
  labelName: keyword(LabelLimits.name),
});
export type LabelPageQuery = z.infer<typeof LabelPageQuerySchema>;

export const LabelRowSchema = z.object({
  id: z.number(),
  labelName: z.string(),
  color: z.string(),
  sort: z.number(),
  /** Suppliers and SCM goods that carry it. */
  supplierCount: z.number(),
  goodsCount: z.number(),
  createdTime: z.string(),
});
export type LabelRow = z.infer<typeof LabelRowSchema>;
