import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Locale } from '../i18n/locale';
import type { ExportCell, ExportColumn, ExportRow } from './export-registry';
import { formatLocalDateTime } from '../local-time';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetSpec = {
  sheetName: string;
  columns: readonly ExportColumn[];
  locale: Locale;
  timeZone: string;
};

const cellOf = (
  column: ExportColumn,
  value: ExportCell,
  timeZone: string,
): string | number | boolean | null => {
  if (value == null || value === '') return null;
  if (column.type === 'dateTime' && (value instanceof Date || typeof value === 'string')) {
    return formatLocalDateTime(value, timeZone);
  }
  if (value instanceof Date) return formatLocalDateTime(value, timeZone);
  return value;
};

/**
 * Streams one sheet into `out` with exceljs' streaming writer: each row is committed (written and
 * released) as soon as it is added, and a batch waits for `out` to drain, so memory stays flat.
 * Ends `out`. Returns the number of data rows.
 */
export const writeXlsx = async (
  out: Writable,
  spec: SheetSpec,
  batches: AsyncIterable<readonly ExportRow[]>,
): Promise<number> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(spec.sheetName);
  sheet.columns = spec.columns.map((column) => ({
    key: column.key,
    header: column.header[spec.locale],
    width: column.width ?? 20,
  }));
  sheet.getRow(1).font = { bold: true };
  let total = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      const values: Record<string, string | number | boolean | null> = {};
      for (const column of spec.columns) values[column.key] = cellOf(column, row[column.key], spec.timeZone);
      sheet.addRow(values).commit();
      total += 1;
    }
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
  return total;
};
