import Decimal from 'decimal.js';

/**
 * The one place money is computed. Amounts travel as strings with two decimals ("1234.50");
 * never add or multiply them as Numbers.
 */
export type MoneyInput = string | number | Decimal;

const toDecimal = (value: MoneyInput): Decimal => new Decimal(value);

/** An amount as it travels, with two decimals: "95" -> "95.00". */
export const toMoney = (value: MoneyInput): string => toDecimal(value).toFixed(2);

export const add = (...values: MoneyInput[]): string =>
  values.reduce<Decimal>((sum, v) => sum.plus(toDecimal(v)), new Decimal(0)).toFixed(2);

export const subtract = (a: MoneyInput, b: MoneyInput): string => toDecimal(a).minus(toDecimal(b)).toFixed(2);

export const multiply = (a: MoneyInput, b: MoneyInput): string => toDecimal(a).times(toDecimal(b)).toFixed(2);

/** Division rounds half-up to two decimals; dividing by zero is an error, not Infinity. */
export const divide = (a: MoneyInput, b: MoneyInput): string => {
  const divisor = toDecimal(b);
  if (divisor.isZero()) throw new RangeError('division by zero');
  return toDecimal(a).dividedBy(divisor).toFixed(2, Decimal.ROUND_HALF_UP);
};

/** The amount with `percent` % added ("100", "13" -> "113.00"), rounded half-up: a price with its tax. */
export const addPercent = (value: MoneyInput, percent: MoneyInput): string =>
  toDecimal(value).times(toDecimal(percent).dividedBy(100).plus(1)).toFixed(2, Decimal.ROUND_HALF_UP);

export const compareMoney = (a: MoneyInput, b: MoneyInput): -1 | 0 | 1 => {
  const c = toDecimal(a).comparedTo(toDecimal(b));
  return c < 0 ? -1 : c > 0 ? 1 : 0;
};

/** Formats an amount with thousands separators: "12345.5" -> "12,345.50". */
export const formatMoney = (value: MoneyInput): string => {
  const [int, frac] = toDecimal(value).toFixed(2).split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

/** The spec's percent helper: "12.5%" -> "12.5". */
export const stripPercent = (value: string): string => value.replace(/%/g, '').trim();

/** True for a non-negative amount with at most two decimals, as accepted on the wire. */
export const isMoneyString = (value: string): boolean => /^\d{1,16}(\.\d{1,2})?$/.test(value);

/** `amount` less `percent` % of it, rounded down to the cent: ("1000", "0.5") -> "995.00". */
export const lessPercentDown = (amount: MoneyInput, percent: MoneyInput): string =>
  toDecimal(amount)
    .times(new Decimal(100).minus(toDecimal(percent)))
    .div(100)
    .toDecimalPlaces(2, Decimal.ROUND_DOWN)
    .toFixed(2);

/** The amount moved by a signed `percent` ("100", "-12.5" -> "87.50"), rounded half-up to the cent. */
export const changeByPercent = (value: MoneyInput, percent: MoneyInput): string =>
  toDecimal(value)
    .times(new Decimal(100).plus(toDecimal(percent)))
    .div(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);

/**
 * The margin of a price over a cost: the amount (price - cost) and its share of the price to four
 * decimals, half-up ("0.1250"); the share is null for a zero price.
 */
export const marginOf = (price: MoneyInput, cost: MoneyInput): { amount: string; rate: string | null } => {
  const amount = toDecimal(price).minus(toDecimal(cost));
  const divisor = toDecimal(price);
  return {
    amount: amount.toFixed(2),
    rate: divisor.isZero() ? null : amount.dividedBy(divisor).toFixed(4, Decimal.ROUND_HALF_UP),
  };
};
