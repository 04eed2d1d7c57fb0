import { describe, expect, it } from 'vitest';
import { daysOf, moneyOfCents, previousPeriodOf, spreadOverDays } from './periods';

describe('the analysis periods', () => {
  it('compares a period from a month start with the same days of the months before', () => {
    expect(previousPeriodOf('2026-11-01', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-10-27' });
    expect(previousPeriodOf('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(previousPeriodOf('2026-03-01', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousPeriodOf('2026-03-01', '2026-03-30')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousPeriodOf('2024-02-01', '2024-02-29')).toEqual({ from: '2024-01-01', to: '2024-01-31' });
    expect(previousPeriodOf('2026-01-01', '2026-12-31')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(previousPeriodOf('2026-01-01', '2026-03-31')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
  });

  it('compares any other period with as many days just before it', () => {
    expect(previousPeriodOf('2026-11-21', '2026-11-27')).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    expect(previousPeriodOf('2026-03-02', '2026-03-02')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(previousPeriodOf('2026-01-05', '2026-01-10')).toEqual({ from: '2025-12-30', to: '2026-01-04' });
  });

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
