import { describe, expect, it } from 'vitest';
import { keyOfPeriod, periodKeysOfDay, periodOfKey, shiftPeriodKey, TargetInputSchema } from './targets';

describe('target periods', () => {
  it('reads a month, quarter or year as its local days', () => {
    expect(periodOfKey('2026-11')).toEqual({ kind: 'month', start: '2026-11-01', end: '2026-11-30' });
    expect(periodOfKey('2028-02')).toEqual({ kind: 'month', start: '2028-02-01', end: '2028-02-29' });
    expect(periodOfKey('2026-Q4')).toEqual({ kind: 'quarter', start: '2026-10-01', end: '2026-12-31' });
    expect(periodOfKey('2026-Q1')).toEqual({ kind: 'quarter', start: '2026-01-01', end: '2026-03-31' });
    expect(periodOfKey('2026')).toEqual({ kind: 'year', start: '2026-01-01', end: '2026-12-31' });
    for (const bad of ['2026-13', '2026-00', '2026-Q0', '2026-Q5', '1999', '2026-1', '2026-11-01', '']) {
      expect(periodOfKey(bad), bad).toBeNull();
    }
  });

  it('names, finds and moves periods', () => {
    expect(keyOfPeriod('quarter', '2026-10-01')).toBe('2026-Q4');
    expect(keyOfPeriod('month', '2026-10-01')).toBe('2026-10');
    expect(periodKeysOfDay('2026-11-27')).toEqual({ month: '2026-11', quarter: '2026-Q4', year: '2026' });
    expect(shiftPeriodKey('2026-12', 1)).toBe('2027-01');
    expect(shiftPeriodKey('2026-01', -1)).toBe('2025-12');
    expect(shiftPeriodKey('2026-Q4', 1)).toBe('2027-Q1');
    expect(shiftPeriodKey('2026-Q1', -1)).toBe('2025-Q4');
    expect(shiftPeriodKey('2026', -2)).toBe('2024');
  });

  it('takes an exact positive amount and a normalised period', () => {
    expect(TargetInputSchema.parse({ period: ' 2026-q4 ', amount: 1200.5 })).toEqual({
      sellerId: null,
      period: '2026-Q4',
      amount: '1200.5',
      remark: null,
    });
    expect(TargetInputSchema.safeParse({ period: '2026', amount: '0.00' }).success).toBe(false);
    expect(TargetInputSchema.safeParse({ period: '2026', amount: '-5' }).success).toBe(false);
  });
});
