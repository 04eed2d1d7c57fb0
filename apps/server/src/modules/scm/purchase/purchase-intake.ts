import { multiply, add, compareMoney } from '@portal/shared/money';
import { DocumentState } from '@portal/shared/order-states';
import { PurchaseState, ScmGoodsState, SupplierState } from '@portal/shared/scm-states';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { DbOrTx } from '../../../db/client';
import { prefixPattern } from '../../../db/like';
import { fail, notFound } from '../../../platform/errors';
import { localDayOf } from '../../../platform/local-time';
import { scmGoods, scmGoodsSkus } from '../goods/scm-goods.table';
import { scmSuppliers } from '../suppliers/suppliers.table';
import { type PurchaseRecord, writePurchaseEvent } from './purchase-changes';
import { recountPurchase } from './purchase-counts';
import { purchaseOrderItems, purchaseOrders } from './purchase.table';

/** A line to buy: a SKU the supplier offers and how many (numeric(18,3) as a string). */
export type PurchaseLine = { scmSkuId: number; quantity: string; salesOrderItemId?: number | null };

/** Where the goods go (the partner's warehouse, or the channel customer when bought back to back). */
export type PurchaseReceiver = {
  receiverName: string;
  receiverPhone: string;
  regionCodes: string[];
  regionName: string;
  address: string;
};

export type PurchaseDraft = PurchaseReceiver & {
  supplierId: number;
  lines: readonly PurchaseLine[];
  freight?: string;
  remark?: string | null;
  contractRequired: boolean;
  invoiceRequired: boolean;
  /** The channel order it is bought for (back to back). */
  salesOrder?: { id: number; orderNo: string } | null;
  /** 1 draft (the default) or 2 submitted at once. */
  state?: typeof PurchaseState.draft | typeof PurchaseState.submitted;
};

/**
 * The next purchase number of the partner's local day: CG (采购) + the day + a five-digit sequence
 * (CG2026112700001). The partner's numbering is serialised by a transaction-scoped advisory lock, so
 * two purchase orders made at once never take the same number.
 */
const nextPurchaseNo = async (tx: DbOrTx, partnerId: number, now: Date, timeZone: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('purchase_no'), ${partnerId}::int)`);
  const prefix = `CG${localDayOf(now, timeZone).replaceAll('-', '')}`;
  const [{ last }] = await tx
    .select({ last: sql<string | null>`max(${purchaseOrders.purchaseNo})` })
    .from(purchaseOrders)
    .where(
      and(eq(purchaseOrders.partnerId, partnerId), like(purchaseOrders.purchaseNo, prefixPattern(prefix))),
    );
  const sequence = last ? Number(last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(sequence).padStart(5, '0')}`;
};

/** The partner's supplier a purchase order goes to: it must be active. */
export const activeSupplierOf = async (tx: DbOrTx, partnerId: number, supplierId: number) => {
  const [supplier] = await tx
    .select({ id: scmSuppliers.id, name: scmSuppliers.name, state: scmSuppliers.state })
    .from(scmSuppliers)
    .where(and(eq(scmSuppliers.partnerId, partnerId), eq(scmSuppliers.id, supplierId)));
  if (!supplier) throw notFound('purchase.supplierNotFound');
  if (supplier.state !== SupplierState.active)
    throw fail('purchase.supplierDisabled', { name: supplier.name });
  return supplier;
};

/** A purchase order's line as stored, priced at the SKU's cost price now. */
export type PricedLine = Omit<typeof purchaseOrderItems.$inferInsert, 'purchaseOrderId'> & {
  unitPrice: string;
  amount: string;
};

/**
 * The lines of a purchase order to `supplier`, checked and priced: every line must be a SKU of goods
 * this supplier offers now, at least its minimum quantity; each is priced at the SKU's cost price
 * now, and the amounts are exact.
 */
