import { describe, expect, it } from 'vitest';
import { compareQuantity, formatQuantity, isNothing, isQuantityText, remainingOf } from './order-quantity';

describe('order quantities', () => {
  it('subtracts what has shipped exactly, to the thousandth', () => {
    expect(remainingOf({ quantity: '5.000', shippedQuantity: '2.000' })).toBe('3');
    expect(remainingOf({ quantity: '1.1', shippedQuantity: '0.7' })).toBe('0.4');
    expect(remainingOf({ quantity: '0.3', shippedQuantity: '0.1' })).toBe('0.2');
    expect(remainingOf({ quantity: '2', shippedQuantity: '3' })).toBe('0');
  });

  it('compares without floats', () => {
    expect(compareQuantity('0.3', '0.300')).toBe(0);
    expect(compareQuantity('1000000000000.001', '1000000000000')).toBe(1);
    expect(compareQuantity('2.5', '10')).toBe(-1);
  });

  it('reads blank and zero as nothing shipped, and refuses more than three decimals', () => {
    expect(isNothing('')).toBe(true);
    expect(isNothing(' 0.000 ')).toBe(true);
    expect(isNothing('0.001')).toBe(false);
    expect(isQuantityText('1.2345')).toBe(false);
    expect(isQuantityText('-1')).toBe(false);
    expect(formatQuantity('12.500')).toBe('12.5');
  });
});
