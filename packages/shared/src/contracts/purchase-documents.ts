import { z } from 'zod';
import { IdSchema, optionalText, pageQueryOf } from './common';
import { DocumentStateSchema, InvoiceInputSchema, LogisticsTraceSchema, OrderDocumentSchema } from './orders';
import { DaySchema } from './settlement';

export { MailState, PURCHASE_DOCUMENT_KINDS, type PurchaseDocumentKind } from '../scm-states';

// ---- Purchase contracts and invoices (采购合同, 采购发票): uploaded and reviewed like an order's ----

export const PurchaseDocumentKindSchema = z.enum(['contract', 'invoice']);

export const PurchaseStateSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);

export const MailStateSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A purchase order as the contract, invoice and mailing screens list it. */
export const PurchaseDocumentRowSchema = z.object({
  id: z.number(),
  purchaseNo: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
  state: PurchaseStateSchema,
  totalAmount: z.string(),
  itemCount: z.number(),
  contractRequired: z.boolean(),
  invoiceRequired: z.boolean(),
  contractState: DocumentStateSchema,
  invoiceState: DocumentStateSchema,
  mailState: MailStateSchema,
  createdTime: z.string(),
  confirmedTime: z.string().nullable(),
  receivedTime: z.string().nullable(),
});
export type PurchaseDocumentRow = z.infer<typeof PurchaseDocumentRowSchema>;

/** A purchase order with every upload of its contract and invoice (newest first) and their reviews. */
export const PurchaseDocumentsSchema = PurchaseDocumentRowSchema.extend({
  documents: z.array(OrderDocumentSchema),
});
export type PurchaseDocuments = z.infer<typeof PurchaseDocumentsSchema>;

const createdRange = (query: { createdFrom?: string | null; createdTo?: string | null }) =>
  !query.createdFrom || !query.createdTo || query.createdFrom <= query.createdTo;
const rangeIssue = { error: 'validation.dateRange', path: ['createdTo'] };

export const PurchaseDocumentFilterSchema = z.object({
  /** The purchase number starts with this. */
  purchaseNo: z.string().trim().max(30).nullish(),
  supplierId: IdSchema.nullish(),
  /** The document's state (the tab): 1 awaiting upload, 2 in review, 3 approved, 4 rejected. */
  documentState: DocumentStateSchema.nullish(),
  /** Made on these local days (both ends inclusive). */
  createdFrom: DaySchema.nullish(),
  createdTo: DaySchema.nullish(),
});
export type PurchaseDocumentFilter = z.infer<typeof PurchaseDocumentFilterSchema>;

export const PurchaseDocumentPageQuerySchema = pageQueryOf(['createdTime', 'totalAmount'])
  .extend(PurchaseDocumentFilterSchema.shape)
  .refine(createdRange, rangeIssue);
export type PurchaseDocumentPageQuery = z.infer<typeof PurchaseDocumentPageQuerySchema>;

export const PurchaseDocumentExportFilterSchema = PurchaseDocumentFilterSchema.refine(
  createdRange,
  rangeIssue,
);

/** A screen's tab counts: purchase orders per state of its document (keys are the states). */
export const PurchaseDocumentCountsSchema = z.record(z.string(), z.number());

export const PurchaseIdSchema = z.object({ id: IdSchema });

const filesOf = z.array(IdSchema).min(1, { error: 'order.filesRequired' }).max(10);

/** An upload of a purchase contract: images or pdf. */
export const PurchaseContractUploadSchema = z.object({ purchaseOrderId: IdSchema, fileIds: filesOf });
export type PurchaseContractUpload = z.infer<typeof PurchaseContractUploadSchema>;

/** An upload of a purchase invoice: images or pdf and its details (its amount is the order's total). */
export const PurchaseInvoiceUploadSchema = z.object({
  purchaseOrderId: IdSchema,
  fileIds: filesOf,
  invoice: InvoiceInputSchema,
});
export type PurchaseInvoiceUpload = z.infer<typeof PurchaseInvoiceUploadSchema>;

// ---- Invoice mailings (发票邮寄) ----