export const priceLines = async (
  tx: DbOrTx,
  partnerId: number,
  supplier: { id: number; name: string },
  lines: readonly PurchaseLine[],
): Promise<PricedLine[]> => {
  if (lines.length === 0) throw fail('purchase.noLines');
  const skuIds = [...new Set(lines.map((line) => line.scmSkuId))];
  if (skuIds.length !== lines.length) throw fail('purchase.duplicateLine');
  const skus = await tx
    .select({
      id: scmGoodsSkus.id,
      scmGoodsId: scmGoodsSkus.scmGoodsId,
      supplierId: scmGoodsSkus.supplierId,
      spec: scmGoodsSkus.spec,
      costPrice: scmGoodsSkus.costPrice,
      minQuantity: scmGoodsSkus.minQuantity,
      goodsName: scmGoods.name,
      unit: scmGoods.unit,
      goodsState: scmGoods.state,
    })
    .from(scmGoodsSkus)
    .innerJoin(
      scmGoods,
      and(eq(scmGoods.partnerId, scmGoodsSkus.partnerId), eq(scmGoods.id, scmGoodsSkus.scmGoodsId)),
    )
    .where(and(eq(scmGoodsSkus.partnerId, partnerId), inArray(scmGoodsSkus.id, skuIds)));
  const skuOf = new Map(skus.map((sku) => [sku.id, sku]));
  return lines.map((line, index) => {
    const sku = skuOf.get(line.scmSkuId);
    if (!sku || sku.supplierId !== supplier.id)
      throw fail('purchase.skuNotOfSupplier', { name: supplier.name });
    if (sku.goodsState !== ScmGoodsState.onOffer)
      throw fail('purchase.goodsWithdrawn', { goods: sku.goodsName });
    const quantity = new Decimal(line.quantity);
    if (!quantity.isFinite() || quantity.lte(0) || quantity.decimalPlaces() > 3) {
      throw fail('purchase.badQuantity', { goods: sku.goodsName });
    }
    if (quantity.lt(sku.minQuantity)) {
      throw fail('purchase.belowMinQuantity', {
        goods: sku.goodsName,
        min: new Decimal(sku.minQuantity).toString(),
      });
    }
    return {
      partnerId,
      scmGoodsId: sku.scmGoodsId,
      scmSkuId: sku.id,
      goodsName: sku.goodsName,
      spec: sku.spec,
      unit: sku.unit,
      quantity: quantity.toFixed(3),
      unitPrice: sku.costPrice,
      amount: multiply(sku.costPrice, quantity.toString()),
      salesOrderItemId: line.salesOrderItemId ?? null,
      sort: index,
    };
  });
};

/**
 * Makes a purchase order to one supplier, in the caller's transaction: every line must be a SKU of
 * goods this supplier offers now, at least its minimum quantity; each is priced at the SKU's cost
 * price now, and the amounts are exact. The supplier must be active. Returns the new order.
 */
export const insertPurchaseOrder = async (
  tx: DbOrTx,
  actor: { partnerId: number; accountId: number | null },
  draft: PurchaseDraft,
  clock: { now?: Date; timeZone: string },
): Promise<PurchaseRecord> => {
  const { partnerId } = actor;
  const supplier = await activeSupplierOf(tx, partnerId, draft.supplierId);
  const items = await priceLines(tx, partnerId, supplier, draft.lines);
  const freight = draft.freight ?? '0.00';
  if (compareMoney(freight, 0) < 0) throw fail('purchase.badFreight');
  const itemsAmount = add(...items.map((item) => item.amount));
  const now = clock.now ?? new Date();
  const state = draft.state ?? PurchaseState.draft;
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      partnerId,
      purchaseNo: await nextPurchaseNo(tx, partnerId, now, clock.timeZone),
      supplierId: supplier.id,
      supplierName: supplier.name,
      state,
      itemsAmount,
      freight: add(freight),
      totalAmount: add(itemsAmount, freight),
      itemCount: items.length,
      receiverName: draft.receiverName,
      receiverPhone: draft.receiverPhone,
      regionCodes: draft.regionCodes,
      regionName: draft.regionName,
      address: draft.address,
      remark: draft.remark ?? null,
      salesOrderId: draft.salesOrder?.id ?? null,
      salesOrderNo: draft.salesOrder?.orderNo ?? null,
      contractRequired: draft.contractRequired,
      invoiceRequired: draft.invoiceRequired,
      contractState: DocumentState.none,
      invoiceState: DocumentState.none,
      submittedTime: state === PurchaseState.submitted ? now : null,
      createdBy: actor.accountId,
      createdTime: now,
      updatedTime: now,
    })
    .returning();
  await tx.insert(purchaseOrderItems).values(items.map((item) => ({ ...item, purchaseOrderId: order.id })));
  await recountPurchase(tx, null, order);
  await writePurchaseEvent(tx, order, {
    action: state === PurchaseState.submitted ? 'createdSubmitted' : 'created',
    stateTo: state,
    detail: draft.salesOrder ? draft.salesOrder.orderNo : null,
    accountId: actor.accountId,
    at: now,
  });
  return order;
};
