import { ScmGoodsState, SupplierState } from '@portal/shared/scm-states';
import type { DbOrTx } from '../../db/client';
import { scmGoods, scmGoodsSkus, scmPriceChanges } from './goods/scm-goods.table';
import type { PurchaseReceiver } from './purchase/purchase-intake';
import { scmSuppliers } from './suppliers/suppliers.table';

// Rows the scm tests start from, written straight to the tables (each area's own service is tested
// through its endpoints; these give the other areas something to buy from).

let serial = 0;
const nextSerial = () => {
  serial += 1;
  return serial;
};

/** An active supplier of the partner. */
export const givenSupplier = async (
  db: DbOrTx,
  partnerId: number,
  input: { name?: string; state?: SupplierState } = {},
) => {
  const n = nextSerial();
  const [supplier] = await db
    .insert(scmSuppliers)
    .values({
      partnerId,
      name: input.name ?? `测试供应商${n}`,
      creditCode: `91320100MA${String(n).padStart(8, '0')}`,
      contactName: '李明',
      contactPhone: '13900000000',
      state: input.state ?? SupplierState.active,
    })
    .returning();
  return supplier;
};

/**
 * Goods a supplier offers, with one SKU per cost price given (specs 'S1', 'S2' ...), each optionally
 * linked to a catalog SKU. Returns the goods and its SKUs in order.
 */
export const givenScmGoods = async (
  db: DbOrTx,
  partnerId: number,
  supplierId: number,
  input: {
    name?: string;
    skus: { costPrice: string; skuId?: number | null; minQuantity?: string }[];
    goodsId?: number | null;
    state?: ScmGoodsState;
  },
) => {
  const [goods] = await db
    .insert(scmGoods)
    .values({
      partnerId,
      supplierId,
      name: input.name ?? `测试商品${nextSerial()}`,
      brandName: '得力',
      unit: '箱',
      goodsId: input.goodsId ?? null,
      state: input.state ?? ScmGoodsState.onOffer,
    })
    .returning();
  const skus = await db
    .insert(scmGoodsSkus)
    .values(
      input.skus.map((sku, index) => ({
        partnerId,
        scmGoodsId: goods.id,
        supplierId,
        spec: `S${index + 1}`,
        skuId: sku.skuId ?? null,
        costPrice: sku.costPrice,
        minQuantity: sku.minQuantity ?? '1',
        sort: index,
      })),
    )
    .returning();
  await db.insert(scmPriceChanges).values(
    skus.map((sku) => ({
      partnerId,
      scmSkuId: sku.id,
      scmGoodsId: goods.id,
      supplierId,
      costPrice: sku.costPrice,
    })),
  );
  return { goods, skus };
};

/** The partner's warehouse, where purchases are delivered unless bought back to back. */
export const WAREHOUSE: PurchaseReceiver = {
  receiverName: '张仓管',
  receiverPhone: '13700000000',
  regionCodes: ['320000', '320100', '320102'],
  regionName: '江苏省 南京市 玄武区',
  address: '中山路18号 仓库2号门',
};
