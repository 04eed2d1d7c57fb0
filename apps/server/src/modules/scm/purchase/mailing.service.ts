import type {
  MailablePageQuery,
  MailingFilter,
  MailingInput,
  MailingLogistics,
  MailingPageQuery,
  MailingRow,
  PurchaseDocumentRow,
} from '@portal/shared/contracts/purchase-documents';
import { DocumentState } from '@portal/shared/order-states';
import { MailState, PurchaseState } from '@portal/shared/scm-states';
import { and, asc, desc, eq, inArray, like, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { dayRangeWhere } from '../../../db/day-range';
import { prefixPattern } from '../../../db/like';
import { batchAfter, pageOf } from '../../../db/paging';
import { fail, notFound } from '../../../platform/errors';
import type { ExpressProvider } from '../../../platform/express/express';
import { expressCompanyOf } from '../../communal/express-companies';
import { parcelLogistics } from '../../orders/orders.service';
import { changePurchase, lockPurchase, type PurchaseRecord } from './purchase-changes';
import { purchaseDocumentRowOf } from './purchase-documents.service';
import { purchaseMailings as m, purchaseOrders as po } from './purchase.table';

type MailingRecord = typeof m.$inferSelect;
type ActingAccount = { partnerId: number; accountId: number };

/** Invoices that may be mailed: uploaded (in review) or approved, not mailed yet, order not cancelled. */
const MAILABLE_INVOICE: number[] = [DocumentState.awaitingReview, DocumentState.approved];

const mailableWhere = (partnerId: number): SQL | undefined =>
  and(
    eq(po.partnerId, partnerId),
    eq(po.invoiceRequired, true),
    inArray(po.invoiceState, MAILABLE_INVOICE),
    eq(po.mailState, MailState.none),
    ne(po.state, PurchaseState.cancelled),
  );

/** The purchase orders whose paper invoices may be mailed (one supplier's when given), newest first. */
export const listMailable = async (
  db: DbOrTx,
  partnerId: number,
  query: MailablePageQuery,
): Promise<{ rows: PurchaseDocumentRow[]; total: number }> => {
  const { rows, total } = await pageOf(
    db,
    query,
    (total) => db.select({ order: po, total }).from(po).$dynamic(),
    and(
      mailableWhere(partnerId),
      query.supplierId ? eq(po.supplierId, query.supplierId) : undefined,
      query.purchaseNo ? like(po.purchaseNo, prefixPattern(query.purchaseNo)) : undefined,
    ),
    [desc(po.createdTime), desc(po.id)],
  );
  return { rows: rows.map((row) => purchaseDocumentRowOf(row.order)), total };
};

/** The mailings' rows: each with its purchase orders (numbers, amounts) and its supplier's name. */
const mailingRowsOf = async (
  db: DbOrTx,
  partnerId: number,
  mailings: readonly MailingRecord[],
): Promise<MailingRow[]> => {
  const ids = [...new Set(mailings.flatMap((mailing) => mailing.purchaseOrderIds))];
  const orders =
    ids.length === 0
      ? []
      : await db
          .select({
            id: po.id,
            purchaseNo: po.purchaseNo,
            totalAmount: po.totalAmount,
            supplierName: po.supplierName,
          })
          .from(po)
          .where(and(eq(po.partnerId, partnerId), inArray(po.id, ids)));
  const orderOf = new Map(orders.map((order) => [order.id, order]));
  return mailings.map((mailing) => {
    const own = mailing.purchaseOrderIds.flatMap((id) => {
      const order = orderOf.get(id);
      return order ? [order] : [];
    });
    return {
      id: mailing.id,
      supplierId: mailing.supplierId,
      supplierName: own[0]?.supplierName ?? '',
      purchaseOrders: own.map(({ id, purchaseNo, totalAmount }) => ({ id, purchaseNo, totalAmount })),
      expressCode: mailing.expressCode,
      expressName: expressCompanyOf(mailing.expressCode)?.name ?? mailing.expressCode,
      trackingNo: mailing.trackingNo,
      senderName: mailing.senderName,
      receiverName: mailing.receiverName,
      receiverPhone: mailing.receiverPhone,
      address: mailing.address,
      remark: mailing.remark,
      state: mailing.state as MailingRow['state'],
      mailedTime: mailing.mailedTime.toISOString(),
      deliveredTime: mailing.deliveredTime?.toISOString() ?? null,
    };
  });
};

/**
 * Records that the paper invoices of one or more purchase orders of one supplier were mailed: every
 * order's invoice uploaded or approved and not mailed yet; each moves to mailed (its counts follow).
 */
export const createMailing = (
  db: DbOrTx,
  actor: ActingAccount,
  input: MailingInput,
  now = new Date(),
): Promise<MailingRow> =>
  db.transaction(async (tx) => {
    const express = expressCompanyOf(input.expressCode);
    if (!express) throw fail('order.expressUnknown');
    const ids = [...new Set(input.purchaseOrderIds)].sort((a, b) => a - b);
    if (ids.length !== input.purchaseOrderIds.length) throw fail('purchaseMail.orderTwice');
    // Locked in id order, so two mailings of overlapping orders never wait on each other in a circle.
    const orders: PurchaseRecord[] = [];
    for (const id of ids) orders.push(await lockPurchase(tx, actor.partnerId, id));
    const supplierId = orders[0].supplierId;
    for (const order of orders) {
      if (order.supplierId !== supplierId) throw fail('purchaseMail.mixedSuppliers');
      const mailable =
        order.invoiceRequired &&
        MAILABLE_INVOICE.includes(order.invoiceState) &&
        order.mailState === MailState.none &&
        order.state !== PurchaseState.cancelled;
      if (!mailable) {
        throw fail(
          order.mailState === MailState.none ? 'purchaseMail.notMailable' : 'purchaseMail.alreadyMailed',
          {
            purchaseNo: order.purchaseNo,
          },
        );
      }
    }
    const [mailing] = await tx
      .insert(m)
      .values({
        partnerId: actor.partnerId,
        supplierId,
        purchaseOrderIds: input.purchaseOrderIds,
        expressCode: express.code,
        trackingNo: input.trackingNo,
        senderName: input.senderName,
        receiverName: input.receiverName,
        receiverPhone: input.receiverPhone,
        address: input.address,
        remark: input.remark ?? null,
        state: MailState.mailed,
        mailedTime: now,
        createdBy: actor.accountId,
      })
      .returning();
    for (const order of orders) {
      await changePurchase(
        tx,
        order,
        { mailState: MailState.mailed },
        {
          action: 'invoiceMailed',
          detail: `${express.name} ${input.trackingNo}`,
          accountId: actor.accountId,
        },
      );
    }
    const [row] = await mailingRowsOf(tx, actor.partnerId, [mailing]);
    return row;
  });

const filterOf = (partnerId: number, filter: MailingFilter, timeZone: string): SQL | undefined =>
  and(
    eq(m.partnerId, partnerId),
    filter.state ? eq(m.state, filter.state) : undefined,
    filter.supplierId ? eq(m.supplierId, filter.supplierId) : undefined,
    filter.trackingNo ? like(m.trackingNo, prefixPattern(filter.trackingNo)) : undefined,
    filter.purchaseNo
      ? sql`exists (select 1 from ${po} where ${po.partnerId} = ${m.partnerId}
          and ${m.purchaseOrderIds} @> to_jsonb(${po.id})
          and ${po.purchaseNo} like ${prefixPattern(filter.purchaseNo)})`
      : undefined,
    dayRangeWhere(m.mailedTime, filter.mailedFrom, filter.mailedTo, timeZone),
  );

/** The partner's mailings matching the filter, latest mailed first unless sorted otherwise. */
export const listMailings = async (
  db: DbOrTx,
  partnerId: number,
  query: MailingPageQuery,
  timeZone: string,
): Promise<{ rows: MailingRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) => db.select({ mailing: m, total }).from(m).$dynamic(),
    filterOf(partnerId, query, timeZone),
    [direction(m.mailedTime), direction(m.id)],
  );
  return {
    rows: await mailingRowsOf(
      db,
      partnerId,
      rows.map((row) => row.mailing),
    ),
    total,
  };
};

