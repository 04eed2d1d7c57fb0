import {
  type Coverage,
  INQUIRY_MAX_LINES,
  type InquiryDetail,
  type InquiryFilter,
  type InquiryPageQuery,
  type InquiryRow,
  InquiryState,
  QuotationState,
} from '@portal/shared/contracts/inquiry';
import { and, asc, desc, eq, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { dayRangeWhere } from '../../../db/day-range';
import { containsPattern } from '../../../db/like';
import { batchAfter, pageOf } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { enqueueJob } from '../../../platform/jobs/job-queue';
import { channelNameSql } from '../../catalog/channels/channel.service';
import { regionNameOf } from '../../orders/order-intake.service';
import { sendNotice } from '../../partner/notice.service';
import { CountList, countAdded, keptTotal, partlyQuotedWhere, recount } from './inquiry-counts';
import { inquiries, inquiryItems, inquiryQuotationLines, inquiryQuotations } from './inquiries.table';
import { restoreLatestRevision } from './quotation-revisions';

export type InquiryRecord = typeof inquiries.$inferSelect;
export type InquiryItemRecord = typeof inquiryItems.$inferSelect;

/** The job that closes an inquiry's quoting window at its deadline (payload: { inquiryId }). */
export const INQUIRY_DEADLINE_JOB = 'inquiry.deadline';

const COVERAGE_NAMES: Record<number, Coverage> = { 0: 'none', 1: 'partly', 2: 'full' };

/** True while the partner may save, send or revise the inquiry's quotation. */
export const isQuotable = (inquiry: InquiryRecord, now: Date): boolean =>
  (inquiry.state === InquiryState.awaitingQuote || inquiry.state === InquiryState.quoted) &&
  !inquiry.windowClosed &&
  inquiry.deadline.getTime() > now.getTime();

// ---- receiving an inquiry ----

/** A line of a new inquiry. */
export type NewInquiryItem = {
  goodsName: string;
  spec: string;
  brand: string;
  quantity: string;
  unit: string;
  remark: string | null;
};

/** An inquiry a channel's buyer sends the partner (the simulator, the operator, the seed). */
export type NewInquiry = {
  partnerId: number;
  channelId: number;
  inquiryNo: string;
  customerName: string;
  contactName: string;
  contactPhone: string;
  regionCodes: string[];
  address: string;
  remark: string | null;
  deadline: Date;
  receivedTime: Date;
  items: NewInquiryItem[];
};

const QUANTITY = /^\d{1,15}(\.\d{1,3})?$/;

const checkedInquiry = (inquiry: NewInquiry) => {
  if (inquiry.items.length === 0) throw fail('inquiry.linesRequired');
  if (inquiry.items.length > INQUIRY_MAX_LINES) throw fail('inquiry.tooManyLines');
  if (inquiry.deadline.getTime() <= inquiry.receivedTime.getTime())
    throw fail('inquiry.deadlineBeforeReceived');
  for (const item of inquiry.items) {
    if (!QUANTITY.test(item.quantity) || Number(item.quantity) <= 0) throw fail('inquiry.quantityRule');
    if (!item.goodsName.trim()) throw fail('inquiry.goodsNameRequired');
  }
};

/**
 * Stores new inquiries with their lines in the caller's transaction: counted, a deadline job each
 * (it expires or closes the inquiry at its deadline) and a notice to the partner.
 */
export const receiveInquiries = async (
  tx: DbOrTx,
  batch: readonly NewInquiry[],
): Promise<InquiryRecord[]> => {
  if (batch.length === 0) return [];
  for (const inquiry of batch) checkedInquiry(inquiry);
  let created: InquiryRecord[];
  try {
    created = await tx
      .insert(inquiries)
      .values(
        batch.map((inquiry) => ({
          partnerId: inquiry.partnerId,
          inquiryNo: inquiry.inquiryNo,
          channelId: inquiry.channelId,
          customerName: inquiry.customerName,
          contactName: inquiry.contactName,
          contactPhone: inquiry.contactPhone,
          regionCodes: inquiry.regionCodes,
          regionName: regionNameOf(inquiry.regionCodes),
          address: inquiry.address,
          remark: inquiry.remark,
          deadline: inquiry.deadline,
          receivedTime: inquiry.receivedTime,
          state: InquiryState.awaitingQuote,
          itemNames: inquiry.items
            .map((item) => item.goodsName)
            .join(' | ')
            .slice(0, 4000),
          firstItemName: inquiry.items[0].goodsName,
          lineCount: inquiry.items.length,
        })),
      )
      .returning();
  } catch (error) {
    if (uniqueViolationOf(error)) throw fail('inquiry.inquiryNoExists');
    throw error;
  }
  await tx.insert(inquiryItems).values(
    created.flatMap((row, i) =>
      batch[i].items.map((item, line) => ({
        partnerId: row.partnerId,
        inquiryId: row.id,
        lineNo: line + 1,
        ...item,
      })),
    ),
  );
  const perPartner = new Map<number, number>();
  for (const row of created) perPartner.set(row.partnerId, (perPartner.get(row.partnerId) ?? 0) + 1);
  for (const [partnerId, by] of perPartner)
    await countAdded(tx, partnerId, CountList.inquiries, InquiryState.awaitingQuote, by);
  for (const row of created) {
    await enqueueJob(
      tx,
      INQUIRY_DEADLINE_JOB,
      { inquiryId: row.id },
      { partnerId: row.partnerId, runAfter: row.deadline },
    );
    await sendNotice(tx, {
      partnerId: row.partnerId,
      message: {
        key: 'inquiry.notice.received',
        params: {
          inquiryNo: row.inquiryNo,
          customer: row.customerName,
          lines: String(row.lineCount),
          deadline: row.deadline.toISOString().slice(0, 16).replace('T', ' '),
        },
      },
    });
  }
  return created;
};

// ---- reading ----

const i = inquiries;

const inquiryColumns = { inquiry: i, channelName: channelNameSql(i.channelId) };

export const inquiryRowOf = (
  record: InquiryRecord,
  channelName: string | null,
  now: Date = new Date(),
): InquiryRow => ({
  id: record.id,
  inquiryNo: record.inquiryNo,
  channelId: record.channelId,
  channelName: channelName ?? '',
  customerName: record.customerName,
  contactName: record.contactName,
  contactPhone: record.contactPhone,
  deadline: record.deadline.toISOString(),
  receivedTime: record.receivedTime.toISOString(),
  state: record.state as InquiryState,
  firstItemName: record.firstItemName,
  lineCount: record.lineCount,
  quotedLines: record.quotedLines,
  declinedLines: record.declinedLines,
  coverage: COVERAGE_NAMES[record.coverage] ?? 'none',
  quotationState: (record.quotationState ?? null) as QuotationState | null,
  revision: record.revision,
  draftPending: record.draftPending,
  quotedAmount: record.quotedAmount,
  quotable: isQuotable(record, now),
  orderId: record.orderId,
  orderNo: record.orderNo,
});

// Kept here for the quotation service that imports it from the inquiry service.
export { dayRangeWhere };

const filterOf = (partnerId: number, filter: InquiryFilter, timeZone: string): SQL | undefined =>
  and(
    eq(i.partnerId, partnerId),
    filter.keyword
      ? or(
          ilike(i.inquiryNo, containsPattern(filter.keyword)),
          ilike(i.customerName, containsPattern(filter.keyword)),
          ilike(i.itemNames, containsPattern(filter.keyword)),
        )
      : undefined,
    filter.channelId ? eq(i.channelId, filter.channelId) : undefined,
    filter.partlyQuoted ? partlyQuotedWhere() : filter.state ? eq(i.state, filter.state) : undefined,
    dayRangeWhere(i.deadline, filter.deadlineFrom, filter.deadlineTo, timeZone),
    dayRangeWhere(i.receivedTime, filter.receivedFrom, filter.receivedTo, timeZone),
  );

/** No filter but (maybe) the state: the page's total is the kept count. */
const isTab = (query: InquiryPageQuery) =>
  !query.keyword &&
  !query.channelId &&
  !query.partlyQuoted &&
  !query.deadlineFrom &&
  !query.deadlineTo &&
  !query.receivedFrom &&
  !query.receivedTo;

/** The partner's inquiries matching the filter, latest received first unless sorted otherwise. */
export const listInquiries = async (
  db: DbOrTx,
  partnerId: number,
  query: InquiryPageQuery,
  timeZone: string,
): Promise<{ rows: InquiryRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const column = query.sortBy === 'deadline' ? i.deadline : i.receivedTime;
  const kept = isTab(query) ? keptTotal(partnerId, CountList.inquiries, query.state ?? undefined) : undefined;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) =>
      db
        .select({ ...inquiryColumns, total: kept ?? total })
        .from(i)
        .$dynamic(),
    filterOf(partnerId, query, timeZone),
    [direction(column), direction(i.id)],
  );
  const now = new Date();
  return { rows: rows.map((row) => inquiryRowOf(row.inquiry, row.channelName, now)), total };
};

