import type { DbOrTx } from '../../db/client';

/** A channel order as it completed (state 7), for the modules that act on it. */
export type CompletedOrder = {
  partnerId: number;
  id: number;
  orderNo: string;
  completedTime: Date;
  /** The seller the order is credited to (orders.seller_id, stamped at intake); null: none. */
  sellerId: number | null;
  /** Its total amount (what the rollups' 'done' fact adds). */
  totalAmount: string;
};

/**
 * Runs inside the transaction that completes the order: what it writes commits or rolls back with
 * the completion, and a throw refuses the completion.
 */
export type OrderCompletedListener = (tx: DbOrTx, order: CompletedOrder) => Promise<unknown>;

const listeners: OrderCompletedListener[] = [];

/**
 * The registration point for "an order was completed" (orders imports no other module): a module
 * registers its listener from its manifest's `connect`, once per process. Registering the same
 * function again does nothing.
 */
export const onOrderCompleted = (listener: OrderCompletedListener): void => {
  if (!listeners.includes(listener)) listeners.push(listener);
};

/** Tells every listener, in registration order, in the completing transaction. */
export const notifyOrderCompleted = async (tx: DbOrTx, order: CompletedOrder): Promise<void> => {
  for (const listener of listeners) await listener(tx, order);
};
