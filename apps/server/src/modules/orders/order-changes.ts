import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { fail, notFound } from '../../platform/errors';
import { recountOrder } from './order-counts';
import { orderEvents, orders } from './orders.table';

export type OrderRecord = typeof orders.$inferSelect;

/** Who changed an order: an account of the partner, or null for the channel, operator or system. */
export type OrderActor = { partnerId: number; accountId: number | null };

export type OrderEventInput = { action: string; detail?: string | null; accountId: number | null };

/** Locks the partner's order for a change; another partner's id answers like a missing one. */
export const lockOrder = async (tx: DbOrTx, partnerId: number, id: number): Promise<OrderRecord> => {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), eq(orders.id, id)))
    .for('update');
  if (!row) throw notFound('order.notFound');
  return row;
};

/** Writes one line of the order's timeline. */
export const writeOrderEvent = (
  tx: DbOrTx,
  order: Pick<OrderRecord, 'partnerId' | 'id'>,
  event: OrderEventInput & { stateFrom?: number | null; stateTo?: number | null },
) =>
  tx.insert(orderEvents).values({
    partnerId: order.partnerId,
    orderId: order.id,
    action: event.action,
    stateFrom: event.stateFrom ?? null,
    stateTo: event.stateTo ?? null,
    detail: event.detail ?? null,
    accountId: event.accountId,
  });

/**
 * Applies `changes` to a locked order if it is still in the state it was read in (guarded), keeps
 * the partner's counts, and writes the timeline (and the audit row when an account acted). Returns
 * the order as it is now.
 */
export const changeOrder = async (
  tx: DbOrTx,
  order: OrderRecord,
  changes: Partial<Omit<OrderRecord, 'partnerId' | 'id'>>,
  event: OrderEventInput,
): Promise<OrderRecord> => {
  const now = new Date();
  const updated = await tx
    .update(orders)
    .set({ ...changes, updatedTime: now })
    .where(and(eq(orders.partnerId, order.partnerId), eq(orders.id, order.id), eq(orders.state, order.state)))
    .returning({ id: orders.id });
  if (updated.length === 0) throw fail('order.changedMeanwhile');
  const after: OrderRecord = { ...order, ...changes, updatedTime: now };
  await recountOrder(tx, order, after);
  const moved = after.state !== order.state;
  await writeOrderEvent(tx, order, {
    ...event,
    stateFrom: moved ? order.state : null,
    stateTo: moved ? after.state : null,
  });
  if (event.accountId !== null) {
    await writeAudit(tx, {
      partnerId: order.partnerId,
      accountId: event.accountId,
      action: event.action,
      entity: 'order',
      entityId: order.id,
      before: { state: order.state },
      after: { state: after.state, ...(event.detail ? { detail: event.detail } : {}) },
    });
  }
  return after;
};
