import type { InquiryItem } from '@portal/shared/contracts/inquiry';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { percentOf, positionQueryOf, quotationInputOf, taxRateOption, totalsOf } from './quotation-form';

const item = (id: number, quantity: string): InquiryItem => ({
  id,
  lineNo: id,
  goodsName: `goods ${id}`,
  spec: '',
  brand: '',
  quantity,
  unit: 'pcs',
  remark: null,
});

describe('the quotation editor', () => {
  it('totals the priced lines exactly, leaving out "cannot supply" and prices not valid yet', () => {
    const items = [item(1, '3'), item(2, '2.5'), item(3, '10'), item(4, '1')];
    const totals = totalsOf(items, {
      freight: '12.5',
      lines: [
        { itemId: 1, cannotSupply: false, unitPrice: '0.1' },
        { itemId: 2, cannotSupply: false, unitPrice: ' 19.99 ' },
        { itemId: 3, cannotSupply: true, unitPrice: '100' },
        { itemId: 4, cannotSupply: false, unitPrice: '1.005' },
      ],
    });
    // 0.30 + 49.975 -> 49.98 (half up per line) = 50.28; + 12.50 freight.
    expect(totals).toEqual({ quotedLines: 2, declinedLines: 1, itemsAmount: '50.28', totalAmount: '62.78' });
  });

  it('sends trimmed texts, empties as null and no price on a declined line', () => {
    const input = quotationInputOf(7, {
      validUntil: dayjs('2026-12-31T00:00:00'),
      deliveryDays: '5',
      freight: ' ',
      taxRate: '0.06',
      supplierQuoteNo: ' Q-1 ',
      remark: '',
      lines: [
        { itemId: 1, cannotSupply: true, unitPrice: '9', brand: ' ' },
        { itemId: 2, cannotSupply: false, unitPrice: '9.50', model: ' X1 ', skuId: 4 },
      ],
    });
    expect(input).toEqual({
      inquiryId: 7,
      validUntil: '2026-12-31',
      deliveryDays: 5,
      freight: '0',
      taxRate: '0.06',
      supplierQuoteNo: 'Q-1',
      remark: null,
      attachmentFileId: null,
      lines: [
        {
          itemId: 1,
          cannotSupply: true,
          unitPrice: null,
          brand: null,
          model: null,
          skuId: null,
          remark: null,
        },
        {
          itemId: 2,
          cannotSupply: false,
          unitPrice: '9.50',
          brand: null,
          model: 'X1',
          skuId: 4,
          remark: null,
        },
      ],
    });
  });

  it('asks the price position of the lines it may supply, with the prices that are valid', () => {
    expect(
      positionQueryOf(7, {
        lines: [
          { itemId: 1, cannotSupply: true },
          { itemId: 2, cannotSupply: false, unitPrice: '0' },
          { itemId: 3, cannotSupply: false, unitPrice: '8.8', skuId: 5 },
        ],
      }),
    ).toEqual({
      inquiryId: 7,
      lines: [
        { itemId: 2, skuId: null, unitPrice: null },
        { itemId: 3, skuId: 5, unitPrice: '8.8' },
      ],
    });
    expect(positionQueryOf(7, { lines: [{ itemId: 1, cannotSupply: true }] })).toBeUndefined();
  });

  it('shows tax rates and margins (fractions) as percentages', () => {
    expect(['0.13', '0.09', '0.065', '0', '0.0100', '-0.0525'].map(percentOf)).toEqual([
      '13',
      '9',
      '6.5',
      '0',
      '1',
      '-5.25',
    ]);
  });

  it('shows a stored tax rate as the option of the same rate', () => {
    expect(['0.1300', '0.0600', '0.0000', '0.0500'].map(taxRateOption)).toEqual([
      '0.13',
      '0.06',
      '0',
      '0.0500',
    ]);
  });
});
