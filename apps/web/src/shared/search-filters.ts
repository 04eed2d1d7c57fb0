import type { Dayjs } from 'dayjs';
import type { SearchValues } from './PageTable';

/** A form field holding a day range, and the filter keys of its first and last day. */
export type DayRangeKeys = Record<string, readonly [from: string, to: string]>;

/**
 * The search form's values as a list filter: texts trimmed, empties dropped, and each day range of
 * `ranges` (a form field) as its two filter keys in YYYY-MM-DD (local days, both ends inclusive).
 */
export const filtersWithDays =
  <F extends object>(ranges: DayRangeKeys) =>
  (values: SearchValues): Partial<F> => {
    const filters: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (key in ranges) continue;
      const v = typeof value === 'string' ? value.trim() : value;
      if (v === undefined || v === null || v === '') continue;
      filters[key] = v;
    }
    for (const [field, [fromKey, toKey]] of Object.entries(ranges)) {
      const [from, to] = (values[field] as [Dayjs | null, Dayjs | null] | undefined) ?? [null, null];
      if (from) filters[fromKey] = from.format('YYYY-MM-DD');
      if (to) filters[toKey] = to.format('YYYY-MM-DD');
    }
    return filters as Partial<F>;
  };
