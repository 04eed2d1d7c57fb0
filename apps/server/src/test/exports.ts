import type ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { injectAs, type TestActor } from './fixtures';
import { loadXlsx } from './xlsx';

type Lang = 'zh-CN' | 'zh-TW' | 'en';
export type XlsxCell = ExcelJS.CellValue;

/**
 * The first sheet of an .xlsx, one array per row (the header row first), each as wide as the
 * header: an empty cell is null.
 */
export const readXlsxRows = async (body: Buffer): Promise<XlsxCell[][]> => {
  const sheet = (await loadXlsx(body)).worksheets[0];
  const width = sheet.getRow(1).cellCount;
  const rows: XlsxCell[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as XlsxCell[];
    rows.push(Array.from({ length: width }, (_, i) => values[i + 1] ?? null));
  });
  return rows;
};

/** A row written as one line, 'a | b | c' -> ['a', 'b', 'c']: how a test spells a header row. */
export const cells = (line: string): string[] => line.split(' | ');

export type ExportedTask = { id: number; status: number; total: number; exportName: string };

/**
 * Exports a list as the actor the way the web does: posts the filter to the list's export `url`,
 * runs the queued job, finds the task in the export centre and downloads its file.
 */
export const exportAs = async (
  app: FastifyInstance,
  actor: Pick<TestActor, 'token'>,
  url: string,
  filter: Record<string, unknown>,
  lang: Lang = 'zh-CN',
): Promise<{ task: ExportedTask; header: XlsxCell[]; rows: XlsxCell[][] }> => {
  const requested = (await injectAs(app, actor, { method: 'POST', url, payload: filter, lang })).json();
  if (requested.code !== '0000') throw new Error(`export refused: ${JSON.stringify(requested)}`);
  const { taskId } = requested.data as { taskId: number };
  await app.jobs.runDue();
  const tasks = (
    await injectAs(app, actor, { method: 'POST', url: '/api/communal/export/page', payload: { size: 100 } })
  ).json().data as ExportedTask[];
  const task = tasks.find((x) => x.id === taskId);
  if (task?.status !== 2) throw new Error(`export ${taskId} did not finish: ${JSON.stringify(task)}`);
  const download = await injectAs(app, actor, {
    method: 'GET',
    url: `/api/communal/export/download/${taskId}`,
  });
  const [header, ...rows] = await readXlsxRows(download.rawPayload);
  return { task, header, rows };
};
