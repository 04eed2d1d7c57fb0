import { GoodsLimits } from '@portal/shared/constants';
import { isMoneyString } from '@portal/shared/money';
import type { CategoryParam } from '@portal/shared/contracts/catalog';
import type { RowProblem, SheetRow } from '../../communal/sheet-import';

/**
 * The goods batch-upload sheet: its columns, and the rules that turn its rows into goods. Rows with
 * the same name and model are one goods with one SKU per row. Pure (no database): the service
 * supplies what the rows are checked against.
 */

/** The fixed columns; the family's template parameters follow them. `*` marks a required one. */
export const BATCH_COLUMNS = [
  { key: 'name', header: '商品名称*', width: 36 },
  { key: 'categoryId', header: '三级类目ID*', width: 14 },
  { key: 'brand', header: '品牌*', width: 14 },
  { key: 'model', header: '型号*', width: 16 },
  { key: 'unit', header: '单位*', width: 8 },
  { key: 'taxCode', header: '税收分类编码', width: 22 },
  { key: 'barcode', header: '条形码', width: 16 },
  { key: 'spec', header: '规格*', width: 22 },
  { key: 'skuCode', header: 'SKU编码', width: 16 },
  { key: 'marketPrice', header: '市场价*', width: 12 },
  { key: 'stock', header: '库存*', width: 10 },
] as const;

export type BatchField = (typeof BATCH_COLUMNS)[number]['key'];

export type { RowProblem, SheetRow } from '../../communal/sheet-import';

export type BatchGoods = {
  rows: number[];
  name: string;
  categoryId: number;
  brandId: number;
  model: string;
  unit: string;
  taxCode: string | null;
  barcode: string | null;
  params: { name: string; value: string }[];
  skus: { spec: string; skuCode: string | null; marketPrice: string; stock: number }[];
};

/** What the rows are checked against. */
export type BatchContext = {
  /** The leaves of the chosen family (level-2 category): id -> name. */
  leaves: ReadonlyMap<number, string>;
  /** Brand ids by name key (see brand-name.ts). */
  brandByKey: ReadonlyMap<string, number>;
  nameKeyOf: (name: string) => string;
  params: readonly CategoryParam[];
};

export const headerOf = (field: BatchField): string =>
  BATCH_COLUMNS.find((column) => column.key === field)?.header ?? field;

export const paramHeaderOf = (param: CategoryParam): string =>
  param.required ? `${param.name}*` : param.name;

/** The header row of the sheet for a family's template. */
export const batchHeaders = (params: readonly CategoryParam[]): string[] => [
  ...BATCH_COLUMNS.map((column) => column.header),
  ...params.map(paramHeaderOf),
];

const GOODS_FIELDS: readonly BatchField[] = ['categoryId', 'brand', 'unit', 'taxCode', 'barcode'];

/**
 * Checks every row and groups the valid ones into goods. A goods whose rows have any problem is
 * left out whole (its other rows are reported too), so nothing is half-imported. `goodsCount` is
 * the number of goods the rows describe, valid or not.
 */
