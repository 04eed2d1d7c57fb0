// TEMPORARY (not committed): stands in for the suppliers and goods seeds to run the journey on this branch.
import type { DbOrTx } from '../../../db/client';
import type { SeedContext } from '../../../platform/seed/seed-context';
import { latestOrderIdsIn, orderWithLines } from '../../orders/order-lines';
import { givenScmGoods, givenSupplier } from '../scm.fixtures';
import { seedTransactions } from './transactions.seed';

export const seedTmp = async (db: DbOrTx, context: SeedContext) => {
  const partnerId = context.partners.a.id;
  const ids = await latestOrderIdsIn(db, partnerId, [1, 2, 3, 4, 5, 6, 7], 500);
  const skus = new Map<number, string>();
  for (const id of ids) {
    for (const line of (await orderWithLines(db, partnerId, id)).lines) {
      if (line.skuId) skus.set(line.skuId, line.unitPrice);
    }
  }
  const one = await givenSupplier(db, partnerId, { name: '南京文具批发有限公司' });
  const two = await givenSupplier(db, partnerId, { name: '苏州办公用品供应链有限公司' });
  let i = 0;
  for (const [skuId, price] of skus) {
    i += 1;
    const cost = (Number(price) * (i % 2 ? 0.82 : 0.9)).toFixed(2);
    await givenScmGoods(db, partnerId, i % 3 ? one.id : two.id, {
      name: `供应链商品 ${i}`,
      skus: [{ costPrice: cost, skuId }],
    });
  }
  await seedTransactions(db, context);
};
