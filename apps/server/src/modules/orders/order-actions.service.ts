import {
  type DeliveryInput,
  type DocumentKind,
  DocumentState,
  type DocumentUpload,
  OrderSource,
  OrderState,
  SyncState,
} from '@portal/shared/contracts/orders';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fail, notFound } from '../../platform/errors';
import { expressCompanyOf } from '../communal/express-companies';
import { sendNotice } from '../partner/notice.service';
import { queueSyncOnCompletion } from './accounting-sync';
import { notifyOrderCompleted } from './order-completion';
import {
  approveDocumentById,
  registerDocumentSubject,
  rejectDocumentById,
  uploadSubjectDocument,
} from './document-kernel';
import { changeOrder, lockOrder, type OrderActor, type OrderRecord } from './order-changes';
import { orderNumbersOf } from './order-operator.service';
import { orderItems, orderShipments } from './orders.table';

type ActingAccount = { partnerId: number; accountId: number };

const STATE_OF: Record<DocumentKind, 'signState' | 'contractState' | 'invoiceState'> = {
  sign: 'signState',
  contract: 'contractState',
  invoice: 'invoiceState',
};

/** The documents an order no longer needs once it ends (refused or cancelled). */
const NO_DOCUMENTS = { signState: 0, contractState: 0, invoiceState: 0 } as const;

// ---- confirm, refuse, cancel ----

/** The partner accepts an order awaiting confirmation: 2 -> 3; the contract and invoice become due. */
export const confirmOrder = (db: DbOrTx, actor: ActingAccount, id: number) =>
  db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.partnerId, id);
    if (order.state !== OrderState.awaitingConfirmation) throw fail('order.notAwaitingConfirmation');
    return changeOrder(
      tx,
      order,
      {
        state: OrderState.awaitingShipment,
        confirmedTime: new Date(),
        contractState: order.contractRequired ? DocumentState.awaitingUpload : DocumentState.none,
        invoiceState: order.invoiceRequired ? DocumentState.awaitingUpload : DocumentState.none,
      },
      { action: 'confirmed', accountId: actor.accountId },
    );
  });

/** The partner refuses an order awaiting confirmation, with the reason the buyer sees: 2 -> 9. */
export const refuseOrder = (db: DbOrTx, actor: ActingAccount, id: number, reason: string) =>
  db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.partnerId, id);
    if (order.state !== OrderState.awaitingConfirmation) throw fail('order.notAwaitingConfirmation');
    return changeOrder(
      tx,
      order,
      { state: OrderState.refused, reason, ...NO_DOCUMENTS },
      { action: 'refused', detail: reason, accountId: actor.accountId },
    );
  });

/** The partner cancels its own (hand-entered or self-purchase) order before anything shipped. */
export const cancelOwnOrder = (db: DbOrTx, actor: ActingAccount, id: number, reason: string) =>
  db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.partnerId, id);
    if (order.source === OrderSource.channel) throw fail('order.cancelNotAllowed');
    if (order.state !== OrderState.awaitingShipment) throw fail('order.notCancellable');
    return changeOrder(
      tx,
      order,
      { state: OrderState.cancelled, reason, ...NO_DOCUMENTS },
      { action: 'cancelled', detail: reason, accountId: actor.accountId },
    );
  });

/** The buyer cancels a channel order through the channel (operator / simulator), before shipping. */
export const cancelByBuyer = (db: DbOrTx, actor: OrderActor, id: number, reason: string) =>
  db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.partnerId, id);
    const open: number[] = [
      OrderState.awaitingBuyer,
      OrderState.awaitingConfirmation,
      OrderState.awaitingShipment,
    ];
    if (!open.includes(order.state)) throw fail('order.notCancellable');
    const cancelled = await changeOrder(
      tx,
      order,
      { state: OrderState.cancelled, reason, ...NO_DOCUMENTS },
      { action: 'cancelledByBuyer', detail: reason, accountId: null },
    );
    await sendNotice(tx, {
      partnerId: order.partnerId,
      message: { key: 'order.notice.cancelledByBuyer', params: { orderNo: order.orderNo, reason } },
    });
    return cancelled;
  });

/** The buyer's approval arrives (channels that need it): 1 -> 2; the confirmation limit starts now. */
export const approveByBuyer = (db: DbOrTx, actor: OrderActor, id: number, confirmHours: number) =>
  db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.partnerId, id);
    if (order.state !== OrderState.awaitingBuyer) throw fail('order.notAwaitingBuyer');
    return changeOrder(
      tx,
      order,
      {
        state: OrderState.awaitingConfirmation,
        confirmDeadline: new Date(Date.now() + confirmHours * 60 * 60 * 1000),
      },
      { action: 'buyerApproved', accountId: null },
    );
  });

// ---- shipping ----

const quantityText = (value: Decimal.Value) => new Decimal(value).toString();

/**
 * Ships (part of) an order: each quantity at most what is left of its item. When everything has
 * shipped the order is shipped (5) and the sign-off becomes due; otherwise it is partly shipped (4).
 */
