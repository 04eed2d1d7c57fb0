import { describe, expect, it } from 'vitest';
import * as money from './money';
import { compareMoney, formatMoney, isMoneyString } from './money-text';

const SAMPLES = [
  '0',
  '0.00',
  '-0.001',
  '0.005',
  '0.004',
  '1.005',
  '-1.005',
  '12345.5',
  '1234567.894',
  '999999.995',
  '-1234567.89',
  '.5',
  '5.',
  '1e3',
  '1.2345e2',
  '12e-3',
  '+7.1',
  '10000000000000000.01',
];

describe('money-text', () => {
  it('formats like money.formatMoney, half up to cents', () => {
    for (const value of [...SAMPLES, 0, 12.5, -3.456, 1e21, 0.1 + 0.2]) {
      expect(formatMoney(value), String(value)).toBe(money.formatMoney(value));
    }
  });

  it('compares exactly, like money.compareMoney', () => {
    for (const a of SAMPLES) {
      for (const b of SAMPLES) expect(compareMoney(a, b), `${a} ? ${b}`).toBe(money.compareMoney(a, b));
    }
    expect(compareMoney('0.1', 0.1)).toBe(0);
    expect(compareMoney('100.00', '99.999')).toBe(1);
  });

  it('refuses what is not an amount', () => {
    expect(() => formatMoney('abc')).toThrow();
    expect(() => formatMoney('')).toThrow();
    expect(() => compareMoney('1,000', '1')).toThrow();
  });

  it('accepts wire amounts only with at most two decimals', () => {
    expect(isMoneyString('12.50')).toBe(true);
    expect(isMoneyString('12.505')).toBe(false);
    expect(isMoneyString('-1')).toBe(false);
  });
});
