import { describe, expect, it } from 'vitest';
import { feeRateText } from './settlement-format';

describe('a fee rate as a percentage', () => {
  it('moves the decimal point two places without float arithmetic', () => {
    expect(feeRateText('0.0150')).toBe('1.50%');
    expect(feeRateText('0.015')).toBe('1.50%');
    expect(feeRateText('0.1')).toBe('10.00%');
    expect(feeRateText('1')).toBe('100.00%');
    expect(feeRateText('0.0007')).toBe('0.07%');
    expect(feeRateText('')).toBe('-');
  });
});
