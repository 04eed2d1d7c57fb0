import type { QuotationInput } from '@portal/shared/contracts/inquiry';
import { multiply } from '@portal/shared/money';
import type { DbOrTx } from '../../../db/client';
import { addDays, localDayOf } from '../../../platform/local-time';
import type { SeedContext } from '../../../platform/seed/seed-context';
import type { ShelfOffer } from '../../catalog/listings/listing.service';
import { seededRandom } from '../../orders/order-simulator';
import { awardInquiry } from './award.service';
import { INQUIRY_GOODS, simulatedInquiry, targetsOf, usualPriceOf } from './inquiry-simulator';
import {
  closeAtDeadline,
  type InquiryRecord,
  itemsOf,
  type NewInquiry,
  receiveInquiries,
} from './inquiry.service';
import { syncListedSkus } from './price.service';
import { saveQuotation } from './quotation.service';

const HOUR = 60 * 60 * 1000;

type Target = { partnerId: number; channelId: number; offers: ShelfOffer[] };

/**
 * Demo inquiries and quotations, made through the real service functions: for partner A one in
 * every state (three awaiting a quote, one due within two hours; a draft quoting part of the lines;
 * a quotation sent and revised once; one sent with a line it cannot supply; one expired at its
 * deadline; one won, which became an order of the orders module; one lost), for partner B one
 * awaiting and one quoted. Lines for goods the partner sells name its SKU, so the price position
 * and the commodity prices have a history.
 */
