import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { OrderRecord } from './order-changes';
import { orders } from './orders.table';

// What the operator's commands read (`npm run ops -- order ...`): orders of whichever partner.

/** The order with this id, of whichever partner; an unknown id answers 'not found'. */
export const orderOfAnyPartner = async (
  db: DbOrTx,
  id: number,
): Promise<{ partnerId: number; id: number; channelId: number | null }> => {
  const [row] = await db
    .select({ partnerId: orders.partnerId, id: orders.id, channelId: orders.channelId })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw notFound('order.notFound');
  return row;
};

/** The partner's latest 50 orders (in `state` when given), newest first. */
export const latestOrdersOf = (db: DbOrTx, partnerId: number, state?: number): Promise<OrderRecord[]> =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), state === undefined ? undefined : eq(orders.state, state)))
    .orderBy(desc(orders.orderTime))
    .limit(50);

/** The numbers of some of the partner's orders, by id (the documents' review queue). */
export const orderNumbersOf = async (
  db: DbOrTx,
  partnerId: number,
  ids: readonly number[],
): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), inArray(orders.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.orderNo]));
};

/** Every partner that has orders (the rollups' rebuild). */
export const partnersWithOrders = async (db: DbOrTx): Promise<number[]> =>
  (await db.selectDistinct({ partnerId: orders.partnerId }).from(orders)).map((row) => row.partnerId);
