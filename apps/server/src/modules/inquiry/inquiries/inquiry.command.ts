import { InstantSchema } from '@portal/shared/contracts/communal';
import { notFound } from '../../../platform/errors';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';
import { assertJoinedChannel } from '../../catalog/channels/channel.service';
import { districtsOf } from '../../orders/order-simulator';
import { partnerByNo } from '../../partner/partner.service';
import { type AwardOutcome, awardInquiry } from './award.service';
import {
  type InquiryRecord,
  inquiryByNo,
  inquiryOf,
  latestInquiriesOf,
  type NewInquiryItem,
  receiveInquiries,
  sweepDeadlines,
} from './inquiry.service';

const usage = [
  'inquiry receive <partnerNo> <channelId> <deadline> <customer> <name|spec|brand|quantity|unit>...',
  "                                        a buyer's inquiry to the partner (deadline: ISO time, e.g. 2026-12-01T17:00+08:00)",
  'inquiry award <partnerNo> <inquiryNo|id> won|lost   the buyer decides a quoted inquiry (won: an order at the quoted prices)',
  'inquiry sweep                           expires / closes every open inquiry past its deadline (the daily safety sweep)',
  "inquiry list <partnerNo>                the partner's latest inquiries",
];

const STATE_NAMES: Record<number, string> = {
  1: 'awaiting quote',
  2: 'quoted',
  3: 'expired',
  4: 'won',
  5: 'lost',
};

const lineOf = (row: InquiryRecord) =>
  [
    row.inquiryNo.padEnd(24),
    `id ${row.id}`.padEnd(10),
    `state ${row.state} ${STATE_NAMES[row.state] ?? ''}`.padEnd(24),
    `${row.quotedLines}/${row.lineCount} lines`.padEnd(12),
    `rev ${row.revision}`.padEnd(7),
    `deadline ${row.deadline.toISOString()}`,
    row.orderNo ? `order ${row.orderNo}` : '',
  ].join('  ');

/** An item written `name|spec|brand|quantity|unit`. */
const itemOf = (text: string): NewInquiryItem => {
  const [goodsName, spec = '', brand = '', quantity = '', unit = ''] = text
    .split('|')
    .map((part) => part.trim());
  if (
    !goodsName ||
    !quantity ||
    !unit ||
    goodsName.length > 100 ||
    spec.length > 100 ||
    brand.length > 50 ||
    unit.length > 10
  )
    throw new OpsUsageError(usage);
  return { goodsName, spec, brand, quantity, unit, remark: null };
};

/** `inquiry ...`: the operator's side of inquiries (a buyer's inquiry, the award, the sweep). */
export const inquiryCommand: OpsCommand = {
  name: 'inquiry',
  usage,
  run: async ({ db }, args) => {
    const [action, partnerNo, ...rest] = args;
    if (action === 'sweep') {
      const { expired, closed } = await sweepDeadlines(db, new Date());
      return `expired ${expired}, closed ${closed}`;
    }
    if (!action || !partnerNo) throw new OpsUsageError(usage);
    const partner = await partnerByNo(db, partnerNo);
    if (!partner) throw notFound('partner.notFound', { partnerNo });
    switch (action) {
      case 'receive': {
        const [channelText, deadlineText, customer, ...itemTexts] = rest;
        const channelId = Number(channelText);
        const deadline = InstantSchema.safeParse(deadlineText);
        if (
          !Number.isSafeInteger(channelId) ||
          channelId <= 0 ||
          !deadline.success ||
          !customer ||
          itemTexts.length === 0
        )
          throw new OpsUsageError(usage);
        await assertJoinedChannel(db, partner.id, channelId);
        const now = new Date();
        const district = districtsOf()[0];
        const [created] = await db.transaction((tx) =>
          receiveInquiries(tx, [
            {
              partnerId: partner.id,
              channelId,
              inquiryNo: `XJ${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(now.getTime()).slice(-9)}`,
              customerName: customer.slice(0, 100),
              contactName: '采购部',
              contactPhone: '025-84000000',
              regionCodes: district.codes,
              address: '行政中心采购办',
              remark: null,
              deadline: new Date(deadline.data),
              receivedTime: now,
              items: itemTexts.map(itemOf),
            },
          ]),
        );
        return lineOf(created);
      }
      case 'award': {
        const [reference, outcome] = rest;
        if (!reference || (outcome !== 'won' && outcome !== 'lost')) throw new OpsUsageError(usage);
        const inquiry =
          (await inquiryByNo(db, partner.id, reference)) ??
          (/^\d{1,15}$/.test(reference) ? await inquiryOf(db, partner.id, Number(reference)) : undefined);
        if (!inquiry) throw notFound('inquiry.notFound');
        const awarded = await awardInquiry(db, partner.id, inquiry.id, outcome as AwardOutcome);
        return outcome === 'won'
          ? `${inquiry.inquiryNo} won: order ${awarded.orderNo} (id ${awarded.orderId}), total ${awarded.totalAmount}`
          : `${inquiry.inquiryNo} lost`;
      }
      case 'list': {
        const rows = await latestInquiriesOf(db, partner.id, 20);
        return rows.length === 0 ? 'no inquiries' : rows.map(lineOf).join('\n');
      }
      default:
        throw new OpsUsageError(usage);
    }
  },
};