/** A keyset batch of the mailings for their export, newest first. */
export const listMailingsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: MailingFilter,
  timeZone: string,
  afterId: number | undefined,
  limit: number,
): Promise<MailingRow[]> => {
  const rows = await batchAfter(
    db.select({ mailing: m }).from(m).$dynamic(),
    filterOf(partnerId, filter, timeZone),
    m.id,
    afterId,
    limit,
  );
  return mailingRowsOf(
    db,
    partnerId,
    rows.map((row) => row.mailing),
  );
};

/** Mailings per state (1 mailed, 2 delivered): the screen's tabs. */
export const mailingCounts = async (db: DbOrTx, partnerId: number): Promise<Record<string, number>> => {
  const rows = await db
    .select({ state: m.state, count: sql<number>`count(*)::int` })
    .from(m)
    .where(eq(m.partnerId, partnerId))
    .groupBy(m.state);
  return Object.fromEntries(rows.map((row) => [String(row.state), row.count]));
};

const mailingOf = async (db: DbOrTx, partnerId: number, id: number, lock = false) => {
  const query = db
    .select()
    .from(m)
    .where(and(eq(m.partnerId, partnerId), eq(m.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('purchaseMail.notFound');
  return row;
};

/** Where the partner's mailing is: the express provider's traces, as an order shipment's. */
export const mailingLogistics = async (
  db: DbOrTx,
  provider: ExpressProvider,
  partnerId: number,
  id: number,
  now = new Date(),
): Promise<MailingLogistics> => {
  const mailing = await mailingOf(db, partnerId, id);
  return {
    mailingId: mailing.id,
    ...(await parcelLogistics(provider, { ...mailing, shippedTime: mailing.mailedTime }, now)),
  };
};

/** The mailing arrived (the traces say signed): 1 -> 2, and each of its purchase orders' mail state. */
export const deliverMailing = (db: DbOrTx, partnerId: number, id: number, now = new Date()) =>
  db.transaction(async (tx) => {
    const mailing = await mailingOf(tx, partnerId, id, true);
    if (mailing.state !== MailState.mailed) throw fail('purchaseMail.notInTransit');
    await tx
      .update(m)
      .set({ state: MailState.delivered, deliveredTime: now })
      .where(and(eq(m.partnerId, partnerId), eq(m.id, id), eq(m.state, MailState.mailed)));
    for (const orderId of [...mailing.purchaseOrderIds].sort((a, b) => a - b)) {
      const order = await lockPurchase(tx, partnerId, orderId);
      if (order.mailState !== MailState.mailed) continue;
      await changePurchase(
        tx,
        order,
        { mailState: MailState.delivered },
        { action: 'invoiceDelivered', detail: mailing.trackingNo, accountId: null },
      );
    }
    return { ...mailing, state: MailState.delivered, deliveredTime: now };
  });

/** The mailing of whichever partner (the operator's command). */
export const mailingOfAnyPartner = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(m).where(eq(m.id, id));
  if (!row) throw notFound('purchaseMail.notFound');
  return row;
};

/**
 * Asks the express provider about every mailing still in transit (oldest first, `limit` at most) and
 * delivers those whose traces say signed. Returns how many were delivered.
 */
export const deliverSignedMailings = async (
  db: DbOrTx,
  provider: ExpressProvider,
  now = new Date(),
  limit = 500,
): Promise<number> => {
  const open = await db
    .select()
    .from(m)
    .where(eq(m.state, MailState.mailed))
    .orderBy(asc(m.mailedTime), asc(m.id))
    .limit(limit);
  let delivered = 0;
  for (const mailing of open) {
    const trace = await parcelLogistics(provider, { ...mailing, shippedTime: mailing.mailedTime }, now);
    if (!trace.delivered) continue;
    await deliverMailing(db, mailing.partnerId, mailing.id, now);
    delivered += 1;
  }
  return delivered;
};