export const shipOrder = (db: DbOrTx, actor: ActingAccount, input: DeliveryInput) =>
  db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.partnerId, input.orderId);
    if (order.state !== OrderState.awaitingShipment && order.state !== OrderState.partlyShipped) {
      throw fail('order.notShippable');
    }
    const express = expressCompanyOf(input.expressCode);
    if (!express) throw fail('order.expressUnknown');
    const items = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.partnerId, actor.partnerId), eq(orderItems.orderId, order.id)))
      .for('update');
    const byId = new Map(items.map((item) => [item.id, item]));
    const seen = new Set<number>();
    for (const line of input.items) {
      const item = byId.get(line.itemId);
      if (!item) throw notFound('order.itemNotFound');
      if (seen.has(line.itemId)) throw fail('order.itemTwice');
      seen.add(line.itemId);
      const remaining = new Decimal(item.quantity).minus(item.shippedQuantity);
      if (new Decimal(line.quantity).greaterThan(remaining)) {
        throw fail('order.overShipping', {
          goods: `${item.goodsName} ${item.spec}`,
          remaining: quantityText(remaining),
        });
      }
    }
    for (const line of input.items) {
      const item = byId.get(line.itemId) as (typeof items)[number];
      const shipped = new Decimal(item.shippedQuantity).plus(line.quantity).toFixed(3);
      await tx
        .update(orderItems)
        .set({ shippedQuantity: shipped })
        .where(and(eq(orderItems.partnerId, actor.partnerId), eq(orderItems.id, item.id)));
      item.shippedQuantity = shipped;
    }
    await tx.insert(orderShipments).values({
      partnerId: actor.partnerId,
      orderId: order.id,
      expressCode: express.code,
      trackingNo: input.trackingNo,
      items: input.items.map((line) => ({ itemId: line.itemId, quantity: quantityText(line.quantity) })),
      createdBy: actor.accountId,
    });
    const all = items.every((item) => new Decimal(item.shippedQuantity).greaterThanOrEqualTo(item.quantity));
    return changeOrder(
      tx,
      order,
      all
        ? { state: OrderState.shipped, signState: DocumentState.awaitingUpload }
        : { state: OrderState.partlyShipped },
      { action: 'shipped', detail: `${express.name} ${input.trackingNo}`, accountId: actor.accountId },
    );
  });

// ---- documents (the kernel in document-kernel.ts; the order is its subject 'order') ----

/** Whether the order has reached the step where the document can be uploaded. */
const documentDue = (order: OrderRecord, kind: DocumentKind) => {
  if (kind === 'sign') return order.state === OrderState.shipped;
  return order.state >= OrderState.awaitingShipment && order.state <= OrderState.received;
};

/**
 * A received order whose required documents are all approved is completed, queued for sync, and
 * the modules listening for completions (onOrderCompleted) act on it in the same transaction.
 */
const completeIfDone = async (tx: DbOrTx, order: OrderRecord): Promise<OrderRecord> => {
  const done =
    order.state === OrderState.received &&
    (!order.contractRequired || order.contractState === DocumentState.approved) &&
    (!order.invoiceRequired || order.invoiceState === DocumentState.approved);
  if (!done) return order;
  const completed = await changeOrder(
    tx,
    order,
    { state: OrderState.completed, completedTime: new Date(), syncState: SyncState.notSynced },
    { action: 'completed', accountId: null },
  );
  await queueSyncOnCompletion(tx, completed);
  await notifyOrderCompleted(tx, {
    partnerId: completed.partnerId,
    id: completed.id,
    orderNo: completed.orderNo,
    completedTime: completed.completedTime ?? new Date(),
    sellerId: completed.sellerId,
    totalAmount: completed.totalAmount,
  });
  return completed;
};

/** An order as the documents kernel sees it: the signed receipt, contract and invoice. */
export const orderDocumentSubject = registerDocumentSubject<OrderRecord>({
  name: 'order',
  messages: 'order',
  lock: lockOrder,
  stateOf: (order, kind) => {
    if (kind === 'contract' && !order.contractRequired) return null;
    if (kind === 'invoice' && !order.invoiceRequired) return null;
    return order[STATE_OF[kind]];
  },
  due: documentDue,
  change: (tx, order, kind, state, event) => changeOrder(tx, order, { [STATE_OF[kind]]: state }, event),
  /** An approved sign-off means the buyer received the goods (5 -> 6); then the order may complete. */
  approve: async (tx, order, kind) => {
    const received = kind === 'sign' && order.state === OrderState.shipped;
    const approved = await changeOrder(
      tx,
      order,
      { [STATE_OF[kind]]: DocumentState.approved, ...(received ? { state: OrderState.received } : {}) },
      { action: `${kind}Approved`, accountId: null },
    );
    return completeIfDone(tx, approved);
  },
  summaryOf: (order) => ({ no: order.orderNo, state: order.state }),
  noticeParamsOf: (order) => ({ orderNo: order.orderNo }),
  numbersOf: orderNumbersOf,
});

/**
 * Uploads a signed receipt, contract or invoice (images or pdf) when it is due or was rejected; it
 * goes to the operator's review. An invoice's amount must equal the order amount exactly.
 */
export const uploadDocument = (db: DbOrTx, actor: ActingAccount, input: DocumentUpload) =>
  uploadSubjectDocument(db, orderDocumentSubject, actor, { ...input, subjectId: input.orderId });

/**
 * The operator approves a document (of an order, or of any subject the kernel knows). An approved
 * sign-off means the buyer received the goods (5 -> 6); the order completes when every required
 * document is approved.
 */
export const approveDocument = approveDocumentById;

/** The operator rejects a document with the reason the partner sees; it is uploaded again. */
export const rejectDocument = rejectDocumentById;
