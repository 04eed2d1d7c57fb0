import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { inquiryQuotationLines, inquiryQuotationRevisions, inquiryQuotations } from './inquiries.table';

/** inquiries.coverage */
export const CoverageCode = { none: 0, partly: 1, full: 2 } as const;

/** How much of `lineCount` lines `quoted` priced lines cover. */
export const coverageOf = (quoted: number, lineCount: number): number =>
  quoted === 0 ? CoverageCode.none : quoted >= lineCount ? CoverageCode.full : CoverageCode.partly;

export type QuotationRecord = typeof inquiryQuotations.$inferSelect;
export type RevisionRecord = typeof inquiryQuotationRevisions.$inferSelect;

/** The sent revision `revision` of a quotation. */
export const revisionOf = async (
  db: DbOrTx,
  partnerId: number,
  quotationId: number,
  revision: number,
): Promise<RevisionRecord | undefined> => {
  const [row] = await db
    .select()
    .from(inquiryQuotationRevisions)
    .where(
      and(
        eq(inquiryQuotationRevisions.partnerId, partnerId),
        eq(inquiryQuotationRevisions.quotationId, quotationId),
        eq(inquiryQuotationRevisions.revision, revision),
      ),
    );
  return row;
};

/** Every sent revision of a quotation, latest first. */
export const revisionsOf = (db: DbOrTx, partnerId: number, quotationId: number): Promise<RevisionRecord[]> =>
  db
    .select()
    .from(inquiryQuotationRevisions)
    .where(
      and(
        eq(inquiryQuotationRevisions.partnerId, partnerId),
        eq(inquiryQuotationRevisions.quotationId, quotationId),
      ),
    )
    .orderBy(desc(inquiryQuotationRevisions.revision));

/**
 * Drops the pending draft of a sent quotation: its lines go, its head is the latest sent revision's
 * again. In the caller's transaction (the quotation locked). Answers the inquiry's coverage columns.
 */
export const restoreLatestRevision = async (
  tx: DbOrTx,
  partnerId: number,
  quotation: QuotationRecord,
  lineCount: number,
  now: Date,
): Promise<{ quotedLines: number; declinedLines: number; coverage: number }> => {
  await tx
    .delete(inquiryQuotationLines)
    .where(
      and(
        eq(inquiryQuotationLines.partnerId, partnerId),
        eq(inquiryQuotationLines.quotationId, quotation.id),
        eq(inquiryQuotationLines.revision, 0),
      ),
    );
  const latest = await revisionOf(tx, partnerId, quotation.id, quotation.revision);
  if (!latest) throw new Error(`quotation ${quotation.id} has no revision ${quotation.revision}`);
  await tx
    .update(inquiryQuotations)
    .set({
      draftPending: false,
      validUntil: latest.validUntil,
      deliveryDays: latest.deliveryDays,
      freight: latest.freight,
      taxRate: latest.taxRate,
      supplierQuoteNo: latest.supplierQuoteNo,
      remark: latest.remark,
      attachmentFileId: latest.attachmentFileId,
      itemsAmount: latest.itemsAmount,
      totalAmount: latest.totalAmount,
      quotedLines: latest.quotedLines,
      declinedLines: latest.declinedLines,
      updatedTime: now,
    })
    .where(and(eq(inquiryQuotations.partnerId, partnerId), eq(inquiryQuotations.id, quotation.id)));
  return {
    quotedLines: latest.quotedLines,
    declinedLines: latest.declinedLines,
    coverage: coverageOf(latest.quotedLines, lineCount),
  };
};
