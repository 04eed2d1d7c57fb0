import { DocumentState, OrderSource, OrderState } from '@portal/shared/contracts/orders';
import { PurchaseState } from '@portal/shared/scm-states';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { approveDocument } from '../../orders/order-actions.service';
import { insertOrders, type NewOrderItem } from '../../orders/order-intake.service';
import { orderDocuments, orders } from '../../orders/orders.table';
import { changePurchase, lockPurchase } from '../purchase/purchase-changes';
import { scmTransactions } from './transactions.table';

// Orders and purchase moves the transaction and back-to-back tests start from.

let serial = 0;

/** A channel order of the partner in `state` with the given lines (catalog SKUs set by the caller). */
export const givenChannelOrder = async (
  db: Db,
  partnerId: number,
  items: Pick<NewOrderItem, 'skuId' | 'quantity' | 'unitPrice'>[],
  state: OrderState = OrderState.awaitingShipment,
) => {
  serial += 1;
  const [order] = await db.transaction((tx) =>
    insertOrders(tx, [
      {
        partnerId,
        source: OrderSource.channel,
        channelId: 1,
        orderNo: `B2B${Date.now()}${String(serial).padStart(4, '0')}`,
        customerName: '南京市玄武区教育局',
        receiverName: '王伟',
        receiverPhone: '13800000000',
        regionCodes: ['320000', '320100', '320102'],
        regionName: '江苏省 南京市 玄武区',
        address: '北京东路41号',
        freight: '0.00',
        orderTime: new Date(),
        state,
        confirmDeadline: null,
        contractRequired: false,
        remark: null,
        createdBy: null,
        items: items.map((item, index) => ({
          goodsId: null,
          goodsName: `测试商品 ${index + 1}`,
          spec: `规格 ${index + 1}`,
          unit: '箱',
          ...item,
        })),
      },
    ]),
  );
  return order;
};

/**
 * Completes a received order the way the operator does: its invoice (the only document it needs,
 * the contract not being required) is approved, which completes it (orders' completeIfDone).
 */
export const completeOrder = async (db: Db, partnerId: number, orderId: number) => {
  await db
    .update(orders)
    .set({ state: OrderState.received, contractRequired: false, invoiceState: DocumentState.awaitingReview })
    .where(and(eq(orders.partnerId, partnerId), eq(orders.id, orderId)));
  const [document] = await db
    .insert(orderDocuments)
    .values({ partnerId, orderId, kind: 'invoice', state: DocumentState.awaitingReview, fileIds: [] })
    .returning();
  return approveDocument(db, document.id);
};

/** Moves a purchase order through the states up to received (as the supplier and the receiver would). */
export const receivePurchase = (db: Db, partnerId: number, id: number) =>
  db.transaction(async (tx) => {
    let order = await lockPurchase(tx, partnerId, id);
    for (const state of [PurchaseState.submitted, PurchaseState.confirmed, PurchaseState.shipped]) {
      if (order.state < state)
        order = await changePurchase(tx, order, { state }, { action: `to${state}`, accountId: null });
    }
    return changePurchase(
      tx,
      order,
      { state: PurchaseState.received, receivedTime: new Date() },
      { action: 'received', accountId: null },
    );
  });

/** Every transaction of the partner. */
export const transactionsOfPartner = (db: Db, partnerId: number) =>
  db.select().from(scmTransactions).where(eq(scmTransactions.partnerId, partnerId));

/** The transactions of one order of the partner. */
export const transactionsOfOrder = (db: Db, partnerId: number, orderId: number) =>
  db
    .select()
    .from(scmTransactions)
    .where(and(eq(scmTransactions.partnerId, partnerId), eq(scmTransactions.salesOrderId, orderId)));

let catalogSku = 700_000;
/** A catalog SKU id no other test uses (linked SCM SKUs and order lines only need the number). */
export const nextCatalogSku = () => {
  catalogSku += 1;
  return catalogSku;
};
