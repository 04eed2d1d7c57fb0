import { describe, expect, it } from 'vitest';
import { DaySchema } from './common';

describe('DaySchema', () => {
  it('takes days that exist', () => {
    for (const day of ['2026-02-28', '2028-02-29', '2026-12-31', ' 2026-01-01 ']) {
      expect(DaySchema.safeParse(day).success, day).toBe(true);
    }
  });

  it('refuses days that do not exist, even where Date.parse rolls them over', () => {
    for (const day of [
      '2026-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '1999-12-31',
    ]) {
      expect(DaySchema.safeParse(day).success, day).toBe(false);
    }
  });
});
