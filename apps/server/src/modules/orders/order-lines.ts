import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { orderItems, orders } from './orders.table';

/**
 * An order with its lines as other modules read it (scm buys them back to back and records their
 * sales): who receives it and what was sold, at which price. Read only through here.
 */
export type OrderLine = {
  id: number;
  goodsId: number | null;
  skuId: number | null;
  goodsName: string;
  spec: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  amount: string;
};

export type OrderWithLines = {
  id: number;
  orderNo: string;
  state: number;
  receiverName: string;
  receiverPhone: string;
  regionCodes: string[];
  regionName: string;
  address: string;
  completedTime: Date | null;
  lines: OrderLine[];
};

/**
 * The partner's order and its lines in their order. With `lock`, the order row is locked
 * (`for update`) first, so changes another module makes for it (a back-to-back purchase) are
 * serialised per order; call it inside that module's transaction. Another partner's id answers
 * like a missing one.
 */
export const orderWithLines = async (
  db: DbOrTx,
  partnerId: number,
  orderId: number,
  options: { lock?: boolean } = {},
): Promise<OrderWithLines> => {
  const query = db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      state: orders.state,
      receiverName: orders.receiverName,
      receiverPhone: orders.receiverPhone,
      regionCodes: orders.regionCodes,
      regionName: orders.regionName,
      address: orders.address,
      completedTime: orders.completedTime,
    })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), eq(orders.id, orderId)));
  const [order] = options.lock ? await query.for('update') : await query;
  if (!order) throw notFound('order.notFound');
  const lines = await db
    .select({
      id: orderItems.id,
      goodsId: orderItems.goodsId,
      skuId: orderItems.skuId,
      goodsName: orderItems.goodsName,
      spec: orderItems.spec,
      unit: orderItems.unit,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      amount: orderItems.amount,
    })
    .from(orderItems)
    .where(and(eq(orderItems.partnerId, partnerId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.sort), asc(orderItems.id));
  return { ...order, lines };
};

/** The sale price of some of the partner's order lines, by line id (lines of other partners are left out). */
export const orderLinePricesOf = async (
  db: DbOrTx,
  partnerId: number,
  lineIds: readonly number[],
): Promise<Map<number, { orderId: number; unitPrice: string }>> => {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orderItems.id, orderId: orderItems.orderId, unitPrice: orderItems.unitPrice })
    .from(orderItems)
    .where(and(eq(orderItems.partnerId, partnerId), inArray(orderItems.id, [...new Set(lineIds)])));
  return new Map(rows.map((row) => [row.id, { orderId: row.orderId, unitPrice: row.unitPrice }]));
};

/** The ids of the partner's latest orders in one of `states`, newest first (demo data picks from them). */
export const latestOrderIdsIn = async (
  db: DbOrTx,
  partnerId: number,
  states: readonly number[],
  limit: number,
): Promise<number[]> => {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), inArray(orders.state, [...states])))
    .orderBy(desc(orders.orderTime), desc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
};
