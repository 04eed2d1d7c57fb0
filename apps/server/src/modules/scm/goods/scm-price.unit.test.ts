import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchPriceOf } from './scm-price.service';

/** The oracle in integer cents: cost × (100 + p) / 100, half-up, with p in hundredths of a percent. */
const expectedCents = (costCents: bigint, percentHundredths: bigint): bigint => {
  const numerator = costCents * (10_000n + percentHundredths);
  const quotient = numerator / 10_000n;
  const remainder = numerator % 10_000n;
  return remainder * 2n >= 10_000n ? quotient + 1n : quotient;
};

const centsOf = (money: string) => BigInt(money.replace('.', ''));
const moneyOf = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
const percentOf = (hundredths: bigint) => {
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

describe('the batch price change', () => {
  it('moves a cost by a percentage exactly, rounding half-up to the cent', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000_000n }),
        fc.bigInt({ min: -9_999n, max: 99_999n }).filter((p) => p !== 0n),
        (cost, percent) => {
          const result = batchPriceOf({ mode: 'percent', percent: percentOf(percent) }, moneyOf(cost));
          expect(centsOf(result)).toBe(expectedCents(cost, percent));
        },
      ),
    );
  });

  it('rounds the half cent up and sets an amount as given', () => {
    expect(batchPriceOf({ mode: 'percent', percent: '-5' }, '10.05')).toBe('9.55');
    expect(batchPriceOf({ mode: 'percent', percent: '12.5' }, '0.04')).toBe('0.05');
    expect(batchPriceOf({ mode: 'percent', percent: '-99.99' }, '0.01')).toBe('0.00');
    expect(batchPriceOf({ mode: 'amount', amount: '20' }, '9.55')).toBe('20.00');
  });
});
