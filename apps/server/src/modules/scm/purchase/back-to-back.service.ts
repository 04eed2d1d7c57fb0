import type {
  BackToBackLine,
  BackToBackOffer,
  BackToBackPlan,
  BackToBackSupplier,
  OrderPurchases,
} from '@portal/shared/contracts/back-to-back';
import { add, multiply, subtract } from '@portal/shared/money';
import { OrderState } from '@portal/shared/order-states';
import { PurchaseState, ScmGoodsState, SupplierState } from '@portal/shared/scm-states';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { DbOrTx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { fail } from '../../../platform/errors';
import { orderLinePricesOf, type OrderWithLines, orderWithLines } from '../../orders/order-lines';
import { scmGoods, scmGoodsSkus } from '../goods/scm-goods.table';
import { scmSuppliers } from '../suppliers/suppliers.table';
import { insertPurchaseOrder, type PurchaseLine } from './purchase-intake';
import { purchaseOrderItems, purchaseOrders } from './purchase.table';

/**
 * An order is bought for once the partner accepted it and until it is done: confirmed (awaiting
 * shipment) through received. Before confirmation it may still be refused; a completed order's sale
 * is already recorded at its cost then; cancelled and refused orders need nothing.
 */
export const BACK_TO_BACK_STATES: readonly number[] = [
  OrderState.awaitingShipment,
  OrderState.partlyShipped,
  OrderState.shipped,
  OrderState.received,
];

/** What purchase orders not cancelled bought for each of the order lines. */
const boughtPerLine = async (db: DbOrTx, partnerId: number, lineIds: readonly number[]) => {
  if (lineIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({
      lineId: purchaseOrderItems.salesOrderItemId,
      quantity: sql<string>`sum(${purchaseOrderItems.quantity})::text`,
    })
    .from(purchaseOrderItems)
    .innerJoin(
      purchaseOrders,
      and(
        eq(purchaseOrders.partnerId, purchaseOrderItems.partnerId),
        eq(purchaseOrders.id, purchaseOrderItems.purchaseOrderId),
      ),
    )
    .where(
      and(
        eq(purchaseOrderItems.partnerId, partnerId),
        inArray(purchaseOrderItems.salesOrderItemId, [...lineIds]),
        ne(purchaseOrders.state, PurchaseState.cancelled),
      ),
    )
    .groupBy(purchaseOrderItems.salesOrderItemId);
  return new Map(rows.map((row) => [row.lineId as number, row.quantity]));
};

/** The suppliers' SKUs linked to each catalog SKU, cheapest first. */
const offersPerSku = async (db: DbOrTx, partnerId: number, skuIds: readonly number[]) => {
  const offers = new Map<number, (BackToBackOffer & { skuId: number })[]>();
  if (skuIds.length === 0) return offers;
  const rows = await db
    .select({
      skuId: scmGoodsSkus.skuId,
      supplierId: scmGoodsSkus.supplierId,
      supplierName: scmSuppliers.name,
      supplierState: scmSuppliers.state,
      scmGoodsId: scmGoodsSkus.scmGoodsId,
      scmSkuId: scmGoodsSkus.id,
      goodsName: scmGoods.name,
      goodsState: scmGoods.state,
      spec: scmGoodsSkus.spec,
      costPrice: scmGoodsSkus.costPrice,
      minQuantity: scmGoodsSkus.minQuantity,
    })
    .from(scmGoodsSkus)
    .innerJoin(
      scmGoods,
      and(eq(scmGoods.partnerId, scmGoodsSkus.partnerId), eq(scmGoods.id, scmGoodsSkus.scmGoodsId)),
    )
    .innerJoin(
      scmSuppliers,
      and(eq(scmSuppliers.partnerId, scmGoodsSkus.partnerId), eq(scmSuppliers.id, scmGoodsSkus.supplierId)),
    )
    .where(and(eq(scmGoodsSkus.partnerId, partnerId), inArray(scmGoodsSkus.skuId, [...new Set(skuIds)])))
    .orderBy(asc(scmGoodsSkus.costPrice), asc(scmGoodsSkus.id));
  for (const { supplierState, goodsState, ...row } of rows) {
    const skuId = row.skuId as number;
    offers.set(skuId, [
      ...(offers.get(skuId) ?? []),
      {
        ...row,
        skuId,
        minQuantity: new Decimal(row.minQuantity).toString(),
        available: supplierState === SupplierState.active && goodsState === ScmGoodsState.onOffer,
      },
    ]);
  }
  return offers;
};

const planLinesOf = async (
  db: DbOrTx,
  partnerId: number,
  order: OrderWithLines,
): Promise<BackToBackLine[]> => {
  const bought = await boughtPerLine(
    db,
    partnerId,
    order.lines.map((line) => line.id),
  );
  const offers = await offersPerSku(
    db,
    partnerId,
    order.lines.flatMap((line) => (line.skuId ? [line.skuId] : [])),
  );
  return order.lines.map((line) => {
    const boughtQuantity = new Decimal(bought.get(line.id) ?? 0);
    const remaining = Decimal.max(new Decimal(line.quantity).minus(boughtQuantity), 0);
    return {
      orderItemId: line.id,
      goodsName: line.goodsName,
      spec: line.spec,
      unit: line.unit,
      quantity: new Decimal(line.quantity).toString(),
      unitPrice: line.unitPrice,
      boughtQuantity: boughtQuantity.toString(),
      remainingQuantity: remaining.toString(),
      offers: (line.skuId ? (offers.get(line.skuId) ?? []) : []).map(({ skuId: _skuId, ...offer }) => offer),
    };
  });
};

/**
 * What `supplierId` would be bought for: each line with a remaining quantity of at least the minimum
 * of the supplier's cheapest available SKU for it, at that SKU.
 */
const supplierLinesOf = (lines: readonly BackToBackLine[], supplierId: number) =>
  lines.flatMap((line) => {
    const remaining = new Decimal(line.remainingQuantity);
    const offer = line.offers.find((o) => o.supplierId === supplierId && o.available);
    if (!offer || remaining.lte(0) || remaining.lt(offer.minQuantity)) return [];
    return [{ line, offer, quantity: remaining.toFixed(3) }];
  });

const suppliersOf = (lines: readonly BackToBackLine[]): BackToBackSupplier[] => {
  const ids = [
    ...new Set(lines.flatMap((line) => line.offers.filter((o) => o.available).map((o) => o.supplierId))),
  ];
  return ids
    .map((supplierId) => {
      const picked = supplierLinesOf(lines, supplierId);
      const costAmount = add(0, ...picked.map((p) => multiply(p.offer.costPrice, p.quantity)));
      const saleAmount = add(0, ...picked.map((p) => multiply(p.line.unitPrice, p.quantity)));
      return {
        supplierId,
        supplierName: picked[0]?.offer.supplierName ?? '',
        lineCount: picked.length,
        costAmount,
        saleAmount,
        margin: subtract(saleAmount, costAmount),
      };
    })
    .filter((supplier) => supplier.lineCount > 0)
    .sort(
      (a, b) =>
        b.lineCount - a.lineCount ||
        new Decimal(b.margin).comparedTo(a.margin) ||
        a.supplierId - b.supplierId,
    );
};

/**
 * Per line of the partner's order: the suppliers' SKUs linked to its catalog SKU with their cost,
 * what purchase orders (not cancelled) bought for it, what remains; and the suppliers that can take
 * some of what remains, as one purchase order each.
 */
export const backToBackPlan = async (
  db: DbOrTx,
  partnerId: number,
  orderId: number,
): Promise<BackToBackPlan> => {
  const order = await orderWithLines(db, partnerId, orderId);
  const purchasable = BACK_TO_BACK_STATES.includes(order.state);
  const lines = await planLinesOf(db, partnerId, order);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    purchasable,
    receiverName: order.receiverName,
    receiverPhone: order.receiverPhone,
    regionName: order.regionName,
    address: order.address,
    lines,
    suppliers: purchasable ? suppliersOf(lines) : [],
  };
};

/**
 * Buys the remaining quantities of the order's lines that `supplierId` offers, in one purchase order
 * to it at its cost prices, delivered to the order's receiver (drop shipping), submitted at once.
 * The order is locked first, so two requests at once are made one after the other and the second
 * buys only what the first left: what is bought for a line never exceeds its quantity.
 */
export const purchaseForOrder = (
  db: DbOrTx,
  actor: { partnerId: number; accountId: number },
  input: { orderId: number; supplierId: number },
  clock: { timeZone: string },
) =>
  db.transaction(async (tx) => {
    const order = await orderWithLines(tx, actor.partnerId, input.orderId, { lock: true });
    if (!BACK_TO_BACK_STATES.includes(order.state)) {
      throw fail('backToBack.notPurchasable', { orderNo: order.orderNo });
    }
    const picked = supplierLinesOf(await planLinesOf(tx, actor.partnerId, order), input.supplierId);
    if (picked.length === 0) throw fail('backToBack.nothingToBuy', { orderNo: order.orderNo });
    const lines: PurchaseLine[] = picked.map(({ line, offer, quantity }) => ({
      scmSkuId: offer.scmSkuId,
      quantity,
      salesOrderItemId: line.orderItemId,
    }));
    const purchase = await insertPurchaseOrder(
      tx,
      actor,
      {
        supplierId: input.supplierId,
        lines,
        receiverName: order.receiverName,
        receiverPhone: order.receiverPhone,
        regionCodes: order.regionCodes,
        regionName: order.regionName,
        address: order.address,
        contractRequired: false,
        invoiceRequired: true,
        salesOrder: { id: order.id, orderNo: order.orderNo },
        state: PurchaseState.submitted,
      },
      clock,
    );
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'backToBackPurchased',
      entity: 'purchase_order',
      entityId: purchase.id,
      after: { salesOrderNo: order.orderNo, totalAmount: purchase.totalAmount, state: purchase.state },
    });
    return {
      id: purchase.id,
      purchaseNo: purchase.purchaseNo,
      itemCount: purchase.itemCount,
      totalAmount: purchase.totalAmount,
    };
  });

