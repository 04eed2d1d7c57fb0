import type { OrderItem } from '@portal/shared/contracts/orders';

/**
 * Quantities travel as decimal strings with at most three decimals ("5", "2.5", "5.000"). They are
 * compared and subtracted here as whole thousandths (BigInt), so the checks are exact: no floats.
 */
const QUANTITY = /^\d{1,15}(\.\d{1,3})?$/;

/** True for a quantity as the wire accepts it: digits with at most three decimals. */
export const isQuantityText = (text: string): boolean => QUANTITY.test(text.trim());

const toMilli = (quantity: string): bigint => {
  const [whole, fraction = ''] = quantity.trim().split('.');
  return BigInt(whole || '0') * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3));
};

const fromMilli = (milli: bigint): string => {
  const whole = milli / 1000n;
  const fraction = (milli % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
};

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export const compareQuantity = (a: string, b: string): -1 | 0 | 1 => {
  const difference = toMilli(a) - toMilli(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

/** A quantity without trailing zeros: "5.000" -> "5", "2.500" -> "2.5". */
export const formatQuantity = (quantity: string): string => fromMilli(toMilli(quantity));

/** What of an ordered line is still to ship (never below zero). */
export const remainingOf = (item: Pick<OrderItem, 'quantity' | 'shippedQuantity'>): string => {
  const rest = toMilli(item.quantity) - toMilli(item.shippedQuantity);
  return fromMilli(rest > 0n ? rest : 0n);
};

/** True for a blank or zero quantity (the line is not in this shipment). */
export const isNothing = (text: string | undefined | null): boolean => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' || (isQuantityText(trimmed) && toMilli(trimmed) === 0n);
};
