import type { Delivery, DeliveryFilter, DeliveryPageQuery, Receive } from '@portal/shared/contracts/purchase';
import type { StateCounts } from '@portal/shared/contracts/settlement';
import { PurchaseState, SIGN_CODE_MAX_ATTEMPTS, SignCodeState } from '@portal/shared/scm-states';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { addDays, localDayStart } from '../../../platform/local-time';
import { outboxSender } from '../../../platform/sms/sender';
import { expressCompanyOf } from '../../communal/express-companies';
import { changePurchase, lockPurchase, type PurchaseRecord, writePurchaseEvent } from './purchase-changes';
import { receivePurchaseOrder } from './purchase-receipt';
import { purchaseDeliveries, purchaseOrders } from './purchase.table';
import { maskedPhone, newSignCode, signCodeHashOf, signCodeMatches, signCodeSecretOf } from './sign-code';

const d = purchaseDeliveries;
const p = purchaseOrders;
const SIGN_CODE_STATES = Object.values(SignCodeState);
const TRACKING_NO = /^[A-Za-z0-9-]{4,40}$/;

type DeliveryRecord = typeof purchaseDeliveries.$inferSelect;

const deliveryOf = (
  row: DeliveryRecord,
  order: Pick<PurchaseRecord, 'purchaseNo' | 'supplierName' | 'receiverName' | 'receiverPhone'>,
): Delivery => ({
  id: row.id,
  purchaseOrderId: row.purchaseOrderId,
  purchaseNo: order.purchaseNo,
  supplierName: order.supplierName,
  receiverName: order.receiverName,
  receiverPhone: maskedPhone(order.receiverPhone),
  expressCode: row.expressCode,
  expressName: expressCompanyOf(row.expressCode)?.name ?? row.expressCode,
  trackingNo: row.trackingNo,
  codeState: row.codeState as Delivery['codeState'],
  failedAttempts: row.failedAttempts,
  attemptsLeft: row.codeState === SignCodeState.awaiting ? SIGN_CODE_MAX_ATTEMPTS - row.failedAttempts : 0,
  lastFailedTime: row.lastFailedTime?.toISOString() ?? null,
  signedTime: row.signedTime?.toISOString() ?? null,
  shippedTime: row.shippedTime.toISOString(),
});

/** A purchase order's deliveries, oldest first (a reissued code is a later row). */
export const deliveriesOfOrder = async (db: DbOrTx, order: PurchaseRecord): Promise<Delivery[]> => {
  const rows = await db
    .select()
    .from(d)
    .where(and(eq(d.partnerId, order.partnerId), eq(d.purchaseOrderId, order.id)))
    .orderBy(asc(d.id));
  return rows.map((row) => deliveryOf(row, order));
};

/**
 * A delivery with a fresh sign code, in the caller's transaction: the code is sent by SMS to the
 * receiver and only its hash is kept. Answers the delivery and the code (the caller never stores it).
 */
const issueDelivery = async (
  tx: DbOrTx,
  order: PurchaseRecord,
  parcel: { expressCode: string; trackingNo: string },
  now: Date,
): Promise<{ delivery: DeliveryRecord; code: string }> => {
  const [inserted] = await tx
    .insert(d)
    .values({
      partnerId: order.partnerId,
      purchaseOrderId: order.id,
      expressCode: parcel.expressCode,
      trackingNo: parcel.trackingNo,
      codeHash: '',
      codeState: SignCodeState.awaiting,
      shippedTime: now,
    })
    .returning();
  const code = newSignCode();
  const [delivery] = await tx
    .update(d)
    .set({ codeHash: signCodeHashOf(await signCodeSecretOf(tx), inserted.id, code) })
    .where(and(eq(d.partnerId, order.partnerId), eq(d.id, inserted.id)))
    .returning();
  const express = expressCompanyOf(parcel.expressCode)?.name ?? parcel.expressCode;
  await outboxSender(tx).send({
    mobile: order.receiverPhone,
    scene: 'purchaseSignCode',
    text: `【供应商门户】采购单${order.purchaseNo}已由${order.supplierName}发货（${express} ${parcel.trackingNo}），签收码${code}，请在收货时录入，切勿告知他人。`,
  });
  return { delivery, code };
};

/**
 * The supplier ships a confirmed order (3 -> 4; the operator or the simulator) with the express
 * company and tracking number: a delivery with a fresh sign code, sent to the receiver by SMS.
 */
