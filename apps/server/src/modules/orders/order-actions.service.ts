import {
  type DeliveryInput,
  type DocumentKind,
  DocumentState,
  type DocumentUpload,
  OrderSource,
  OrderState,
  SyncState,
} from '@portal/shared/contracts/orders';
import { compareMoney } from '@portal/shared/money';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fail, notFound } from '../../platform/errors';
import { expressCompanyOf } from '../communal/express-companies';
import { assertOwnFile } from '../communal/files.service';
import { sendNotice } from '../partner/notice.service';
import { queueSyncOnCompletion } from './accounting-sync';
import { notifyOrderCompleted } from './order-completion';
import { changeOrder, lockOrder, type OrderActor, type OrderRecord } from './order-changes';
import { orderDocuments, orderItems, orderShipments } from './orders.table';

type ActingAccount = { partnerId: number; accountId: number };

const DOCUMENT_FILE_KINDS = ['image', 'pdf'] as const;
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

// ---- documents ----

/** Whether the order has reached the step where the document can be uploaded. */
const documentDue = (order: OrderRecord, kind: DocumentKind) => {
  if (kind === 'sign') return order.state === OrderState.shipped;
  return order.state >= OrderState.awaitingShipment && order.state <= OrderState.received;
};

const checkedInvoice = (order: OrderRecord, input: DocumentUpload) => {
  const invoice = input.invoice;
  if (!invoice) throw fail('order.invoiceDetailsRequired');
  if (compareMoney(invoice.amount, order.totalAmount) !== 0) {
    throw fail('order.invoiceAmountMismatch', {
      amount: new Decimal(invoice.amount).toFixed(2),
      total: order.totalAmount,
    });
  }
  if (compareMoney(invoice.taxAmount, invoice.amount) > 0) throw fail('order.taxAboveAmount');
  return {
    ...invoice,
    amount: new Decimal(invoice.amount).toFixed(2),
    taxAmount: new Decimal(invoice.taxAmount).toFixed(2),
  };
};

/**
 * Uploads a signed receipt, contract or invoice (images or pdf) when it is due or was rejected; it
 * goes to the operator's review. An invoice's amount must equal the order amount exactly.
 */
export const uploadDocument = (db: DbOrTx, actor: ActingAccount, input: DocumentUpload) =>
  db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.partnerId, input.orderId);
    const stateKey = STATE_OF[input.kind];
    const current = order[stateKey];
    if (input.kind === 'contract' && !order.contractRequired) throw fail('order.documentNotRequired');
    if (input.kind === 'invoice' && !order.invoiceRequired) throw fail('order.documentNotRequired');
    if (current === DocumentState.awaitingReview) throw fail('order.documentInReview');
    if (current === DocumentState.approved) throw fail('order.documentApproved');
    if (
      !documentDue(order, input.kind) ||
      (current !== DocumentState.awaitingUpload && current !== DocumentState.rejected)
    ) {
      throw fail('order.documentNotDue');
    }
    for (const fileId of input.fileIds) await assertOwnFile(tx, actor.partnerId, fileId, DOCUMENT_FILE_KINDS);
    const invoice = input.kind === 'invoice' ? checkedInvoice(order, input) : null;
    await tx.insert(orderDocuments).values({
      partnerId: actor.partnerId,
      orderId: order.id,
      kind: input.kind,
      state: DocumentState.awaitingReview,
      fileIds: [...new Set(input.fileIds)],
      invoice: invoice ? { ...invoice, invoiceCode: invoice.invoiceCode ?? null } : null,
      uploadedBy: actor.accountId,
    });
    return changeOrder(
      tx,
      order,
      { [stateKey]: DocumentState.awaitingReview },
      {
        action: `${input.kind}Uploaded`,
        detail: invoice ? `${invoice.invoiceNo} ¥${invoice.amount}` : null,
        accountId: actor.accountId,
      },
    );
  });

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
  });
  return completed;
};

const lockDocument = async (tx: DbOrTx, id: number) => {
  const [document] = await tx.select().from(orderDocuments).where(eq(orderDocuments.id, id)).for('update');
  if (!document) throw notFound('order.documentNotFound');
  if (document.state !== DocumentState.awaitingReview) throw fail('order.documentNotInReview');
  return document;
};

/**
 * The operator approves a document. An approved sign-off means the buyer received the goods
 * (5 -> 6); the order completes when every required document is approved.
 */
export const approveDocument = (db: DbOrTx, documentId: number) =>
  db.transaction(async (tx) => {
    const document = await lockDocument(tx, documentId);
    const kind = document.kind as DocumentKind;
    await tx
      .update(orderDocuments)
      .set({ state: DocumentState.approved, reviewedTime: new Date() })
      .where(and(eq(orderDocuments.partnerId, document.partnerId), eq(orderDocuments.id, document.id)));
    const order = await lockOrder(tx, document.partnerId, document.orderId);
    const received = kind === 'sign' && order.state === OrderState.shipped;
    const approved = await changeOrder(
      tx,
      order,
      { [STATE_OF[kind]]: DocumentState.approved, ...(received ? { state: OrderState.received } : {}) },
      { action: `${kind}Approved`, accountId: null },
    );
    return completeIfDone(tx, approved);
  });

/** The operator rejects a document with the reason the partner sees; it is uploaded again. */
export const rejectDocument = (db: DbOrTx, documentId: number, reason: string) => {
  const why = reason.trim();
  if (!why) throw fail('order.reasonRequired');
  return db.transaction(async (tx) => {
    const document = await lockDocument(tx, documentId);
    const kind = document.kind as DocumentKind;
    await tx
      .update(orderDocuments)
      .set({ state: DocumentState.rejected, reason: why, reviewedTime: new Date() })
      .where(and(eq(orderDocuments.partnerId, document.partnerId), eq(orderDocuments.id, document.id)));
    const order = await lockOrder(tx, document.partnerId, document.orderId);
    const rejected = await changeOrder(
      tx,
      order,
      { [STATE_OF[kind]]: DocumentState.rejected },
      { action: `${kind}Rejected`, detail: why, accountId: null },
    );
    await sendNotice(tx, {
      partnerId: order.partnerId,
      message: { key: `order.notice.${kind}Rejected`, params: { orderNo: order.orderNo, reason: why } },
    });
    return rejected;
  });
};
