import { addDays } from '../../../platform/local-time';

// Calendar arithmetic of the analysis page on local days 'YYYY-MM-DD' (no time zone involved).

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

const partsOf = (day: string): [number, number, number] =>
  day.split('-').map(Number) as [number, number, number];

const dayText = (year: number, month: number, day: number): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The day `months` calendar months before `day`, its day of month kept or clamped to the month's end. */
const monthsBefore = (day: string, months: number, toMonthEnd: boolean): string => {
  const [y, m, d] = partsOf(day);
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = daysInMonth(year, month);
  return dayText(year, month, toMonthEnd ? last : Math.min(d, last));
};

const isMonthEnd = (day: string): boolean => {
  const [y, m, d] = partsOf(day);
  return d === daysInMonth(y, m);
};

/**
 * The period the analysis compares [from, to] with. A period that starts on a month's first day is
 * compared with the same days as many months before (this month so far: the same days of last
 * month; a whole month or year: the month or year before, to its last day); any other with the
 * days just before it, as many.
 */
export const previousPeriodOf = (from: string, to: string): { from: string; to: string } => {
  if (from.endsWith('-01')) {
    const [fy, fm] = partsOf(from);
    const [ty, tm] = partsOf(to);
    const months = (ty - fy) * 12 + (tm - fm) + 1;
    return { from: monthsBefore(from, months, false), to: monthsBefore(to, months, isMonthEnd(to)) };
  }
  const length =
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
};

/** The days of [from, to] in order. */
export const daysOf = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

/** An amount's whole cents. */
export const centsOf = (amount: string): bigint => {
  const [int, frac = ''] = amount.split('.');
  const negative = int.startsWith('-');
  const cents = BigInt(negative ? int.slice(1) : int) * 100n + BigInt(`${frac}00`.slice(0, 2));
  return negative ? -cents : cents;
};

/** Cents as an amount with two decimals. */
export const moneyOfCents = (cents: bigint): string => {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/**
 * An amount spread over the days of [start, end] to the cent, exactly: each day the whole cents of
 * amount / days, the cents left over one each to the first days, so the days sum to the amount.
 */
export const spreadOverDays = (amount: string, start: string, end: string): Map<string, bigint> => {
  const days = daysOf(start, end);
  const total = centsOf(amount);
  const count = BigInt(days.length);
  const base = total / count;
  const left = total - base * count;
  return new Map(days.map((day, i) => [day, base + (BigInt(i) < left ? 1n : 0n)]));
};
