import {
  type InquiryDetail,
  InquiryState,
  type QuotationDetail,
  type QuotationFilter,
  type QuotationHead,
  type QuotationInput,
  type QuotationLine,
  type QuotationPageQuery,
  type QuotationRow,
  QuotationState,
  type RevisionDetail,
  type RevisionSummary,
} from '@portal/shared/contracts/inquiry';
import { add, isMoneyString, multiply } from '@portal/shared/money';
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { batchAfter, pageOf } from '../../../db/paging';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { addDays, localDayOf } from '../../../platform/local-time';
import { operatorNamesOf } from '../../auth/accounts.service';
import { channelNameSql } from '../../catalog/channels/channel.service';
import { skuLinesOf } from '../../catalog/goods/goods.service';
import { assertOwnFile, fileSummariesOf, signedFileUrl } from '../../communal/files.service';
import { CountList, keptTotal, recount } from './inquiry-counts';
import {
  dayRangeWhere,
  type InquiryItemRecord,
  type InquiryRecord,
  inquiryDetail,
  isQuotable,
  itemsOf,
  lockedInquiryOf,
  revisionLinesOf,
} from './inquiry.service';
import {
  inquiries,
  inquiryQuotationLines,
  inquiryQuotationRevisions,
  inquiryQuotations,
} from './inquiries.table';
import { PricePointKind, type PricedSku, recordPrices } from './price-history';
import {
  coverageOf,
  type QuotationRecord,
  type RevisionRecord,
  restoreLatestRevision,
  revisionOf,
  revisionsOf,
} from './quotation-revisions';

/** Who quotes: an account of the partner, or null for the simulator and the seed. */
export type QuoteActor = { partnerId: number; accountId: number | null };

type LineRecord = typeof inquiryQuotationLines.$inferSelect;
const COVERAGE_NAMES = ['none', 'partly', 'full'] as const;

