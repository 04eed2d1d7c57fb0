import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fittingUnit, periodLabel, rangeOf, unitFor } from './stat-periods';

describe('the order statistic quick periods', () => {
  const today = dayjs('2026-11-27'); // a Friday

  it('runs each quick period to today', () => {
    expect(rangeOf('week', today)).toEqual({ from: '2026-11-23', to: '2026-11-27' });
    expect(rangeOf('month', today)).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(rangeOf('quarter', today)).toEqual({ from: '2026-10-01', to: '2026-11-27' });
    expect(rangeOf('year', today)).toEqual({ from: '2026-01-01', to: '2026-11-27' });
    expect(rangeOf('last30', today)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(rangeOf('week', dayjs('2026-11-29'))).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // Sunday
  });

  it('opens with a readable unit and falls back to one that fits', () => {
    expect(unitFor('year')).toBe('month');
    expect(unitFor('quarter')).toBe('week');
    expect(unitFor('month')).toBe('day');
    expect(fittingUnit({ from: '2026-01-01', to: '2026-11-27' }, 'day')).toBe('week');
    expect(fittingUnit({ from: '2024-01-01', to: '2026-11-27' }, 'day')).toBe('month');
    expect(fittingUnit({ from: '2026-11-01', to: '2026-11-27' }, 'month')).toBe('month');
  });

  it('labels periods', () => {
    expect(periodLabel('2026-11-23', 'week')).toBe('11-23~11-29');
    expect(periodLabel('2026-11-01', 'month')).toBe('2026-11');
    expect(periodLabel('2026-11-05', 'day')).toBe('2026-11-05');
  });
});
