import { OrderState } from '@portal/shared/order-states';
import { PurchaseState, TransactionKind } from '@portal/shared/scm-states';
import { multiply, subtract } from '@portal/shared/money';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { DbOrTx } from '../../../db/client';
import type { CompletedOrder } from '../../orders/order-completion';
import { latestOrderIdsIn, orderLinePricesOf, orderWithLines } from '../../orders/order-lines';
import { scmGoods, scmGoodsSkus } from '../goods/scm-goods.table';
import type { PurchaseRecord } from '../purchase/purchase-changes';
import { purchaseOrderItems, purchaseOrders } from '../purchase/purchase.table';
import { scmSuppliers } from '../suppliers/suppliers.table';
import { scmTransactionCounts, scmTransactions } from './transactions.table';

type TransactionInsert = typeof scmTransactions.$inferInsert;

const emptyTotals = () => ({
  count: 0,
  quantity: new Decimal(0),
  costAmount: new Decimal(0),
  saleAmount: new Decimal(0),
  margin: new Decimal(0),
  marginedSaleAmount: new Decimal(0),
});

/**
 * Writes transactions once: a line already recorded (the same partner, kind and source line) is
 * left as it is, so recording again (a retried receipt, the seed after a completion) adds nothing.
 * The kept counts and sums grow by the rows really written. Returns how many were written.
 */
const insertTransactions = async (tx: DbOrTx, rows: readonly TransactionInsert[]): Promise<number> => {
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(scmTransactions)
    .values([...rows])
    .onConflictDoNothing({
      target: [scmTransactions.partnerId, scmTransactions.kind, scmTransactions.sourceItemId],
    })
    .returning({
      kind: scmTransactions.kind,
      quantity: scmTransactions.quantity,
      costAmount: scmTransactions.costAmount,
      saleAmount: scmTransactions.saleAmount,
      margin: scmTransactions.margin,
    });
  if (written.length === 0) return 0;
  const partnerId = rows[0].partnerId;
  const totals = new Map<string, ReturnType<typeof emptyTotals>>();
  for (const row of written) {
    for (const key of ['all', `kind:${row.kind}`]) {
      const kept = totals.get(key) ?? emptyTotals();
      kept.count += 1;
      kept.quantity = kept.quantity.plus(row.quantity);
      kept.costAmount = kept.costAmount.plus(row.costAmount);
      kept.saleAmount = kept.saleAmount.plus(row.saleAmount ?? 0);
      if (row.margin !== null) {
        kept.margin = kept.margin.plus(row.margin);
        kept.marginedSaleAmount = kept.marginedSaleAmount.plus(row.saleAmount ?? 0);
      }
      totals.set(key, kept);
    }
  }
  const c = scmTransactionCounts;
  await tx
    .insert(c)
    .values(
      [...totals].map(([key, kept]) => ({
        partnerId,
        key,
        count: kept.count,
        quantity: kept.quantity.toFixed(3),
        costAmount: kept.costAmount.toFixed(2),
        saleAmount: kept.saleAmount.toFixed(2),
        margin: kept.margin.toFixed(2),
        marginedSaleAmount: kept.marginedSaleAmount.toFixed(2),
      })),
    )
    .onConflictDoUpdate({
      target: [c.partnerId, c.key],
      set: {
        count: sql`${c.count} + excluded.count`,
        quantity: sql`${c.quantity} + excluded.quantity`,
        costAmount: sql`${c.costAmount} + excluded.cost_amount`,
        saleAmount: sql`${c.saleAmount} + excluded.sale_amount`,
        margin: sql`${c.margin} + excluded.margin`,
        marginedSaleAmount: sql`${c.marginedSaleAmount} + excluded.margined_sale_amount`,
      },
    });
  return written.length;
};

/** A sale's figures for a line sold at `salePrice` x `quantity` (amount as sold) and bought at `costPrice`. */
const marginOf = (quantity: string, costPrice: string, saleAmount: string) => {
  const costAmount = multiply(costPrice, quantity);
  return { costAmount, margin: subtract(saleAmount, costAmount) };
};

