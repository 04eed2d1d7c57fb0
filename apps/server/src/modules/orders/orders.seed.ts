import { OrderState } from '@portal/shared/contracts/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { demoLetterPdf } from '../../platform/seed/demo-letter';
import type { SeedContext } from '../../platform/seed/seed-context';
import { shelfOffers } from '../catalog/listings/listing.service';
import { storeGeneratedFile } from '../communal/files.service';
import {
  approveDocument,
  cancelByBuyer,
  confirmOrder,
  refuseOrder,
  rejectDocument,
  shipOrder,
  uploadDocument,
} from './order-actions.service';
import type { OrderRecord } from './order-changes';
import { insertOrders, type NewOrder } from './order-intake.service';
import { rebuildRollups } from './order-rollups';
import { seededRandom, simulatedOrder } from './order-simulator';
import { orderDocuments, orderItems } from './orders.table';

const HOUR = 60 * 60 * 1000;

/** What becomes of a demo order after it arrives. */
type Fate =
  | 'awaitingBuyer'
  | 'new'
  | 'overtime'
  | 'confirmed'
  | 'partlyShipped'
  | 'shipped'
  | 'signRejected'
  | 'received'
  | 'completed'
  | 'refused'
  | 'cancelled';

const FATES: readonly [Fate, number][] = [
  ['awaitingBuyer', 1],
  ['new', 4],
  ['overtime', 2],
  ['confirmed', 4],
  ['partlyShipped', 2],
  ['shipped', 2],
  ['signRejected', 1],
  ['received', 2],
  ['completed', 14],
  ['refused', 1],
  ['cancelled', 1],
];

/**
 * Demo orders of partner A from the channels it sells in, in every state: new ones (two past the
 * confirmation limit), confirmed, shipping, with documents in review or rejected, completed, refused
 * and cancelled, over the last two weeks.
 */
export const seedOrdersData = async (
  db: DbOrTx,
  { partners, storage, timeZone }: SeedContext,
): Promise<void> => {
  const { a } = partners;
  const actor = { partnerId: a.id, accountId: a.adminId };
  const offers = await shelfOffers(db, a.id);
  if (offers.length === 0) return;
  const random = seededRandom(20261123);
  const now = Date.now();
  const fates = FATES.flatMap(([fate, count]) => Array.from({ length: count }, () => fate));
  const planned: NewOrder[] = fates.map((fate, i) => {
    const hoursAgo = fate === 'new' ? 2 + i : fate === 'overtime' ? 30 + i * 5 : 24 * (1 + ((i * 5) % 14));
    const order = simulatedOrder(random, offers, new Date(now - hoursAgo * HOUR), String(900000 + i));
    if (fate === 'awaitingBuyer') return { ...order, state: OrderState.awaitingBuyer, confirmDeadline: null };
    return {
      ...order,
      state: OrderState.awaitingConfirmation,
      confirmDeadline: order.confirmDeadline ?? new Date(order.orderTime.getTime() + 24 * HOUR),
    };
  });
  const created = await insertOrders(db, planned);

  const document = (name: string) =>
    storeGeneratedFile(db, storage, actor, {
      name,
      kind: 'pdf',
      mime: 'application/pdf',
      bytes: demoLetterPdf([name, 'Signed and stamped']),
    });
  const shipAll = async (order: OrderRecord, part = false) => {
    const items = await db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.partnerId, a.id), eq(orderItems.orderId, order.id)));
    const lines = part ? items.slice(0, 1) : items;
    await shipOrder(db, actor, {
      orderId: order.id,
      expressCode: 'SF',
      trackingNo: `SF${String(1400000000 + order.id)}`,
      items: lines.map((item) => ({
        itemId: item.id,
        quantity: part && items.length === 1 ? '1' : item.quantity,
      })),
    });
  };
  const upload = async (order: OrderRecord, kind: 'sign' | 'contract' | 'invoice') => {
    const fileIds = [await document(`${order.orderNo}-${kind}.pdf`)];
    await uploadDocument(db, actor, {
      orderId: order.id,
      kind,
      fileIds,
      invoice:
        kind === 'invoice'
          ? {
              invoiceType: 'normal',
              invoiceNo: String(30000000 + order.id),
              invoiceCode: '032002300111',
              invoiceDate: new Date().toISOString().slice(0, 10),
              amount: order.totalAmount,
              taxAmount: (Number(order.totalAmount) * 0.115).toFixed(2),
            }
          : null,
    });
  };
  const review = async (order: OrderRecord, kind: 'sign' | 'contract' | 'invoice', reason?: string) => {
    const [pending] = await db
      .select({ id: orderDocuments.id })
      .from(orderDocuments)
      .where(
        and(
          eq(orderDocuments.partnerId, a.id),
          eq(orderDocuments.subject, 'order'),
          eq(orderDocuments.orderId, order.id),
          eq(orderDocuments.kind, kind),
        ),
      );
    if (reason) await rejectDocument(db, pending.id, reason);
    else await approveDocument(db, pending.id);
  };

  for (const [i, order] of created.entries()) {
    const fate = fates[i];
    if (fate === 'refused') await refuseOrder(db, actor, order.id, '该型号暂时缺货，无法按期供货');
    if (fate === 'cancelled') {
      await cancelByBuyer(db, { partnerId: a.id, accountId: null }, order.id, '采购计划调整');
    }
    if (['awaitingBuyer', 'new', 'overtime', 'refused', 'cancelled'].includes(fate)) continue;
    await confirmOrder(db, actor, order.id);
    if (fate === 'confirmed') continue;
    if (fate === 'partlyShipped') {
      await shipAll(order, true);
      continue;
    }
    await shipAll(order);
    if (fate === 'shipped') continue;
    await upload(order, 'sign');
    if (fate === 'signRejected') {
      await review(order, 'sign', '签收单缺少收货单位盖章');
      continue;
    }
    await review(order, 'sign');
    if (order.contractRequired) {
      await upload(order, 'contract');
      await review(order, 'contract');
    }
    await upload(order, 'invoice');
    if (fate === 'completed') await review(order, 'invoice');
  }
  await spreadTimelines(db, a.id);
  // The completions moved back in time: their rollups follow (the statistics count by those days).
  await rebuildRollups(db, [a.id], timeZone);
};

