import type { Writable } from 'node:stream';
import {
  type BatchQuotationReport,
  type BatchQuotationResult,
  InquiryState,
  type QuotationLineInput,
} from '@portal/shared/contracts/inquiry';
import { isMoneyString, toMoney } from '@portal/shared/money';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../../db/client';
import type { Locale } from '../../../platform/i18n/locale';
import { addDays, localDayOf } from '../../../platform/local-time';
import type { FileStorage } from '../../../platform/storage/storage';
import { skuLinesOf } from '../../catalog/goods/goods.service';
import {
  addHelpSheet,
  type FieldColumn,
  problemReportOf,
  readUploadedSheet,
  type RowProblem,
  rowReaderOf,
  type SheetRow,
} from '../../communal/sheet-import';
import { type InquiryItemRecord, type InquiryRecord, revisionLinesOf } from './inquiry.service';
import { inquiries, inquiryItems, inquiryQuotations } from './inquiries.table';
import { type QuoteActor, saveQuotation } from './quotation.service';

/**
 * The batch quotation (批量报价), as the bank statement import: the open inquiry lines as an .xlsx
 * template (prefilled with the working copy's prices), a dry run with the row report and an error
 * file, the import. The import writes each inquiry's rows into its working copy (lines not in the
 * file keep what they had) as a draft, and with `send` sends each one whose lines are then all
 * answered, all in one transaction.
 */

/** Open inquiry lines in the template, and rows in an upload, at most. */
export const MAX_BATCH_ROWS = 5_000;
const SHEET_NAME = '报价';
const YES = ['是', 'Y', 'y', 'yes', 'Yes', 'YES', '1', '√'];

type Field =
  | 'inquiryNo'
  | 'lineNo'
  | 'goodsName'
  | 'spec'
  | 'askedBrand'
  | 'quantity'
  | 'unit'
  | 'deadline'
  | 'unitPrice'
  | 'cannotSupply'
  | 'brand'
  | 'model'
  | 'skuId'
  | 'remark'
  | 'validUntil'
  | 'deliveryDays'
  | 'freight'
  | 'taxRate'
  | 'supplierQuoteNo';

/** The template's columns (`*` required); the inquiry's own columns are there to read, not to change. */
const COLUMNS: readonly (FieldColumn<Field> & { width: number })[] = [
  { field: 'inquiryNo', header: '询价单号*', width: 22 },
  { field: 'lineNo', header: '行号*', width: 6 },
  { field: 'goodsName', header: '商品名称', width: 22 },
  { field: 'spec', header: '规格', width: 22 },
  { field: 'askedBrand', header: '要求品牌', width: 10 },
  { field: 'quantity', header: '数量', width: 10 },
  { field: 'unit', header: '单位', width: 6 },
  { field: 'deadline', header: '报价截止', width: 18 },
  { field: 'unitPrice', header: '单价', width: 12 },
  { field: 'cannotSupply', header: '无法供货', width: 9 },
  { field: 'brand', header: '品牌', width: 12, max: 50 },
  { field: 'model', header: '型号', width: 14, max: 100 },
  { field: 'skuId', header: 'SKU ID', width: 10 },
  { field: 'remark', header: '行备注', width: 20, max: 200 },
  { field: 'validUntil', header: '有效期至', width: 12 },
  { field: 'deliveryDays', header: '供货天数', width: 9 },
  { field: 'freight', header: '运费', width: 10 },
  { field: 'taxRate', header: '税率', width: 8 },
  { field: 'supplierQuoteNo', header: '我方报价单号', width: 16, max: 40 },
];
const headerOf = (field: Field) => COLUMNS.find((column) => column.field === field)?.header ?? field;
const HEADERS = COLUMNS.map((column) => column.header);

const SHEET_OPTIONS = {
  maxRows: MAX_BATCH_ROWS,
  messages: {
    unreadable: 'inquiry.batch.unreadable',
    empty: 'inquiry.batch.empty',
    headersMissing: 'inquiry.batch.headersMissing',
    tooManyRows: 'inquiry.batch.tooManyRows',
  },
};

