import type { Writable } from 'node:stream';
import { GoodsState } from '@portal/shared/contracts/goods';
import ExcelJS from 'exceljs';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { fail } from '../../../platform/errors';
import type { Locale } from '../../../platform/i18n/locale';
import type { FileStorage } from '../../../platform/storage/storage';
import { addHelpSheet, problemReportOf, readUploadedSheet } from '../../communal/sheet-import';
import type { CatalogActor } from '../brands/brand.service';
import { nameKeyOf } from '../brands/brand-name';
import { brands } from '../brands/brand.table';
import { categoryLineOf, categoryParamsOf, tallyGoods } from '../categories/category.service';
import { categories } from '../categories/category.table';
import {
  type BatchGoods,
  batchHeaders,
  checkBatchRows,
  headerOf,
  type RowProblem,
  type SheetRow,
} from './batch-rows';
import { goods, goodsSkus } from './goods.table';

/** Rows one file may hold. */
export const MAX_BATCH_ROWS = 20_000;
const INSERT_CHUNK = 500;

export type BatchRequest = { fileId: number; categoryId: number };

export type BatchReport = {
  rows: number;
  goods: number;
  validGoods: number;
  validRows: number;
  problems: { row: number; column: string; message: string }[];
  problemCount: number;
  /** The uploaded rows with a column saying what is wrong, when something is. */
  errorFileUrl: string | null;
};

/** The level-2 category whose template a batch follows, with its leaves. */
const familyOf = async (db: DbOrTx, categoryId: number) => {
  const [family] = await db
    .select({ id: categories.id, level: categories.level, path: categories.path })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (family?.level !== 2) throw fail('batch.familyInvalid');
  const leaves = await db
    .select({ id: categories.id, name: categories.name, path: categories.path })
    .from(categories)
    .where(eq(categories.parentId, categoryId))
    .orderBy(asc(categories.sort));
  return { family, leaves, params: await categoryParamsOf(db, categoryId) };
};

