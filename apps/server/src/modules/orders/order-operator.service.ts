import { DocumentState } from '@portal/shared/contracts/orders';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { OrderRecord } from './order-changes';
import { orderDocuments, orders } from './orders.table';

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

/** Documents awaiting the operator's review, oldest upload first (100 at most), with their order's number. */
export const documentsAwaitingReview = (
  db: DbOrTx,
): Promise<{ id: number; partnerId: number; kind: string; orderNo: string }[]> =>
  db
    .select({
      id: orderDocuments.id,
      partnerId: orderDocuments.partnerId,
      kind: orderDocuments.kind,
      orderNo: orders.orderNo,
    })
    .from(orderDocuments)
    .innerJoin(
      orders,
      and(eq(orders.partnerId, orderDocuments.partnerId), eq(orders.id, orderDocuments.orderId)),
    )
    .where(eq(orderDocuments.state, DocumentState.awaitingReview))
    .orderBy(asc(orderDocuments.uploadedTime))
    .limit(100);