/** The partner's inquiries taking a quotation now, with their lines (deadline first). */
const openInquiriesOf = async (
  db: DbOrTx,
  partnerId: number,
  now: Date,
  inquiryNos?: readonly string[],
): Promise<{ inquiry: InquiryRecord; items: InquiryItemRecord[] }[]> => {
  if (inquiryNos?.length === 0) return [];
  const open = await db
    .select()
    .from(inquiries)
    .where(
      and(
        eq(inquiries.partnerId, partnerId),
        inArray(inquiries.state, [InquiryState.awaitingQuote, InquiryState.quoted]),
        eq(inquiries.windowClosed, false),
        gt(inquiries.deadline, now),
        inquiryNos ? inArray(inquiries.inquiryNo, [...inquiryNos]) : undefined,
      ),
    )
    .orderBy(asc(inquiries.deadline), asc(inquiries.id))
    .limit(MAX_BATCH_ROWS);
  if (open.length === 0) return [];
  const items = await db
    .select()
    .from(inquiryItems)
    .where(
      and(
        eq(inquiryItems.partnerId, partnerId),
        inArray(
          inquiryItems.inquiryId,
          open.map((inquiry) => inquiry.id),
        ),
      ),
    )
    .orderBy(asc(inquiryItems.inquiryId), asc(inquiryItems.lineNo));
  return open.map((inquiry) => ({ inquiry, items: items.filter((item) => item.inquiryId === inquiry.id) }));
};

type WorkingCopy = {
  head: typeof inquiryQuotations.$inferSelect | undefined;
  lines: Map<number, Awaited<ReturnType<typeof revisionLinesOf>>[number]>;
};

/** The working copies (draft, else latest sent) of these inquiries' quotations. */
const workingCopiesOf = async (
  db: DbOrTx,
  partnerId: number,
  inquiryIds: readonly number[],
): Promise<Map<number, WorkingCopy>> => {
  const copies = new Map<number, WorkingCopy>();
  if (inquiryIds.length === 0) return copies;
  const quotations = await db
    .select()
    .from(inquiryQuotations)
    .where(
      and(eq(inquiryQuotations.partnerId, partnerId), inArray(inquiryQuotations.inquiryId, [...inquiryIds])),
    );
  for (const quotation of quotations) {
    const lines = await revisionLinesOf(
      db,
      partnerId,
      quotation.id,
      quotation.draftPending ? 0 : quotation.revision,
    );
    copies.set(quotation.inquiryId, {
      head: quotation,
      lines: new Map(lines.map((line) => [line.itemId, line])),
    });
  }
  return copies;
};

