import { changeByPercent, compareMoney } from '@portal/shared/money';
import { ScmGoodsState } from '@portal/shared/scm-states';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { OpsUsageError } from '../../../platform/ops/ops-command';
import type { Simulator } from '../../../platform/ops/simulators';
import { seededRandom } from '../../orders/order-simulator';
import { simulatedPartnerId } from '../../orders/simulate.command';
import { recordSupplierPriceChange } from './scm-price.service';
import { scmGoods, scmGoodsSkus } from './scm-goods.table';

/** The reason suppliers' own changes carry in the price history. */
export const SUPPLIER_CHANGE_REASON = '供应商调价';

/** A supplier's move of a cost: -8 % to +8 % in steps of 0.5 %, never zero. */
export const simulatedPercent = (random: () => number): string => {
  const steps = 1 + Math.floor(random() * 16);
  return ((random() < 0.5 ? -1 : 1) * steps * 0.5).toFixed(1);
};

/**
 * Suppliers change cost prices (`npm run ops -- simulate --scm-prices N [--partner p]`): N SKUs of
 * goods on offer, picked at random, each moved by a small percentage with a history row, each
 * through the guarded change (a SKU changed meanwhile is skipped).
 */
export const simulateScmPrices = async (
  db: DbOrTx,
  options: { count: number; partnerId?: number; seed?: number; now?: Date },
): Promise<{ changed: number }> => {
  const random = seededRandom(options.seed ?? Date.now());
  const skus = await db
    .select({ partnerId: scmGoodsSkus.partnerId, id: scmGoodsSkus.id, costPrice: scmGoodsSkus.costPrice })
    .from(scmGoodsSkus)
    .innerJoin(
      scmGoods,
      and(eq(scmGoods.partnerId, scmGoodsSkus.partnerId), eq(scmGoods.id, scmGoodsSkus.scmGoodsId)),
    )
    .where(
      and(
        eq(scmGoods.state, ScmGoodsState.onOffer),
        options.partnerId === undefined ? undefined : eq(scmGoodsSkus.partnerId, options.partnerId),
      ),
    )
    .orderBy(sql`random()`)
    .limit(options.count);
  let changed = 0;
  for (const sku of skus) {
    const costPrice = changeByPercent(sku.costPrice, simulatedPercent(random));
    if (compareMoney(costPrice, 0) <= 0 || compareMoney(costPrice, sku.costPrice) === 0) continue;
    try {
      await recordSupplierPriceChange(
        db,
        sku.partnerId,
        { scmSkuId: sku.id, expectedPrice: sku.costPrice, costPrice },
        SUPPLIER_CHANGE_REASON,
        options.now,
      );
      changed += 1;
    } catch (error) {
      // Changed by someone else meanwhile: the supplier's change is dropped.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return { changed };
};

const usage = [
  'simulate --scm-prices <N> [--partner <partnerNo>]',
  '                                        suppliers change the cost prices of N SCM SKUs (history: 供应商调价)',
];

/** `simulate --scm-prices N`. */
export const scmPricesSimulator: Simulator = {
  option: 'scm-prices',
  usage,
  run: async (context, count, options) => {
    if (count > 100_000) throw new OpsUsageError(usage);
    const partnerId = await simulatedPartnerId(context, options);
    const { changed } = await simulateScmPrices(context.db, { count, partnerId });
    return changed === 0 ? 'no SCM goods on offer: no price changed' : `scm prices: ${changed} changed`;
  },
};