/** The template of a family: the goods sheet with its headers, the family's leaves, and how to fill it. */
export const writeBatchTemplate = async (db: DbOrTx, categoryId: number, out: Writable): Promise<string> => {
  const { family, leaves, params } = await familyOf(db, categoryId);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('商品');
  sheet.columns = batchHeaders(params).map((header) => ({
    header,
    width: Math.max(12, header.length * 2 + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const list = workbook.addWorksheet('三级类目');
  list.columns = [
    { header: '三级类目ID', width: 14 },
    { header: '类目', width: 40 },
  ];
  for (const leaf of leaves) list.addRow([leaf.id, leaf.path]);
  addHelpSheet(workbook, [
    `类目：${family.path}。三级类目ID取自“三级类目”表。`,
    '同一商品名称和型号的多行为同一商品的多个规格（SKU），每行一个规格。',
    '品牌须为平台已有品牌；市场价为大于 0 的金额，最多两位小数；库存为整数。',
    '带 * 的列必填；参数列按类目参数模板填写，有可选值的须取可选值之一。',
    '导入的商品为草稿，补充商品图片后提交审核。',
  ]);
  await workbook.xlsx.write(out);
  return `${family.path.replaceAll('/', '-')}-批量上传模板.xlsx`;
};

/** How the batch upload refuses a whole file. */
const SHEET_OPTIONS = {
  maxRows: MAX_BATCH_ROWS,
  messages: {
    unreadable: 'batch.unreadable',
    empty: 'batch.emptyFile',
    headersMissing: 'batch.headersMissing',
    tooManyRows: 'batch.tooManyRows',
  },
};

/** Reads the uploaded file and checks every row against the family, the brands and the rules. */
const checkFile = async (db: DbOrTx, storage: FileStorage, actor: CatalogActor, request: BatchRequest) => {
  const { leaves, params } = await familyOf(db, request.categoryId);
  const headers = batchHeaders(params);
  const rows = await readUploadedSheet(
    db,
    storage,
    actor.partnerId,
    request.fileId,
    headers.map((header) => ({ header })),
    SHEET_OPTIONS,
  );
  const brandKeys = [
    ...new Set(rows.map((row) => nameKeyOf(row.cells[headerOf('brand')] ?? '')).filter(Boolean)),
  ];
  const brandRows =
    brandKeys.length === 0
      ? []
      : await db
          .select({ id: brands.id, key: brands.nameKey })
          .from(brands)
          .where(inArray(brands.nameKey, brandKeys));
  const checked = checkBatchRows(rows, {
    leaves: new Map(leaves.map((leaf) => [leaf.id, leaf.name])),
    brandByKey: new Map(brandRows.map((brand) => [brand.key, brand.id])),
    nameKeyOf,
    params,
  });
  return { rows, headers, ...checked };
};

/** The answer of a dry run or an import: its counts, and its problems with the error file to fix. */
const reportOf = async (
  db: DbOrTx,
  storage: FileStorage,
  actor: CatalogActor,
  checked: {
    headers: readonly string[];
    rows: SheetRow[];
    goods: BatchGoods[];
    problems: RowProblem[];
    goodsCount: number;
  },
  locale: Locale,
): Promise<BatchReport> => ({
  rows: checked.rows.length,
  goods: checked.goodsCount,
  validGoods: checked.goods.length,
  validRows: checked.goods.reduce((sum, g) => sum + g.rows.length, 0),
  ...(await problemReportOf(
    db,
    storage,
    actor,
    {
      sheetName: '商品',
      fileName: 'batch.errorFileName',
      headers: checked.headers,
      rows: checked.rows,
      problems: checked.problems,
    },
    locale,
  )),
});

/** The dry run: what an import of the file would do, row by row, changing nothing but the error file. */
export const checkBatch = async (
  db: Db,
  storage: FileStorage,
  actor: CatalogActor,
  request: BatchRequest,
  locale: Locale,
): Promise<BatchReport> => {
  const checked = await checkFile(db, storage, actor, request);
  return reportOf(db, storage, actor, checked, locale);
};

/**
 * Imports the file's valid goods as drafts in one transaction (all of them or none); goods with a
 * problem in any of their rows are left out whole and reported.
 */
export const importBatch = async (
  db: Db,
  storage: FileStorage,
  actor: CatalogActor,
  request: BatchRequest,
  locale: Locale,
): Promise<BatchReport & { imported: number }> => {
  const checked = await checkFile(db, storage, actor, request);
  if (checked.goods.length > 0) {
    await db.transaction(async (tx) => {
      const perCategory = new Map<number, number>();
      for (let at = 0; at < checked.goods.length; at += INSERT_CHUNK) {
        const chunk = checked.goods.slice(at, at + INSERT_CHUNK);
        const inserted = await tx
          .insert(goods)
          .values(
            chunk.map((item) => ({
              partnerId: actor.partnerId,
              name: item.name,
              categoryId: item.categoryId,
              brandId: item.brandId,
              model: item.model,
              unit: item.unit,
              taxCode: item.taxCode,
              barcode: item.barcode,
              imageIds: [],
              params: item.params,
              description: '',
              state: GoodsState.draft,
              createdBy: actor.accountId,
            })),
          )
          .returning({ id: goods.id });
        const skus = chunk.flatMap((item, i) =>
          item.skus.map((sku, sort) => ({
            partnerId: actor.partnerId,
            goodsId: inserted[i].id,
            ...sku,
            sort,
          })),
        );
        for (let s = 0; s < skus.length; s += INSERT_CHUNK * 2) {
          await tx.insert(goodsSkus).values(skus.slice(s, s + INSERT_CHUNK * 2));
        }
        for (const item of chunk)
          perCategory.set(item.categoryId, (perCategory.get(item.categoryId) ?? 0) + 1);
      }
      for (const [categoryId, count] of perCategory) {
        await tallyGoods(tx, actor.partnerId, await categoryLineOf(tx, categoryId), GoodsState.draft, count);
      }
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'batchImport',
        entity: 'goods',
        entityId: null,
        after: { fileId: request.fileId, categoryId: request.categoryId, goods: checked.goods.length },
      });
    });
  }
  return { ...(await reportOf(db, storage, actor, checked, locale)), imported: checked.goods.length };
};