/**
 * The demo orders were driven through their steps just now: spread each order's timeline over the
 * hours after it was placed (five hours a step, never in the future), shipments and documents with
 * it, so the screens show a believable history and the parcels have moved.
 */
export const spreadTimelines = async (db: DbOrTx, partnerId: number) => {
  await db.execute(sql`
    update order_events e set created_time = least(now(), o.order_time + (s.step * interval '5 hours'))
    from (select id, row_number() over (partition by order_id order by id) - 1 as step
          from order_events where partner_id = ${partnerId}) s, orders o
    where e.partner_id = ${partnerId} and e.id = s.id and o.partner_id = e.partner_id and o.id = e.order_id`);
  await db.execute(sql`
    update order_shipments sh set shipped_time = coalesce(
      (select max(e.created_time) from order_events e
        where e.partner_id = sh.partner_id and e.order_id = sh.order_id and e.action = 'shipped'),
      sh.shipped_time)
    where sh.partner_id = ${partnerId}`);
  await db.execute(sql`
    update order_documents d set
      uploaded_time = coalesce((select max(e.created_time) from order_events e
        where e.partner_id = d.partner_id and e.order_id = d.order_id and e.action = d.kind || 'Uploaded'), d.uploaded_time),
      reviewed_time = case when d.reviewed_time is null then null else coalesce(
        (select max(e.created_time) from order_events e where e.partner_id = d.partner_id and e.order_id = d.order_id
          and e.action in (d.kind || 'Approved', d.kind || 'Rejected')), d.reviewed_time) end
    where d.partner_id = ${partnerId}`);
  await db.execute(sql`
    update orders o set
      confirmed_time = (select min(e.created_time) from order_events e
        where e.partner_id = o.partner_id and e.order_id = o.id and e.action = 'confirmed'),
      completed_time = (select min(e.created_time) from order_events e
        where e.partner_id = o.partner_id and e.order_id = o.id and e.action = 'completed'),
      updated_time = (select max(e.created_time) from order_events e
        where e.partner_id = o.partner_id and e.order_id = o.id)
    where o.partner_id = ${partnerId}`);
};
