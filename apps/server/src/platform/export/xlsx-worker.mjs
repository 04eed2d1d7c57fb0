// The spreadsheet half of an export, in a worker thread (see xlsx-writer.ts, which starts it): the
// XML and zip work of exceljs' streaming writer would otherwise hold the event loop that answers
// requests. Plain JavaScript, so it runs the same under tsx, vitest and the built server.
//
// Protocol. workerData: { sheetName, columns: [{ header, width }] }.
// In:  { type: 'rows', rows: cell[][] }  a batch; answered by { type: 'rowsDone' } once written
//      { type: 'taken' }                 the main thread took the last chunk: send the next
//      { type: 'end' }                   no more rows; answered by { type: 'done' }
// Out: { type: 'chunk', bytes }          the next piece of the .xlsx file, in order
//      { type: 'error', message }
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

let chunkTaken;
const file = new Writable({
  write(chunk, _encoding, callback) {
    // The chunk may be a view into a shared pool: copy it into a buffer of its own to transfer.
    const bytes = new Uint8Array(chunk.byteLength);
    bytes.set(chunk);
    chunkTaken = callback;
    parentPort.postMessage({ type: 'chunk', bytes }, [bytes.buffer]);
  },
});

const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
  stream: file,
  useStyles: true,
  useSharedStrings: false,
});
const sheet = workbook.addWorksheet(workerData.sheetName);
sheet.columns = workerData.columns.map((column, index) => ({
  key: String(index),
  header: column.header,
  width: column.width,
}));
sheet.getRow(1).font = { bold: true };

const fail = (error) => parentPort.postMessage({ type: 'error', message: String(error?.stack ?? error) });

parentPort.on('message', async (message) => {
  try {
    if (message.type === 'taken') {
      const callback = chunkTaken;
      chunkTaken = undefined;
      callback?.();
    } else if (message.type === 'rows') {
      for (const row of message.rows) sheet.addRow(row).commit();
      if (file.writableNeedDrain) await once(file, 'drain');
      parentPort.postMessage({ type: 'rowsDone' });
    } else if (message.type === 'end') {
      sheet.commit();
      // Resolves when the zip is written to `file` and every chunk was taken.
      await workbook.commit();
      parentPort.postMessage({ type: 'done' });
    }
  } catch (error) {
    fail(error);
  }
});
