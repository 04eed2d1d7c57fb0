import { ScmGoodsState, SupplierState } from '@portal/shared/scm-states';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { scmGoods, scmGoodsSkus, scmPriceChanges } from '../goods/scm-goods.table';
import { scmSuppliers } from '../suppliers/suppliers.table';

/** Two upstream suppliers and what they offer (name, brand, unit, specs with cost prices). */
const SUPPLY = [
  {
    name: '南京晨光文具供应有限公司',
    contactName: '陈经理',
    contactPhone: '13951700001',
    goods: [
      ['A4复印纸 70g', '晨光', '箱', [['500张/包 8包/箱', '128.00']]],
      [
        '中性笔 0.5mm',
        '晨光',
        '盒',
        [
          ['黑色 12支/盒', '15.80'],
          ['蓝色 12支/盒', '15.80'],
        ],
      ],
    ],
  },
  {
    name: '苏州得力办公用品有限公司',
    contactName: '王经理',
    contactPhone: '13951700002',
    goods: [
      ['订书机 12号', '得力', '台', [['可订20页', '9.90']]],
      [
        '档案盒 A4',
        '得力',
        '个',
        [
          ['55mm 蓝色', '3.20'],
          ['75mm 蓝色', '3.60'],
        ],
      ],
    ],
  },
] as const;

/**
 * Demo suppliers and SCM goods for a partner that has none: an installation (or a branch) whose
 * suppliers and goods seeds have not run still opens its purchase screens with data. Written to the
 * tables as the goods screens would; nothing when the partner has a supplier already.
 */
export const demoSupplyIfMissing = async (db: DbOrTx, partnerId: number): Promise<void> => {
  const [{ suppliers }] = await db
    .select({ suppliers: count() })
    .from(scmSuppliers)
    .where(eq(scmSuppliers.partnerId, partnerId));
  if (suppliers > 0) return;
  for (const entry of SUPPLY) {
    const [supplier] = await db
      .insert(scmSuppliers)
      .values({
        partnerId,
        name: entry.name,
        contactName: entry.contactName,
        contactPhone: entry.contactPhone,
        state: SupplierState.active,
      })
      .returning();
    for (const [name, brandName, unit, specs] of entry.goods) {
      const [goods] = await db
        .insert(scmGoods)
        .values({ partnerId, supplierId: supplier.id, name, brandName, unit, state: ScmGoodsState.onOffer })
        .returning();
      const skus = await db
        .insert(scmGoodsSkus)
        .values(
          specs.map(([spec, costPrice], sort) => ({
            partnerId,
            scmGoodsId: goods.id,
            supplierId: supplier.id,
            spec,
            costPrice,
            sort,
          })),
        )
        .returning();
      await db.insert(scmPriceChanges).values(
        skus.map((sku) => ({
          partnerId,
          scmSkuId: sku.id,
          scmGoodsId: goods.id,
          supplierId: supplier.id,
          costPrice: sku.costPrice,
        })),
      );
    }
  }
};