export const shipPurchase = (
  db: DbOrTx,
  partnerId: number,
  id: number,
  parcel: { expressCode: string; trackingNo: string },
  clock: { now?: Date } = {},
): Promise<{ order: PurchaseRecord; delivery: DeliveryRecord; code: string }> =>
  db.transaction(async (tx) => {
    if (!expressCompanyOf(parcel.expressCode))
      throw fail('purchase.expressUnknown', { code: parcel.expressCode });
    if (!TRACKING_NO.test(parcel.trackingNo)) throw fail('purchase.trackingNoInvalid');
    const order = await lockPurchase(tx, partnerId, id);
    if (order.state !== PurchaseState.confirmed)
      throw fail('purchase.notConfirmed', { purchaseNo: order.purchaseNo });
    const now = clock.now ?? new Date();
    const shipped = await changePurchase(
      tx,
      order,
      { state: PurchaseState.shipped, shippedTime: now },
      { action: 'shipped', detail: `${parcel.expressCode} ${parcel.trackingNo}`, accountId: null, at: now },
    );
    return { order: shipped, ...(await issueDelivery(tx, shipped, parcel, now)) };
  });

/**
 * The operator issues a new code for a shipped order whose code is awaiting or locked: the old one
 * is replaced (4), the new one sent by SMS.
 */
export const reissueSignCode = (
  db: DbOrTx,
  partnerId: number,
  id: number,
  clock: { now?: Date } = {},
): Promise<{ delivery: DeliveryRecord; code: string }> =>
  db.transaction(async (tx) => {
    const order = await lockPurchase(tx, partnerId, id);
    if (order.state !== PurchaseState.shipped)
      throw fail('purchase.notShipped', { purchaseNo: order.purchaseNo });
    const [current] = await tx
      .select()
      .from(d)
      .where(
        and(
          eq(d.partnerId, partnerId),
          eq(d.purchaseOrderId, id),
          inArray(d.codeState, [SignCodeState.awaiting, SignCodeState.locked]),
        ),
      )
      .orderBy(desc(d.id))
      .limit(1)
      .for('update');
    if (!current) throw fail('purchase.noCodeToReplace', { purchaseNo: order.purchaseNo });
    await tx
      .update(d)
      .set({ codeState: SignCodeState.replaced })
      .where(and(eq(d.partnerId, partnerId), eq(d.id, current.id)));
    await writePurchaseEvent(tx, order, {
      action: 'signCodeReissued',
      detail: current.trackingNo,
      accountId: null,
    });
    return issueDelivery(tx, order, current, clock.now ?? new Date());
  });

type EntryOutcome = { received: true } | { received: false; attemptsLeft: number };

/**
 * The receiver enters a delivery's sign code. Right: the code is used and the order received
 * (receivePurchaseOrder). Wrong: the entry is counted (kept even though the answer is a refusal) and
 * the code locks at SIGN_CODE_MAX_ATTEMPTS; a locked, used or replaced code is refused, even right.
 * The delivery row is locked while a code is checked, so entries at once are counted one by one.
 */
