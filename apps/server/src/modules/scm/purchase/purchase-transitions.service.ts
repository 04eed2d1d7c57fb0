import type { PurchaseUpdate } from '@portal/shared/contracts/purchase';
import { add, multiply } from '@portal/shared/money';
import { DocumentState } from '@portal/shared/order-states';
import { PurchaseState } from '@portal/shared/scm-states';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { fail } from '../../../platform/errors';
import { changePurchase, lockPurchase, type PurchaseRecord } from './purchase-changes';
import { activeSupplierOf, type PricedLine, priceLines } from './purchase-intake';
import { purchaseOrderItems } from './purchase.table';

/** Who acts: an account of the partner, or null for the operator, the supplier (simulator) and the seed. */
export type PurchaseActor = { partnerId: number; accountId: number | null };

const itemsOf = (tx: DbOrTx, order: PurchaseRecord) =>
  tx
    .select()
    .from(purchaseOrderItems)
    .where(
      and(
        eq(purchaseOrderItems.partnerId, order.partnerId),
        eq(purchaseOrderItems.purchaseOrderId, order.id),
      ),
    );

/** Replaces a purchase order's lines and answers its amounts (the freight kept). */
const replaceItems = async (tx: DbOrTx, order: PurchaseRecord, items: readonly PricedLine[]) => {
  await tx
    .delete(purchaseOrderItems)
    .where(
      and(
        eq(purchaseOrderItems.partnerId, order.partnerId),
        eq(purchaseOrderItems.purchaseOrderId, order.id),
      ),
    );
  await tx.insert(purchaseOrderItems).values(items.map((item) => ({ ...item, purchaseOrderId: order.id })));
  const itemsAmount = add('0', ...items.map((item) => item.amount));
  return { itemsAmount, totalAmount: add(itemsAmount, order.freight), itemCount: items.length };
};

const lockDraft = async (tx: DbOrTx, actor: PurchaseActor, id: number) => {
  const order = await lockPurchase(tx, actor.partnerId, id);
  if (order.state !== PurchaseState.draft) throw fail('purchase.notDraft', { purchaseNo: order.purchaseNo });
  return order;
};

/**
 * Changes a draft: its lines (all of them, checked as a new order's), receiver, documents and remark.
 * A draft keeps the prices it was written at: a line already in it keeps its price, a new line is
 * priced at the cost now; submitting re-prices every line.
 */
export const updateDraft = (
  db: DbOrTx,
  actor: PurchaseActor,
  input: PurchaseUpdate,
): Promise<PurchaseRecord> =>
  db.transaction(async (tx) => {
    const order = await lockDraft(tx, actor, input.id);
    const supplier = await activeSupplierOf(tx, actor.partnerId, order.supplierId);
    const kept = new Map((await itemsOf(tx, order)).map((item) => [item.scmSkuId, item]));
    const items = (await priceLines(tx, actor.partnerId, supplier, input.lines)).map((line) => {
      const before = kept.get(line.scmSkuId);
      if (!before) return line;
      return {
        ...line,
        unitPrice: before.unitPrice,
        amount: multiply(before.unitPrice, line.quantity),
        salesOrderItemId: before.salesOrderItemId,
      };
    });
    const amounts = await replaceItems(tx, order, items);
    return changePurchase(
      tx,
      order,
      {
        ...amounts,
        receiverName: input.receiverName,
        receiverPhone: input.receiverPhone,
        regionCodes: input.regionCodes,
        regionName: input.regionName,
        address: input.address,
        remark: input.remark ?? null,
        contractRequired: input.contractRequired,
        invoiceRequired: input.invoiceRequired,
      },
      { action: 'edited', accountId: actor.accountId },
    );
  });

/**
 * Submits a draft to its supplier (1 -> 2). Every line is re-priced at the SKU's cost price now (a
 * draft's prices are a quote of the day it was written); the answer says how many lines changed and
 * the total before, so the user is told.
 */
export const submitPurchase = (
  db: DbOrTx,
  actor: PurchaseActor,
  id: number,
  clock: { now?: Date } = {},
): Promise<{ order: PurchaseRecord; repricedLines: number; previousTotal: string }> =>
  db.transaction(async (tx) => {
    const order = await lockDraft(tx, actor, id);
    const supplier = await activeSupplierOf(tx, actor.partnerId, order.supplierId);
    const before = await itemsOf(tx, order);
    before.sort((x, y) => x.sort - y.sort);
    const items = await priceLines(
      tx,
      actor.partnerId,
      supplier,
      before.map((item) => ({
        scmSkuId: item.scmSkuId,
        quantity: item.quantity,
        salesOrderItemId: item.salesOrderItemId,
      })),
    );
    const repricedLines = items.filter((item, i) => item.unitPrice !== before[i].unitPrice).length;
    const amounts = repricedLines > 0 ? await replaceItems(tx, order, items) : {};
    const submitted = await changePurchase(
      tx,
      order,
      { ...amounts, state: PurchaseState.submitted, submittedTime: clock.now ?? new Date() },
      {
        action: 'submitted',
        detail: repricedLines > 0 ? `repriced ${repricedLines}: ${order.totalAmount}` : null,
        accountId: actor.accountId,
        at: clock.now,
      },
    );
    return { order: submitted, repricedLines, previousTotal: order.totalAmount };
  });

/**
 * Cancels a purchase order with the reason: the partner may cancel a draft or a submitted order;
 * the operator (for the supplier) a confirmed one too.
 */
export const cancelPurchase = (
  db: DbOrTx,
  actor: PurchaseActor,
  id: number,
  reason: string,
  options: { byOperator?: boolean; now?: Date } = {},
): Promise<PurchaseRecord> =>
  db.transaction(async (tx) => {
    const order = await lockPurchase(tx, actor.partnerId, id);
    const cancellable: number[] = [PurchaseState.draft, PurchaseState.submitted];
    if (options.byOperator) cancellable.push(PurchaseState.confirmed);
    if (!cancellable.includes(order.state)) {
      throw fail(
        order.state === PurchaseState.confirmed
          ? 'purchase.confirmedNotCancellable'
          : 'purchase.notCancellable',
        {
          purchaseNo: order.purchaseNo,
        },
      );
    }
    return changePurchase(
      tx,
      order,
      { state: PurchaseState.cancelled, reason },
      {
        action: options.byOperator ? 'cancelledByOperator' : 'cancelled',
        detail: reason,
        accountId: actor.accountId,
        at: options.now,
      },
    );
  });

/**
 * The supplier confirms a submitted order (2 -> 3; the operator or the simulator): the contract and
 * invoice it requires now await upload.
 */
export const confirmPurchase = (
  db: DbOrTx,
  partnerId: number,
  id: number,
  clock: { now?: Date } = {},
): Promise<PurchaseRecord> =>
  db.transaction(async (tx) => {
    const order = await lockPurchase(tx, partnerId, id);
    if (order.state !== PurchaseState.submitted)
      throw fail('purchase.notSubmitted', { purchaseNo: order.purchaseNo });
    return changePurchase(
      tx,
      order,
      {
        state: PurchaseState.confirmed,
        confirmedTime: clock.now ?? new Date(),
        contractState: order.contractRequired ? DocumentState.awaitingUpload : DocumentState.none,
        invoiceState: order.invoiceRequired ? DocumentState.awaitingUpload : DocumentState.none,
      },
      { action: 'confirmed', accountId: null, at: clock.now },
    );
  });