export const checkBatchRows = (
  rows: readonly SheetRow[],
  context: BatchContext,
): { goods: BatchGoods[]; problems: RowProblem[]; goodsCount: number } => {
  const problems: RowProblem[] = [];
  const groups = new Map<string, { first: SheetRow; rows: SheetRow[] }>();
  for (const row of rows) {
    const key = `${row.cells[headerOf('name')]?.trim() ?? ''}\u0000${row.cells[headerOf('model')]?.trim() ?? ''}`;
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { first: row, rows: [row] });
  }

  const goods: BatchGoods[] = [];
  for (const { first, rows: groupRows } of groups.values()) {
    const before = problems.length;
    const cell = (row: SheetRow, field: BatchField) => row.cells[headerOf(field)]?.trim() ?? '';
    const problem = (row: SheetRow, column: string, key: string, params?: RowProblem['params']) =>
      problems.push({ row: row.row, column, key, params });

    const required = (row: SheetRow, field: BatchField, max: number) => {
      const value = cell(row, field);
      if (!value) problem(row, headerOf(field), 'batch.required');
      else if (value.length > max) problem(row, headerOf(field), 'batch.tooLong', { max });
      return value;
    };

    const name = required(first, 'name', GoodsLimits.name);
    const model = required(first, 'model', GoodsLimits.model);
    const unit = required(first, 'unit', GoodsLimits.unit);
    const categoryText = cell(first, 'categoryId');
    const categoryId = Number(categoryText);
    if (!categoryText) problem(first, headerOf('categoryId'), 'batch.required');
    else if (!context.leaves.has(categoryId))
      problem(first, headerOf('categoryId'), 'batch.categoryNotInFamily');
    const brandName = cell(first, 'brand');
    const brandId = brandName ? context.brandByKey.get(context.nameKeyOf(brandName)) : undefined;
    if (!brandName) problem(first, headerOf('brand'), 'batch.required');
    else if (brandId === undefined)
      problem(first, headerOf('brand'), 'batch.brandUnknown', { name: brandName });
    const taxCode = cell(first, 'taxCode');
    if (taxCode && !/^\d{19}$/.test(taxCode)) problem(first, headerOf('taxCode'), 'goods.taxCodeInvalid');
    const barcode = cell(first, 'barcode');
    if (barcode && !/^\d{8,14}$/.test(barcode)) problem(first, headerOf('barcode'), 'goods.barcodeInvalid');

    const params = context.params.flatMap((param) => {
      const value = first.cells[paramHeaderOf(param)]?.trim() ?? '';
      if (!value) {
        if (param.required) problem(first, paramHeaderOf(param), 'batch.required');
        return [];
      }
      if (param.options.length > 0 && !param.options.includes(value)) {
        problem(first, paramHeaderOf(param), 'batch.optionInvalid', { options: param.options.join(' / ') });
      }
      return [{ name: param.name, value }];
    });

    const specs = new Set<string>();
    const codes = new Set<string>();
    const skus = groupRows.map((row) => {
      // Goods fields repeated on a SKU row must agree with the goods' first row.
      if (row !== first) {
        for (const field of GOODS_FIELDS) {
          const value = cell(row, field);
          if (value && value !== cell(first, field)) {
            problem(row, headerOf(field), 'batch.goodsFieldDiffers', { row: first.row });
          }
        }
      }
      const spec = required(row, 'spec', GoodsLimits.skuSpec);
      const specKey = spec.toLowerCase().replace(/\s+/g, '');
      if (spec && specs.has(specKey)) problem(row, headerOf('spec'), 'goods.skuSpecTwice');
      specs.add(specKey);
      const skuCode = cell(row, 'skuCode');
      if (skuCode.length > GoodsLimits.skuCode)
        problem(row, headerOf('skuCode'), 'batch.tooLong', { max: GoodsLimits.skuCode });
      if (skuCode && codes.has(skuCode)) problem(row, headerOf('skuCode'), 'goods.skuCodeTwice');
      if (skuCode) codes.add(skuCode);
      const price = cell(row, 'marketPrice');
      if (!price) problem(row, headerOf('marketPrice'), 'batch.required');
      else if (!isMoneyString(price)) problem(row, headerOf('marketPrice'), 'validation.money');
      else if (Number(price) <= 0) problem(row, headerOf('marketPrice'), 'goods.priceNotPositive');
      const stockText = cell(row, 'stock');
      const stock = Number(stockText);
      if (!stockText) problem(row, headerOf('stock'), 'batch.required');
      else if (!/^\d{1,8}$/.test(stockText)) problem(row, headerOf('stock'), 'batch.stockInvalid');
      return { spec, skuCode: skuCode || null, marketPrice: price, stock };
    });
    if (skus.length > GoodsLimits.skus)
      problem(first, headerOf('spec'), 'batch.tooManySkus', { max: GoodsLimits.skus });

    // A missing or unknown brand is always a problem of the first row, so brandId is set here.
    if (problems.length > before || brandId === undefined) {
      // Rows of the goods without their own problem are skipped with it: say why.
      const withProblem = new Set(problems.slice(before).map((p) => p.row));
      for (const row of groupRows) {
        if (!withProblem.has(row.row)) problem(row, headerOf('name'), 'batch.goodsHasProblems');
      }
      continue;
    }
    goods.push({
      rows: groupRows.map((row) => row.row),
      name,
      categoryId,
      brandId,
      model,
      unit,
      taxCode: taxCode || null,
      barcode: barcode || null,
      params,
      skus,
    });
  }
  problems.sort((a, b) => a.row - b.row);
  return { goods, problems, goodsCount: groups.size };
};
