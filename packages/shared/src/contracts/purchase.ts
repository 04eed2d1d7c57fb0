import { z } from 'zod';
import { SIGN_CODE_LENGTH } from '../scm-states';
import { daysInOrder, IdSchema, optionalText, pageQueryOf } from './common';
import { QuantitySchema } from './orders';
import { DaySchema } from './settlement';

/**
 * The cart (购物车), purchase orders (采购单) to upstream suppliers through receipt with a sign code
 * (签收码), and the purchase to-dos (DOMAIN.md "Supply chain", issue 14). States and limits are plain
 * values in ../scm-states.ts.
 */

export const PurchaseStateSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);
export const SignCodeStateSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** How many lines a cart, and a purchase order, may hold. */
export const MAX_CART_LINES = 200;
export const MAX_PURCHASE_LINES = 100;

/** A receiver's phone: a mainland mobile or a landline with its area code. */
const RECEIVER_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;

const requiredText = (max: number, requiredKey: string, tooLongKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: tooLongKey });

/** Where the goods go: name, phone, province/city/district and the street address. */
export const ReceiverInputSchema = z.object({
  receiverName: requiredText(30, 'purchase.receiverNameRequired', 'purchase.receiverNameTooLong'),
  receiverPhone: z
    .string({ error: 'purchase.receiverPhoneRequired' })
    .trim()
    .min(1, { error: 'purchase.receiverPhoneRequired' })
    .regex(RECEIVER_PHONE, { error: 'purchase.receiverPhoneInvalid' }),
  regionCodes: z
    .array(z.string().regex(/^\d{6}$/, { error: 'purchase.regionRequired' }), {
      error: 'purchase.regionRequired',
    })
    .min(1, { error: 'purchase.regionRequired' })
    .max(3, { error: 'purchase.regionRequired' }),
  regionName: requiredText(100, 'purchase.regionRequired', 'purchase.regionRequired'),
  address: requiredText(200, 'purchase.addressRequired', 'purchase.addressTooLong'),
});
export type ReceiverInput = z.infer<typeof ReceiverInputSchema>;

// ---- cart (购物车) ----

export const CartLineInputSchema = z.object({ scmSkuId: IdSchema, quantity: QuantitySchema });
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

/** SKUs to add; a SKU already in the cart has the quantity added to its line. */
export const CartAddSchema = z.object({
  lines: z
    .array(CartLineInputSchema)
    .min(1, { error: 'purchase.cart.linesRequired' })
    .max(50, { error: 'purchase.cart.tooManyLines' })
    .refine((lines) => new Set(lines.map((line) => line.scmSkuId)).size === lines.length, {
      error: 'purchase.duplicateLine',
    }),
});
export type CartAdd = z.infer<typeof CartAddSchema>;

export const CartQuantitySchema = z.object({ id: IdSchema, quantity: QuantitySchema });
export type CartQuantity = z.infer<typeof CartQuantitySchema>;

export const CartRemoveSchema = z.object({
  ids: z.array(IdSchema).min(1, { error: 'purchase.cart.linesRequired' }).max(MAX_CART_LINES),
});
export type CartRemove = z.infer<typeof CartRemoveSchema>;

/** Why a cart line cannot be ordered now. */
export const CartProblemSchema = z.enum(['withdrawn', 'supplierDisabled', 'belowMin']).nullable();
export type CartProblem = z.infer<typeof CartProblemSchema>;

