import { z } from 'zod';
import { TransactionKind } from '../scm-states';
import { daysInOrder, IdSchema, pageQueryOf } from './common';
import { DaySchema } from './settlement';

/**
 * Transactions (交易记录) of SCM goods (DOMAIN.md "Supply chain"): every purchase (a received
 * purchase order's line, at its cost) and sale (a completed channel order's line of goods a supplier
 * offers, with its cost), with the margin = sale amount - cost amount, exact.
 */

export const TRANSACTION_KINDS = [TransactionKind.purchase, TransactionKind.sale] as const;
export const TransactionKindSchema = z.union([
  z.literal(TransactionKind.purchase),
  z.literal(TransactionKind.sale),
]);

export const TransactionRowSchema = z.object({
  id: z.number(),
  kind: TransactionKindSchema,
  supplierId: z.number(),
  supplierName: z.string(),
  scmGoodsId: z.number(),
  scmSkuId: z.number(),
  goodsName: z.string(),
  spec: z.string(),
  quantity: z.string(),
  costPrice: z.string(),
  costAmount: z.string(),
  /** Null on a purchase not bought for a sale. */
  salePrice: z.string().nullable(),
  saleAmount: z.string().nullable(),
  margin: z.string().nullable(),
  /** margin / sale amount in percent, two decimals ('12.50'); null without a sale or at a sale of 0. */
  marginRate: z.string().nullable(),
  purchaseOrderId: z.number().nullable(),
  purchaseNo: z.string().nullable(),
  salesOrderId: z.number().nullable(),
  salesOrderNo: z.string().nullable(),
  occurredTime: z.string(),
});
export type TransactionRow = z.infer<typeof TransactionRowSchema>;

const keyword = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const TransactionFilterSchema = z.object({
  kind: TransactionKindSchema.nullish(),
  supplierId: IdSchema.nullish(),
  /** Goods name or spec, anywhere in it. */
  goods: keyword(50),
  /** An order or purchase number, from its start. */
  documentNo: keyword(40),
  /** Transactions on the partner's local days [dateFrom, dateTo]. */
  dateFrom: DaySchema.nullish(),
  dateTo: DaySchema.nullish(),
});
export type TransactionFilter = z.infer<typeof TransactionFilterSchema>;

const inOrder = { error: 'validation.dateRange', path: ['dateTo'] };

export const TransactionPageQuerySchema = pageQueryOf(['occurredTime'])
  .extend(TransactionFilterSchema.shape)
  .refine(daysInOrder, inOrder);
export type TransactionPageQuery = z.infer<typeof TransactionPageQuerySchema>;

export const TransactionExportFilterSchema = TransactionFilterSchema.refine(daysInOrder, inOrder);

export const TransactionSumsQuerySchema = TransactionFilterSchema.refine(daysInOrder, inOrder);

/** Sums of the matching transactions, exact. */
export const TransactionSumsSchema = z.object({
  count: z.number(),
  quantity: z.string(),
  costAmount: z.string(),
  saleAmount: z.string(),
  margin: z.string(),
  /** margin / the sale amount of the rows with a margin, in percent; null when there is none. */
  marginRate: z.string().nullable(),
});
export type TransactionSums = z.infer<typeof TransactionSumsSchema>;

export const TRANSACTION_GROUPINGS = ['supplier', 'goods', 'month'] as const;
export const TransactionGroupingSchema = z.enum(TRANSACTION_GROUPINGS);
export type TransactionGrouping = z.infer<typeof TransactionGroupingSchema>;

const groupFilter = { ...TransactionFilterSchema.shape, groupBy: TransactionGroupingSchema };

export const TransactionGroupQuerySchema = pageQueryOf(['margin', 'saleAmount', 'costAmount', 'key'])
  .extend(groupFilter)
  .refine(daysInOrder, inOrder);
export type TransactionGroupQuery = z.infer<typeof TransactionGroupQuerySchema>;

export const TransactionGroupExportFilterSchema = z.object(groupFilter).refine(daysInOrder, inOrder);

/** One supplier, goods or local month of the matching transactions, with its exact sums. */
export const TransactionGroupRowSchema = TransactionSumsSchema.extend({
  /** The supplier's or goods' id, or the month 'YYYY-MM'. */
  key: z.string(),
  name: z.string(),
});
export type TransactionGroupRow = z.infer<typeof TransactionGroupRowSchema>;
