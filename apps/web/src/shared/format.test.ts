import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateRangeOf, formatAmount, formatAmountRange, formatDate, formatDateTime } from './format';

describe('formatAmount', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(formatAmount('12345.5')).toBe('12,345.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount('-1234567.891')).toBe('-1,234,567.89');
  });

  it('shows a dash for a missing or invalid amount', () => {
    expect(formatAmount(null)).toBe('-');
    expect(formatAmount(undefined)).toBe('-');
    expect(formatAmount('abc')).toBe('-');
  });
});

describe('formatAmountRange', () => {
  it('shows both ends, one amount when they are equal, a dash without prices', () => {
    expect(formatAmountRange('12', '1234.5')).toBe('12.00 ~ 1,234.50');
    expect(formatAmountRange('18.50', '18.5')).toBe('18.50');
    expect(formatAmountRange('18.50', null)).toBe('18.50');
    expect(formatAmountRange(null, null)).toBe('-');
  });
});

describe('formatDateTime', () => {
  it('formats as YYYY-MM-DD HH:mm:ss in the local zone', () => {
    const local = new Date(2026, 0, 2, 3, 4, 5);
    expect(formatDateTime(local)).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(local.toISOString())).toBe('2026-01-02 03:04:05');
    expect(formatDate(local)).toBe('2026-01-02');
  });

  it('shows a dash for a missing or invalid date', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('dateRangeOf', () => {
  it('covers whole days', () => {
    const { start, end } = dateRangeOf([dayjs(new Date(2026, 0, 2, 10)), dayjs(new Date(2026, 0, 3, 10))]);
    expect(new Date(start as string)).toEqual(new Date(2026, 0, 2, 0, 0, 0, 0));
    expect(new Date(end as string)).toEqual(new Date(2026, 0, 3, 23, 59, 59, 999));
  });

  it('is empty without a range', () => {
    expect(dateRangeOf(null)).toEqual({});
  });
});
