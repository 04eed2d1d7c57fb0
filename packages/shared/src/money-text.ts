// Showing and comparing amounts without decimal.js: the web's lists and search forms only format and
// compare the amounts the server sends, and should not load an arbitrary-precision library for that.
// Exact (BigInt on the decimal digits) and equal to money.ts's functions of the same names for
// strings and numbers (money-text.test.ts checks it); arithmetic stays in money.ts.

/** An amount as an exact decimal: `units / 10^scale`, sign apart (so "-0.00" keeps its sign). */
type Exact = { negative: boolean; units: bigint; scale: number };

const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

const exactOf = (value: string | number): Exact => {
  const text = typeof value === 'number' ? (Object.is(value, -0) ? '-0' : String(value)) : value;
  const match = DECIMAL_TEXT.exec(text);
  const [, sign, int = '', frac = '', exponent = '0'] = match ?? [];
  if (!match || int.length + frac.length === 0) throw new RangeError(`not an amount: ${text}`);
  let units = BigInt(`${int}${frac}` || '0');
  let scale = frac.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { negative: sign === '-', units, scale };
};

/** `units` of `exact` at `scale` decimals; fewer decimals round half up (away from zero). */
const unitsAt = (exact: Exact, scale: number): bigint => {
  if (scale >= exact.scale) return exact.units * 10n ** BigInt(scale - exact.scale);
  const divisor = 10n ** BigInt(exact.scale - scale);
  const quotient = exact.units / divisor;
  return (exact.units % divisor) * 2n >= divisor ? quotient + 1n : quotient;
};

/** -1, 0 or 1 as `a` is below, equal to or above `b`, exactly. */
export const compareMoney = (a: string | number, b: string | number): -1 | 0 | 1 => {
  const x = exactOf(a);
  const y = exactOf(b);
  const scale = Math.max(x.scale, y.scale);
  const left = x.negative ? -unitsAt(x, scale) : unitsAt(x, scale);
  const right = y.negative ? -unitsAt(y, scale) : unitsAt(y, scale);
  return left < right ? -1 : left > right ? 1 : 0;
};

/** Formats an amount with thousands separators: "12345.5" -> "12,345.50" (half up to cents). */
export const formatMoney = (value: string | number): string => {
  const exact = exactOf(value);
  const cents = unitsAt(exact, 2).toString().padStart(3, '0');
  const digits = cents.slice(0, -2);
  return `${exact.negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.slice(-2)}`;
};

/** True for a non-negative amount with at most two decimals, as accepted on the wire. */
export const isMoneyString = (value: string): boolean => /^\d{1,16}(\.\d{1,2})?$/.test(value);
