import { and, asc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { brands } from '../brands/brand.table';
import { goods, goodsSkus } from './goods.table';

/** A SKU of the partner's approved goods, as another module offers it (an inquiry's quotation line). */
export type SkuOption = {
  skuId: number;
  goodsId: number;
  goodsName: string;
  spec: string;
  skuCode: string | null;
  unit: string;
  brandName: string | null;
  marketPrice: string;
};

/** A SkuOption's columns, for a select of goods_skus joined with goods. */
const skuOptionColumns = {
  skuId: goodsSkus.id,
  goodsId: goods.id,
  goodsName: goods.name,
  spec: goodsSkus.spec,
  skuCode: goodsSkus.skuCode,
  unit: goods.unit,
  brandName: sql<string | null>`(select ${brands.name} from ${brands} where ${brands.id} = ${goods.brandId})`,
  marketPrice: goodsSkus.marketPrice,
};

/**
 * Up to `limit` SKUs of the partner's approved goods whose goods name, spec or SKU code contains
 * `keyword` (every SKU when none), by goods name. Names are the approved version's where there is one.
 */
export const searchOwnSkus = async (
  db: DbOrTx,
  partnerId: number,
  keyword: string | null | undefined,
  limit: number,
): Promise<SkuOption[]> => {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return db
    .select(skuOptionColumns)
    .from(goodsSkus)
    .innerJoin(goods, and(eq(goods.partnerId, goodsSkus.partnerId), eq(goods.id, goodsSkus.goodsId)))
    .where(
      and(
        eq(goodsSkus.partnerId, partnerId),
        isNotNull(goods.approved),
        pattern
          ? or(ilike(goods.name, pattern), ilike(goodsSkus.spec, pattern), ilike(goodsSkus.skuCode, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(goods.name), asc(goodsSkus.sort), asc(goodsSkus.id))
    .limit(limit);
};

/** The SKU ids of one of the partner's goods (none when the goods is not the partner's). */
export const skuIdsOfGoods = async (db: DbOrTx, partnerId: number, goodsId: number): Promise<number[]> =>
  (
    await db
      .select({ id: goodsSkus.id })
      .from(goodsSkus)
      .where(and(eq(goodsSkus.partnerId, partnerId), eq(goodsSkus.goodsId, goodsId)))
      .orderBy(asc(goodsSkus.sort))
  ).map((row) => row.id);

/**
 * The SKUs of the partner's approved goods among `goodsIds` or `skuIds` (others, and goods not
 * approved, are left out), by goods and SKU order: what SCM goods may be linked to.
 */
export const approvedSkusOf = async (
  db: DbOrTx,
  partnerId: number,
  ids: { goodsIds?: readonly number[]; skuIds?: readonly number[] },
): Promise<SkuOption[]> => {
  const goodsIds = [...new Set(ids.goodsIds ?? [])];
  const skuIds = [...new Set(ids.skuIds ?? [])];
  if (goodsIds.length === 0 && skuIds.length === 0) return [];
  return db
    .select(skuOptionColumns)
    .from(goodsSkus)
    .innerJoin(goods, and(eq(goods.partnerId, goodsSkus.partnerId), eq(goods.id, goodsSkus.goodsId)))
    .where(
      and(
        eq(goodsSkus.partnerId, partnerId),
        isNotNull(goods.approved),
        or(
          goodsIds.length > 0 ? inArray(goods.id, goodsIds) : undefined,
          skuIds.length > 0 ? inArray(goodsSkus.id, skuIds) : undefined,
        ),
      ),
    )
    .orderBy(asc(goods.id), asc(goodsSkus.sort), asc(goodsSkus.id));
};