/** A keyset batch of the list for its export, newest first. */
export const listInquiriesAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: InquiryFilter,
  timeZone: string,
  afterId: number | undefined,
  limit: number,
): Promise<InquiryRow[]> => {
  const rows = await batchAfter(
    db.select(inquiryColumns).from(i).$dynamic(),
    filterOf(partnerId, filter, timeZone),
    i.id,
    afterId,
    limit,
  );
  const now = new Date();
  return rows.map((row) => inquiryRowOf(row.inquiry, row.channelName, now));
};

/** The partner's inquiry `id`; another partner's is answered as missing. */
export const inquiryOf = async (db: DbOrTx, partnerId: number, id: number): Promise<InquiryRecord> => {
  const [row] = await db
    .select()
    .from(i)
    .where(and(eq(i.partnerId, partnerId), eq(i.id, id)));
  if (!row) throw notFound('inquiry.notFound');
  return row;
};

/** The partner's inquiry `id`, locked for the caller's transaction. */
export const lockedInquiryOf = async (tx: DbOrTx, partnerId: number, id: number): Promise<InquiryRecord> => {
  const [row] = await tx
    .select()
    .from(i)
    .where(and(eq(i.partnerId, partnerId), eq(i.id, id)))
    .for('update');
  if (!row) throw notFound('inquiry.notFound');
  return row;
};

