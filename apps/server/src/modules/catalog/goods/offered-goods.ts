import { GoodsState } from '@portal/shared/contracts/goods';
import type { ListingPriceInputSchema } from '@portal/shared/contracts/listing';
import { compareMoney } from '@portal/shared/money';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { fail, notFound } from '../../../platform/errors';
import { firstImageUrl } from '../../communal/files.service';
import { type ApprovedGoodsVersion, goods } from './goods.table';

// What channel listings and store quotes offer: the approved version of goods, at prices per SKU.

export type OfferedGoods = { id: number; state: number; approved: ApprovedGoodsVersion };

/** The partner's goods with an approved version, not disabled: what a listing or a quote may offer. */
export const approvedGoodsOf = async (
  db: DbOrTx,
  partnerId: number,
  goodsId: number,
): Promise<OfferedGoods> => {
  const [row] = await db
    .select({ id: goods.id, state: goods.state, approved: goods.approved })
    .from(goods)
    .where(and(eq(goods.partnerId, partnerId), eq(goods.id, goodsId)));
  if (!row) throw notFound('goods.notFound');
  if (row.state === GoodsState.disabled) throw fail('listing.goodsDisabled');
  if (!row.approved) throw fail('listing.goodsNotApproved');
  return { id: row.id, state: row.state, approved: row.approved };
};

/**
 * How a listing or a quote names its goods: channels and stores see the approved version (name,
 * model, image); without one, the goods' current name and model.
 */
export const offeredGoodsShown = (
  partnerId: number,
  approved: ApprovedGoodsVersion | null,
  current: { goodsName: string; model: string; brandName: string },
) => ({
  goodsName: approved?.name ?? current.goodsName,
  model: approved?.model ?? current.model,
  brandName: current.brandName,
  mainImageUrl: approved ? firstImageUrl(partnerId, approved.imageIds) : null,
});

type PriceInput = z.infer<typeof ListingPriceInputSchema>;

/**
 * Every price names a SKU of the approved version, once, and is not above its market price
 * (`aboveMarketKey` names the refusal: a channel price or a quoted price).
 */
export const checkedPrices = (
  approved: ApprovedGoodsVersion,
  prices: readonly PriceInput[],
  aboveMarketKey = 'listing.priceAboveMarket',
) => {
  const skus = new Map(approved.skus.map((sku) => [sku.id, sku]));
  const seen = new Set<number>();
  return prices.map(({ skuId, price }) => {
    const sku = skus.get(skuId);
    if (!sku) throw notFound('goods.skuNotFound');
    if (seen.has(skuId)) throw fail('listing.priceTwice', { spec: sku.spec });
    seen.add(skuId);
    if (compareMoney(price, sku.marketPrice) > 0) {
      throw fail(aboveMarketKey, { spec: sku.spec, price, marketPrice: sku.marketPrice });
    }
    return { skuId, spec: sku.spec, price };
  });
};

/** The first price above its SKU's market price, or of a SKU the approved version no longer has. */
export const firstUnsellablePrice = (
  approved: ApprovedGoodsVersion,
  prices: readonly { skuId: number; price: string }[],
) => {
  const skus = new Map(approved.skus.map((sku) => [sku.id, sku]));
  return prices.find((p) => {
    const sku = skus.get(p.skuId);
    return !sku || compareMoney(p.price, sku.marketPrice) > 0;
  });
};
