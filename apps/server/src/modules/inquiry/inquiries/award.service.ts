import { InquiryState, QuotationState } from '@portal/shared/contracts/inquiry';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { fail } from '../../../platform/errors';
import { skuLinesOf } from '../../catalog/goods/goods.service';
import { insertQuotedOrder } from '../../orders/order-intake.service';
import { sendNotice } from '../../partner/notice.service';
import { CountList, recount } from './inquiry-counts';
import { itemsOf, lockedInquiryOf, revisionLinesOf } from './inquiry.service';
import { inquiries, inquiryQuotations } from './inquiries.table';
import { PricePointKind, recordPrices } from './price-history';
import { restoreLatestRevision } from './quotation-revisions';
import { quotationOfInquiry } from './quotation.service';

export type AwardOutcome = 'won' | 'lost';

/**
 * The buyer's decision on a quoted inquiry (the operator or the simulator): won makes an order of the
 * orders module at the latest sent revision's prices (lines "cannot supply" left out, freight kept,
 * the partner's SKU named where the line offered one); lost closes it. A pending draft is dropped
 * (what was sent is what is awarded). Inquiry and quotation keep the order's id and number; notices
 * to the partner. One transaction, the inquiry locked; an inquiry not quoted is refused.
 */
export const awardInquiry = async (
  db: DbOrTx,
  partnerId: number,
  inquiryId: number,
  outcome: AwardOutcome,
  now: Date = new Date(),
): Promise<{ orderId: number | null; orderNo: string | null; totalAmount: string | null }> =>
  db.transaction(async (tx) => {
    const inquiry = await lockedInquiryOf(tx, partnerId, inquiryId);
    const quotation = await quotationOfInquiry(tx, partnerId, inquiryId, true);
    if (inquiry.state !== InquiryState.quoted || !quotation || quotation.state !== QuotationState.sent)
      throw fail('inquiry.notAwardable');
    const coverage = quotation.draftPending
      ? await restoreLatestRevision(tx, partnerId, quotation, inquiry.lineCount, now)
      : {};
    let order: { id: number; orderNo: string; totalAmount: string } | null = null;
    if (outcome === 'won') {
      const [items, lines] = await Promise.all([
        itemsOf(tx, partnerId, inquiryId),
        revisionLinesOf(tx, partnerId, quotation.id, quotation.revision),
      ]);
      const lineOf = new Map(lines.map((line) => [line.itemId, line]));
      const priced = items.flatMap((item) => {
        const line = lineOf.get(item.id);
        return line?.unitPrice && !line.cannotSupply ? [{ item, line, unitPrice: line.unitPrice }] : [];
      });
      order = await insertQuotedOrder(tx, {
        partnerId,
        channelId: inquiry.channelId,
        orderNo: inquiry.inquiryNo,
        customerName: inquiry.customerName,
        receiverName: inquiry.contactName,
        receiverPhone: inquiry.contactPhone,
        regionCodes: inquiry.regionCodes,
        regionName: inquiry.regionName,
        address: inquiry.address,
        freight: quotation.freight,
        orderTime: now,
        remark: inquiry.remark,
        items: priced.map(({ item, line, unitPrice }) => ({
          goodsId: line.goodsId,
          skuId: line.skuId,
          goodsName: item.goodsName,
          spec: item.spec,
          unit: item.unit,
          quantity: item.quantity,
          unitPrice,
        })),
      });
      const skuIds = [...new Set(priced.flatMap(({ line }) => (line.skuId ? [line.skuId] : [])))];
      const skus = new Map(
        (skuIds.length === 0 ? [] : await skuLinesOf(tx, partnerId, skuIds)).map((sku) => [sku.skuId, sku]),
      );
      await recordPrices(
        tx,
        partnerId,
        inquiry,
        PricePointKind.won,
        priced.flatMap(({ line, unitPrice }) => {
          const sku = line.skuId ? skus.get(line.skuId) : undefined;
          return sku
            ? [
                {
                  skuId: sku.skuId,
                  goodsId: sku.goodsId,
                  goodsName: sku.goodsName,
                  spec: sku.spec,
                  price: unitPrice,
                },
              ]
            : [];
        }),
        now,
      );
    }
    const inquiryState = outcome === 'won' ? InquiryState.won : InquiryState.lost;
    const quotationState = outcome === 'won' ? QuotationState.won : QuotationState.lost;
    await tx
      .update(inquiries)
      .set({
        ...coverage,
        state: inquiryState,
        quotationState,
        draftPending: false,
        windowClosed: true,
        awardedTime: now,
        orderId: order?.id ?? null,
        orderNo: order?.orderNo ?? null,
        updatedTime: now,
      })
      .where(
        and(
          eq(inquiries.partnerId, partnerId),
          eq(inquiries.id, inquiryId),
          eq(inquiries.state, InquiryState.quoted),
        ),
      );
    await tx
      .update(inquiryQuotations)
      .set({ state: quotationState, draftPending: false, updatedTime: now })
      .where(and(eq(inquiryQuotations.partnerId, partnerId), eq(inquiryQuotations.id, quotation.id)));
    await recount(tx, partnerId, CountList.inquiries, InquiryState.quoted, inquiryState);
    await recount(tx, partnerId, CountList.quotations, QuotationState.sent, quotationState);
    await writeAudit(tx, {
      partnerId,
      accountId: null,
      action: outcome === 'won' ? 'inquiry.won' : 'inquiry.lost',
      entity: 'inquiry',
      entityId: inquiryId,
      before: { state: InquiryState.quoted, revision: quotation.revision },
      after: { state: inquiryState, orderId: order?.id ?? null },
    });
    await sendNotice(tx, {
      partnerId,
      message:
        outcome === 'won'
          ? {
              key: 'inquiry.notice.won',
              params: {
                inquiryNo: inquiry.inquiryNo,
                customer: inquiry.customerName,
                orderNo: order?.orderNo ?? '',
                amount: order?.totalAmount ?? '',
              },
            }
          : {
              key: 'inquiry.notice.lost',
              params: { inquiryNo: inquiry.inquiryNo, customer: inquiry.customerName },
            },
    });
    return {
      orderId: order?.id ?? null,
      orderNo: order?.orderNo ?? null,
      totalAmount: order?.totalAmount ?? null,
    };
  });
