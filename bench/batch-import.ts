import { postApi } from './api';
import { batchXlsxOf } from '../apps/server/src/modules/catalog/goods/batch.fixtures';

export type BatchResult = { name: string; rows: number; checkSeconds: number; importSeconds: number };

/** 展示用品 (level 2) and its first leaf, 白板: a family without required parameters. */
const FAMILY = 1006;
const LEAF = 100601;

// Two SKUs per goods, as suppliers' sheets usually have.
const sheetOf = (rows: number): Promise<Buffer> =>
  batchXlsxOf(
    Array.from({ length: rows }, (_, i) => {
      const goods = Math.floor(i / 2);
      return [
        `得力 白板 BQ-${goods}`,
        LEAF,
        '得力',
        `BQ-${goods}`,
        '块',
        '',
        '',
        i % 2 ? '120x90cm' : '90x60cm',
        '',
        `${100 + (i % 50)}.50`,
        10,
      ];
    }),
  );

/** Uploads a sheet of `rows` goods rows, then times the dry run and the import (issue 3: 10,000 rows < 10 s). */
export const measureBatchImport = async (
  label: string,
  baseUrl: string,
  token: string,
  rows = 10_000,
): Promise<BatchResult> => {
  const form = new FormData();
  form.append('file', new Blob([await sheetOf(rows)]), 'batch.xlsx');
  const uploaded = await fetch(`${baseUrl}/api/communal/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const fileId = ((await uploaded.json()) as { data: { id: number } }).data.id;
  let started = performance.now();
  await postApi(baseUrl, '/api/goods/batch/check', { fileId, categoryId: FAMILY }, token);
  const checkSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const result = await postApi<{ validRows: number }>(
    baseUrl,
    '/api/goods/batch/import',
    { fileId, categoryId: FAMILY },
    token,
  );
  const importSeconds = (performance.now() - started) / 1000;
  if (result.validRows !== rows) throw new Error(`batch import kept ${result.validRows} of ${rows} rows`);
  return { name: `${label}: goods batch upload`, rows, checkSeconds, importSeconds };
};