/**
 * Records a purchase (kind 1) per line of a received purchase order, at its cost; a line bought back
 * to back for an order line also carries that line's sale price, the sale amount of the quantity
 * bought and the margin. Called in the receipt's transaction; once per line however often called.
 */
export const recordPurchaseTransactions = async (
  tx: DbOrTx,
  purchaseOrder: PurchaseRecord,
): Promise<number> => {
  const { partnerId } = purchaseOrder;
  const items = await tx
    .select()
    .from(purchaseOrderItems)
    .where(
      and(
        eq(purchaseOrderItems.partnerId, partnerId),
        eq(purchaseOrderItems.purchaseOrderId, purchaseOrder.id),
      ),
    )
    .orderBy(asc(purchaseOrderItems.sort));
  const sold = await orderLinePricesOf(
    tx,
    partnerId,
    items.flatMap((item) => (item.salesOrderItemId ? [item.salesOrderItemId] : [])),
  );
  const occurredTime = purchaseOrder.receivedTime ?? new Date();
  return insertTransactions(
    tx,
    items.map((item) => {
      const sale = item.salesOrderItemId ? sold.get(item.salesOrderItemId) : undefined;
      const saleAmount = sale ? multiply(sale.unitPrice, item.quantity) : null;
      return {
        partnerId,
        kind: TransactionKind.purchase,
        supplierId: purchaseOrder.supplierId,
        supplierName: purchaseOrder.supplierName,
        scmGoodsId: item.scmGoodsId,
        scmSkuId: item.scmSkuId,
        goodsName: item.goodsName,
        spec: item.spec,
        quantity: item.quantity,
        costPrice: item.unitPrice,
        costAmount: item.amount,
        salePrice: sale?.unitPrice ?? null,
        saleAmount,
        margin: saleAmount === null ? null : subtract(saleAmount, item.amount),
        purchaseOrderId: purchaseOrder.id,
        purchaseNo: purchaseOrder.purchaseNo,
        salesOrderId: purchaseOrder.salesOrderId,
        salesOrderNo: purchaseOrder.salesOrderNo,
        sourceItemId: item.id,
        occurredTime,
      };
    }),
  );
};

type Cost = {
  supplierId: number;
  supplierName: string;
  scmGoodsId: number;
  scmSkuId: number;
  goodsName: string;
  spec: string;
  costPrice: string;
  purchaseOrderId: number | null;
  purchaseNo: string | null;
};

/**
 * What each order line cost when bought back to back: the purchase lines (of purchase orders not
 * cancelled) bought for it. Several lines for one order line cost their quantity-weighted price.
 */
