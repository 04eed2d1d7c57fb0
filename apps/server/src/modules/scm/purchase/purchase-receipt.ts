import { PurchaseState } from '@portal/shared/scm-states';
import type { DbOrTx } from '../../../db/client';
import { fail } from '../../../platform/errors';
import { changePurchase, completePurchaseIfDone, type PurchaseRecord } from './purchase-changes';

/**
 * The receipt of a shipped purchase order (4 -> 5), in the caller's transaction (the sign code's
 * entry): the order is received, then completed if its required documents are approved already.
 * Everything a receipt sets off belongs here (the purchase transactions are recorded here).
 */
export const receivePurchaseOrder = async (
  tx: DbOrTx,
  order: PurchaseRecord,
  receipt: { accountId: number | null; trackingNo: string; now: Date },
): Promise<PurchaseRecord> => {
  if (order.state !== PurchaseState.shipped)
    throw fail('purchase.notShipped', { purchaseNo: order.purchaseNo });
  const received = await changePurchase(
    tx,
    order,
    { state: PurchaseState.received, receivedTime: receipt.now },
    { action: 'received', detail: receipt.trackingNo, accountId: receipt.accountId, at: receipt.now },
  );
  return completePurchaseIfDone(tx, received, receipt.now);
};