/** The template: every open inquiry line, with what its quotation says now, and how to fill it. */
export const writeBatchTemplate = async (
  db: DbOrTx,
  partnerId: number,
  timeZone: string,
  out: Writable,
  now: Date = new Date(),
): Promise<string> => {
  const open = await openInquiriesOf(db, partnerId, now);
  const copies = await workingCopiesOf(
    db,
    partnerId,
    open.map(({ inquiry }) => inquiry.id),
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  for (const column of ['inquiryNo', 'skuId', 'supplierQuoteNo'] as const)
    sheet.getColumn(COLUMNS.findIndex((c) => c.field === column) + 1).numFmt = '@';
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1, xSplit: 2 }];
  let rows = 0;
  for (const { inquiry, items } of open) {
    const copy = copies.get(inquiry.id);
    for (const item of items) {
      if (rows >= MAX_BATCH_ROWS) break;
      rows += 1;
      const line = copy?.lines.get(item.id);
      sheet.addRow([
        inquiry.inquiryNo,
        item.lineNo,
        item.goodsName,
        item.spec,
        item.brand,
        Number(item.quantity),
        item.unit,
        new Intl.DateTimeFormat('sv-SE', {
          timeZone,
          dateStyle: 'short',
          timeStyle: 'short',
        }).format(inquiry.deadline),
        line?.unitPrice ? Number(line.unitPrice) : null,
        line?.cannotSupply ? '是' : null,
        line?.brand ?? null,
        line?.model ?? null,
        line?.skuId ? String(line.skuId) : null,
        line?.remark ?? null,
        copy?.head?.validUntil ?? addDays(localDayOf(now, timeZone), 30),
        copy?.head?.deliveryDays ?? null,
        copy?.head ? Number(copy.head.freight) : 0,
        copy?.head ? Number(copy.head.taxRate) : 0.13,
        copy?.head?.supplierQuoteNo ?? null,
      ]);
    }
  }
  addHelpSheet(workbook, [
    '每行是一张询价单的一行，均为当前可报价（未过截止时间）的询价单。“询价单号”“行号”请勿修改。',
    '填写“单价”（大于 0，最多两位小数），或在“无法供货”列填“是”；两者都不填的行不导入。',
    '“SKU ID”可填本公司商品的 SKU 编号；“有效期至”“供货天数”“运费”“税率”“我方报价单号”按询价单填写，以该询价单第一行为准。',
    '导入会把报价写入各询价单的报价草稿；勾选“导入后发送”时，所有行均已报价（或标记无法供货）的询价单将直接发送。',
  ]);
  await workbook.xlsx.write(out);
  return '批量报价模板.xlsx';
};

/** An upload's row for one inquiry line. */
type QuotedRow = { row: number; inquiryNo: string; lineNo: number; line: Omit<QuotationLineInput, 'itemId'> };
/** What the rows say of an inquiry's head (its first row's values). */
type HeadRow = {
  validUntil?: string;
  deliveryDays?: number;
  freight?: string;
  taxRate?: string;
  supplierQuoteNo?: string;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Checks every row (pure): the lines of the valid ones, each inquiry's head, the problems. */
export const checkBatchRows = (
  rows: readonly SheetRow[],
): { lines: QuotedRow[]; heads: Map<string, HeadRow>; problems: RowProblem[] } => {
  const lines: QuotedRow[] = [];
  const heads = new Map<string, HeadRow>();
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const before = problems.length;
    const { problem, text } = rowReaderOf(COLUMNS, row, problems, {
      required: 'inquiry.batch.required',
      tooLong: 'inquiry.batch.tooLong',
    });
    const inquiryNo = text('inquiryNo');
    const lineText = text('lineNo');
    const lineNo = Number(lineText);
    if (lineText && (!Number.isSafeInteger(lineNo) || lineNo <= 0))
      problem('lineNo', 'inquiry.batch.lineNoInvalid');
    const priceText = text('unitPrice').replace(/[,，\s¥￥]/g, '');
    const cannotSupply = YES.includes(text('cannotSupply'));
    const unitPrice =
      priceText && isMoneyString(priceText) && Number(priceText) > 0 ? toMoney(priceText) : undefined;
    if (priceText && !unitPrice) problem('unitPrice', 'inquiry.priceNotPositive');
    if (priceText && cannotSupply) problem('unitPrice', 'inquiry.cannotSupplyWithPrice');
    const skuText = text('skuId');
    const skuId = skuText ? Number(skuText) : undefined;
    if (skuText && (!Number.isSafeInteger(skuId) || (skuId as number) <= 0))
      problem('skuId', 'inquiry.skuNotFound');
    const brand = text('brand');
    const model = text('model');
    const remark = text('remark');
    const head: HeadRow = {};
    const validUntil = text('validUntil').slice(0, 10);
    if (validUntil) {
      if (DAY.test(validUntil) && !Number.isNaN(Date.parse(`${validUntil}T00:00:00Z`)))
        head.validUntil = validUntil;
      else problem('validUntil', 'inquiry.batch.dateInvalid');
    }
    const daysText = text('deliveryDays');
    if (daysText) {
      const days = Number(daysText);
      if (Number.isInteger(days) && days >= 0 && days <= 365) head.deliveryDays = days;
      else problem('deliveryDays', 'inquiry.deliveryDaysRule');
    }
    const freightText = text('freight').replace(/[,，\s¥￥]/g, '');
    if (freightText) {
      if (isMoneyString(freightText)) head.freight = toMoney(freightText);
      else problem('freight', 'validation.money');
    }
    const taxText = text('taxRate').replace(/%$/, '');
    if (taxText) {
      const rate = taxText.includes('.') || taxText === '0' ? taxText : String(Number(taxText) / 100);
      if (/^0(\.\d{1,4})?$/.test(rate)) head.taxRate = rate;
      else problem('taxRate', 'inquiry.taxRateRule');
    }
    const quoteNo = text('supplierQuoteNo');
    if (quoteNo) head.supplierQuoteNo = quoteNo;
    const key = `${inquiryNo}#${lineNo}`;
    if (inquiryNo && lineText && seen.has(key)) problem('lineNo', 'inquiry.batch.duplicateLine');
    seen.add(key);
    if (problems.length > before || !inquiryNo || !lineText) continue;
    if (!unitPrice && !cannotSupply) continue;
    if (!heads.has(inquiryNo)) heads.set(inquiryNo, head);
    lines.push({
      row: row.row,
      inquiryNo,
      lineNo,
      line: {
        cannotSupply,
        unitPrice: unitPrice ?? null,
        brand: brand || null,
        model: model || null,
        skuId: skuId ?? null,
        remark: remark || null,
      },
    });
  }
  return { lines, heads, problems };
};

