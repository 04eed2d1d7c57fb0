import type { Writable } from 'node:stream';
import {
  type PaymentImportReport,
  type PaymentImportResult,
  PaymentState,
} from '@portal/shared/contracts/settlement';
import { isMoneyString, toMoney } from '@portal/shared/money';
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import type { Locale } from '../../../platform/i18n/locale';
import type { FileStorage } from '../../../platform/storage/storage';
import {
  addHelpSheet,
  type FieldColumn,
  problemReportOf,
  readUploadedSheet,
  type RowProblem,
  rowReaderOf,
  type SheetRow,
} from '../../communal/sheet-import';
import { settlementPayments } from '../settlement.table';
import { recountPayments } from './payment-counts';
import { matchIfCertain } from './payment-entry';
import { PaymentSource, type PaymentActor } from './payment.service';

/**
 * The bank statement import (回款导入), as the goods batch upload: a template, a dry run with the row
 * report and an error file, the import. An .xlsx or a .csv (UTF-8 or GB18030), with the template's
 * columns or a bank's own names for them. A bank serial already recorded, or repeated in the file,
 * is a duplicate: skipped and counted, so importing a file twice imports nothing new. Each imported
 * payment whose match is certain is matched at once (payment-entry.ts).
 */

export const MAX_IMPORT_ROWS = 10_000;
const INSERT_CHUNK = 500;
/** Rows imported from which the payments' statistics are renewed at once. */
const ANALYZE_AFTER = 1_000;
const SHEET_NAME = '回款';

type Field = 'payer' | 'amount' | 'paidDate' | 'bankSerial' | 'remark';

/** The template's columns (`*` required) and the names banks' own exports give them. */
const COLUMNS: readonly (FieldColumn<Field> & { width: number })[] = [
  {
    field: 'payer',
    header: '付款方*',
    aliases: [
      '付款方',
      '付款人',
      '付款单位',
      '对方户名',
      '对方账户名称',
      '交易对方户名',
      '对方名称',
      'Payer',
    ],
    max: 100,
    width: 36,
  },
  {
    field: 'amount',
    header: '金额*',
    aliases: ['金额', '交易金额', '贷方发生额', '收入金额', '入账金额', 'Amount'],
    width: 14,
  },
  {
    field: 'paidDate',
    header: '到账日期*',
    aliases: ['到账日期', '交易日期', '入账日期', '记账日期', '日期', 'Paid date', 'Date'],
    width: 14,
  },
  {
    field: 'bankSerial',
    header: '银行流水号*',
    aliases: ['银行流水号', '流水号', '交易流水号', '交易流水', '凭证号', 'Bank serial', 'Serial'],
    max: 64,
    width: 26,
  },
  {
    field: 'remark',
    header: '备注',
    aliases: ['摘要', '附言', '用途', '交易附言', 'Remark'],
    max: 300,
    width: 40,
  },
];
const HEADERS = COLUMNS.map((column) => column.header);

const SHEET_OPTIONS = {
  maxRows: MAX_IMPORT_ROWS,
  messages: {
    unreadable: 'payment.import.unreadable',
    empty: 'payment.import.empty',
    headersMissing: 'payment.import.headersMissing',
    tooManyRows: 'payment.import.tooManyRows',
  },
};

/** The .xlsx template: the payments sheet (serials as text) and how to fill it. */
export const writePaymentTemplate = async (out: Writable): Promise<string> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getColumn(2).numFmt = '0.00';
  sheet.getColumn(3).numFmt = 'yyyy-mm-dd';
  // Long serials as numbers would lose digits.
  sheet.getColumn(4).numFmt = '@';
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  addHelpSheet(workbook, [
    '每行一笔回款。带 * 的列必填。也可直接上传银行导出的 .xlsx 或 .csv（UTF-8 或 GBK），列名可为“对方户名”“交易金额”“交易日期”“流水号”“摘要”等。',
    '金额为大于 0 的金额，最多两位小数；到账日期如 2026-11-24；银行流水号请设为文本格式。',
    '已登记的银行流水号（或文件中重复的流水号）视为重复，不会重复导入。',
    '备注中写明订单号、付款方与客户相同且金额与订单待回款金额一致的回款，导入后自动匹配该订单。',
  ]);
  await workbook.xlsx.write(out);
  return '回款导入模板.xlsx';
};

/** A day as a bank writes it (2026-11-24, 2026/11/24, 2026.11.24, 20261124, with a time) -> 'YYYY-MM-DD'. */
export const dayOf = (text: string): string | undefined => {
  const match =
    /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T].*)?$/.exec(text) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [, y, m, d] = match;
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) return undefined;
  return day >= '2000-01-01' && day <= '2100-12-31' ? day : undefined;
};

/** An amount as a bank writes it ('1,234.50', '¥1234.5') -> '1234.50'; undefined unless above 0. */
export const amountOf = (text: string): string | undefined => {
  const bare = text.replace(/[,，\s¥￥]|元$|^RMB|^CNY/gi, '');
  if (!isMoneyString(bare)) return undefined;
  const amount = toMoney(bare);
  return amount === '0.00' ? undefined : amount;
};

export type ImportedPayment = {
  row: number;
  payer: string;
  amount: string;
  paidDate: string;
  bankSerial: string;
  remark: string | null;
};

