import ExcelJS from 'exceljs';
import type { ImportProblems } from '@portal/shared/contracts/communal';
import { fileExtension } from '@portal/shared/file-types';
import type { DbOrTx } from '../../db/client';
import { fail } from '../../platform/errors';
import { XLSX_MIME } from '../../platform/export/xlsx-writer';
import type { Locale } from '../../platform/i18n/locale';
import { translate } from '../../platform/i18n/translate';
import type { FileStorage } from '../../platform/storage/storage';
import { openOwnFile, signedFileUrl, storeGeneratedFile } from './files.service';

/**
 * What every spreadsheet import shares (the goods batch upload, the bank statement import, the batch
 * quotation): reading an uploaded .xlsx or .csv into rows by column, and the answer of a dry run:
 * the problems listed, and the error file (the rows with a problem and what is wrong, to fix and
 * upload again).
 */

/** Problems listed in an answer; the error file has them all. */
export const LISTED_PROBLEMS = 200;

/** One sheet row as read: cells by column header (text), with its row number in the sheet. */
export type SheetRow = { row: number; cells: Record<string, string> };

/** A problem of one row: the column (header) and a message key with its parameters. */
export type RowProblem = {
  row: number;
  column: string;
  key: string;
  params?: Record<string, string | number>;
};

/**
 * A column an import reads: its header in the template (`*` marks a required one, whose absence
 * refuses the file) and other headers it may have in a file made elsewhere (a bank's own export).
 */
export type SheetColumn = { header: string; aliases?: readonly string[] };

/** A column an import reads into a field of its rows, with the longest text it takes. */
export type FieldColumn<F extends string> = SheetColumn & { field: F; max?: number };

/**
 * How an import reads one row by field: `text(field)` is the trimmed cell, recording a problem when
 * a required column (`*`) is empty or the text is longer than the column takes; `problem(field,
 * key)` records any other problem of the row under the column's header.
 */
export const rowReaderOf = <F extends string>(
  columns: readonly FieldColumn<F>[],
  row: SheetRow,
  problems: RowProblem[],
  keys: { required: string; tooLong: string },
) => {
  const columnOf = (field: F) => columns.find((column) => column.field === field);
  const problem = (field: F, key: string, params?: RowProblem['params']) =>
    problems.push({ row: row.row, column: columnOf(field)?.header ?? field, key, params });
  const text = (field: F): string => {
    const column = columnOf(field);
    const value = row.cells[column?.header ?? field]?.trim() ?? '';
    if (!value && column?.header.endsWith('*')) problem(field, keys.required);
    else if (column?.max && value.length > column.max) problem(field, keys.tooLong, { max: column.max });
    return value;
  };
  return { problem, text };
};

/** The message keys of the refusals of a whole file, in the import's words. */
export type SheetMessages = {
  /** Not an .xlsx / .csv that can be read. */
  unreadable: string;
  /** No data row. */
  empty: string;
  /** Required columns absent: `{headers}`. */
  headersMissing: string;
  /** More rows than `{max}`. */
  tooManyRows: string;
};

export type SheetReadOptions = { maxRows: number; messages: SheetMessages };

/** The header a cell's column stands for: the template's, when the file uses one of its aliases. */
const headerIndexOf = (columns: readonly SheetColumn[]) => {
  const byName = new Map<string, string>();
  for (const column of columns) {
    byName.set(column.header, column.header);
    for (const alias of column.aliases ?? []) if (!byName.has(alias)) byName.set(alias, column.header);
  }
  return (text: string) => byName.get(text) ?? text;
};

/** A cell as text: a date cell as its calendar day (or ISO time when it has one). */
const cellText = (cell: ExcelJS.Cell): string => {
  const value = cell.value;
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return cell.text;
};

/**
 * Text of a file whose encoding is not declared: UTF-8 (with or without its byte order mark), else
 * GB18030, which Chinese banks and Excel's "CSV" write.
 */
export const decodeText = (bytes: Buffer): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
};

/** The records of a CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF; comma or tab). */
export const parseCsv = (text: string): string[][] => {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = !firstLine.includes(',') && firstLine.includes('\t') ? '\t' : ',';
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (quoted) {
      if (char === '"') {
        if (text[at + 1] === '"') {
          field += '"';
          at += 1;
        } else quoted = false;
      } else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (char === '\r' && text[at + 1] === '\n') at += 1;
    } else field += char;
    at += 1;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
};

/** The rows of a table (a header row, then data rows) by header; empty rows are skipped. */
const rowsOfTable = (
  headerCells: readonly string[],
  dataRows: Iterable<{ row: number; texts: readonly (string | undefined)[] }>,
  columns: readonly SheetColumn[],
  options: SheetReadOptions,
): SheetRow[] => {
  const canonical = headerIndexOf(columns);
  const headers = headerCells.map((text) => canonical(text.trim()));
  const missing = columns
    .map((column) => column.header)
    .filter((header) => header.endsWith('*') && !headers.includes(header));
  if (missing.length > 0) throw fail(options.messages.headersMissing, { headers: missing.join('、') });
  const rows: SheetRow[] = [];
  for (const { row, texts } of dataRows) {
    const cells: Record<string, string> = {};
    let filled = false;
    texts.forEach((raw, index) => {
      const header = headers[index];
      const text = raw?.trim() ?? '';
      if (header && text) {
        cells[header] = text;
        filled = true;
      }
    });
    if (filled) rows.push({ row, cells });
    if (rows.length > options.maxRows) throw fail(options.messages.tooManyRows, { max: options.maxRows });
  }
  if (rows.length === 0) throw fail(options.messages.empty);
  return rows;
};