export const receiveWithSignCode = async (
  db: DbOrTx,
  actor: { partnerId: number; accountId: number | null },
  input: Receive,
  clock: { now?: Date } = {},
): Promise<PurchaseRecord> => {
  const now = clock.now ?? new Date();
  let received: PurchaseRecord | undefined;
  const outcome = await db.transaction(async (tx): Promise<EntryOutcome> => {
    const [delivery] = await tx
      .select()
      .from(d)
      .where(and(eq(d.partnerId, actor.partnerId), eq(d.id, input.deliveryId)))
      .for('update');
    if (!delivery) throw notFound('purchase.deliveryNotFound');
    if (delivery.codeState === SignCodeState.used) throw fail('purchase.signCodeUsed');
    if (delivery.codeState === SignCodeState.locked) throw fail('purchase.signCodeLocked');
    if (delivery.codeState === SignCodeState.replaced) throw fail('purchase.signCodeReplaced');
    const secret = await signCodeSecretOf(tx);
    if (signCodeMatches(secret, delivery.id, input.code, delivery.codeHash)) {
      const used = await tx
        .update(d)
        .set({ codeState: SignCodeState.used, signedBy: actor.accountId, signedTime: now })
        .where(
          and(
            eq(d.partnerId, actor.partnerId),
            eq(d.id, delivery.id),
            eq(d.codeState, SignCodeState.awaiting),
          ),
        )
        .returning({ id: d.id });
      if (used.length === 0) throw fail('purchase.changedMeanwhile');
      const order = await lockPurchase(tx, actor.partnerId, delivery.purchaseOrderId);
      received = await receivePurchaseOrder(tx, order, {
        accountId: actor.accountId,
        trackingNo: delivery.trackingNo,
        now,
      });
      return { received: true };
    }
    const [counted] = await tx
      .update(d)
      .set({
        failedAttempts: sql`${d.failedAttempts} + 1`,
        codeState: sql`case when ${d.failedAttempts} + 1 >= ${SIGN_CODE_MAX_ATTEMPTS} then ${SignCodeState.locked} else ${d.codeState} end`,
        lastFailedTime: now,
      })
      .where(
        and(eq(d.partnerId, actor.partnerId), eq(d.id, delivery.id), eq(d.codeState, SignCodeState.awaiting)),
      )
      .returning({ failedAttempts: d.failedAttempts, codeState: d.codeState });
    if (!counted) throw fail('purchase.changedMeanwhile');
    if (counted.codeState === SignCodeState.locked) {
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'signCodeLocked',
        entity: 'purchase_delivery',
        entityId: delivery.id,
        before: { codeState: SignCodeState.awaiting },
        after: { codeState: SignCodeState.locked, failedAttempts: counted.failedAttempts },
      });
    }
    return { received: false, attemptsLeft: SIGN_CODE_MAX_ATTEMPTS - counted.failedAttempts };
  });
  if (outcome.received && received) return received;
  if (!outcome.received && outcome.attemptsLeft > 0) {
    throw fail('purchase.signCodeWrong', { left: outcome.attemptsLeft });
  }
  throw fail('purchase.signCodeLockedNow', { max: SIGN_CODE_MAX_ATTEMPTS });
};

// ---- the list (/purchase/signcode) ----

const filterOf = (partnerId: number, filter: DeliveryFilter, timeZone: string): SQL | undefined =>
  and(
    eq(d.partnerId, partnerId),
    filter.codeState ? eq(d.codeState, filter.codeState) : undefined,
    filter.purchaseNo ? ilike(p.purchaseNo, containsPattern(filter.purchaseNo)) : undefined,
    filter.dateFrom ? gte(d.shippedTime, localDayStart(filter.dateFrom, timeZone)) : undefined,
    filter.dateTo ? lt(d.shippedTime, localDayStart(addDays(filter.dateTo, 1), timeZone)) : undefined,
  );

const deliveryColumns = {
  delivery: d,
  purchaseNo: p.purchaseNo,
  supplierName: p.supplierName,
  receiverName: p.receiverName,
  receiverPhone: p.receiverPhone,
};

const joinedDeliveries = (db: DbOrTx, total: SQL<number>) =>
  db
    .select({ ...deliveryColumns, total })
    .from(d)
    .innerJoin(p, and(eq(p.partnerId, d.partnerId), eq(p.id, d.purchaseOrderId)))
    .$dynamic();

/** The partner's deliveries matching the filter, latest shipped first unless sorted otherwise. */
export const listDeliveries = async (
  db: DbOrTx,
  partnerId: number,
  query: DeliveryPageQuery,
  timeZone: string,
): Promise<{ rows: Delivery[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) => joinedDeliveries(db, total),
    filterOf(partnerId, query, timeZone),
    [direction(d.shippedTime), direction(d.id)],
  );
  return { total, rows: rows.map((row) => deliveryOf(row.delivery, row)) };
};

/** A keyset batch of the filtered deliveries for their export, newest id first. */
export const listDeliveriesAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: DeliveryFilter,
  timeZone: string,
  afterId: number | undefined,
  limit: number,
): Promise<Delivery[]> => {
  const rows = await batchAfter(
    joinedDeliveries(db, noTotal()),
    filterOf(partnerId, filter, timeZone),
    d.id,
    afterId,
    limit,
  );
  return rows.map((row) => deliveryOf(row.delivery, row));
};

/** How many deliveries have their code in each state (on the (partner, code state) index). */
export const deliveryStateCounts = async (db: DbOrTx, partnerId: number): Promise<StateCounts> => {
  const rows = await db
    .select({ state: d.codeState, count: count() })
    .from(d)
    .where(eq(d.partnerId, partnerId))
    .groupBy(d.codeState);
  const byState = new Map(rows.map((row) => [row.state, Number(row.count)]));
  return Object.fromEntries(SIGN_CODE_STATES.map((state) => [String(state), byState.get(state) ?? 0]));
};