/** Checks every row (pure): the payments of the valid ones, and the problems of the others. */
export const checkPaymentRows = (
  rows: readonly SheetRow[],
): { payments: ImportedPayment[]; problems: RowProblem[] } => {
  const payments: ImportedPayment[] = [];
  const problems: RowProblem[] = [];
  for (const row of rows) {
    const before = problems.length;
    const { problem, text } = rowReaderOf(COLUMNS, row, problems, {
      required: 'payment.import.required',
      tooLong: 'payment.import.tooLong',
    });
    const payer = text('payer');
    const amountText = text('amount');
    const amount = amountText ? amountOf(amountText) : undefined;
    if (amountText && !amount) problem('amount', 'payment.import.amountInvalid');
    const dateText = text('paidDate');
    const paidDate = dateText ? dayOf(dateText) : undefined;
    if (dateText && !paidDate) problem('paidDate', 'payment.import.dateInvalid');
    const bankSerial = text('bankSerial');
    const remark = text('remark');
    if (problems.length > before || !amount || !paidDate) continue;
    payments.push({ row: row.row, payer, amount, paidDate, bankSerial, remark: remark || null });
  }
  return { payments, problems };
};

/** The serials of these payments already recorded for the partner. */
const recordedSerials = async (db: DbOrTx, partnerId: number, serials: readonly string[]) => {
  const found = new Set<string>();
  for (let at = 0; at < serials.length; at += 1_000) {
    const rows = await db
      .select({ serial: settlementPayments.bankSerial })
      .from(settlementPayments)
      .where(
        and(
          eq(settlementPayments.partnerId, partnerId),
          inArray(settlementPayments.bankSerial, serials.slice(at, at + 1_000)),
        ),
      );
    for (const row of rows) if (row.serial) found.add(row.serial);
  }
  return found;
};

type Checked = {
  rows: SheetRow[];
  problems: RowProblem[];
  valid: ImportedPayment[];
  fresh: ImportedPayment[];
};

const checkFile = async (
  db: DbOrTx,
  storage: FileStorage,
  partnerId: number,
  fileId: number,
): Promise<Checked> => {
  const rows = await readUploadedSheet(db, storage, partnerId, fileId, COLUMNS, SHEET_OPTIONS);
  const { payments, problems } = checkPaymentRows(rows);
  const recorded = await recordedSerials(
    db,
    partnerId,
    payments.map((payment) => payment.bankSerial),
  );
  const seen = new Set<string>();
  const fresh = payments.filter((payment) => {
    const duplicate = recorded.has(payment.bankSerial) || seen.has(payment.bankSerial);
    seen.add(payment.bankSerial);
    return !duplicate;
  });
  return { rows, problems, valid: payments, fresh };
};

const reportOf = async (
  db: DbOrTx,
  storage: FileStorage,
  actor: { partnerId: number; accountId: number },
  checked: Checked,
  duplicates: number,
  locale: Locale,
): Promise<PaymentImportReport> => ({
  rows: checked.rows.length,
  validRows: checked.valid.length,
  duplicates,
  ...(await problemReportOf(
    db,
    storage,
    actor,
    {
      sheetName: SHEET_NAME,
      fileName: 'payment.import.errorFileName',
      headers: HEADERS,
      rows: checked.rows,
      problems: checked.problems,
    },
    locale,
  )),
});

/** The dry run: what an import of the file would do, row by row, changing nothing but the error file. */
export const checkPaymentImport = async (
  db: DbOrTx,
  storage: FileStorage,
  actor: { partnerId: number; accountId: number },
  fileId: number,
  locale: Locale,
): Promise<PaymentImportReport> => {
  const checked = await checkFile(db, storage, actor.partnerId, fileId);
  return reportOf(db, storage, actor, checked, checked.valid.length - checked.fresh.length, locale);
};

/**
 * Imports the file's valid payments whose serials are new, in one transaction (a serial recorded
 * meanwhile is skipped by the unique index, and counted a duplicate), then matches each one whose
 * match is certain.
 */
export const importPayments = async (
  db: DbOrTx,
  storage: FileStorage,
  actor: PaymentActor & { accountId: number },
  fileId: number,
  locale: Locale,
): Promise<PaymentImportResult> => {
  const checked = await checkFile(db, storage, actor.partnerId, fileId);
  const inserted = await db.transaction(async (tx) => {
    const rows: (typeof settlementPayments.$inferSelect)[] = [];
    for (let at = 0; at < checked.fresh.length; at += INSERT_CHUNK) {
      const chunk = checked.fresh.slice(at, at + INSERT_CHUNK);
      rows.push(
        ...(await tx
          .insert(settlementPayments)
          .values(
            chunk.map(({ row: _row, ...payment }) => ({
              partnerId: actor.partnerId,
              ...payment,
              source: PaymentSource.import,
              createdBy: actor.accountId,
            })),
          )
          .onConflictDoNothing({
            target: [settlementPayments.partnerId, settlementPayments.bankSerial],
            where: sql`bank_serial is not null`,
          })
          .returning()),
      );
    }
    if (rows.length > 0) {
      await recountPayments(tx, actor.partnerId, null, PaymentState.unmatched, rows.length);
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'paymentImport',
        entity: 'payment',
        entityId: null,
        after: { fileId, imported: rows.length, firstId: rows[0].id, lastId: rows[rows.length - 1].id },
      });
    }
    return rows;
  });
  // A large import changes the table at once: the planner learns of it before the lists are planned.
  if (inserted.length >= ANALYZE_AFTER) await db.execute(sql`analyze ${settlementPayments}`);
  let autoMatched = 0;
  for (const payment of inserted) {
    if (await matchIfCertain(db, actor, payment)) autoMatched += 1;
  }
  const report = await reportOf(db, storage, actor, checked, checked.valid.length - inserted.length, locale);
  return { ...report, imported: inserted.length, autoMatched };
};