const xlsxRows = async (
  bytes: Buffer,
  columns: readonly SheetColumn[],
  options: SheetReadOptions,
): Promise<SheetRow[]> => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fail(options.messages.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 2) throw fail(options.messages.empty);
  const headerCells: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    headerCells[column - 1] = cell.text;
  });
  const data: { row: number; texts: (string | undefined)[] }[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const texts: (string | undefined)[] = [];
    row.eachCell((cell, column) => {
      texts[column - 1] = cellText(cell);
    });
    data.push({ row: number, texts });
  });
  return rowsOfTable(
    Array.from(headerCells, (text) => text ?? ''),
    data,
    columns,
    options,
  );
};

const csvRows = (bytes: Buffer, columns: readonly SheetColumn[], options: SheetReadOptions): SheetRow[] => {
  const text = decodeText(bytes);
  if (text.includes('\u0000')) throw fail(options.messages.unreadable);
  const records = parseCsv(text);
  if (records.length < 2) throw fail(options.messages.empty);
  const [header, ...rest] = records;
  return rowsOfTable(
    header,
    rest.map((texts, index) => ({ row: index + 2, texts })),
    columns,
    options,
  );
};

/**
 * The rows of a spreadsheet by column header, from an .xlsx (its first sheet) or a .csv (by the file
 * name): the first row is the header row; a required column (`*`) missing refuses the file.
 */
export const readSheetRows = async (
  bytes: Buffer,
  fileName: string,
  columns: readonly SheetColumn[],
  options: SheetReadOptions,
): Promise<SheetRow[]> =>
  fileExtension(fileName) === 'csv' ? csvRows(bytes, columns, options) : xlsxRows(bytes, columns, options);

const bufferOf = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/** An uploaded spreadsheet of the partner's (.xlsx or .csv) read into rows (readSheetRows). */
export const readUploadedSheet = async (
  db: DbOrTx,
  storage: FileStorage,
  partnerId: number,
  fileId: number,
  columns: readonly SheetColumn[],
  options: SheetReadOptions,
): Promise<SheetRow[]> => {
  const { file, body } = await openOwnFile(db, storage, partnerId, fileId);
  if (file.kind !== 'excel') throw fail(options.messages.unreadable);
  return readSheetRows(await bufferOf(body), file.name, columns, options);
};

/** The first LISTED_PROBLEMS problems, translated, for an import's answer. */
export const listedProblems = (problems: readonly RowProblem[], locale: Locale) =>
  problems.slice(0, LISTED_PROBLEMS).map((p) => ({
    row: p.row,
    column: p.column,
    message: translate(locale, p.key, p.params),
  }));

/** The error file of an import: the uploaded rows, their problems, and how the file is named. */
export type ErrorFileContent = {
  sheetName: string;
  /** Its file name, a message key. */
  fileName: string;
  headers: readonly string[];
  rows: readonly SheetRow[];
  problems: readonly RowProblem[];
};

/**
 * The uploaded rows that have problems, each with what is wrong (and its row in the upload): the
 * .xlsx to fix and upload again, stored as a file of the partner. Answers its signed link.
 */
export const writeErrorFile = async (
  db: DbOrTx,
  storage: FileStorage,
  owner: { partnerId: number; accountId: number },
  file: ErrorFileContent,
  locale: Locale,
): Promise<string> => {
  const byRow = new Map<number, string[]>();
  for (const p of file.problems) {
    const text = `${p.column}：${translate(locale, p.key, p.params)}`;
    byRow.set(p.row, [...(byRow.get(p.row) ?? []), text]);
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(file.sheetName);
  const errorHeader = translate(locale, 'sheet.errorColumn');
  sheet.columns = [...file.headers, errorHeader, translate(locale, 'sheet.rowColumn')].map((header) => ({
    header,
    width: header === errorHeader ? 60 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of file.rows) {
    const messages = byRow.get(row.row);
    if (!messages) continue;
    const added = sheet.addRow([
      ...file.headers.map((header) => row.cells[header] ?? ''),
      messages.join('；'),
      row.row,
    ]);
    added.getCell(file.headers.length + 1).font = { color: { argb: 'FFCF1322' } };
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const fileId = await storeGeneratedFile(db, storage, owner, {
    name: translate(locale, file.fileName),
    kind: 'excel',
    mime: XLSX_MIME,
    bytes,
  });
  return signedFileUrl(owner.partnerId, fileId);
};

/**
 * The problems of an import's answer: how many, the first LISTED_PROBLEMS translated, and the link
 * of the error file (written only when there is a problem, else null).
 */
export const problemReportOf = async (
  db: DbOrTx,
  storage: FileStorage,
  owner: { partnerId: number; accountId: number },
  file: ErrorFileContent,
  locale: Locale,
): Promise<ImportProblems> => ({
  problemCount: file.problems.length,
  problems: listedProblems(file.problems, locale),
  errorFileUrl: file.problems.length > 0 ? await writeErrorFile(db, storage, owner, file, locale) : null,
});

/** A template's last sheet: how to fill it, a line a row. */
export const addHelpSheet = (workbook: ExcelJS.Workbook, lines: readonly string[]): void => {
  const help = workbook.addWorksheet('填写说明');
  help.columns = [{ width: 100 }];
  for (const line of lines) help.addRow([line]);
};
