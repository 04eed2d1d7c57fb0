import { channelConfirmHours } from '../catalog/channels/channel.service';
import { approveByBuyer, approveDocument, cancelByBuyer, rejectDocument } from './order-actions.service';
import { documentsInReview } from './document-kernel';
import { latestOrdersOf, orderOfAnyPartner, partnersWithOrders } from './order-operator.service';
import { rebuildRollups } from './order-rollups';
import type { Db } from '../../db/client';
import { partnerByNo, partnerSummaryOf } from '../partner/partner.service';
import { notFound } from '../../platform/errors';
import { type OpsCommand, OpsUsageError } from '../../platform/ops/ops-command';

const usage = [
  "order list <partnerNo> [state]          the partner's latest orders (in a state 1-9)",
  "order docs                              documents awaiting review (orders' and purchase orders'), oldest first",
  'order approve-doc <documentId>          the operator approves a sign-off, contract or invoice (of either)',
  'order reject-doc <documentId> <reason>  the operator rejects it; the partner uploads again',
  'order buyer-approve <orderId>           the buyer approves its order: 1 -> 2',
  'order cancel <orderId> <reason>         the buyer cancels an order not shipped yet',
];

const partnerIdOf = async (db: Db, partnerNo: string) => {
  const partner = await partnerByNo(db, partnerNo);
  if (!partner) throw notFound('partner.notFound', { partnerNo });
  return partner.id;
};

const idOf = (text: string | undefined) => {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw new OpsUsageError(usage);
  return id;
};

/** `order ...`: the operator's review of order documents and the buyer's side of orders. */
export const orderCommand: OpsCommand = {
  name: 'order',
  usage,
  run: async ({ db, config }, args) => {
    const [action, first, ...rest] = args;
    switch (action) {
      case 'rollups': {
        if (first !== '--rebuild') throw new OpsUsageError(usage);
        const partnerIds = rest[0] ? [await partnerIdOf(db, rest[0])] : await partnersWithOrders(db);
        await db.transaction((tx) => rebuildRollups(tx, partnerIds, config.timeZone));
        return `rebuilt the rollups of ${partnerIds.length} partner(s) in ${config.timeZone}`;
      }
      case 'list': {
        if (!first) throw new OpsUsageError(usage);
        const partner = await partnerByNo(db, first);
        if (!partner) throw notFound('partner.notFound', { partnerNo: first });
        const state = rest[0] ? idOf(rest[0]) : undefined;
        const own = await latestOrdersOf(db, partner.id, state);
        if (own.length === 0) return 'no orders';
        return own
          .map(
            (row) =>
              `${String(row.id).padEnd(8)} ${row.orderNo.padEnd(26)} state ${row.state}  ¥${row.totalAmount.padStart(10)}  ${row.customerName}`,
          )
          .join('\n');
      }
      case 'docs': {
        const rows = await documentsInReview(db);
        if (rows.length === 0) return 'no documents awaiting review';
        const lines = [];
        for (const row of rows) {
          const partner = await partnerSummaryOf(db, row.partnerId);
          lines.push(
            `${String(row.id).padEnd(8)} ${partner.partnerNo.padEnd(10)} ${row.subject.padEnd(9)} ${row.kind.padEnd(9)} ${row.no}`,
          );
        }
        return lines.join('\n');
      }
      case 'approve-doc': {
        const reviewed = await approveDocument(db, idOf(first));
        return `approved: ${first} (${reviewed.subject} ${reviewed.no} state ${reviewed.state})`;
      }
      case 'reject-doc':
        await rejectDocument(db, idOf(first), rest.join(' '));
        return `rejected: ${first}`;
      case 'buyer-approve': {
        const order = await orderOfAnyPartner(db, idOf(first));
        const confirmHours = await channelConfirmHours(db, order.channelId ?? 0);
        await approveByBuyer(
          db,
          { partnerId: order.partnerId, accountId: null },
          order.id,
          confirmHours ?? 48,
        );
        return `awaiting confirmation: ${order.id}`;
      }
      case 'cancel': {
        const order = await orderOfAnyPartner(db, idOf(first));
        const reason = rest.join(' ').trim();
        if (!reason) throw new OpsUsageError(usage);
        await cancelByBuyer(db, { partnerId: order.partnerId, accountId: null }, order.id, reason);
        return `cancelled: ${order.id}`;
      }
      default:
        throw new OpsUsageError(usage);
    }
  },
};
