import { z } from 'zod';
import { CustomerSource, NO_SELLER, SellerState } from '../analytics-states';
import { PICKER_PAGE_SIZE } from '../constants';
import { DaySchema, daysInOrder, IdSchema, optionalText, pageQueryOf } from './common';
import { PHONE_PATTERN } from './sourcing';
import { SelectorPageSchema } from './suppliers';

// ---- Sellers (销售人员) and their customers (客户) (DOMAIN.md: Analytics; MENU.md /seller/*) ----

export const SellerLimits = { name: 30, phone: 20, email: 100, remark: 500 } as const;
export const CustomerLimits = {
  name: 100,
  contactName: 30,
  contactPhone: 20,
  address: 200,
  remark: 500,
} as const;
/** Customers one assign or unassign may move at once. */
export const MAX_ASSIGN_CUSTOMERS = 200;
export { NO_SELLER };

export const SellerStateSchema = z.union([z.literal(SellerState.active), z.literal(SellerState.left)]);
export const CustomerSourceSchema = z.union([
  z.literal(CustomerSource.fromOrders),
  z.literal(CustomerSource.byHand),
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

const phone = (invalidKey: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || PHONE_PATTERN.test(value), { error: invalidKey });

// ---- the seller select (every analytics page that filters or picks a seller) ----

/**
 * `POST /api/account/seller/options`: a page of the partner's sellers whose name contains `keyword`,
 * in name order. `id` asks for one seller (a select showing its chosen value); `state` narrows to a state.
 */
export const SellerOptionPageQuerySchema = z.object({
  keyword: keyword(SellerLimits.name),
  id: IdSchema.nullish(),
  state: SellerStateSchema.nullish(),
  page: SelectorPageSchema.default({ current: 1, size: PICKER_PAGE_SIZE }),
});
export type SellerOptionPageQuery = z.input<typeof SellerOptionPageQuerySchema>;

/** A row of the seller select. */
export const SellerOptionSchema = z.object({ id: z.number(), name: z.string(), state: SellerStateSchema });
export type SellerOption = z.infer<typeof SellerOptionSchema>;

// ---- sellers (/seller/list) ----

export const SellerInputSchema = z.object({
  name: requiredText(SellerLimits.name, 'seller.nameRequired', 'seller.nameTooLong'),
  phone: phone('seller.phoneInvalid'),
  email: z
    .string()
    .trim()
    .max(SellerLimits.email, { error: 'seller.emailInvalid' })
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      error: 'seller.emailInvalid',
    }),
  /** One of the partner's accounts the seller signs in as (not linked to another seller); null: none. */
  accountId: IdSchema.nullish().transform((id) => id ?? null),
  remark: optionalText(SellerLimits.remark, 'seller.remarkTooLong'),
});
export type SellerInput = z.input<typeof SellerInputSchema>;
export type SellerInputParsed = z.output<typeof SellerInputSchema>;

export const SellerUpdateSchema = SellerInputSchema.extend({ id: IdSchema });
export type SellerUpdate = z.output<typeof SellerUpdateSchema>;

export const SellerIdSchema = z.object({ id: IdSchema });

export const SellerFilterSchema = z.object({
  /** Matches the name, phone or email (contains). */
  name: keyword(SellerLimits.name),
  state: SellerStateSchema.nullish(),
});
export type SellerFilter = z.infer<typeof SellerFilterSchema>;

export const SellerPageQuerySchema = pageQueryOf(['createdTime', 'name']).extend(SellerFilterSchema.shape);
export type SellerPageQuery = z.infer<typeof SellerPageQuerySchema>;

export const SellerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  accountId: z.number().nullable(),
  /** The linked account's nickname (or login name). */
  accountName: z.string().nullable(),
  state: SellerStateSchema,
  remark: z.string().nullable(),
  /** Customers assigned to the seller now. */
  customerCount: z.number(),
  /** This local month: completed orders credited to the seller (fact 'done') and their amount. */
  monthDoneCount: z.number(),
  monthDoneAmount: z.string(),
  /** This local month: orders placed (standing, fact 'order') credited to the seller and their amount. */
  monthOrderCount: z.number(),
  monthOrderAmount: z.string(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type SellerRow = z.infer<typeof SellerRowSchema>;

/** How many sellers are active ('1') and left ('2'): the list's tabs. */
export const SellerStateCountsSchema = z.record(z.string(), z.number());

/** `POST /api/account/seller/accounts`: the partner's accounts a seller may be linked to. */
export const SellerAccountQuerySchema = z.object({ keyword: keyword(50) });
export const SellerAccountOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  /** The seller already linked to it (another seller may not be), or null. */
  sellerId: z.number().nullable(),
  sellerName: z.string().nullable(),
});
export type SellerAccountOption = z.infer<typeof SellerAccountOptionSchema>;

// ---- customers (/seller/customer) ----

