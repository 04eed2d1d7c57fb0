import { DocumentState } from '@portal/shared/order-states';
import { PurchaseState } from '@portal/shared/scm-states';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { recountPurchase } from './purchase-counts';
import { purchaseEvents, purchaseOrders } from './purchase.table';

export type PurchaseRecord = typeof purchaseOrders.$inferSelect;

/** Who changed a purchase order: an account of the partner, or null for the supplier, operator or system. */
export type PurchaseEventInput = {
  action: string;
  detail?: string | null;
  accountId: number | null;
  /** When it happened, if not now (the seed tells a story over past days). */
  at?: Date;
};

/** Locks the partner's purchase order for a change; another partner's id answers like a missing one. */
export const lockPurchase = async (tx: DbOrTx, partnerId: number, id: number): Promise<PurchaseRecord> => {
  const [row] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.partnerId, partnerId), eq(purchaseOrders.id, id)))
    .for('update');
  if (!row) throw notFound('purchase.notFound');
  return row;
};

/** Writes one line of the purchase order's timeline. */
export const writePurchaseEvent = (
  tx: DbOrTx,
  order: Pick<PurchaseRecord, 'partnerId' | 'id'>,
  event: PurchaseEventInput & { stateFrom?: number | null; stateTo?: number | null },
) =>
  tx.insert(purchaseEvents).values({
    partnerId: order.partnerId,
    purchaseOrderId: order.id,
    action: event.action,
    stateFrom: event.stateFrom ?? null,
    stateTo: event.stateTo ?? null,
    detail: event.detail ?? null,
    accountId: event.accountId,
    ...(event.at ? { createdTime: event.at } : {}),
  });

/**
 * Applies `changes` to a locked purchase order if it is still in the state it was read in (guarded),
 * keeps the partner's counts, and writes the timeline (and the audit row when an account acted).
 * Returns the purchase order as it is now.
 */
export const changePurchase = async (
  tx: DbOrTx,
  order: PurchaseRecord,
  changes: Partial<Omit<PurchaseRecord, 'partnerId' | 'id'>>,
  event: PurchaseEventInput,
): Promise<PurchaseRecord> => {
  const now = new Date();
  const updated = await tx
    .update(purchaseOrders)
    .set({ ...changes, updatedTime: now })
    .where(
      and(
        eq(purchaseOrders.partnerId, order.partnerId),
        eq(purchaseOrders.id, order.id),
        eq(purchaseOrders.state, order.state),
      ),
    )
    .returning({ id: purchaseOrders.id });
  if (updated.length === 0) throw fail('purchase.changedMeanwhile');
  const after: PurchaseRecord = { ...order, ...changes, updatedTime: now };
  await recountPurchase(tx, order, after);
  const moved = after.state !== order.state;
  await writePurchaseEvent(tx, order, {
    ...event,
    stateFrom: moved ? order.state : null,
    stateTo: moved ? after.state : null,
  });
  if (event.accountId !== null) {
    await writeAudit(tx, {
      partnerId: order.partnerId,
      accountId: event.accountId,
      action: event.action,
      entity: 'purchase_order',
      entityId: order.id,
      before: { state: order.state },
      after: { state: after.state, ...(event.detail ? { detail: event.detail } : {}) },
    });
  }
  return after;
};

/**
 * A received purchase order whose required contract and invoice are approved is completed. Called by
 * every change that can finish it: the receipt and each document's approval.
 */
export const completePurchaseIfDone = async (
  tx: DbOrTx,
  order: PurchaseRecord,
  /** When, if not now (the receipt's time). */
  at: Date = new Date(),
): Promise<PurchaseRecord> => {
  const done =
    order.state === PurchaseState.received &&
    (!order.contractRequired || order.contractState === DocumentState.approved) &&
    (!order.invoiceRequired || order.invoiceState === DocumentState.approved);
  if (!done) return order;
  return changePurchase(
    tx,
    order,
    { state: PurchaseState.completed, completedTime: at },
    { action: 'completed', accountId: null, at },
  );
};
