import { add, compareMoney, multiply, subtract } from '@portal/shared/money';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineMoneyOf, totalsOf } from './statement-lines';

/** An order amount in fen, as the wire has it: '0.01' .. '99999999.99'. */
const amountArb = fc
  .bigInt({ min: 1n, max: 9_999_999_999n })
  .map((fen) => new Decimal(fen.toString()).dividedBy(100).toFixed(2));
/** A channel's fee rate, as the channels table keeps it: '0.0000' .. '0.9999'. */
const rateArb = fc.integer({ min: 0, max: 9999 }).map((n) => new Decimal(n).dividedBy(10_000).toFixed(4));

/** Half-up to the fen, computed another way: in whole units of 1e-6 fen with integers. */
const halfUpFee = (amount: string, rate: string): string => {
  const product = BigInt(amount.replace('.', '')) * BigInt(rate.replace('.', '')); // fen x 1e-4
  const fen = (product + 5_000n) / 10_000n;
  return new Decimal(fen.toString()).dividedBy(100).toFixed(2);
};

describe('statement lines and totals', () => {
  it('charges fee = half-up(amount x rate) and settle = amount - fee on every line', () => {
    fc.assert(
      fc.property(amountArb, rateArb, (amount, rate) => {
        const line = lineMoneyOf(amount, rate);
        expect(line.feeAmount).toBe(halfUpFee(amount, rate));
        expect(line.settleAmount).toBe(subtract(amount, line.feeAmount));
        expect(compareMoney(line.feeAmount, amount)).toBeLessThanOrEqual(0);
        expect(line.orderAmount).toBe(amount);
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds the half fen up', () => {
    expect(lineMoneyOf('0.50', '0.0100').feeAmount).toBe('0.01'); // 0.005
    expect(lineMoneyOf('0.49', '0.0100').feeAmount).toBe('0.00'); // 0.0049
    expect(lineMoneyOf('100.10', '0.0150').feeAmount).toBe('1.50'); // 1.5015
    expect(lineMoneyOf('100.30', '0.0150').feeAmount).toBe('1.50'); // 1.5045
    expect(lineMoneyOf('100.34', '0.0150').feeAmount).toBe('1.51'); // 1.5051
    expect(lineMoneyOf('333.00', '0.0150').feeAmount).toBe('5.00'); // 4.995
  });

  it('makes totals that are the sums of their lines, over thousands of generated statements', () => {
    fc.assert(
      fc.property(fc.array(amountArb, { minLength: 0, maxLength: 300 }), rateArb, (amounts, rate) => {
        const lines = amounts.map((amount) => lineMoneyOf(amount, rate));
        const totals = totalsOf(lines);
        expect(totals.orderCount).toBe(amounts.length);
        // Summed in integer fen, independently of the decimal helpers.
        const fen = (values: string[]) => values.reduce((sum, v) => sum + BigInt(v.replace('.', '')), 0n);
        const text = (value: bigint) => new Decimal(value.toString()).dividedBy(100).toFixed(2);
        expect(totals.orderAmount).toBe(text(fen(amounts)));
        expect(totals.feeAmount).toBe(text(fen(lines.map((line) => line.feeAmount))));
        expect(totals.settleAmount).toBe(text(fen(lines.map((line) => line.settleAmount))));
        expect(totals.settleAmount).toBe(subtract(totals.orderAmount, totals.feeAmount));
        expect(add(totals.settleAmount, totals.feeAmount)).toBe(totals.orderAmount);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the shared multiply helper', () => {
    expect(lineMoneyOf('245.50', '0.0150').feeAmount).toBe(multiply('245.50', '0.0150'));
  });
});
