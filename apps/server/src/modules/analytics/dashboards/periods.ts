import { addDays } from '../../../platform/local-time';

// Calendar arithmetic of the analysis page on local days 'YYYY-MM-DD' (no time zone involved).

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
