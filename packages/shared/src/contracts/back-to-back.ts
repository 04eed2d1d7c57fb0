import { z } from 'zod';
import { IdSchema } from './common';

/**
 * Back-to-back purchasing (DOMAIN.md "Supply chain"): a channel order's lines bought from an upstream
 * supplier that offers the same SKUs, at its cost price, delivered straight to the order's receiver.
 * The purchase order keeps the order's id and number, each line the order line it was bought for.
 */

export const BackToBackOrderQuerySchema = z.object({ orderId: IdSchema });

/** A SKU of a supplier linked to the order line's catalog SKU, and whether it can be bought now. */
export const BackToBackOfferSchema = z.object({
  supplierId: z.number(),
  supplierName: z.string(),
  scmGoodsId: z.number(),
  scmSkuId: z.number(),
  goodsName: z.string(),
  spec: z.string(),
  costPrice: z.string(),
  minQuantity: z.string(),
  /** The supplier is active and the goods on offer. */
  available: z.boolean(),
});
export type BackToBackOffer = z.infer<typeof BackToBackOfferSchema>;

export const BackToBackLineSchema = z.object({
  orderItemId: z.number(),
  goodsName: z.string(),
  spec: z.string(),
  unit: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  /** Bought for this line by purchase orders not cancelled. */
  boughtQuantity: z.string(),
  remainingQuantity: z.string(),
  offers: z.array(BackToBackOfferSchema),
});
export type BackToBackLine = z.infer<typeof BackToBackLineSchema>;

/** What one supplier's purchase order would hold: the remaining quantities of the lines it offers. */
export const BackToBackSupplierSchema = z.object({
  supplierId: z.number(),
  supplierName: z.string(),
  lineCount: z.number(),
  costAmount: z.string(),
  saleAmount: z.string(),
  margin: z.string(),
});
export type BackToBackSupplier = z.infer<typeof BackToBackSupplierSchema>;

export const BackToBackPlanSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  /** The order's state lets it be bought for (confirmed through received). */
  purchasable: z.boolean(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  regionName: z.string(),
  address: z.string(),
  lines: z.array(BackToBackLineSchema),
  /** Suppliers that can take some remaining quantity now, the cheapest purchase first. */
  suppliers: z.array(BackToBackSupplierSchema),
});
export type BackToBackPlan = z.infer<typeof BackToBackPlanSchema>;

export const BackToBackCreateSchema = z.object({ orderId: IdSchema, supplierId: IdSchema });
export type BackToBackCreate = z.infer<typeof BackToBackCreateSchema>;

export const BackToBackCreatedSchema = z.object({
  id: z.number(),
  purchaseNo: z.string(),
  itemCount: z.number(),
  totalAmount: z.string(),
});

/** A purchase order bought for the order. */
export const OrderPurchaseSchema = z.object({
  id: z.number(),
  purchaseNo: z.string(),
  supplierName: z.string(),
  state: z.number(),
  totalAmount: z.string(),
  createdTime: z.string(),
});
export type OrderPurchase = z.infer<typeof OrderPurchaseSchema>;

/** The order's purchases and its margin so far over the lines bought (not cancelled), exact. */
export const OrderPurchasesSchema = z.object({
  purchases: z.array(OrderPurchaseSchema),
  saleAmount: z.string(),
  costAmount: z.string(),
  margin: z.string(),
  /** margin / sale amount in percent, two decimals; null before anything was bought. */
  marginRate: z.string().nullable(),
});
export type OrderPurchases = z.infer<typeof OrderPurchasesSchema>;
