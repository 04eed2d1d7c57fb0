import { describe, expect, it } from 'vitest';
import {
  OrderStatQuerySchema,
  periodFits,
  periodStartOf,
  periodsOf,
  previousPeriodOf,
  yearAgoOf,
} from './stats';

describe('stat periods', () => {
  it('cuts a range into days, ISO weeks and months', () => {
    expect(periodsOf('2026-10-30', '2026-11-02', 'day')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(periodsOf('2026-10-01', '2026-10-31', 'week')).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
    ]);
    expect(periodsOf('2025-11-15', '2026-02-01', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(periodStartOf('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday: its Monday
    expect(periodStartOf('2026-11-23', 'week')).toBe('2026-11-23');
  });

  it('takes the previous period of the same length: whole months as months, else days', () => {
    expect(previousPeriodOf({ from: '2026-10-01', to: '2026-10-31' })).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
    expect(previousPeriodOf({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
    expect(previousPeriodOf({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousPeriodOf({ from: '2026-11-01', to: '2026-11-27' })).toEqual({
      from: '2026-10-05',
      to: '2026-10-31',
    });
    expect(previousPeriodOf({ from: '2026-11-23', to: '2026-11-29' })).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
  });

  it('takes the same period a year earlier, 29 February as the 28th', () => {
    expect(yearAgoOf({ from: '2026-10-01', to: '2026-10-31' })).toEqual({
      from: '2025-10-01',
      to: '2025-10-31',
    });
    expect(yearAgoOf({ from: '2024-02-01', to: '2024-02-29' })).toEqual({
      from: '2023-02-01',
      to: '2023-02-28',
    });
  });

  it('bounds the period per unit', () => {
    expect(periodFits('2026-01-01', '2026-04-02', 'day')).toBe(true); // 92 days
    expect(periodFits('2026-01-01', '2026-04-03', 'day')).toBe(false);
    expect(periodFits('2026-01-01', '2026-12-31', 'week')).toBe(true);
    expect(periodFits('2026-01-01', '2027-01-08', 'week')).toBe(false);
    expect(periodFits('2024-01-01', '2026-12-31', 'month')).toBe(true);
    expect(periodFits('2023-12-31', '2026-12-31', 'month')).toBe(false);
  });

  it('validates the request', () => {
    const ok = OrderStatQuerySchema.safeParse({ from: '2026-10-01', to: '2026-10-31', unit: 'day' });
    expect(ok.success).toBe(true);
    const long = OrderStatQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31', unit: 'day' });
    expect(long.success ? null : long.error.issues.map((i) => i.message)).toEqual(['stat.periodTooLong']);
    const reversed = OrderStatQuerySchema.safeParse({ from: '2026-10-31', to: '2026-10-01', unit: 'month' });
    expect(reversed.success ? null : reversed.error.issues.map((i) => i.message)).toEqual([
      'validation.dateRange',
    ]);
  });
});