type Checked = {
  rows: SheetRow[];
  problems: RowProblem[];
  lines: (QuotedRow & { inquiry: InquiryRecord; itemId: number })[];
  heads: Map<string, HeadRow>;
  open: { inquiry: InquiryRecord; items: InquiryItemRecord[] }[];
};

/** Reads and checks an upload against the partner's open inquiries and SKUs. */
const checkFile = async (
  db: DbOrTx,
  storage: FileStorage,
  partnerId: number,
  fileId: number,
  now: Date,
): Promise<Checked> => {
  const rows = await readUploadedSheet(db, storage, partnerId, fileId, COLUMNS, SHEET_OPTIONS);
  const { lines, heads, problems } = checkBatchRows(rows);
  const open = await openInquiriesOf(db, partnerId, now, [...new Set(lines.map((line) => line.inquiryNo))]);
  const byNo = new Map(open.map((entry) => [entry.inquiry.inquiryNo, entry]));
  const skuIds = [...new Set(lines.flatMap((line) => (line.line.skuId ? [line.line.skuId] : [])))];
  const skus = new Set(
    (skuIds.length === 0 ? [] : await skuLinesOf(db, partnerId, skuIds)).map((sku) => sku.skuId),
  );
  const valid: Checked['lines'] = [];
  for (const line of lines) {
    const entry = byNo.get(line.inquiryNo);
    const item = entry?.items.find((candidate) => candidate.lineNo === line.lineNo);
    if (!entry)
      problems.push({ row: line.row, column: headerOf('inquiryNo'), key: 'inquiry.batch.inquiryNotOpen' });
    else if (!item)
      problems.push({ row: line.row, column: headerOf('lineNo'), key: 'inquiry.batch.lineNotFound' });
    else if (line.line.skuId && !skus.has(line.line.skuId))
      problems.push({ row: line.row, column: headerOf('skuId'), key: 'inquiry.skuNotFound' });
    else valid.push({ ...line, inquiry: entry.inquiry, itemId: item.id });
  }
  problems.sort((x, y) => x.row - y.row);
  return { rows, problems, lines: valid, heads, open };
};