export const CartLineSchema = z.object({
  id: z.number(),
  scmGoodsId: z.number(),
  scmSkuId: z.number(),
  goodsName: z.string(),
  brandName: z.string().nullable(),
  spec: z.string(),
  unit: z.string(),
  quantity: z.string(),
  minQuantity: z.string(),
  /** The SKU's cost price now. */
  costPrice: z.string(),
  /** costPrice × quantity, exact. */
  amount: z.string(),
  problem: CartProblemSchema,
  addedTime: z.string(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartGroupSchema = z.object({
  supplierId: z.number(),
  supplierName: z.string(),
  /** The sum of the orderable lines' amounts, exact. */
  subtotal: z.string(),
  /** Lines that can be ordered now. */
  orderableCount: z.number(),
  lines: z.array(CartLineSchema),
});
export type CartGroup = z.infer<typeof CartGroupSchema>;

export const CartSchema = z.object({
  groups: z.array(CartGroupSchema),
  lineCount: z.number(),
  /** The sum of the groups' subtotals. */
  total: z.string(),
});
export type Cart = z.infer<typeof CartSchema>;

/** The SKUs on offer the "add goods" dialog lists. */
export const CartOfferQuerySchema = pageQueryOf(['goodsName']).extend({
  /** Goods name, brand, model or spec. */
  keyword: z.string().trim().max(50).nullish(),
  supplierId: IdSchema.nullish(),
});
export type CartOfferQuery = z.infer<typeof CartOfferQuerySchema>;

export const CartOfferRowSchema = z.object({
  scmSkuId: z.number(),
  scmGoodsId: z.number(),
  goodsName: z.string(),
  brandName: z.string().nullable(),
  model: z.string().nullable(),
  spec: z.string(),
  unit: z.string(),
  costPrice: z.string(),
  minQuantity: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
  /** The quantity already in the account's cart, if any. */
  inCart: z.string().nullable(),
});
export type CartOfferRow = z.infer<typeof CartOfferRowSchema>;

/** The SKUs of given goods (the AddToCartButton of the SCM goods list). */
export const CartOfferSkusQuerySchema = z.object({ scmGoodsId: IdSchema });

/** The receiver a checkout starts from: the last purchase order's, else the partner's contact. */
export const ReceiverDefaultSchema = z.object({
  receiverName: z.string().nullable(),
  receiverPhone: z.string().nullable(),
  regionCodes: z.array(z.string()),
  regionName: z.string().nullable(),
  address: z.string().nullable(),
});
export type ReceiverDefault = z.infer<typeof ReceiverDefaultSchema>;

/** Orders the chosen supplier groups of the cart: one purchase order per supplier, in one go. */
export const CheckoutSchema = ReceiverInputSchema.extend({
  supplierIds: z
    .array(IdSchema)
    .min(1, { error: 'purchase.cart.suppliersRequired' })
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'purchase.cart.suppliersRequired' }),
  contractRequired: z.boolean(),
  invoiceRequired: z.boolean(),
  remark: optionalText(500, 'purchase.remarkTooLong'),
  /** Submit to the suppliers at once; otherwise the orders are kept as drafts. */
  submit: z.boolean(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

export const CheckoutResultSchema = z.object({
  orders: z.array(
    z.object({
      id: z.number(),
      purchaseNo: z.string(),
      supplierName: z.string(),
      totalAmount: z.string(),
      state: PurchaseStateSchema,
    }),
  ),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

// ---- purchase orders (采购单) ----

export const PurchaseRowSchema = z.object({
  id: z.number(),
  purchaseNo: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
  state: PurchaseStateSchema,
  itemsAmount: z.string(),
  freight: z.string(),
  totalAmount: z.string(),
  itemCount: z.number(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  regionCodes: z.array(z.string()),
  regionName: z.string(),
  address: z.string(),
  remark: z.string().nullable(),
  /** Why it was cancelled. */
  reason: z.string().nullable(),
  salesOrderId: z.number().nullable(),
  salesOrderNo: z.string().nullable(),
  contractRequired: z.boolean(),
  invoiceRequired: z.boolean(),
  /** Orders' DocumentState: 0 none, 1 awaiting upload, 2 awaiting review, 3 approved, 4 rejected. */
  contractState: z.number(),
  invoiceState: z.number(),
  mailState: z.number(),
  createdTime: z.string(),
  submittedTime: z.string().nullable(),
  confirmedTime: z.string().nullable(),
  shippedTime: z.string().nullable(),
  receivedTime: z.string().nullable(),
  completedTime: z.string().nullable(),
});
export type PurchaseRow = z.infer<typeof PurchaseRowSchema>;

export const PurchaseItemSchema = z.object({
  id: z.number(),
  scmGoodsId: z.number(),
  scmSkuId: z.number(),
  goodsName: z.string(),
  spec: z.string(),
  unit: z.string(),
  quantity: z.string(),
  /** The price the order holds (a draft's until it is submitted). */
  unitPrice: z.string(),
  amount: z.string(),
  /** The SKU's cost price now (a draft shows when it changed). */
  currentCostPrice: z.string().nullable(),
  salesOrderItemId: z.number().nullable(),
});
export type PurchaseItem = z.infer<typeof PurchaseItemSchema>;

export const PurchaseEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  stateFrom: z.number().nullable(),
  stateTo: z.number().nullable(),
  detail: z.string().nullable(),
  /** Null: the supplier, the operator or the system. */
  accountId: z.number().nullable(),
  createdTime: z.string(),
});
export type PurchaseEvent = z.infer<typeof PurchaseEventSchema>;

export const DeliverySchema = z.object({
  id: z.number(),
  purchaseOrderId: z.number(),
  purchaseNo: z.string(),
  supplierName: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  expressCode: z.string(),
  expressName: z.string(),
  trackingNo: z.string(),
  codeState: SignCodeStateSchema,
  failedAttempts: z.number(),
  /** Wrong entries left before the code locks. */
  attemptsLeft: z.number(),
  lastFailedTime: z.string().nullable(),
  signedTime: z.string().nullable(),
  shippedTime: z.string(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const PurchaseDetailSchema = PurchaseRowSchema.extend({
  items: z.array(PurchaseItemSchema),
  events: z.array(PurchaseEventSchema),
  deliveries: z.array(DeliverySchema),
});
export type PurchaseDetail = z.infer<typeof PurchaseDetailSchema>;

export const PurchaseFilterSchema = z.object({
  purchaseNo: z.string().trim().max(30).nullish(),
  supplierId: IdSchema.nullish(),
  state: PurchaseStateSchema.nullish(),
  /** The channel order it was bought for. */
  salesOrderNo: z.string().trim().max(40).nullish(),
  /** Created within [dateFrom, dateTo] (days of the portal's zone). */
  dateFrom: DaySchema.nullish(),
  dateTo: DaySchema.nullish(),
});
export type PurchaseFilter = z.infer<typeof PurchaseFilterSchema>;

export const PurchasePageQuerySchema = pageQueryOf(['createdTime', 'totalAmount'])
  .extend(PurchaseFilterSchema.shape)
  .refine(daysInOrder, { error: 'validation.dateRange', path: ['dateTo'] });
export type PurchasePageQuery = z.infer<typeof PurchasePageQuerySchema>;

export const PurchaseExportFilterSchema = PurchaseFilterSchema.refine(daysInOrder, {
  error: 'validation.dateRange',
  path: ['dateTo'],
});

export const PurchaseIdSchema = z.object({ id: IdSchema });

/** A draft's changes: its lines (all of them), receiver, documents and remark. */
export const PurchaseUpdateSchema = ReceiverInputSchema.extend({
  id: IdSchema,
  lines: z
    .array(CartLineInputSchema)
    .min(1, { error: 'purchase.noLines' })
    .max(MAX_PURCHASE_LINES)
    .refine((lines) => new Set(lines.map((line) => line.scmSkuId)).size === lines.length, {
      error: 'purchase.duplicateLine',
    }),
  contractRequired: z.boolean(),
  invoiceRequired: z.boolean(),
  remark: optionalText(500, 'purchase.remarkTooLong'),
});
export type PurchaseUpdate = z.infer<typeof PurchaseUpdateSchema>;

export const PurchaseCancelSchema = z.object({
  id: IdSchema,
  reason: requiredText(200, 'purchase.reasonRequired', 'purchase.reasonTooLong'),
});
export type PurchaseCancel = z.infer<typeof PurchaseCancelSchema>;

/** A submitted order, and whether submitting re-priced it at the current cost prices. */
export const PurchaseSubmittedSchema = z.object({
  detail: PurchaseDetailSchema,
  /** Lines whose price changed since the draft was written. */
  repricedLines: z.number(),
  /** The total before re-pricing. */
  previousTotal: z.string(),
});
export type PurchaseSubmitted = z.infer<typeof PurchaseSubmittedSchema>;

// ---- sign codes (签收码) ----

export const SignCodeSchema = z
  .string({ error: 'purchase.signCodeRequired' })
  .trim()
  .min(1, { error: 'purchase.signCodeRequired' })
  .regex(new RegExp(`^\\d{${SIGN_CODE_LENGTH}}$`), { error: 'purchase.signCodeFormat' });

export const ReceiveSchema = z.object({ deliveryId: IdSchema, code: SignCodeSchema });
export type Receive = z.infer<typeof ReceiveSchema>;

export const DeliveryFilterSchema = z.object({
  codeState: SignCodeStateSchema.nullish(),
  purchaseNo: z.string().trim().max(30).nullish(),
  /** Shipped within [dateFrom, dateTo]. */
  dateFrom: DaySchema.nullish(),
  dateTo: DaySchema.nullish(),
});
export type DeliveryFilter = z.infer<typeof DeliveryFilterSchema>;

export const DeliveryPageQuerySchema = pageQueryOf(['shippedTime'])
  .extend(DeliveryFilterSchema.shape)
  .refine(daysInOrder, { error: 'validation.dateRange', path: ['dateTo'] });
export type DeliveryPageQuery = z.infer<typeof DeliveryPageQuerySchema>;

// ---- purchase to-dos (/todo/purchase) ----

export const PurchaseTodoStatsSchema = z.object({
  draftCount: z.number(),
  submittedCount: z.number(),
  shippedCount: z.number(),
  /** Contracts awaiting upload (1) or rejected, to upload again (4). */
  contractWaitUploadCount: z.number(),
  invoiceWaitUploadCount: z.number(),
});
export type PurchaseTodoStats = z.infer<typeof PurchaseTodoStatsSchema>;