/** The partner's quotation of an inquiry, if it has one (locked when `lock`). */
export const quotationOfInquiry = async (
  db: DbOrTx,
  partnerId: number,
  inquiryId: number,
  lock = false,
): Promise<QuotationRecord | undefined> => {
  const query = db
    .select()
    .from(inquiryQuotations)
    .where(and(eq(inquiryQuotations.partnerId, partnerId), eq(inquiryQuotations.inquiryId, inquiryId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

/** Refuses a quote on an inquiry that no longer takes one. */
const assertQuotable = (inquiry: InquiryRecord, now: Date) => {
  if (inquiry.state !== InquiryState.awaitingQuote && inquiry.state !== InquiryState.quoted)
    throw fail('inquiry.notQuotable');
  if (!isQuotable(inquiry, now)) throw fail('inquiry.deadlinePassed');
};

/** A line as it will be stored, with its amount. */
type WorkingLine = {
  itemId: number;
  cannotSupply: boolean;
  unitPrice: string | null;
  amount: string | null;
  brand: string | null;
  model: string | null;
  skuId: number | null;
  goodsId: number | null;
  remark: string | null;
};

/** A money amount within numeric(18,2), else the quotation is refused. */
const boundedAmount = (amount: string): string => {
  if (!isMoneyString(amount)) throw fail('inquiry.amountTooLarge');
  return amount;
};

/** The lines of the input checked against the inquiry's items and the partner's SKUs. */
const workingLinesOf = async (
  db: DbOrTx,
  partnerId: number,
  items: readonly InquiryItemRecord[],
  input: QuotationInput,
): Promise<{
  lines: WorkingLine[];
  skus: Map<number, { goodsId: number; goodsName: string; spec: string }>;
}> => {
  const itemById = new Map(items.map((item) => [item.id, item]));
  const skuIds = [...new Set(input.lines.flatMap((line) => (line.skuId ? [line.skuId] : [])))];
  const skuLines = skuIds.length === 0 ? [] : await skuLinesOf(db, partnerId, skuIds);
  const skus = new Map(skuLines.map((sku) => [sku.skuId, sku]));
  const lines = input.lines.map((line): WorkingLine => {
    const item = itemById.get(line.itemId);
    if (!item) throw fail('inquiry.lineNotOnInquiry');
    const sku = line.skuId ? skus.get(line.skuId) : undefined;
    if (line.skuId && !sku) throw fail('inquiry.skuNotFound');
    const unitPrice = line.cannotSupply ? null : (line.unitPrice ?? null);
    return {
      itemId: line.itemId,
      cannotSupply: line.cannotSupply,
      unitPrice,
      amount: unitPrice ? boundedAmount(multiply(item.quantity, unitPrice)) : null,
      brand: line.brand ?? null,
      model: line.model ?? null,
      skuId: sku?.skuId ?? null,
      goodsId: sku?.goodsId ?? null,
      remark: line.remark ?? null,
    };
  });
  return { lines, skus };
};

/** What a send requires: every line answered, one priced at least, validity and delivery days. */
const assertSendable = (
  items: readonly InquiryItemRecord[],
  lines: readonly WorkingLine[],
  input: QuotationInput,
  today: string,
) => {
  const byItem = new Map(lines.map((line) => [line.itemId, line]));
  for (const item of items) {
    const line = byItem.get(item.id);
    if (!line || (!line.cannotSupply && !line.unitPrice))
      throw fail('inquiry.lineUnanswered', { lineNo: item.lineNo });
  }
  if (!lines.some((line) => line.unitPrice)) throw fail('inquiry.nothingQuoted');
  if (!input.validUntil) throw fail('inquiry.validUntilRequired');
  if (input.validUntil < today) throw fail('inquiry.validUntilPast');
  if (input.deliveryDays === null || input.deliveryDays === undefined)
    throw fail('inquiry.deliveryDaysRequired');
};

/**
 * Saves (mode 'draft') or sends (mode 'send') the partner's quotation of an open inquiry, before its
 * deadline. A draft holds the lines given (others stay untouched); a send needs every line answered
 * and makes the next revision, kept as sent. The inquiry is locked for the whole change; its
 * coverage, the quotation's state, the kept counts, the price history and an audit row change in
 * the same transaction.
 */
export const saveQuotation = async (
  db: DbOrTx,
  actor: QuoteActor,
  input: QuotationInput,
  mode: 'draft' | 'send',
  timeZone: string,
  now: Date = new Date(),
): Promise<void> => {
  const { partnerId } = actor;
  await db.transaction(async (tx) => {
    const inquiry = await lockedInquiryOf(tx, partnerId, input.inquiryId);
    assertQuotable(inquiry, now);
    const items = await itemsOf(tx, partnerId, inquiry.id);
    const { lines, skus } = await workingLinesOf(tx, partnerId, items, input);
    if (mode === 'send') assertSendable(items, lines, input, localDayOf(now, timeZone));
    if (input.attachmentFileId) await assertOwnFile(tx, partnerId, input.attachmentFileId);
    const itemsAmount = boundedAmount(
      add('0', ...lines.flatMap((line) => (line.amount ? [line.amount] : []))),
    );
    const totalAmount = boundedAmount(add(itemsAmount, input.freight));
    const quotedLines = lines.filter((line) => line.unitPrice).length;
    const declinedLines = lines.filter((line) => line.cannotSupply).length;
    const head = {
      validUntil: input.validUntil ?? null,
      deliveryDays: input.deliveryDays ?? null,
      freight: add('0', input.freight),
      taxRate: input.taxRate,
      supplierQuoteNo: input.supplierQuoteNo ?? null,
      remark: input.remark ?? null,
      attachmentFileId: input.attachmentFileId ?? null,
      itemsAmount,
      totalAmount,
      quotedLines,
      declinedLines,
    };
    const existing = await quotationOfInquiry(tx, partnerId, inquiry.id, true);
    const sending = mode === 'send';
    const revision = sending ? (existing?.revision ?? 0) + 1 : (existing?.revision ?? 0);
    const state =
      sending || existing?.state === QuotationState.sent ? QuotationState.sent : QuotationState.draft;
    let quotationId: number;
    if (existing) {
      quotationId = existing.id;
      await tx
        .update(inquiryQuotations)
        .set({
          ...head,
          state,
          revision,
          draftPending: !sending,
          ...(sending ? { sentTime: now } : {}),
          updatedTime: now,
        })
        .where(and(eq(inquiryQuotations.partnerId, partnerId), eq(inquiryQuotations.id, existing.id)));
    } else {
      const [created] = await tx
        .insert(inquiryQuotations)
        .values({
          partnerId,
          inquiryId: inquiry.id,
          ...head,
          state,
          revision,
          draftPending: !sending,
          sentTime: sending ? now : null,
          createdTime: now,
          updatedTime: now,
        })
        .returning({ id: inquiryQuotations.id });
      quotationId = created.id;
    }
    await recount(tx, partnerId, CountList.quotations, existing?.state ?? null, state);
    await tx
      .delete(inquiryQuotationLines)
      .where(
        and(
          eq(inquiryQuotationLines.partnerId, partnerId),
          eq(inquiryQuotationLines.quotationId, quotationId),
          eq(inquiryQuotationLines.revision, 0),
        ),
      );
    await tx
      .insert(inquiryQuotationLines)
      .values(lines.map((line) => ({ partnerId, quotationId, revision: sending ? revision : 0, ...line })));
    if (sending) {
      await tx.insert(inquiryQuotationRevisions).values({
        partnerId,
        quotationId,
        revision,
        ...head,
        accountId: actor.accountId,
        sentTime: now,
      });
      const priced: PricedSku[] = lines.flatMap((line) => {
        const sku = line.skuId ? skus.get(line.skuId) : undefined;
        return sku && line.unitPrice && line.skuId
          ? [
              {
                skuId: line.skuId,
                goodsId: sku.goodsId,
                goodsName: sku.goodsName,
                spec: sku.spec,
                price: line.unitPrice,
              },
            ]
          : [];
      });
      await recordPrices(tx, partnerId, inquiry, PricePointKind.quoted, priced, now);
    }
    const inquiryState = sending ? InquiryState.quoted : inquiry.state;
    await tx
      .update(inquiries)
      .set({
        state: inquiryState,
        quotedLines,
        declinedLines,
        coverage: coverageOf(quotedLines, inquiry.lineCount),
        quotationState: state,
        revision,
        draftPending: !sending,
        ...(sending ? { quotedAmount: totalAmount } : {}),
        updatedTime: now,
      })
      .where(
        and(
          eq(inquiries.partnerId, partnerId),
          eq(inquiries.id, inquiry.id),
          eq(inquiries.state, inquiry.state),
        ),
      );
    await recount(tx, partnerId, CountList.inquiries, inquiry.state, inquiryState);
    await writeAudit(tx, {
      partnerId,
      accountId: actor.accountId,
      action: sending ? 'quotation.send' : 'quotation.save',
      entity: 'inquiry',
      entityId: inquiry.id,
      before: existing ? { state: existing.state, revision: existing.revision } : null,
      after: { state, revision, totalAmount },
    });
  });
};

/**
 * Drops the pending draft: of a sent quotation (its latest sent revision stands again) or of one
 * never sent (the quotation goes). Only while the inquiry is open.
 */
export const discardDraft = async (
  db: DbOrTx,
  actor: QuoteActor,
  inquiryId: number,
  now: Date = new Date(),
): Promise<void> => {
  const { partnerId } = actor;
  await db.transaction(async (tx) => {
    const inquiry = await lockedInquiryOf(tx, partnerId, inquiryId);
    assertQuotable(inquiry, now);
    const quotation = await quotationOfInquiry(tx, partnerId, inquiryId, true);
    if (!quotation?.draftPending) throw fail('inquiry.noDraft');
    if (quotation.state === QuotationState.sent) {
      const coverage = await restoreLatestRevision(tx, partnerId, quotation, inquiry.lineCount, now);
      await tx
        .update(inquiries)
        .set({ ...coverage, draftPending: false, updatedTime: now })
        .where(and(eq(inquiries.partnerId, partnerId), eq(inquiries.id, inquiryId)));
    } else {
      await tx
        .delete(inquiryQuotationLines)
        .where(
          and(
            eq(inquiryQuotationLines.partnerId, partnerId),
            eq(inquiryQuotationLines.quotationId, quotation.id),
          ),
        );
      await tx
        .delete(inquiryQuotations)
        .where(and(eq(inquiryQuotations.partnerId, partnerId), eq(inquiryQuotations.id, quotation.id)));
      await recount(tx, partnerId, CountList.quotations, quotation.state, null);
      await tx
        .update(inquiries)
        .set({
          quotedLines: 0,
          declinedLines: 0,
          coverage: 0,
          quotationState: null,
          draftPending: false,
          updatedTime: now,
        })
        .where(and(eq(inquiries.partnerId, partnerId), eq(inquiries.id, inquiryId)));
    }
    await writeAudit(tx, {
      partnerId,
      accountId: actor.accountId,
      action: 'quotation.discardDraft',
      entity: 'inquiry',
      entityId: inquiryId,
    });
  });
};

// ---- reading ----

/** The lines of a working copy or revision beside every inquiry line, in line order. */
const linesBeside = async (
  db: DbOrTx,
  partnerId: number,
  items: readonly InquiryDetail['items'][number][],
  stored: readonly LineRecord[],
): Promise<QuotationLine[]> => {
  const byItem = new Map(stored.map((line) => [line.itemId, line]));
  const skuIds = [...new Set(stored.flatMap((line) => (line.skuId ? [line.skuId] : [])))];
  const skus = new Map(
    (skuIds.length === 0 ? [] : await skuLinesOf(db, partnerId, skuIds)).map((sku) => [sku.skuId, sku]),
  );
  return items.map((item) => {
    const line = byItem.get(item.id);
    const sku = line?.skuId ? skus.get(line.skuId) : undefined;
    return {
      itemId: item.id,
      lineNo: item.lineNo,
      goodsName: item.goodsName,
      spec: item.spec,
      askedBrand: item.brand,
      quantity: item.quantity,
      unit: item.unit,
      cannotSupply: line?.cannotSupply ?? false,
      unitPrice: line?.unitPrice ?? null,
      amount: line?.amount ?? null,
      brand: line?.brand ?? null,
      model: line?.model ?? null,
      skuId: line?.skuId ?? null,
      goodsId: line?.goodsId ?? null,
      skuName: sku?.goodsName ?? null,
      skuSpec: sku?.spec ?? null,
      remark: line?.remark ?? null,
    };
  });
};

const attachmentOf = async (db: DbOrTx, partnerId: number, fileId: number | null) => {
  if (!fileId) return null;
  const [file] = await fileSummariesOf(db, partnerId, [fileId]);
  return file ? { id: file.id, name: file.name, url: signedFileUrl(partnerId, file.id) } : null;
};

const headOf = async (
  db: DbOrTx,
  partnerId: number,
  row: QuotationRecord | RevisionRecord,
): Promise<QuotationHead> => ({
  validUntil: row.validUntil,
  deliveryDays: row.deliveryDays,
  freight: row.freight,
  taxRate: row.taxRate,
  supplierQuoteNo: row.supplierQuoteNo,
  remark: row.remark,
  attachment: await attachmentOf(db, partnerId, row.attachmentFileId),
  itemsAmount: row.itemsAmount,
  totalAmount: row.totalAmount,
  quotedLines: row.quotedLines,
  declinedLines: row.declinedLines,
});

const summariesOf = async (db: DbOrTx, partnerId: number, rows: readonly RevisionRecord[]) => {
  const nameOf = await operatorNamesOf(
    db,
    partnerId,
    rows.map((row) => row.accountId),
  );
  return rows.map(
    (row): RevisionSummary => ({
      revision: row.revision,
      sentTime: row.sentTime.toISOString(),
      accountName: nameOf(row.accountId),
      itemsAmount: row.itemsAmount,
      freight: row.freight,
      totalAmount: row.totalAmount,
      quotedLines: row.quotedLines,
      declinedLines: row.declinedLines,
    }),
  );
};

/** The quotation editor of an inquiry: the inquiry, the working copy, the sent revisions. */
export const quotationDetail = async (
  db: DbOrTx,
  partnerId: number,
  inquiryId: number,
): Promise<QuotationDetail> => {
  const inquiry = await inquiryDetail(db, partnerId, inquiryId);
  const quotation = await quotationOfInquiry(db, partnerId, inquiryId);
  if (!quotation) return { inquiry, quotation: null, revisions: [] };
  const [stored, revisions] = await Promise.all([
    revisionLinesOf(db, partnerId, quotation.id, quotation.draftPending ? 0 : quotation.revision),
    revisionsOf(db, partnerId, quotation.id),
  ]);
  return {
    inquiry,
    quotation: {
      id: quotation.id,
      state: quotation.state as QuotationState,
      revision: quotation.revision,
      draftPending: quotation.draftPending,
      sentTime: quotation.sentTime?.toISOString() ?? null,
      updatedTime: quotation.updatedTime.toISOString(),
      head: await headOf(db, partnerId, quotation),
      lines: await linesBeside(db, partnerId, inquiry.items, stored),
    },
    revisions: await summariesOf(db, partnerId, revisions),
  };
};

/** The sent revisions of an inquiry's quotation, latest first (none before the first send). */
export const listRevisions = async (
  db: DbOrTx,
  partnerId: number,
  inquiryId: number,
): Promise<RevisionSummary[]> => {
  const [inquiry] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.partnerId, partnerId), eq(inquiries.id, inquiryId)));
  if (!inquiry) throw notFound('inquiry.notFound');
  const quotation = await quotationOfInquiry(db, partnerId, inquiryId);
  return quotation ? summariesOf(db, partnerId, await revisionsOf(db, partnerId, quotation.id)) : [];
};

/** One sent revision as it was sent. */
export const revisionDetail = async (
  db: DbOrTx,
  partnerId: number,
  inquiryId: number,
  revision: number,
): Promise<RevisionDetail> => {
  const inquiry = await inquiryDetail(db, partnerId, inquiryId);
  const quotation = await quotationOfInquiry(db, partnerId, inquiryId);
  const row = quotation ? await revisionOf(db, partnerId, quotation.id, revision) : undefined;
  if (!quotation || !row) throw notFound('inquiry.revisionNotFound');
  const [summary] = await summariesOf(db, partnerId, [row]);
  const stored = await revisionLinesOf(db, partnerId, quotation.id, revision);
  return {
    ...summary,
    ...(await headOf(db, partnerId, row)),
    lines: await linesBeside(db, partnerId, inquiry.items, stored),
  };
};

// ---- the list ----

const q = inquiryQuotations;
const i = inquiries;

const quotationColumns = {
  quotation: q,
  inquiryNo: i.inquiryNo,
  channelId: i.channelId,
  channelName: channelNameSql(i.channelId),
  customerName: i.customerName,
  deadline: i.deadline,
  inquiryState: i.state,
  lineCount: i.lineCount,
  orderId: i.orderId,
  orderNo: i.orderNo,
};

type QuotationSelected = {
  quotation: QuotationRecord;
  inquiryNo: string;
  channelId: number;
  channelName: string | null;
  customerName: string;
  deadline: Date;
  inquiryState: number;
  lineCount: number;
  orderId: number | null;
  orderNo: string | null;
};

const quotationRowOf = (row: QuotationSelected): QuotationRow => ({
  id: row.quotation.id,
  inquiryId: row.quotation.inquiryId,
  inquiryNo: row.inquiryNo,
  channelId: row.channelId,
  channelName: row.channelName ?? '',
  customerName: row.customerName,
  deadline: row.deadline.toISOString(),
  inquiryState: row.inquiryState as InquiryState,
  state: row.quotation.state as QuotationState,
  revision: row.quotation.revision,
  draftPending: row.quotation.draftPending,
  lineCount: row.lineCount,
  quotedLines: row.quotation.quotedLines,
  declinedLines: row.quotation.declinedLines,
  coverage: COVERAGE_NAMES[coverageOf(row.quotation.quotedLines, row.lineCount)],
  totalAmount: row.quotation.totalAmount,
  freight: row.quotation.freight,
  supplierQuoteNo: row.quotation.supplierQuoteNo,
  validUntil: row.quotation.validUntil,
  sentTime: row.quotation.sentTime?.toISOString() ?? null,
  updatedTime: row.quotation.updatedTime.toISOString(),
  orderId: row.orderId,
  orderNo: row.orderNo,
});

const quotationFilterOf = (partnerId: number, filter: QuotationFilter, timeZone: string): SQL | undefined =>
  and(
    eq(q.partnerId, partnerId),
    filter.keyword
      ? or(
          ilike(i.inquiryNo, containsPattern(filter.keyword)),
          ilike(i.customerName, containsPattern(filter.keyword)),
          ilike(q.supplierQuoteNo, containsPattern(filter.keyword)),
        )
      : undefined,
    filter.channelId ? eq(i.channelId, filter.channelId) : undefined,
    filter.state ? eq(q.state, filter.state) : undefined,
    dayRangeWhere(i.deadline, filter.deadlineFrom, filter.deadlineTo, timeZone),
    dayRangeWhere(q.updatedTime, filter.updatedFrom, filter.updatedTo, timeZone),
  );

const isQuotationTab = (query: QuotationPageQuery) =>
  !query.keyword &&
  !query.channelId &&
  !query.deadlineFrom &&
  !query.deadlineTo &&
  !query.updatedFrom &&
  !query.updatedTo;

/** The partner's quotations matching the filter, latest changed first unless sorted otherwise. */
export const listQuotations = async (
  db: DbOrTx,
  partnerId: number,
  query: QuotationPageQuery,
  timeZone: string,
): Promise<{ rows: QuotationRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const column =
    query.sortBy === 'deadline' ? i.deadline : query.sortBy === 'totalAmount' ? q.totalAmount : q.updatedTime;
  const kept = isQuotationTab(query)
    ? keptTotal(partnerId, CountList.quotations, query.state ?? undefined)
    : undefined;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) =>
      db
        .select({ ...quotationColumns, total: kept ?? total })
        .from(q)
        .innerJoin(i, and(eq(i.partnerId, q.partnerId), eq(i.id, q.inquiryId)))
        .$dynamic(),
    quotationFilterOf(partnerId, query, timeZone),
    [direction(column), direction(q.id)],
  );
  return { rows: rows.map(quotationRowOf), total };
};