const backToBackCosts = async (tx: DbOrTx, partnerId: number, lineIds: readonly number[]) => {
  if (lineIds.length === 0) return new Map<number, Cost>();
  const rows = await tx
    .select({
      salesOrderItemId: purchaseOrderItems.salesOrderItemId,
      quantity: purchaseOrderItems.quantity,
      amount: purchaseOrderItems.amount,
      unitPrice: purchaseOrderItems.unitPrice,
      scmGoodsId: purchaseOrderItems.scmGoodsId,
      scmSkuId: purchaseOrderItems.scmSkuId,
      goodsName: purchaseOrderItems.goodsName,
      spec: purchaseOrderItems.spec,
      purchaseOrderId: purchaseOrders.id,
      purchaseNo: purchaseOrders.purchaseNo,
      supplierId: purchaseOrders.supplierId,
      supplierName: purchaseOrders.supplierName,
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
    .orderBy(asc(purchaseOrderItems.id));
  const grouped = new Map<number, typeof rows>();
  for (const row of rows) {
    const lineId = row.salesOrderItemId as number;
    grouped.set(lineId, [...(grouped.get(lineId) ?? []), row]);
  }
  const costs = new Map<number, Cost>();
  for (const [lineId, bought] of grouped) {
    const first = bought[0];
    const quantity = bought.reduce((sum, row) => sum.plus(row.quantity), new Decimal(0));
    const amount = bought.reduce((sum, row) => sum.plus(row.amount), new Decimal(0));
    const costPrice =
      bought.length === 1 || quantity.isZero() ? first.unitPrice : amount.dividedBy(quantity).toFixed(2);
    costs.set(lineId, { ...first, costPrice });
  }
  return costs;
};

/** The cheapest current cost of the supplier SKUs linked to each catalog SKU (ties: the first made). */
const lowestCosts = async (tx: DbOrTx, partnerId: number, skuIds: readonly number[]) => {
  if (skuIds.length === 0) return new Map<number, Cost>();
  const rows = await tx
    .select({
      skuId: scmGoodsSkus.skuId,
      supplierId: scmGoodsSkus.supplierId,
      supplierName: scmSuppliers.name,
      scmGoodsId: scmGoodsSkus.scmGoodsId,
      scmSkuId: scmGoodsSkus.id,
      goodsName: scmGoods.name,
      spec: scmGoodsSkus.spec,
      costPrice: scmGoodsSkus.costPrice,
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
  const costs = new Map<number, Cost>();
  for (const row of rows) {
    const skuId = row.skuId as number;
    if (!costs.has(skuId)) costs.set(skuId, { ...row, purchaseOrderId: null, purchaseNo: null });
  }
  return costs;
};

/**
 * Records a sale (kind 2) per line of a completed channel order whose catalog SKU is linked to a
 * supplier's SKU: sold at the line's price and amount; its cost is the back-to-back purchase line's
 * price when it was bought for it (not cancelled), else the lowest current cost of the linked SKUs
 * (that supplier is recorded). Margin = sale amount - cost amount, exact. Runs in the completing
 * transaction (orders' onOrderCompleted); once per line however often called.
 */
export const recordSaleTransactions = async (
  tx: DbOrTx,
  order: Pick<CompletedOrder, 'partnerId' | 'id' | 'orderNo' | 'completedTime'>,
): Promise<number> => {
  const { partnerId } = order;
  const { lines, orderNo } = await orderWithLines(tx, partnerId, order.id);
  const bought = await backToBackCosts(
    tx,
    partnerId,
    lines.map((line) => line.id),
  );
  const lowest = await lowestCosts(
    tx,
    partnerId,
    lines.flatMap((line) => (line.skuId && !bought.has(line.id) ? [line.skuId] : [])),
  );
  const rows: TransactionInsert[] = [];
  for (const line of lines) {
    const cost = bought.get(line.id) ?? (line.skuId ? lowest.get(line.skuId) : undefined);
    if (!cost) continue;
    const { costAmount, margin } = marginOf(line.quantity, cost.costPrice, line.amount);
    rows.push({
      partnerId,
      kind: TransactionKind.sale,
      supplierId: cost.supplierId,
      supplierName: cost.supplierName,
      scmGoodsId: cost.scmGoodsId,
      scmSkuId: cost.scmSkuId,
      goodsName: cost.goodsName,
      spec: cost.spec,
      quantity: line.quantity,
      costPrice: cost.costPrice,
      costAmount,
      salePrice: line.unitPrice,
      saleAmount: line.amount,
      margin,
      purchaseOrderId: cost.purchaseOrderId,
      purchaseNo: cost.purchaseNo,
      salesOrderId: order.id,
      salesOrderNo: orderNo,
      sourceItemId: line.id,
      occurredTime: order.completedTime,
    });
  }
  return insertTransactions(tx, rows);
};

/**
 * Records what is missing (the demo seed, `npm run ops -- transaction record`): the sales of linked
 * goods on the partner's latest `orders` completed orders (goods linked after an order completed),
 * and the purchases of every received or completed purchase order. Lines recorded already are left.
 * Returns how many transactions were written.
 */
export const recordMissingTransactions = async (db: DbOrTx, partnerId: number, orders: number) => {
  let written = 0;
  for (const id of await latestOrderIdsIn(db, partnerId, [OrderState.completed], orders)) {
    const order = await orderWithLines(db, partnerId, id);
    written += await recordSaleTransactions(db, {
      partnerId,
      id,
      orderNo: order.orderNo,
      completedTime: order.completedTime ?? new Date(),
    });
  }
  const received = await db
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.partnerId, partnerId),
        inArray(purchaseOrders.state, [PurchaseState.received, PurchaseState.completed]),
      ),
    )
    .orderBy(asc(purchaseOrders.id));
  for (const order of received) written += await recordPurchaseTransactions(db, order);
  return written;
};
