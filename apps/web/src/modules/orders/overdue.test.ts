import { describe, expect, it } from 'vitest';
import { overdueOf, overdueTextOf } from './overdue';

const deadline = '2026-03-01T08:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('how long an order is overdue', () => {
  it('counts whole days, hours and minutes past the confirmation deadline', () => {
    expect(overdueOf(deadline, at('2026-03-03T11:25:59.000Z'))).toEqual({ days: 2, hours: 3, minutes: 25 });
    expect(overdueOf(deadline, at('2026-03-01T08:00:30.000Z'))).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('is nothing before the deadline or without one', () => {
    expect(overdueOf(deadline, at(deadline))).toBeNull();
    expect(overdueOf(deadline, at('2026-02-28T08:00:00.000Z'))).toBeNull();
    expect(overdueOf(null, Date.now())).toBeNull();
    expect(overdueOf('not a date', Date.now())).toBeNull();
  });

  it('is worded at its two largest units', () => {
    expect(overdueTextOf({ days: 2, hours: 3, minutes: 25 }).key).toBe('overtime.overdueDays');
    expect(overdueTextOf({ days: 0, hours: 3, minutes: 25 }).key).toBe('overtime.overdueHours');
    expect(overdueTextOf({ days: 0, hours: 0, minutes: 25 }).key).toBe('overtime.overdueMinutes');
  });
});