/** A mailing: 1 mailed, 2 delivered (the express traces say signed). */
export const MailingStateSchema = z.union([z.literal(1), z.literal(2)]);

export const MailingRowSchema = z.object({
  id: z.number(),
  supplierId: z.number(),
  supplierName: z.string(),
  purchaseOrders: z.array(z.object({ id: z.number(), purchaseNo: z.string(), totalAmount: z.string() })),
  expressCode: z.string(),
  expressName: z.string(),
  trackingNo: z.string(),
  senderName: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  address: z.string(),
  remark: z.string().nullable(),
  state: MailingStateSchema,
  mailedTime: z.string(),
  deliveredTime: z.string().nullable(),
});
export type MailingRow = z.infer<typeof MailingRowSchema>;

const mailedRange = (query: { mailedFrom?: string | null; mailedTo?: string | null }) =>
  !query.mailedFrom || !query.mailedTo || query.mailedFrom <= query.mailedTo;
const mailedIssue = { error: 'validation.dateRange', path: ['mailedTo'] };

export const MailingFilterSchema = z.object({
  /** The tracking number starts with this. */
  trackingNo: z.string().trim().max(40).nullish(),
  /** One of its purchase orders' number starts with this. */
  purchaseNo: z.string().trim().max(30).nullish(),
  supplierId: IdSchema.nullish(),
  state: MailingStateSchema.nullish(),
  mailedFrom: DaySchema.nullish(),
  mailedTo: DaySchema.nullish(),
});
export type MailingFilter = z.infer<typeof MailingFilterSchema>;

export const MailingPageQuerySchema = pageQueryOf(['mailedTime'])
  .extend(MailingFilterSchema.shape)
  .refine(mailedRange, mailedIssue);
export type MailingPageQuery = z.infer<typeof MailingPageQuerySchema>;

export const MailingExportFilterSchema = MailingFilterSchema.refine(mailedRange, mailedIssue);

/** The purchase orders whose invoices may be mailed: invoice uploaded or approved, not mailed yet. */
export const MailablePageQuerySchema = pageQueryOf(['createdTime']).extend({
  supplierId: IdSchema.nullish(),
  purchaseNo: z.string().trim().max(30).nullish(),
});
export type MailablePageQuery = z.infer<typeof MailablePageQuerySchema>;

const requiredText = (max: number, requiredKey: string, tooLongKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: tooLongKey })
    .refine((value) => !value.includes('\u0000'), { error: 'validation.invalid' });

/** A mailing of the paper invoices of one or more purchase orders of one supplier. */
export const MailingInputSchema = z.object({
  purchaseOrderIds: z
    .array(IdSchema)
    .min(1, { error: 'purchaseMail.ordersRequired' })
    .max(50, { error: 'purchaseMail.tooManyOrders' }),
  expressCode: requiredText(20, 'order.expressRequired', 'order.expressUnknown'),
  trackingNo: z
    .string({ error: 'order.trackingNoRequired' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, { error: 'order.trackingNoRule' }),
  senderName: requiredText(30, 'purchaseMail.senderRequired', 'purchaseMail.nameTooLong'),
  receiverName: requiredText(30, 'purchaseMail.receiverRequired', 'purchaseMail.nameTooLong'),
  receiverPhone: z
    .string({ error: 'purchaseMail.phoneRule' })
    .trim()
    .regex(/^[0-9+\-\s]{6,20}$/, { error: 'purchaseMail.phoneRule' }),
  address: requiredText(200, 'purchaseMail.addressRequired', 'purchaseMail.addressTooLong'),
  remark: optionalText(200, 'purchaseMail.remarkTooLong').refine((value) => !value?.includes('\u0000'), {
    error: 'validation.invalid',
  }),
});
export type MailingInput = z.infer<typeof MailingInputSchema>;

export const MailingIdSchema = z.object({ id: IdSchema });

/** Where a mailing's parcel is (the logistics interface of order shipments). */
export const MailingLogisticsSchema = LogisticsTraceSchema.omit({ shipmentId: true }).extend({
  mailingId: z.number(),
});
export type MailingLogistics = z.infer<typeof MailingLogisticsSchema>;