/** A keyset batch of the quotation list for its export, newest first. */
export const listQuotationsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: QuotationFilter,
  timeZone: string,
  afterId: number | undefined,
  limit: number,
): Promise<QuotationRow[]> => {
  const rows = await batchAfter(
    db
      .select(quotationColumns)
      .from(q)
      .innerJoin(i, and(eq(i.partnerId, q.partnerId), eq(i.id, q.inquiryId)))
      .$dynamic(),
    quotationFilterOf(partnerId, filter, timeZone),
    q.id,
    afterId,
    limit,
  );
  return rows.map(quotationRowOf);
};

/** The last day a quotation sent today may be valid until by default: a month. */
export const defaultValidUntil = (now: Date, timeZone: string): string =>
  addDays(localDayOf(now, timeZone), 30);

/**
 * The quotation win count of the inquiries received in [from, to) (the analysis dashboard): those
 * answered with a sent quotation (sent, won or lost) and those won. Reads the inquiries' received
 * index over the range, their quotation state kept on the row.
 */
export const quotationWinCounts = async (
  db: DbOrTx,
  partnerId: number,
  range: { from: Date; to: Date },
): Promise<{ won: number; answered: number }> => {
  const [row] = await db
    .select({
      won: sql<number>`(count(*) filter (where ${inquiries.quotationState} = ${QuotationState.won}))::int`,
      answered: sql<number>`(count(*) filter (where ${inquiries.quotationState} in (${QuotationState.sent}, ${QuotationState.won}, ${QuotationState.lost})))::int`,
    })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.partnerId, partnerId),
        gte(inquiries.receivedTime, range.from),
        lt(inquiries.receivedTime, range.to),
      ),
    );
  return { won: Number(row?.won ?? 0), answered: Number(row?.answered ?? 0) };
};