const reportOf = async (
  db: DbOrTx,
  storage: FileStorage,
  actor: { partnerId: number; accountId: number },
  checked: Checked,
  locale: Locale,
): Promise<BatchQuotationReport> => ({
  rows: checked.rows.length,
  validRows: checked.lines.length,
  inquiries: new Set(checked.lines.map((line) => line.inquiry.id)).size,
  ...(await problemReportOf(
    db,
    storage,
    actor,
    {
      sheetName: SHEET_NAME,
      fileName: 'inquiry.batch.errorFileName',
      headers: HEADERS,
      rows: checked.rows,
      problems: checked.problems,
    },
    locale,
  )),
});

/** The dry run: what the import would write, row by row, changing nothing but the error file. */
export const checkBatchQuotation = async (
  db: DbOrTx,
  storage: FileStorage,
  actor: { partnerId: number; accountId: number },
  fileId: number,
  locale: Locale,
  now: Date = new Date(),
): Promise<BatchQuotationReport> =>
  reportOf(db, storage, actor, await checkFile(db, storage, actor.partnerId, fileId, now), locale);

/**
 * Imports the valid rows: per inquiry, its working copy with the file's lines over it, saved as a
 * draft, and sent when asked and every line is then answered. One transaction for the whole file.
 */
export const importBatchQuotation = async (
  db: DbOrTx,
  storage: FileStorage,
  actor: QuoteActor & { accountId: number },
  request: { fileId: number; send: boolean },
  locale: Locale,
  timeZone: string,
  now: Date = new Date(),
): Promise<BatchQuotationResult> => {
  const checked = await checkFile(db, storage, actor.partnerId, request.fileId, now);
  const byInquiry = new Map<number, Checked['lines']>();
  for (const line of checked.lines)
    byInquiry.set(line.inquiry.id, [...(byInquiry.get(line.inquiry.id) ?? []), line]);
  const copies = await workingCopiesOf(db, actor.partnerId, [...byInquiry.keys()]);
  const today = localDayOf(now, timeZone);
  let saved = 0;
  let sent = 0;
  await db.transaction(async (tx) => {
    for (const [inquiryId, lines] of byInquiry) {
      const { inquiry, items } = checked.open.find(
        (entry) => entry.inquiry.id === inquiryId,
      ) as Checked['open'][number];
      const copy = copies.get(inquiryId);
      const head = checked.heads.get(inquiry.inquiryNo) ?? {};
      const merged = new Map<number, QuotationLineInput>();
      for (const [itemId, line] of copy?.lines ?? [])
        merged.set(itemId, {
          itemId,
          cannotSupply: line.cannotSupply,
          unitPrice: line.unitPrice,
          brand: line.brand,
          model: line.model,
          skuId: line.skuId,
          remark: line.remark,
        });
      for (const line of lines) merged.set(line.itemId, { itemId: line.itemId, ...line.line });
      const input = {
        inquiryId,
        validUntil: head.validUntil ?? copy?.head?.validUntil ?? null,
        deliveryDays: head.deliveryDays ?? copy?.head?.deliveryDays ?? null,
        freight: head.freight ?? copy?.head?.freight ?? '0',
        taxRate: head.taxRate ?? copy?.head?.taxRate ?? '0.13',
        supplierQuoteNo: head.supplierQuoteNo ?? copy?.head?.supplierQuoteNo ?? null,
        remark: copy?.head?.remark ?? null,
        attachmentFileId: copy?.head?.attachmentFileId ?? null,
        lines: [...merged.values()],
      };
      const answered = items.every((item) => {
        const line = merged.get(item.id);
        return line && (line.cannotSupply || line.unitPrice);
      });
      const sendable =
        request.send &&
        answered &&
        input.lines.some((line) => line.unitPrice) &&
        input.validUntil !== null &&
        input.validUntil >= today &&
        input.deliveryDays !== null;
      await saveQuotation(tx, actor, input, sendable ? 'send' : 'draft', timeZone, now);
      saved += 1;
      if (sendable) sent += 1;
    }
  });
  return { ...(await reportOf(db, storage, actor, checked, locale)), saved, sent };
};
