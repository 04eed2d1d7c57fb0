import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import type { Locale } from '../i18n/locale';
import { type ExportCell, type ExportColumn, type ExportRow, exportTextIn } from './export-registry';
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

type FromWorker =
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'rowsDone' }
  | { type: 'done' }
  | { type: 'error'; message: string };

// The worker file is copied beside the bundle by build.mjs; from the sources it is beside this one.
const WORKER_URL = new URL('./xlsx-worker.mjs', import.meta.url);

/**
 * Streams one sheet into `out`. exceljs' streaming writer runs in a worker thread (xlsx-worker.mjs)
 * so that building the file never holds the event loop that answers requests: this thread reads
 * the batches, turns them into cells and hands them over, one batch ahead at most, while the worker
 * sends the file back in chunks, each after `out` took the previous one, so memory stays flat.
 * Ends `out`. Returns the number of data rows.
 */
export const writeXlsx = async (
  out: Writable,
  spec: SheetSpec,
  batches: AsyncIterable<readonly ExportRow[]>,
): Promise<number> => {
  const worker = new Worker(WORKER_URL, {
    workerData: {
      sheetName: spec.sheetName,
      columns: spec.columns.map((column) => ({
        header: exportTextIn(spec.locale, column.header),
        width: column.width ?? 20,
      })),
    },
  });
  let failure: Error | undefined;
  let waiting: { type: 'rowsDone' | 'done'; resolve: () => void; reject: (error: Error) => void } | undefined;
  const stop = (error: Error) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = undefined;
  };
  /** The worker's next answer of `type`; rejects at once when the worker failed. */
  const answer = (type: 'rowsDone' | 'done') => {
    const next = new Promise<void>((resolve, reject) => {
      if (failure) reject(failure);
      else waiting = { type, resolve, reject };
    });
    // Awaited later (after the next batch is read): a failure meanwhile is not unhandled.
    next.catch(() => undefined);
    return next;
  };
  worker.on('message', (message: FromWorker) => {
    if (message.type === 'chunk') {
      const taken = () => worker.postMessage({ type: 'taken' });
      if (out.write(message.bytes)) taken();
      else out.once('drain', taken);
    } else if (message.type === 'error') {
      stop(new Error(`the spreadsheet worker failed: ${message.message}`));
    } else if (waiting?.type === message.type) {
      const { resolve } = waiting;
      waiting = undefined;
      resolve();
    }
  });
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`the spreadsheet worker stopped (exit code ${code})`)));
  out.on('error', stop);
  try {
    let total = 0;
    let previous: Promise<void> | undefined;
    for await (const batch of batches) {
      const rows = batch.map((row) =>
        spec.columns.map((column) => cellOf(column, row[column.key], spec.timeZone)),
      );
      await previous;
      if (failure) throw failure;
      worker.postMessage({ type: 'rows', rows });
      previous = answer('rowsDone');
      total += rows.length;
    }
    await previous;
    worker.postMessage({ type: 'end' });
    await answer('done');
    out.end();
    await finished(out, { readable: false });
    return total;
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
};
