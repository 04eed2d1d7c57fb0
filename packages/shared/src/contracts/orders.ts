import { z } from 'zod';
import { isMoneyString } from '../money';
import { ChannelIdSchema, IdSchema, optionalText, pageQueryOf } from './common';
import { InstantSchema } from './communal';
import { CHECKLIST_STEPS, DOCUMENT_KINDS } from '../order-states';

export {
  CHECKLIST_STEPS,
  CONTRACT_REQUIRED_FROM,
  type ChecklistStep,
  DOCUMENT_KINDS,
  type DocumentKind,
  DocumentState,
  ORDER_STATES,
  OrderSource,
  OrderState,
  SyncState,
} from '../order-states';

// ---- Orders (DOMAIN.md Orders): from a channel's order to completion ----

export const OrderStateSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
  z.literal(8),
  z.literal(9),
]);

export const OrderSourceSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const DocumentKindSchema = z.enum(DOCUMENT_KINDS);

export const DocumentStateSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

export const SyncStateSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A quantity as the wire carries it: "12" or "2.5" (at most three decimals), above zero. */
export const QuantitySchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,15}(\.\d{1,3})?$/.test(value) && Number(value) > 0, {
    error: 'order.quantityRule',
  });

/** An amount that may be zero (freight, tax): "0" or "12.50". */
export const AmountSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine(isMoneyString, { error: 'validation.money' });

// ---- what blocks an order: the computed checklist ----

/**
 * A step's status: done; todo (the partner must act); waiting (on the buyer, channel or operator);
 * later (not due yet); skipped (not required, or the order ended).
 */
export const ChecklistStatusSchema = z.enum(['done', 'todo', 'waiting', 'later', 'skipped']);
export type ChecklistStatus = z.infer<typeof ChecklistStatusSchema>;

