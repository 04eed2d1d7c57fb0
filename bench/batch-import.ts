import { postApi } from './api';
import ExcelJS from 'exceljs';

export type BatchResult = { name: string; rows: number; checkSeconds: number; importSeconds: number };

/** 展示用品 (level 2) and its first leaf, 白板: a family without required parameters. */
const FAMILY = 1006;
const LEAF = 100601;

const sheetOf = async (rows: number): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('商品');
  sheet.addRow([
    '商品名称*',
    '三级类目ID*',
    '品牌*',
    '型号*',
    '单位*',
    '税收分类编码',
    '条形码',
    '规格*',
    'SKU编码',
    '市场价*',
    '库存*',
  ]);
  // Two SKUs per goods, as suppliers' sheets usually have.
  for (let i = 0; i < rows; i += 1) {
    const goods = Math.floor(i / 2);
    sheet.addRow([
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
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

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