export const itemsOf = (db: DbOrTx, partnerId: number, inquiryId: number): Promise<InquiryItemRecord[]> =>
  db
    .select()
    .from(inquiryItems)
    .where(and(eq(inquiryItems.partnerId, partnerId), eq(inquiryItems.inquiryId, inquiryId)))
    .orderBy(asc(inquiryItems.lineNo));

/** One inquiry with its lines. */
export const inquiryDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<InquiryDetail> => {
  const [row] = await db
    .select(inquiryColumns)
    .from(i)
    .where(and(eq(i.partnerId, partnerId), eq(i.id, id)));
  if (!row) throw notFound('inquiry.notFound');
  const items = await itemsOf(db, partnerId, id);
  return {
    ...inquiryRowOf(row.inquiry, row.channelName),
    regionName: row.inquiry.regionName,
    address: row.inquiry.address,
    remark: row.inquiry.remark,
    awardedTime: row.inquiry.awardedTime?.toISOString() ?? null,
    items: items.map((item) => ({
      id: item.id,
      lineNo: item.lineNo,
      goodsName: item.goodsName,
      spec: item.spec,
      brand: item.brand,
      quantity: item.quantity,
      unit: item.unit,
      remark: item.remark,
    })),
  };
};

/** The partner's inquiry by its number (the operator names inquiries so). */
export const inquiryByNo = async (db: DbOrTx, partnerId: number, inquiryNo: string) => {
  const [row] = await db
    .select()
    .from(i)
    .where(and(eq(i.partnerId, partnerId), eq(i.inquiryNo, inquiryNo)))
    .limit(1);
  return row;
};

/** The partner's latest inquiries (the ops `inquiry list`). */
export const latestInquiriesOf = (db: DbOrTx, partnerId: number, limit: number) =>
  db
    .select()
    .from(i)
    .where(eq(i.partnerId, partnerId))
    .orderBy(desc(i.receivedTime), desc(i.id))
    .limit(limit);

// ---- the deadline ----

/**
 * At the deadline: an inquiry still awaiting a quote expires (its draft, if any, expires with it); a
 * quoted one stops taking revisions (a pending draft is dropped: the latest sent revision stands).
 * Guarded and idempotent: an inquiry already closed or awarded is left alone ('none'), one not yet
 * due too ('early': this server's clock is behind the one that queued the job). Answers what it did.
 */
