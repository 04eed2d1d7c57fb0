import { OrderSource, OrderState } from '@portal/shared/contracts/orders';
import { SellerState } from '@portal/shared/analytics-states';
import { add } from '@portal/shared/money';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { approveDocument, confirmOrder, shipOrder, uploadDocument } from '../../orders/order-actions.service';
import { insertOrders } from '../../orders/order-intake.service';
import { orderDocuments, orderItems } from '../../orders/orders.table';
import { customers, sellers } from '../sellers/sellers.table';

// Sellers, their customers and orders driven through the real transitions, for the targets' tests.

let serial = 0;

/** A seller of the partner (signing in as `accountId`) with one customer assigned, named after it. */
export const givenSellerWithCustomer = async (
  db: Db,
  partnerId: number,
  name: string,
  accountId: number | null = null,
) => {
  const [seller] = await db
    .insert(sellers)
    .values({ partnerId, name, accountId, state: SellerState.active })
    .returning();
  const customerName = `${name}的客户`;
  await db.insert(customers).values({ partnerId, name: customerName, sellerId: seller.id, source: 2 });
  return { id: seller.id, customerName };
};

/** A channel order of one line of `amount` (no freight, no contract) placed at `orderTime`, awaiting confirmation. */
export const placeOrder = async (
  db: Db,
  partnerId: number,
  input: { amount: string; customerName: string; orderTime?: Date },
) => {
  serial += 1;
  const orderTime = input.orderTime ?? new Date();
  const [order] = await db.transaction((tx) =>
    insertOrders(tx, [
      {
        partnerId,
        source: OrderSource.channel,
        channelId: 1,
        orderNo: `TGT${Date.now()}${String(serial).padStart(4, '0')}`,
        customerName: input.customerName,
        receiverName: '王伟',
        receiverPhone: '13800000000',
        regionCodes: ['320000', '320100', '320102'],
        regionName: '江苏省 南京市 玄武区',
        address: '北京东路41号',
        freight: '0',
        orderTime,
        state: OrderState.awaitingConfirmation,
        confirmDeadline: new Date(orderTime.getTime() + 24 * 3600_000),
        contractRequired: false,
        remark: null,
        createdBy: null,
        items: [
          {
            goodsId: null,
            skuId: null,
            goodsName: '得力 复印纸',
            spec: 'A4 70g',
            unit: '箱',
            quantity: '1',
            unitPrice: input.amount,
          },
        ],
      },
    ]),
  );
  return order;
};

const pendingDocument = async (db: Db, partnerId: number, orderId: number, kind: 'sign' | 'invoice') => {
  const [pending] = await db
    .select({ id: orderDocuments.id })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.partnerId, partnerId),
        eq(orderDocuments.subject, 'order'),
        eq(orderDocuments.orderId, orderId),
        eq(orderDocuments.kind, kind),
        eq(orderDocuments.state, 2),
      ),
    );
  return pending.id;
};

/**
 * Takes an order awaiting confirmation to its last step the way it happens: the partner confirms and
 * ships it, uploads the signed receipt (approved by the operator) and the invoice. Answers the
 * invoice document whose approval completes the order.
 */
export const bringToLastApproval = async (
  db: Db,
  actor: { partnerId: number; accountId: number },
  orderId: number,
  fileId: number,
) => {
  await confirmOrder(db, actor, orderId);
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.partnerId, actor.partnerId), eq(orderItems.orderId, orderId)));
  await shipOrder(db, actor, {
    orderId,
    expressCode: 'SF',
    trackingNo: `SF${1500000000 + orderId}`,
    items: items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
  });
  await uploadDocument(db, actor, { orderId, kind: 'sign', fileIds: [fileId], invoice: null });
  await approveDocument(db, await pendingDocument(db, actor.partnerId, orderId, 'sign'));
  const total = add('0', ...items.map((item) => item.amount));
  await uploadDocument(db, actor, {
    orderId,
    kind: 'invoice',
    fileIds: [fileId],
    invoice: {
      invoiceType: 'normal',
      invoiceNo: String(40000000 + orderId),
      invoiceCode: '032002300111',
      invoiceDate: new Date().toISOString().slice(0, 10),
      amount: total,
      taxAmount: '0.00',
    },
  });
  return pendingDocument(db, actor.partnerId, orderId, 'invoice');
};

/** Completes an order awaiting confirmation through every step (orders' completeIfDone at the end). */
export const completeThroughTransitions = async (
  db: Db,
  actor: { partnerId: number; accountId: number },
  orderId: number,
  fileId: number,
) => approveDocument(db, await bringToLastApproval(db, actor, orderId, fileId));