export const seedInquiries = async (db: DbOrTx, { partners, timeZone }: SeedContext): Promise<void> => {
  const now = new Date();
  const random = seededRandom(20261113);
  let serial = 0;

  /** An inquiry of `lines` lines, the first for goods on the partner's shelf when it has any. */
  const inquiryOf = (target: Target, receivedHoursAgo: number, deadlineHoursAhead: number, lines = 3) => {
    serial += 1;
    const received = new Date(now.getTime() - receivedHoursAgo * HOUR);
    const inquiry: NewInquiry = simulatedInquiry(
      random,
      target.partnerId,
      target.channelId,
      target.offers,
      received,
      `D${String(serial).padStart(5, '0')}`,
    );
    inquiry.deadline = new Date(now.getTime() + deadlineHoursAhead * HOUR);
    const offer = target.offers[serial % Math.max(1, target.offers.length)];
    if (
      offer &&
      !inquiry.items.some((item) => item.goodsName === offer.goodsName && item.spec === offer.spec)
    )
      inquiry.items.unshift({
        goodsName: offer.goodsName,
        spec: offer.spec,
        brand: '',
        quantity: String(5 + (serial % 20)),
        unit: offer.unit,
        remark: null,
      });
    inquiry.items = inquiry.items.slice(0, lines);
    for (const [goodsName, spec, brand, unit] of INQUIRY_GOODS) {
      if (inquiry.items.length >= lines) break;
      if (inquiry.items.some((item) => item.goodsName === goodsName && item.spec === spec)) continue;
      inquiry.items.push({ goodsName, spec, brand, quantity: String(2 + (serial % 9)), unit, remark: null });
    }
    return inquiry;
  };
  const receive = async (inquiry: NewInquiry): Promise<InquiryRecord> =>
    (await db.transaction((tx) => receiveInquiries(tx, [inquiry])))[0];

  /**
   * A quotation of every line at `factor` times the usual price (the shelf price for the partner's
   * goods, naming the SKU); the last `declined` lines "cannot supply"; only the first `priced` lines
   * when given (a draft).
   */
  const quotationOf = async (
    target: Target,
    inquiry: InquiryRecord,
    at: Date,
    options: { factor: string; declined?: number; priced?: number; quoteNo: string },
  ): Promise<QuotationInput> => {
    const items = await itemsOf(db, inquiry.partnerId, inquiry.id);
    const answered = options.priced === undefined ? items : items.slice(0, options.priced);
    return {
      inquiryId: inquiry.id,
      validUntil: addDays(localDayOf(at, timeZone), 30),
      deliveryDays: 3 + (inquiry.id % 5),
      freight: inquiry.id % 2 === 0 ? '0' : '20.00',
      taxRate: '0.13',
      supplierQuoteNo: options.quoteNo,
      remark: '含税价，送货上门',
      attachmentFileId: null,
      lines: answered.map((item, index) => {
        if (index >= answered.length - (options.declined ?? 0))
          return { itemId: item.id, cannotSupply: true, brand: null, model: null, remark: '暂无货源' };
        const offer = target.offers.find((o) => o.goodsName === item.goodsName && o.spec === item.spec);
        const usual = offer?.price ?? usualPriceOf(item.goodsName, item.spec) ?? '100.00';
        return {
          itemId: item.id,
          cannotSupply: false,
          unitPrice: multiply(usual, options.factor),
          brand: item.brand || null,
          model: null,
          skuId: offer?.skuId ?? null,
          remark: null,
        };
      }),
    };
  };

  const seedPartner = async (
    partner: { id: number; adminId: number },
    letter: string,
    plan: (target: Target, quote: Quote) => Promise<void>,
  ) => {
    const [target] = (await targetsOf(db, partner.id)).sort((x, y) => y.offers.length - x.offers.length);
    if (!target) return;
    const actor = { partnerId: partner.id, accountId: partner.adminId };
    const quote: Quote = async (inquiry, at, mode, options) =>
      saveQuotation(
        db,
        actor,
        await quotationOf(target, inquiry, at, { ...options, quoteNo: `${letter}BJ${inquiry.id}` }),
        mode,
        timeZone,
        at,
      );
    await plan(target, quote);
    await syncListedSkus(db, partner.id, now);
  };
  type Quote = (
    inquiry: InquiryRecord,
    at: Date,
    mode: 'draft' | 'send',
    options: { factor: string; declined?: number; priced?: number },
  ) => Promise<void>;
  const hoursAfter = (inquiry: InquiryRecord, hours: number) =>
    new Date(inquiry.receivedTime.getTime() + hours * HOUR);

  await seedPartner(partners.a, 'A', async (target, quote) => {
    // Awaiting a quote: one due within two hours.
    await receive(inquiryOf(target, 22, 2));
    await receive(inquiryOf(target, 5, 30, 4));
    await receive(inquiryOf(target, 1, 70, 2));
    // A draft quoting part of the lines.
    const draft = await receive(inquiryOf(target, 6, 50, 4));
    await quote(draft, hoursAfter(draft, 1), 'draft', { factor: '0.98', priced: 2 });
    // Sent, then revised with lower prices.
    const revised = await receive(inquiryOf(target, 30, 40, 3));
    await quote(revised, hoursAfter(revised, 2), 'send', { factor: '1.00' });
    await quote(revised, hoursAfter(revised, 6), 'send', { factor: '0.96' });
    // Sent with a line it cannot supply (partly quoted).
    const partly = await receive(inquiryOf(target, 10, 60, 3));
    await quote(partly, hoursAfter(partly, 3), 'send', { factor: '0.99', declined: 1 });
    // Expired at its deadline without a quote.
    const expired = await receive(inquiryOf(target, 72, -24, 2));
    await closeAtDeadline(db, partners.a.id, expired.id, now);
    // Won (an order awaiting confirmation) and lost.
    const won = await receive(inquiryOf(target, 96, -48, 3));
    await quote(won, hoursAfter(won, 3), 'send', { factor: '0.95', declined: 1 });
    // Won an hour ago: its order awaits confirmation, within the channel's limit.
    await awardInquiry(db, partners.a.id, won.id, 'won', new Date(now.getTime() - HOUR));
    const lost = await receive(inquiryOf(target, 80, -30, 2));
    await quote(lost, hoursAfter(lost, 4), 'send', { factor: '1.02' });
    await awardInquiry(db, partners.a.id, lost.id, 'lost', hoursAfter(lost, 52));
  });

  await seedPartner(partners.b, 'B', async (target, quote) => {
    await receive(inquiryOf(target, 3, 45, 2));
    const quoted = await receive(inquiryOf(target, 12, 36, 2));
    await quote(quoted, hoursAfter(quoted, 2), 'send', { factor: '0.97' });
  });
};
