import type { PurchaseTodoStats } from '@portal/shared/contracts/purchase';
import { DocumentState } from '@portal/shared/order-states';
import { PurchaseState } from '@portal/shared/scm-states';
import type { DbOrTx } from '../../../db/client';
import { purchaseCountsOf } from './purchase-counts';

const KEYS = {
  draft: `state:${PurchaseState.draft}`,
  submitted: `state:${PurchaseState.submitted}`,
  shipped: `state:${PurchaseState.shipped}`,
  contractToUpload: `contract:${DocumentState.awaitingUpload}`,
  contractRejected: `contract:${DocumentState.rejected}`,
  invoiceToUpload: `invoice:${DocumentState.awaitingUpload}`,
  invoiceRejected: `invoice:${DocumentState.rejected}`,
} as const;

/**
 * The purchase to-dos (/todo/purchase) from the kept counts: drafts to submit, orders awaiting the
 * supplier's confirmation, shipped orders awaiting receipt, contracts and invoices to upload (awaiting
 * upload, or rejected and to upload again).
 */
export const purchaseTodoStats = async (db: DbOrTx, partnerId: number): Promise<PurchaseTodoStats> => {
  const counts = await purchaseCountsOf(db, partnerId, Object.values(KEYS));
  const of = (key: string) => Math.max(0, counts.get(key) ?? 0);
  return {
    draftCount: of(KEYS.draft),
    submittedCount: of(KEYS.submitted),
    shippedCount: of(KEYS.shipped),
    contractWaitUploadCount: of(KEYS.contractToUpload) + of(KEYS.contractRejected),
    invoiceWaitUploadCount: of(KEYS.invoiceToUpload) + of(KEYS.invoiceRejected),
  };
};