/** Province, city and district codes of the region cascader. */
const regionCodes = z
  .array(
    z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, { error: 'customer.regionInvalid' }),
  )
  .max(3, { error: 'customer.regionInvalid' })
  .nullish()
  .transform((codes) => (codes?.length ? codes : null));

const customerDetails = {
  contactName: optionalText(CustomerLimits.contactName, 'customer.contactTooLong'),
  contactPhone: phone('customer.phoneInvalid'),
  regionCodes,
  address: optionalText(CustomerLimits.address, 'customer.addressTooLong'),
  remark: optionalText(CustomerLimits.remark, 'customer.remarkTooLong'),
};

/** A customer added by hand: its name is how orders name it (unique); optionally assigned at once. */
export const CustomerInputSchema = z.object({
  name: requiredText(CustomerLimits.name, 'customer.nameRequired', 'customer.nameTooLong'),
  ...customerDetails,
  sellerId: IdSchema.nullish().transform((id) => id ?? null),
});
export type CustomerInput = z.input<typeof CustomerInputSchema>;
export type CustomerInputParsed = z.output<typeof CustomerInputSchema>;

/** Changes a customer's contact, region and remark (its name is how orders name it: fixed). */
export const CustomerUpdateSchema = z.object({ id: IdSchema, ...customerDetails });
export type CustomerUpdate = z.output<typeof CustomerUpdateSchema>;

export const CustomerIdSchema = z.object({ id: IdSchema });

const customerIds = z
  .array(IdSchema, { error: 'customer.noneChosen' })
  .min(1, { error: 'customer.noneChosen' })
  .max(MAX_ASSIGN_CUSTOMERS, { error: 'customer.tooManyChosen' })
  .transform((ids) => [...new Set(ids)]);

/** Assigns (or re-assigns) customers to an active seller. */
export const CustomerAssignSchema = z.object({
  customerIds,
  sellerId: IdSchema,
});
export type CustomerAssign = z.output<typeof CustomerAssignSchema>;

/** Takes customers from their seller (they have none after). */
export const CustomerUnassignSchema = z.object({ customerIds });
export type CustomerUnassign = z.output<typeof CustomerUnassignSchema>;

const CustomerFilterFields = z.object({
  /** Matches the name or the contact (contains). */
  name: keyword(CustomerLimits.name),
  /** A seller's customers; 0 (NO_SELLER): the unassigned. */
  sellerId: z.coerce.number().int().min(0).nullish(),
  /** The tabs: true, customers with a seller; false, without. */
  assigned: z.boolean().nullish(),
  source: CustomerSourceSchema.nullish(),
  /** The period of the orders and amount columns (local days; default: this month). */
  dateFrom: DaySchema.nullish(),
  dateTo: DaySchema.nullish(),
});
const periodIssue = { error: 'validation.dateRange', path: ['dateTo'] };
export const CustomerFilterSchema = CustomerFilterFields.refine(daysInOrder, periodIssue);
export type CustomerFilter = z.infer<typeof CustomerFilterSchema>;

export const CustomerPageQuerySchema = pageQueryOf(['createdTime', 'name'])
  .extend(CustomerFilterFields.shape)
  .refine(daysInOrder, periodIssue);
export type CustomerPageQuery = z.infer<typeof CustomerPageQuerySchema>;

export const CustomerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  sellerId: z.number().nullable(),
  sellerName: z.string().nullable(),
  sellerState: SellerStateSchema.nullable(),
  source: CustomerSourceSchema,
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  regionCodes: z.array(z.string()).nullable(),
  regionName: z.string().nullable(),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  assignedTime: z.string().nullable(),
  /** Orders placed in the period (standing, fact 'customer') and their amount. */
  orderCount: z.number(),
  orderAmount: z.string(),
  /** The period the counts are over (the filter's, or this month). */
  dateFrom: z.string(),
  dateTo: z.string(),
  createdTime: z.string(),
});
export type CustomerRow = z.infer<typeof CustomerRowSchema>;

/** How many customers are assigned, unassigned: the list's tabs. */
export const CustomerCountsSchema = z.object({
  all: z.number(),
  assigned: z.number(),
  unassigned: z.number(),
});
export type CustomerCounts = z.infer<typeof CustomerCountsSchema>;

/** One (re-)assignment of a customer (its history, newest first). */
export const CustomerAssignmentSchema = z.object({
  id: z.number(),
  fromSellerId: z.number().nullable(),
  fromSellerName: z.string().nullable(),
  toSellerId: z.number().nullable(),
  toSellerName: z.string().nullable(),
  operatorName: z.string().nullable(),
  createdTime: z.string(),
});
export type CustomerAssignment = z.infer<typeof CustomerAssignmentSchema>;

/** What an assign or unassign did: how many customers moved (those already there are left). */
export const CustomerAssignedSchema = z.object({ changed: z.number() });