export const ChecklistItemSchema = z.object({
  step: z.enum(CHECKLIST_STEPS),
  status: ChecklistStatusSchema,
  /** A detail worth showing, e.g. shipped "3/5" or a rejection reason. */
  detail: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

// ---- rows and detail ----

export const OrderRowSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  source: OrderSourceSchema,
  channelId: z.number().nullable(),
  channelName: z.string().nullable(),
  customerName: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  regionName: z.string(),
  itemsAmount: z.string(),
  freight: z.string(),
  totalAmount: z.string(),
  state: OrderStateSchema,
  /** Why it was refused or cancelled. */
  reason: z.string().nullable(),
  signState: DocumentStateSchema,
  contractState: DocumentStateSchema,
  invoiceState: DocumentStateSchema,
  /** Past the channel's confirmation limit while awaiting confirmation. */
  overtime: z.boolean(),
  confirmDeadline: z.string().nullable(),
  /** The steps the partner must take now (the checklist's todo steps). */
  blockers: z.array(z.enum(CHECKLIST_STEPS)),
  itemCount: z.number(),
  orderTime: z.string(),
  updatedTime: z.string(),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;

export const OrderItemSchema = z.object({
  id: z.number(),
  goodsId: z.number().nullable(),
  skuId: z.number().nullable(),
  goodsName: z.string(),
  spec: z.string(),
  unit: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  amount: z.string(),
  shippedQuantity: z.string(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const ShipmentSchema = z.object({
  id: z.number(),
  expressCode: z.string(),
  expressName: z.string(),
  trackingNo: z.string(),
  items: z.array(
    z.object({ itemId: z.number(), goodsName: z.string(), spec: z.string(), quantity: z.string() }),
  ),
  operator: z.string().nullable(),
  shippedTime: z.string(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const InvoiceTypeSchema = z.enum(['normal', 'special']);
export type OrderInvoiceType = z.infer<typeof InvoiceTypeSchema>;

export const InvoiceDetailsSchema = z.object({
  invoiceType: InvoiceTypeSchema,
  invoiceNo: z.string(),
  invoiceCode: z.string().nullable(),
  invoiceDate: z.string(),
  amount: z.string(),
  taxAmount: z.string(),
});
export type InvoiceDetails = z.infer<typeof InvoiceDetailsSchema>;

/** One upload of a document and what became of it. */
export const OrderDocumentSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  kind: DocumentKindSchema,
  state: DocumentStateSchema,
  files: z.array(z.object({ id: z.number(), name: z.string(), kind: z.string(), url: z.string() })),
  invoice: InvoiceDetailsSchema.nullable(),
  reason: z.string().nullable(),
  uploader: z.string().nullable(),
  uploadedTime: z.string(),
  reviewedTime: z.string().nullable(),
});
export type OrderDocument = z.infer<typeof OrderDocumentSchema>;

/** One line of an order's timeline: every change, who made it and when. */
export const OrderEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  stateFrom: OrderStateSchema.nullable(),
  stateTo: OrderStateSchema.nullable(),
  /** Free text of the change (a reason, a tracking number, an invoice number ...). */
  detail: z.string().nullable(),
  operator: z.string().nullable(),
  createdTime: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const OrderDetailSchema = OrderRowSchema.extend({
  address: z.string(),
  regionCodes: z.array(z.string()),
  remark: z.string().nullable(),
  items: z.array(OrderItemSchema),
  shipments: z.array(ShipmentSchema),
  documents: z.array(OrderDocumentSchema),
  events: z.array(OrderEventSchema),
  checklist: z.array(ChecklistItemSchema),
  syncState: SyncStateSchema,
  syncMessage: z.string().nullable(),
  confirmedTime: z.string().nullable(),
  completedTime: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

// ---- queries ----

/** A yyyy-MM-dd or ISO time range; both ends inclusive. */
const orderTimeRange = {
  orderTimeStart: InstantSchema.nullish(),
  orderTimeEnd: InstantSchema.nullish(),
};
const amountRange = { amountMin: AmountSchema.nullish(), amountMax: AmountSchema.nullish() };

export const OrderFilterSchema = z.object({
  orderNo: z.string().trim().max(40).nullish(),
  channelId: ChannelIdSchema.nullish(),
  customerName: z.string().trim().max(100).nullish(),
  state: OrderStateSchema.nullish(),
  source: OrderSourceSchema.nullish(),
  /** Only orders past the confirmation limit (`/order/overtime`). */
  overtime: z.boolean().nullish(),
  /** Only orders whose document of this kind awaits an upload (1 or 4) or review (2): the document screens. */
  documentKind: DocumentKindSchema.nullish(),
  documentState: DocumentStateSchema.nullish(),
  ...orderTimeRange,
  ...amountRange,
});
export type OrderFilter = z.infer<typeof OrderFilterSchema>;

const rangesInOrder = (query: OrderFilter) =>
  (!query.orderTimeStart ||
    !query.orderTimeEnd ||
    Date.parse(query.orderTimeStart) <= Date.parse(query.orderTimeEnd)) &&
  (!query.amountMin || !query.amountMax || Number(query.amountMin) <= Number(query.amountMax));

export const OrderPageQuerySchema = pageQueryOf(['orderTime', 'totalAmount', 'updatedTime'])
  .extend(OrderFilterSchema.shape)
  .refine(rangesInOrder, { error: 'validation.dateRange', path: ['orderTimeEnd'] });
export type OrderPageQuery = z.infer<typeof OrderPageQuerySchema>;

/** The export takes the list's filters. */
export const OrderExportFilterSchema = OrderFilterSchema.refine(rangesInOrder, {
  error: 'validation.dateRange',
  path: ['orderTimeEnd'],
});

/** Orders per state (keys are the states) for the list's tabs. */
export const OrderStateCountsSchema = z.record(z.string(), z.number());
export type OrderStateCounts = z.infer<typeof OrderStateCountsSchema>;

/** A document screen's tab counts: orders per state of one document kind. */
export const DocumentCountsQuerySchema = z.object({ kind: DocumentKindSchema });

/** The spec's to-do stats (home cards and /todo/order). */
export const TodoStatsSchema = z.object({
  orderWaitConfirmCount: z.number(),
  orderWaitShippingCount: z.number(),
  contractWaitUploadCount: z.number(),
  invoiceWaitUploadCount: z.number(),
  signWaitUploadCount: z.number(),
  settlementMoneyWaitConfirmCount: z.number(),
});
export type TodoStats = z.infer<typeof TodoStatsSchema>;

/** The spec's timed-out-unconfirmed stats, for the overtime reminder. */
export const UnconfirmedStatsSchema = z.object({
  count: z.number(),
  /** Hours until the reminder asks again after 'Later'. */
  partnerOrderConfirmNoticeTimes: z.number(),
});
export type UnconfirmedStats = z.infer<typeof UnconfirmedStatsSchema>;

// ---- actions ----

export const OrderIdSchema = z.object({ id: IdSchema });

export const OrderRefuseSchema = z.object({
  id: IdSchema,
  reason: z
    .string({ error: 'order.reasonRequired' })
    .trim()
    .min(1, { error: 'order.reasonRequired' })
    .max(200, { error: 'order.reasonTooLong' }),
});
export type OrderRefuse = z.infer<typeof OrderRefuseSchema>;

/** A shipment: express company, tracking number and the quantity of each item it carries. */
export const DeliveryInputSchema = z.object({
  orderId: IdSchema,
  expressCode: z
    .string({ error: 'order.expressRequired' })
    .trim()
    .min(1, { error: 'order.expressRequired' })
    .max(20),
  trackingNo: z
    .string({ error: 'order.trackingNoRequired' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, { error: 'order.trackingNoRule' }),
  items: z
    .array(z.object({ itemId: IdSchema, quantity: QuantitySchema }))
    .min(1, { error: 'order.shipNothing' })
    .max(200),
});
export type DeliveryInput = z.infer<typeof DeliveryInputSchema>;

export const InvoiceInputSchema = z.object({
  invoiceType: InvoiceTypeSchema,
  invoiceNo: z
    .string()
    .trim()
    .regex(/^\d{8,20}$/, { error: 'order.invoiceNoRule' }),
  invoiceCode: optionalText(20, 'order.invoiceCodeRule'),
  invoiceDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' }),
  amount: AmountSchema,
  taxAmount: AmountSchema,
});
export type InvoiceInput = z.infer<typeof InvoiceInputSchema>;

/** An upload of a signed receipt, contract or invoice (images or pdf); an invoice adds its details. */
export const DocumentUploadSchema = z.object({
  orderId: IdSchema,
  kind: DocumentKindSchema,
  fileIds: z.array(IdSchema).min(1, { error: 'order.filesRequired' }).max(10),
  invoice: InvoiceInputSchema.nullish(),
});
export type DocumentUpload = z.infer<typeof DocumentUploadSchema>;

/** An order entered by hand (`/order/manual_add`) or a self purchase (`/order/self_purchase`). */
export const ManualOrderInputSchema = z.object({
  source: z.union([z.literal(2), z.literal(3)]),
  /** The channel it was sold through, if any (e.g. 46 线下). */
  channelId: ChannelIdSchema.nullish(),
  /** Left out: a number is generated. */
  orderNo: optionalText(40, 'order.orderNoRule'),
  customerName: z.string().trim().min(1, { error: 'order.customerRequired' }).max(100),
  receiverName: z.string().trim().min(1, { error: 'order.receiverRequired' }).max(30),
  receiverPhone: z
    .string()
    .trim()
    .regex(/^[0-9+\-\s]{6,20}$/, { error: 'order.phoneRule' }),
  /** Province, city and district codes of the region cascader. */
  regionCodes: z.array(z.string().trim().max(12)).min(1, { error: 'order.regionRequired' }).max(3),
  address: z.string().trim().min(1, { error: 'order.addressRequired' }).max(200),
  orderTime: InstantSchema,
  freight: AmountSchema.default('0'),
  contractRequired: z.boolean().default(false),
  remark: optionalText(500, 'order.remarkTooLong'),
  items: z
    .array(
      z.object({
        skuId: IdSchema,
        quantity: QuantitySchema,
        unitPrice: AmountSchema,
      }),
    )
    .min(1, { error: 'order.itemsRequired' })
    .max(100),
});
export type ManualOrderInput = z.infer<typeof ManualOrderInputSchema>;

/** The express companies a shipment may name. */
export const ExpressCompanySchema = z.object({ code: z.string(), name: z.string() });
export type ExpressCompany = z.infer<typeof ExpressCompanySchema>;
export const ExpressCompaniesSchema = z.array(ExpressCompanySchema);

/** What the express provider knows of a shipment, newest first. */
export const LogisticsTraceSchema = z.object({
  shipmentId: z.number(),
  expressName: z.string(),
  trackingNo: z.string(),
  delivered: z.boolean(),
  traces: z.array(z.object({ time: z.string(), text: z.string() })),
});
export type LogisticsTrace = z.infer<typeof LogisticsTraceSchema>;

/** Which shipment's logistics to ask the express provider for. */
export const ShipmentLogisticsQuerySchema = z.object({ shipmentId: z.coerce.number().int().positive() });

/** A row of the order selection dialog (spec section 3: wait-settlement order row). */
export const WaitSettlementOrderRowSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  orderTime: z.string(),
  orderAmount: z.string(),
  /** The order amount less what payments (and closed differences) already cover. */
  outstandingAmount: z.string(),
  companyName: z.string(),
});
export type WaitSettlementOrderRow = z.infer<typeof WaitSettlementOrderRowSchema>;

export const WaitSettlementOrderQuerySchema = pageQueryOf(['orderTime']).extend({
  orderNo: z.string().trim().max(40).nullish(),
  /** The spec's filter; the caller's own partner is used whatever is sent. */
  partnerId: z.coerce.number().int().positive().nullish(),
});
export type WaitSettlementOrderQuery = z.infer<typeof WaitSettlementOrderQuerySchema>;

/** A row of the accounting-system screen: completed orders and their sync state. */
export const SyncRowSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  customerName: z.string(),
  totalAmount: z.string(),
  completedTime: z.string().nullable(),
  syncState: SyncStateSchema,
  syncMessage: z.string().nullable(),
  syncAttempts: z.number(),
  syncedTime: z.string().nullable(),
});
export type SyncRow = z.infer<typeof SyncRowSchema>;

export const SyncPageQuerySchema = pageQueryOf(['completedTime']).extend({
  orderNo: z.string().trim().max(40).nullish(),
  syncState: SyncStateSchema.nullish(),
});
export type SyncPageQuery = z.infer<typeof SyncPageQuerySchema>;

export const SyncRetrySchema = z.object({ ids: z.array(IdSchema).min(1).max(100) });

/** How many of the orders asked for were queued to be sent (again). */
export const SyncQueuedSchema = z.object({ queued: z.number() });

/** The accounting systems a partner can connect; each receives the same JSON message. */
export const ACCOUNTING_SYSTEMS = ['yonyou', 'kingdee', 'webhook'] as const;
export const AccountingSystemSchema = z.enum(ACCOUNTING_SYSTEMS);

/** The partner's accounting-system connection; the token is never sent back, only whether it is set. */
export const AccountingSettingsSchema = z.object({
  system: AccountingSystemSchema,
  url: z.string(),
  tokenSet: z.boolean(),
  enabled: z.boolean(),
  updatedTime: z.string().nullable(),
});
export type AccountingSettings = z.infer<typeof AccountingSettingsSchema>;

export const AccountingSettingsInputSchema = z.object({
  system: AccountingSystemSchema,
  url: z
    .string()
    .trim()
    .max(300)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), { error: 'order.accountingUrlRule' }),
  /** Left out or null: the stored token is kept; an empty string removes it. */
  token: z.string().trim().max(200).nullish(),
  enabled: z.boolean(),
});
export type AccountingSettingsInput = z.infer<typeof AccountingSettingsInputSchema>;

/** A shipment of the partner's, for the logistics screen. */
export const ShipmentRowSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  customerName: z.string(),
  receiverName: z.string(),
  regionName: z.string(),
  expressName: z.string(),
  trackingNo: z.string(),
  itemCount: z.number(),
  shippedTime: z.string(),
});
export type ShipmentRow = z.infer<typeof ShipmentRowSchema>;

export const ShipmentPageQuerySchema = pageQueryOf(['shippedTime']).extend({
  orderNo: z.string().trim().max(40).nullish(),
  trackingNo: z.string().trim().max(40).nullish(),
  expressCode: z.string().trim().max(20).nullish(),
});
export type ShipmentPageQuery = z.infer<typeof ShipmentPageQuerySchema>;
