import { describe, expect, it } from 'vitest';
import { daysOf, moneyOfCents, spreadOverDays } from './periods';

describe('the analysis targets spread over days', () => {
  it('spreads an amount over its days to the cent, the days summing to it exactly', () => {
    const spread = spreadOverDays('100.00', '2026-11-01', '2026-11-30');
    expect(spread.size).toBe(30);
    expect(spread.get('2026-11-01')).toBe(334n);
    expect(spread.get('2026-11-10')).toBe(334n);
    expect(spread.get('2026-11-11')).toBe(333n);
    expect([...spread.values()].reduce((a, b) => a + b, 0n)).toBe(10000n);
    const year = spreadOverDays('1000000.01', '2026-01-01', '2026-12-31');
    expect(year.size).toBe(365);
    expect(moneyOfCents([...year.values()].reduce((a, b) => a + b, 0n))).toBe('1000000.01');
    expect(moneyOfCents(5n)).toBe('0.05');
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