/**
 * The purchase orders bought for the partner's order, latest first, and its margin so far: what the
 * lines bought by purchase orders not cancelled sell for, less what they cost, exact.
 */
export const orderPurchases = async (
  db: DbOrTx,
  partnerId: number,
  orderId: number,
): Promise<OrderPurchases> => {
  await orderWithLines(db, partnerId, orderId);
  const purchases = await db
    .select({
      id: purchaseOrders.id,
      purchaseNo: purchaseOrders.purchaseNo,
      supplierName: purchaseOrders.supplierName,
      state: purchaseOrders.state,
      totalAmount: purchaseOrders.totalAmount,
      createdTime: purchaseOrders.createdTime,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.partnerId, partnerId), eq(purchaseOrders.salesOrderId, orderId)))
    .orderBy(desc(purchaseOrders.createdTime), desc(purchaseOrders.id));
  const live = purchases.filter((p) => p.state !== PurchaseState.cancelled).map((p) => p.id);
  const items =
    live.length === 0
      ? []
      : await db
          .select({
            lineId: purchaseOrderItems.salesOrderItemId,
            quantity: purchaseOrderItems.quantity,
            amount: purchaseOrderItems.amount,
          })
          .from(purchaseOrderItems)
          .where(
            and(
              eq(purchaseOrderItems.partnerId, partnerId),
              inArray(purchaseOrderItems.purchaseOrderId, live),
            ),
          );
  const prices = await orderLinePricesOf(
    db,
    partnerId,
    items.flatMap((item) => (item.lineId ? [item.lineId] : [])),
  );
  const sold = items.filter((item) => item.lineId && prices.get(item.lineId)?.orderId === orderId);
  const saleAmount = add(
    0,
    ...sold.map((item) => multiply(prices.get(item.lineId as number)?.unitPrice ?? 0, item.quantity)),
  );
  const costAmount = add(0, ...sold.map((item) => item.amount));
  const margin = subtract(saleAmount, costAmount);
  return {
    purchases: purchases.map((p) => ({ ...p, createdTime: p.createdTime.toISOString() })),
    saleAmount,
    costAmount,
    margin,
    marginRate: new Decimal(saleAmount).isZero()
      ? null
      : new Decimal(margin)
          .times(100)
          .dividedBy(saleAmount)
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .toFixed(2),
  };
};
