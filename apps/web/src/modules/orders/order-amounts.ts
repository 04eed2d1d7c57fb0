import { add, isMoneyString, multiply } from '@portal/shared/money';
import { isQuantityText } from './order-quantity';

/** A line of an order being entered, as its form holds it. */
export type DraftLine = { quantity?: string; unitPrice?: string };

/** The line's amount (quantity × unit price, exact to the cent), or null while either is not valid. */
export const lineAmountOf = (line: DraftLine | undefined): string | null => {
  const quantity = line?.quantity?.trim() ?? '';
  const unitPrice = line?.unitPrice?.trim() ?? '';
  if (!isQuantityText(quantity) || !isMoneyString(unitPrice)) return null;
  return multiply(quantity, unitPrice);
};

/** The items amount and the total (items + freight) of an order being entered; invalid parts count 0. */
export const draftTotalsOf = (
  lines: readonly (DraftLine | undefined)[] | undefined,
  freight: string | undefined,
): { itemsAmount: string; totalAmount: string } => {
  const itemsAmount = add(0, ...(lines ?? []).map((line) => lineAmountOf(line) ?? '0'));
  const freightText = freight?.trim() ?? '';
  return { itemsAmount, totalAmount: add(itemsAmount, isMoneyString(freightText) ? freightText : '0') };
};
