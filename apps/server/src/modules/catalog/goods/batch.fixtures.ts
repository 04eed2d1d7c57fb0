import { type XlsxRowValues, xlsxOf } from '../../../test/xlsx';
import { PLATFORM_CATEGORIES } from '../categories/category-data';

/** The columns of a goods batch sheet, as a user sees them in the downloaded template. */
export const BATCH_HEADERS = [
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
] as const;

/** 展示用品: a level-2 family without a parameter template, so a row needs no parameters. */
export const PLAIN_FAMILY = PLATFORM_CATEGORIES.flatMap((l1) => l1.children ?? []).find(
  (l2) => l2.name === '展示用品',
);
if (!PLAIN_FAMILY?.children?.length) throw new Error('the category tree lacks 展示用品');

/** An .xlsx with a sheet 商品 of these headers and rows, as a user fills the template. */
export const batchXlsxOf = (
  rows: Iterable<XlsxRowValues>,
  headers: readonly string[] = BATCH_HEADERS,
): Promise<Buffer> => xlsxOf(rows, { sheetName: '商品', header: headers });
