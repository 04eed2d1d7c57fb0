import type { CategoryParam } from '@portal/shared/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { type GoodsFormValues, inputOf, newGoods } from './goods-form';

const template: CategoryParam[] = [
  { name: '颜色', required: true, options: ['黑', '白'] },
  { name: '材质', required: false, options: [] },
];

const values = (more: Partial<GoodsFormValues>): GoodsFormValues => ({
  ...(newGoods() as GoodsFormValues),
  categoryId: 3,
  brand: { brandId: 7, brandName: '得力' },
  name: ' 中性笔 ',
  model: ' S01 ',
  unit: '支',
  imageIds: [11],
  skus: [{ spec: ' 黑色 ', marketPrice: ' 2.50 ', stock: 5 }],
  ...more,
});

describe('the goods form as it is saved', () => {
  it('trims the texts and sends empty optional codes as null', () => {
    const input = inputOf(values({ taxCode: ' ', barcode: '' }), template, false);
    expect(input).toMatchObject({
      name: '中性笔',
      model: 'S01',
      taxCode: null,
      barcode: null,
      submit: false,
    });
    expect(input.skus).toEqual([{ id: null, spec: '黑色', skuCode: null, marketPrice: '2.50', stock: 5 }]);
  });

  it("keeps the template's parameters that have a value, then the others the template does not name", () => {
    const input = inputOf(
      values({
        paramValues: { 颜色: ' 黑 ', 材质: '  ' },
        customParams: [{ name: '颜色', value: '红' }, { name: ' 产地 ', value: ' 上海 ' }, { name: '重量' }],
      }),
      template,
      true,
    );
    expect(input.params).toEqual([
      { name: '颜色', value: '黑' },
      { name: '产地', value: '上海' },
    ]);
  });
});
