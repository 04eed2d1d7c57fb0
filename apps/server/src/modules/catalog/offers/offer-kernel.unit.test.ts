import { describe, expect, it } from 'vitest';
import type { ApprovedGoodsVersion } from '../goods/goods.table';
import { changesBetween } from '../records/record-kernel';
import { checkedPrices, firstUnsellablePrice, priceChangesOf, pricedSkus, rangesOf } from './offer-kernel';

const sku = (id: number, spec: string, marketPrice: string) => ({
  id,
  spec,
  skuCode: null,
  marketPrice,
  stock: 1,
});

const approved: ApprovedGoodsVersion = {
  name: '白板',
  categoryId: 100601,
  brandId: 1,
  model: 'WB-90',
  unit: '块',
  imageIds: [],
  params: [],
  description: '',
  skus: [sku(11, '90x60cm', '128.00'), sku(12, '120x90cm', '198.50')],
  approvedTime: '2026-01-01T00:00:00.000Z',
};

describe('the offers kernel', () => {
  it('refuses a price above its market price, twice for one SKU, or for a SKU the goods lack', () => {
    expect(checkedPrices(approved, [{ skuId: 11, price: '128' }])).toEqual([
      { skuId: 11, spec: '90x60cm', price: '128' },
    ]);
    expect(() => checkedPrices(approved, [{ skuId: 11, price: '128.01' }])).toThrow(
      expect.objectContaining({ key: 'listing.priceAboveMarket' }),
    );
    expect(() => checkedPrices(approved, [{ skuId: 11, price: '200' }], 'quote.priceAboveMarket')).toThrow(
      expect.objectContaining({ key: 'quote.priceAboveMarket' }),
    );
    expect(() =>
      checkedPrices(approved, [
        { skuId: 12, price: '1' },
        { skuId: 12, price: '2' },
      ]),
    ).toThrow(expect.objectContaining({ key: 'listing.priceTwice' }));
    expect(() => checkedPrices(approved, [{ skuId: 99, price: '1' }])).toThrow(
      expect.objectContaining({ key: 'goods.skuNotFound' }),
    );
  });

  it('finds a price the approved version no longer sells at', () => {
    expect(firstUnsellablePrice(approved, [{ skuId: 12, price: '198.50' }])).toBeUndefined();
    expect(firstUnsellablePrice(approved, [{ skuId: 12, price: '198.51' }])).toEqual({
      skuId: 12,
      price: '198.51',
    });
    expect(firstUnsellablePrice(approved, [{ skuId: 13, price: '1' }])).toEqual({ skuId: 13, price: '1' });
  });

  it('diffs prices per SKU spec exactly, naming a SKU that is gone by its id', () => {
    expect(
      priceChangesOf(
        approved,
        [
          { skuId: 11, price: '95.00' },
          { skuId: 13, price: '10.00' },
        ],
        [
          { skuId: 11, price: '95' },
          { skuId: 12, price: '120.5' },
        ],
      ),
    ).toEqual({ '120x90cm': [null, '120.50'], '#13': ['10.00', null] });
    expect(
      priceChangesOf(approved, [{ skuId: 11, price: '95.00' }], [{ skuId: 11, price: '95.0' }]),
    ).toBeNull();
    expect(priceChangesOf(approved, [], [{ skuId: 11, price: '9999999999999999.99' }])).toEqual({
      '90x60cm': [null, '9999999999999999.99'],
    });
  });

  it('ranges and lists prices exactly, in the SKU order of the approved version', () => {
    const lines = [
      { offerId: 1, skuId: 12, price: '9.90' },
      { offerId: 1, skuId: 11, price: '10.00' },
      { offerId: 2, skuId: 11, price: '3.00' },
    ];
    expect(Object.fromEntries(rangesOf(lines))).toEqual({
      1: { minPrice: '9.90', maxPrice: '10.00' },
      2: { minPrice: '3.00', maxPrice: '3.00' },
    });
    expect(pricedSkus(approved, lines.slice(0, 2))).toEqual([
      { skuId: 11, spec: '90x60cm', marketPrice: '128.00', price: '10.00' },
      { skuId: 12, spec: '120x90cm', marketPrice: '198.50', price: '9.90' },
    ]);
    expect(pricedSkus(null, lines)).toEqual([]);
  });
});

describe('the record kernel', () => {
  it('keeps the fields that differ, [before, after], and null when none does', () => {
    const before = { name: '晨光', origin: null as string | null, logoFileId: 1 };
    expect(changesBetween(before, { ...before, origin: '上海' }, ['name', 'origin', 'logoFileId'])).toEqual({
      origin: [null, '上海'],
    });
    expect(changesBetween(before, { ...before }, ['name', 'origin'])).toBeNull();
  });
});
