import { DATE_TIME_FORMAT } from '@portal/shared/constants';
import { formatMoney } from '@portal/shared/money-text';
import dayjs from 'dayjs';

/** An amount as the server sends it ("1234.50") or a number. */
type MoneyInput = string | number;

/** Placeholder shown for a missing value in tables and descriptions. */
export const EMPTY_VALUE = '-';

/** An amount with thousands separators and two decimals ("12,345.50"); '-' when missing or invalid. */
export const formatAmount = (value: MoneyInput | null | undefined): string => {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  try {
    return formatMoney(value);
  } catch {
    return EMPTY_VALUE;
  }
};

/** A price range "12.00 ~ 18.50" (one amount when both ends are equal); '-' without prices. */
export const formatAmountRange = (
  min: MoneyInput | null | undefined,
  max: MoneyInput | null | undefined,
): string => {
  if (min === null || min === undefined || min === '') return EMPTY_VALUE;
  if (max === null || max === undefined || max === '' || formatAmount(min) === formatAmount(max)) {
    return formatAmount(min);
  }
  return `${formatAmount(min)} ~ ${formatAmount(max)}`;
};

/** A timestamp (ISO string, Date or epoch ms) as YYYY-MM-DD HH:mm:ss in the browser's zone. */
export const formatDateTime = (value: string | number | Date | null | undefined): string => {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : EMPTY_VALUE;
};

/** A timestamp as YYYY-MM-DD. */
export const formatDate = (value: string | number | Date | null | undefined): string => {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : EMPTY_VALUE;
};

/**
 * A date range picked in a search form as the list contract's start/end pair: the start of the
 * first day and the end of the last day, as ISO strings.
 */
export const dateRangeOf = (
  range: readonly [dayjs.Dayjs | null, dayjs.Dayjs | null] | null | undefined,
): { start?: string; end?: string } => {
  if (!range) return {};
  const [from, to] = range;
  return {
    start: from ? from.startOf('day').toISOString() : undefined,
    end: to ? to.endOf('day').toISOString() : undefined,
  };
};

/** A count with thousands separators ("12,345"); '-' when missing or not a whole number. */
export const formatCount = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const text = String(value);
  if (!/^-?\d+$/.test(text)) return EMPTY_VALUE;
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
};

/**
 * A percentage as the server sends it ("12.34", already times 100, exact) or a number: "12.34%",
 * with a sign when `signed` ("+12.34%"); '-' when missing (e.g. a change from nothing).
 */
export const formatPercent = (
  value: string | number | null | undefined,
  options: { signed?: boolean } = {},
): string => {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return EMPTY_VALUE;
  const positive = !text.startsWith('-') && /[1-9]/.test(text);
  return `${options.signed && positive && !text.startsWith('+') ? '+' : ''}${text}%`;
};
