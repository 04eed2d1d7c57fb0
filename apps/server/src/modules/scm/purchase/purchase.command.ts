import { desc, eq } from 'drizzle-orm';
import { notFound } from '../../../platform/errors';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';
import { partnerByNo } from '../../partner/partner.service';
import type { PurchaseRecord } from './purchase-changes';
import { purchaseByNo, purchaseDetail } from './purchase.service';
import { purchaseOrders } from './purchase.table';
import { simulatedTrackingNo } from './purchase-simulator';
import { cancelPurchase, confirmPurchase } from './purchase-transitions.service';
import { maskedPhone } from './sign-code';
import { reissueSignCode, shipPurchase } from './sign-code.service';

const usage = [
  "purchase list <partnerNo> [state 1-7]                   the partner's latest purchase orders",
  'purchase show <partnerNo> <purchaseNo>                  one purchase order, its lines, timeline and deliveries',
  'purchase confirm <partnerNo> <purchaseNo>               the supplier confirms a submitted order',
  'purchase ship <partnerNo> <purchaseNo> [<expressCode> <trackingNo>]',
  '                                                        the supplier ships a confirmed order (sign code by SMS)',
  'purchase reissue <partnerNo> <purchaseNo>               a new sign code for a shipped order (the old one replaced)',
  'purchase cancel <partnerNo> <purchaseNo> <reason...>    cancels a draft, submitted or confirmed order',
];

const STATE_NAMES: Record<number, string> = {
  1: 'draft',
  2: 'submitted',
  3: 'confirmed',
  4: 'shipped',
  5: 'received',
  6: 'completed',
  7: 'cancelled',
};

const lineOf = (order: PurchaseRecord) =>
  [
    order.purchaseNo.padEnd(17),
    `state ${order.state} ${STATE_NAMES[order.state] ?? ''}`.padEnd(20),
    `¥${order.totalAmount.padStart(12)}`,
    `contract ${order.contractState} invoice ${order.invoiceState}`,
    order.createdTime.toISOString(),
    order.supplierName,
  ].join('  ');

/** `purchase ...`: the operator's (and the suppliers') side of purchase orders. */
export const purchaseCommand: OpsCommand = {
  name: 'purchase',
  usage,
  run: async ({ db }, args) => {
    const [action, partnerNo, purchaseNo, ...rest] = args;
    if (!action || !partnerNo) throw new OpsUsageError(usage);
    const partner = await partnerByNo(db, partnerNo);
    if (!partner) throw notFound('partner.notFound', { partnerNo });
    if (action === 'list') {
      const state = purchaseNo === undefined ? undefined : Number(purchaseNo);
      if (state !== undefined && !(state in STATE_NAMES)) throw new OpsUsageError(usage);
      const rows = await db
        .select()
        .from(purchaseOrders)
        .where(eq(purchaseOrders.partnerId, partner.id))
        .orderBy(desc(purchaseOrders.createdTime), desc(purchaseOrders.id))
        .limit(200);
      const shown = rows.filter((row) => state === undefined || row.state === state).slice(0, 30);
      return shown.length === 0 ? 'no purchase orders' : shown.map(lineOf).join('\n');
    }
    if (!purchaseNo) throw new OpsUsageError(usage);
    const order = await purchaseByNo(db, partner.id, purchaseNo);
    switch (action) {
      case 'show': {
        const detail = await purchaseDetail(db, partner.id, order.id);
        return [
          lineOf(order),
          `  receiver ${detail.receiverName} ${maskedPhone(detail.receiverPhone)} ${detail.regionName} ${detail.address}`,
          ...detail.items.map(
            (item) =>
              `  ${item.goodsName} ${item.spec}  ${item.quantity} ${item.unit} × ¥${item.unitPrice} = ¥${item.amount}`,
          ),
          ...detail.events.map(
            (event) =>
              `  ${event.createdTime}  ${event.action}${event.stateTo ? ` -> ${event.stateTo}` : ''}${event.detail ? `  ${event.detail}` : ''}`,
          ),
          ...detail.deliveries.map(
            (delivery) =>
              `  delivery ${delivery.id}  ${delivery.expressName} ${delivery.trackingNo}  code state ${delivery.codeState}  wrong ${delivery.failedAttempts}`,
          ),
        ].join('\n');
      }
      case 'confirm':
        return `confirmed: ${lineOf(await confirmPurchase(db, partner.id, order.id))}`;
      case 'ship': {
        const [expressCode = 'SF', trackingNo = simulatedTrackingNo(expressCode)] = rest;
        const shipped = await shipPurchase(db, partner.id, order.id, { expressCode, trackingNo });
        return `shipped: ${lineOf(shipped.order)}\n  sign code sent by SMS to ${maskedPhone(order.receiverPhone)} (npm run ops -- sms)`;
      }
      case 'reissue': {
        await reissueSignCode(db, partner.id, order.id);
        return `new sign code sent by SMS to ${maskedPhone(order.receiverPhone)}; the old one is replaced`;
      }
      case 'cancel': {
        if (rest.length === 0) throw new OpsUsageError(usage);
        const cancelled = await cancelPurchase(
          db,
          { partnerId: partner.id, accountId: null },
          order.id,
          rest.join(' ').slice(0, 200),
          {
            byOperator: true,
          },
        );
        return `cancelled: ${lineOf(cancelled)}`;
      }
      default:
        throw new OpsUsageError(usage);
    }
  },
};
