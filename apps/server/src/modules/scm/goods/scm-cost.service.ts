import { ScmGoodsState, SupplierState } from '@portal/shared/scm-states';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { scmSuppliers } from '../suppliers/suppliers.table';
import { scmGoods, scmGoodsSkus } from './scm-goods.table';

// What other areas read of SCM costs (back-to-back purchasing, margins, the inquiry's price
// position): small, documented reads; none of them writes.

const k = scmGoodsSkus;
const g = scmGoods;
const s = scmSuppliers;

/** An SCM SKU's cost now, with whose it is. */
export type ScmSkuCost = {
  scmSkuId: number;
  scmGoodsId: number;
  supplierId: number;
  costPrice: string;
  minQuantity: string;
  /** The catalog SKU it is linked to, if any. */
  skuId: number | null;
};

const costColumns = {
  scmSkuId: k.id,
  scmGoodsId: k.scmGoodsId,
  supplierId: k.supplierId,
  costPrice: k.costPrice,
  minQuantity: k.minQuantity,
  skuId: k.skuId,
};

/** The cost now of these SCM SKUs of the partner (others are left out): scmSkuId -> cost. */
export const currentScmCosts = async (
  db: DbOrTx,
  partnerId: number,
  scmSkuIds: readonly number[],
): Promise<Map<number, ScmSkuCost>> => {
  if (scmSkuIds.length === 0) return new Map();
  const rows = await db
    .select(costColumns)
    .from(k)
    .where(and(eq(k.partnerId, partnerId), inArray(k.id, [...new Set(scmSkuIds)])));
  return new Map(rows.map((row) => [row.scmSkuId, row]));
};

/** An SCM SKU linked to a catalog SKU, as back-to-back purchasing offers it. */
export type LinkedScmSku = ScmSkuCost & {
  skuId: number;
  supplierName: string;
  goodsName: string;
  spec: string;
  unit: string;
};

/**
 * For catalog SKU ids of the partner, the SCM SKUs linked to them that can be bought now (goods on
 * offer, supplier active), cheapest first per catalog SKU (then by id).
 */
export const linkedScmSkus = async (
  db: DbOrTx,
  partnerId: number,
  skuIds: readonly number[],
): Promise<LinkedScmSku[]> => {
  if (skuIds.length === 0) return [];
  const rows = await db
    .select({
      ...costColumns,
      supplierName: s.name,
      goodsName: g.name,
      spec: k.spec,
      unit: g.unit,
    })
    .from(k)
    .innerJoin(g, and(eq(g.partnerId, k.partnerId), eq(g.id, k.scmGoodsId)))
    .innerJoin(s, and(eq(s.partnerId, k.partnerId), eq(s.id, k.supplierId)))
    .where(
      and(
        eq(k.partnerId, partnerId),
        inArray(k.skuId, [...new Set(skuIds)]),
        eq(g.state, ScmGoodsState.onOffer),
        eq(s.state, SupplierState.active),
      ),
    )
    .orderBy(asc(k.skuId), asc(k.costPrice), asc(k.id));
  return rows.map((row) => ({ ...row, skuId: row.skuId as number }));
};

/** For catalog SKU ids, the lowest cost now among the SCM SKUs linked to each (as `linkedScmSkus`). */
export const lowestLinkedCosts = async (
  db: DbOrTx,
  partnerId: number,
  skuIds: readonly number[],
): Promise<Map<number, string>> => {
  const lowest = new Map<number, string>();
  // Rows come cheapest first per catalog SKU: the first seen is the lowest.
  for (const row of await linkedScmSkus(db, partnerId, skuIds))
    if (!lowest.has(row.skuId)) lowest.set(row.skuId, row.costPrice);
  return lowest;
};