export const closeAtDeadline = async (
  db: DbOrTx,
  partnerId: number,
  inquiryId: number,
  now: Date,
): Promise<'expired' | 'closed' | 'early' | 'none'> =>
  db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select()
      .from(i)
      .where(and(eq(i.partnerId, partnerId), eq(i.id, inquiryId)))
      .for('update');
    if (
      !inquiry ||
      inquiry.windowClosed ||
      (inquiry.state !== InquiryState.awaitingQuote && inquiry.state !== InquiryState.quoted)
    )
      return 'none';
    if (inquiry.deadline.getTime() > now.getTime()) return 'early';
    const [quotation] = await tx
      .select()
      .from(inquiryQuotations)
      .where(and(eq(inquiryQuotations.partnerId, partnerId), eq(inquiryQuotations.inquiryId, inquiryId)))
      .for('update');
    if (inquiry.state === InquiryState.awaitingQuote) {
      await tx
        .update(i)
        .set({
          state: InquiryState.expired,
          windowClosed: true,
          draftPending: false,
          quotationState: quotation ? QuotationState.expired : null,
          updatedTime: now,
        })
        .where(and(eq(i.partnerId, partnerId), eq(i.id, inquiryId), eq(i.state, InquiryState.awaitingQuote)));
      await recount(tx, partnerId, CountList.inquiries, InquiryState.awaitingQuote, InquiryState.expired);
      if (quotation) {
        await tx
          .update(inquiryQuotations)
          .set({ state: QuotationState.expired, draftPending: false, updatedTime: now })
          .where(and(eq(inquiryQuotations.partnerId, partnerId), eq(inquiryQuotations.id, quotation.id)));
        await recount(tx, partnerId, CountList.quotations, quotation.state, QuotationState.expired);
      }
      await writeAudit(tx, {
        partnerId,
        accountId: null,
        action: 'inquiry.expire',
        entity: 'inquiry',
        entityId: inquiryId,
        before: { state: inquiry.state },
        after: { state: InquiryState.expired },
      });
      return 'expired';
    }
    const coverage = quotation?.draftPending
      ? await restoreLatestRevision(tx, partnerId, quotation, inquiry.lineCount, now)
      : {};
    await tx
      .update(i)
      .set({ windowClosed: true, draftPending: false, ...coverage, updatedTime: now })
      .where(and(eq(i.partnerId, partnerId), eq(i.id, inquiryId)));
    await writeAudit(tx, {
      partnerId,
      accountId: null,
      action: 'inquiry.close',
      entity: 'inquiry',
      entityId: inquiryId,
    });
    return 'closed';
  });

/**
 * The safety sweep (daily, and `npm run ops -- inquiry sweep`): closes every open inquiry past its
 * deadline whose job has not run yet (a lost job, a clock moved). Batches of 500 on the open-deadline
 * index. Answers how many expired and closed.
 */
export const sweepDeadlines = async (db: DbOrTx, now: Date): Promise<{ expired: number; closed: number }> => {
  const done = { expired: 0, closed: 0 };
  for (;;) {
    const due = await db
      .select({ partnerId: i.partnerId, id: i.id })
      .from(i)
      .where(and(inArray(i.state, [1, 2]), eq(i.windowClosed, false), lt(i.deadline, now)))
      .orderBy(asc(i.deadline))
      .limit(500);
    if (due.length === 0) return done;
    const before = done.expired + done.closed;
    for (const row of due) {
      const outcome = await closeAtDeadline(db, row.partnerId, row.id, now);
      if (outcome === 'expired') done.expired += 1;
      else if (outcome === 'closed') done.closed += 1;
    }
    if (due.length < 500 || done.expired + done.closed === before) return done;
  }
};

/** Quotation line rows of one revision (0: the draft), as stored. */
export const revisionLinesOf = (db: DbOrTx, partnerId: number, quotationId: number, revision: number) =>
  db
    .select()
    .from(inquiryQuotationLines)
    .where(
      and(
        eq(inquiryQuotationLines.partnerId, partnerId),
        eq(inquiryQuotationLines.quotationId, quotationId),
        eq(inquiryQuotationLines.revision, revision),
      ),
    );
