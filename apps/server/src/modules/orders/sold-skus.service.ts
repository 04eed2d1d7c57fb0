import { and, asc, eq, isNotNull, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems } from './orders.table';

/** A catalog SKU the partner has sold in channel orders, with the lowest price it sold at. */
export type SoldSku = { skuId: number; goodsId: number | null; lowestPrice: string; lines: number };

/**
 * Up to `limit` of the partner's catalog SKUs that appear in its order lines, most sold first (by
 * lines), with the lowest unit price each sold at: for other modules that prepare data around
 * what the partner sells (the SCM demo links its suppliers' goods to them).
 */
export const soldSkusOf = async (db: DbOrTx, partnerId: number, limit: number): Promise<SoldSku[]> => {
  const lines = sql<number>`count(*)::int`;
  const rows = await db
    .select({
      skuId: orderItems.skuId,
      goodsId: sql<number | null>`min(${orderItems.goodsId})`,
      lowestPrice: min(orderItems.unitPrice),
      lines,
    })
    .from(orderItems)
    .where(and(eq(orderItems.partnerId, partnerId), isNotNull(orderItems.skuId)))
    .groupBy(orderItems.skuId)
    .orderBy(sql`count(*) desc`, asc(orderItems.skuId))
    .limit(limit);
  return rows.map((row) => ({
    skuId: row.skuId as number,
    goodsId: row.goodsId === null ? null : Number(row.goodsId),
    lowestPrice: row.lowestPrice ?? '0.00',
    lines: Number(row.lines),
  }));
};
