import { describe, expect, it } from 'vitest';
import { draftTotalsOf, lineAmountOf } from './order-amounts';

describe('amounts of an order being entered', () => {
  it('multiplies quantity and unit price exactly', () => {
    expect(lineAmountOf({ quantity: '3', unitPrice: '0.10' })).toBe('0.30');
    expect(lineAmountOf({ quantity: '2.5', unitPrice: '19.99' })).toBe('49.98');
  });

  it('adds the lines and the freight without float drift', () => {
    const lines = [
      { quantity: '1', unitPrice: '0.1' },
      { quantity: '1', unitPrice: '0.2' },
    ];
    expect(draftTotalsOf(lines, '0.70')).toEqual({ itemsAmount: '0.30', totalAmount: '1.00' });
  });

  it('counts a line that is not filled in yet as nothing', () => {
    expect(lineAmountOf({ quantity: '', unitPrice: '5' })).toBeNull();
    expect(draftTotalsOf([{ quantity: 'x', unitPrice: '5' }, undefined], 'abc')).toEqual({
      itemsAmount: '0.00',
      totalAmount: '0.00',
    });
  });
});
