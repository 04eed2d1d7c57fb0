import { describe, expect, it } from 'vitest';
import { timeLeftKeyOf, timeLeftOf } from './time-left';

const at = (iso: string) => Date.parse(iso);

describe('the time left before an inquiry deadline', () => {
  it('counts days, hours and minutes; urgent within 24 hours', () => {
    const deadline = '2026-11-28T12:00:00Z';
    expect(timeLeftOf(deadline, at('2026-11-26T09:30:00Z'))).toEqual({
      days: 2,
      hours: 2,
      minutes: 30,
      urgent: false,
    });
    expect(timeLeftOf(deadline, at('2026-11-27T12:00:00Z'))).toMatchObject({ days: 1, urgent: true });
    expect(timeLeftOf(deadline, at('2026-11-27T12:00:01Z'))).toMatchObject({
      days: 0,
      hours: 23,
      urgent: true,
    });
  });

  it('is null once the deadline has passed, or without one', () => {
    expect(timeLeftOf('2026-11-28T12:00:00Z', at('2026-11-28T12:00:00Z'))).toBeNull();
    expect(timeLeftOf(null, 0)).toBeNull();
    expect(timeLeftOf('not a time', 0)).toBeNull();
  });

  it('words the time at its largest units', () => {
    expect(timeLeftKeyOf({ days: 2, hours: 0, minutes: 0, urgent: false })).toBe('deadline.leftDays');
    expect(timeLeftKeyOf({ days: 0, hours: 5, minutes: 3, urgent: true })).toBe('deadline.leftHours');
    expect(timeLeftKeyOf({ days: 0, hours: 0, minutes: 3, urgent: true })).toBe('deadline.leftMinutes');
  });
});
