import { PurchaseState } from '@portal/shared/scm-states';
import type { DbOrTx } from '../../../db/client';
import type { DemoPartner, SeedContext } from '../../../platform/seed/seed-context';
import { latestOrderIdsIn } from '../../orders/order-lines';
import { BACK_TO_BACK_STATES, backToBackPlan, purchaseForOrder } from '../purchase/back-to-back.service';
import { changePurchase, lockPurchase } from '../purchase/purchase-changes';
import { recordMissingTransactions, recordPurchaseTransactions } from './transaction-recording';

/** Channel orders bought for back to back per demo partner; the first is then received. */
const BACK_TO_BACK_ORDERS = 3;
/** Completed orders looked at for sales of linked goods. */
const COMPLETED_ORDERS = 200;

/** The supplier's confirmation, shipment and the receipt, as the operator and the receiver make them. */
const receive = (db: DbOrTx, partnerId: number, purchaseOrderId: number) =>
  db.transaction(async (tx) => {
    let order = await lockPurchase(tx, partnerId, purchaseOrderId);
    const now = Date.now();
    order = await changePurchase(
      tx,
      order,
      { state: PurchaseState.confirmed, confirmedTime: new Date(now - 3 * 3_600_000) },
      { action: 'confirmed', accountId: null },
    );
    order = await changePurchase(
      tx,
      order,
      { state: PurchaseState.shipped, shippedTime: new Date(now - 2 * 3_600_000) },
      { action: 'shipped', accountId: null },
    );
    order = await changePurchase(
      tx,
      order,
      { state: PurchaseState.received, receivedTime: new Date(now - 3_600_000) },
      { action: 'received', accountId: null },
    );
    // The receipt records the purchase (once: the receipt's own call, when wired, adds nothing more).
    await recordPurchaseTransactions(tx, order);
  });

/** Back-to-back purchases for a few of the partner's open channel orders of linked goods. */
const buyBackToBack = async (db: DbOrTx, partner: DemoPartner, timeZone: string) => {
  const actor = { partnerId: partner.id, accountId: partner.adminId };
  const made: number[] = [];
  for (const orderId of await latestOrderIdsIn(db, partner.id, BACK_TO_BACK_STATES, 50)) {
    if (made.length === BACK_TO_BACK_ORDERS) break;
    const plan = await backToBackPlan(db, partner.id, orderId);
    const [supplier] = plan.suppliers;
    if (!supplier) continue;
    const created = await purchaseForOrder(
      db,
      actor,
      { orderId, supplierId: supplier.supplierId },
      { timeZone },
    );
    made.push(created.id);
  }
  if (made.length > 0) await receive(db, partner.id, made[0]);
};

/**
 * The transactions demo data, after the suppliers, SCM goods (some linked to the catalog SKUs of
 * the demo partners' orders) and purchase seeds: back-to-back purchases for a few open channel
 * orders (one received), the sales of linked goods on completed orders, and the purchases of every
 * received purchase order; all through the real functions.
 */
export const seedTransactions = async (db: DbOrTx, { partners, timeZone }: SeedContext): Promise<void> => {
  for (const partner of [partners.a, partners.b]) {
    await buyBackToBack(db, partner, timeZone);
    await recordMissingTransactions(db, partner.id, COMPLETED_ORDERS);
  }
};
