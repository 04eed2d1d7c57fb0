import ExcelJS from 'exceljs';

export type XlsxRowValues = readonly (string | number)[];

/**
 * An .xlsx workbook of one sheet, `sheetName` ('Sheet1' unless given): the `header` row when given,
 * then `rows`. Tests, browser journeys and the bench build the files they upload with it.
 */
export const xlsxOf = async (
  rows: Iterable<XlsxRowValues>,
  { sheetName = 'Sheet1', header }: { sheetName?: string; header?: XlsxRowValues } = {},
): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  if (header) sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** A workbook from the bytes of an .xlsx (a download, a file on disk), to read its sheets. */
export const loadXlsx = async (body: Buffer): Promise<ExcelJS.Workbook> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
};
