import type { Checkout, CheckoutResult, ReceiverDefault } from '@portal/shared/contracts/purchase';
import { PurchaseState } from '@portal/shared/scm-states';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { fail } from '../../../platform/errors';
import { partnerDetailOf } from '../../partner/partner.service';
import { type CartOwner, lockCartLines } from './cart.service';
import { insertPurchaseOrder } from './purchase-intake';
import { purchaseOrders, scmCartItems } from './purchase.table';

/**
 * Orders the chosen supplier groups of the account's cart: one purchase order per supplier (through
 * insertPurchaseOrder, priced at the cost prices now), drafts or submitted, and those cart lines
 * removed, all in one transaction: one group refused refuses all. A withdrawn line stays in the cart
 * and is not ordered; a group with nothing left to order is refused.
 */
export const checkoutCart = (
  db: DbOrTx,
  owner: CartOwner,
  input: Checkout,
  clock: { now?: Date; timeZone: string },
): Promise<CheckoutResult> =>
  db.transaction(async (tx) => {
    const lines = await lockCartLines(tx, owner, input.supplierIds);
    const orders: CheckoutResult['orders'] = [];
    for (const supplierId of input.supplierIds) {
      const group = lines.filter((line) => line.supplierId === supplierId);
      if (group.length === 0) throw fail('purchase.cart.supplierNotInCart');
      const ordered = group.filter((line) => line.problem !== 'withdrawn');
      if (ordered.length === 0) {
        throw fail('purchase.cart.nothingToOrder', { name: group[0].supplierName ?? '' });
      }
      const order = await insertPurchaseOrder(
        tx,
        owner,
        {
          supplierId,
          lines: ordered.map((line) => ({ scmSkuId: line.scmSkuId, quantity: line.quantity })),
          receiverName: input.receiverName,
          receiverPhone: input.receiverPhone,
          regionCodes: input.regionCodes,
          regionName: input.regionName,
          address: input.address,
          remark: input.remark,
          contractRequired: input.contractRequired,
          invoiceRequired: input.invoiceRequired,
          state: input.submit ? PurchaseState.submitted : PurchaseState.draft,
        },
        clock,
      );
      await tx.delete(scmCartItems).where(
        and(
          eq(scmCartItems.partnerId, owner.partnerId),
          eq(scmCartItems.accountId, owner.accountId),
          inArray(
            scmCartItems.id,
            ordered.map((line) => line.id),
          ),
        ),
      );
      orders.push({
        id: order.id,
        purchaseNo: order.purchaseNo,
        supplierName: order.supplierName,
        totalAmount: order.totalAmount,
        state: order.state as CheckoutResult['orders'][number]['state'],
      });
    }
    return { orders };
  });

/** The receiver a checkout starts from: the partner's last purchase order's, else its contact and address. */
export const receiverDefaultOf = async (db: DbOrTx, partnerId: number): Promise<ReceiverDefault> => {
  const [last] = await db
    .select({
      receiverName: purchaseOrders.receiverName,
      receiverPhone: purchaseOrders.receiverPhone,
      regionCodes: purchaseOrders.regionCodes,
      regionName: purchaseOrders.regionName,
      address: purchaseOrders.address,
    })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.partnerId, partnerId))
    .orderBy(desc(purchaseOrders.createdTime), desc(purchaseOrders.id))
    .limit(1);
  if (last) return last;
  const partner = await partnerDetailOf(db, partnerId);
  return {
    receiverName: partner.details?.contactName ?? partner.contactName,
    receiverPhone: partner.details?.contactMobile ?? partner.mobile,
    regionCodes: [],
    regionName: null,
    address: partner.details?.address ?? null,
  };
};
