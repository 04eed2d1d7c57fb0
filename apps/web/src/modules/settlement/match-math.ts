import type { DifferenceReason, Suggestion } from '@portal/shared/contracts/settlement';
import { add, compareMoney, isMoneyString, subtract } from '@portal/shared/money';

/**
 * The sums of the matching screens, exact (decimal.js through money.ts): what the chosen orders add up
 * to against a payment's rest, the part match's running remainder, and what one click on a suggestion
 * sends. The server checks all of it again under its row locks; these only say it before the click.
 */

/** An order chosen for a match: from the order selection dialog or a suggestion. */
export type ChosenOrder = {
  orderId: number;
  orderNo: string;
  customerName: string;
  orderAmount: string;
  outstandingAmount: string;
};

const ZERO = '0.00';
const minMoney = (a: string, b: string): string => (compareMoney(a, b) <= 0 ? a : b);
const positive = (value: string): boolean => compareMoney(value, ZERO) > 0;

/**
 * A full match's check: `total` of the chosen orders' outstanding amounts against the payment's `rest`.
 * `equal` matches as it is; `short` (the payment is less than the orders by `difference`) needs a
 * reason and the channel's tolerance (the server decides); `over` (the payment is more) cannot be a
 * full match: choose more orders or part-match.
 */
export type FullMatchCheck = {
  total: string;
  /** |rest - total|. */
  difference: string;
  status: 'empty' | 'equal' | 'short' | 'over';
};

export const fullMatchCheck = (rest: string, orders: readonly ChosenOrder[]): FullMatchCheck => {
  if (orders.length === 0) return { total: ZERO, difference: ZERO, status: 'empty' };
  const total = add(...orders.map((order) => order.outstandingAmount));
  const order = compareMoney(rest, total);
  if (order === 0) return { total, difference: ZERO, status: 'equal' };
  return order < 0
    ? { total, difference: subtract(total, rest), status: 'short' }
    : { total, difference: subtract(rest, total), status: 'over' };
};

/** One line of a part match as the user edits it: the amount is the input's text. */
export type PartLine = {
  order: ChosenOrder;
  amount: string;
  differenceReason?: DifferenceReason | null;
};

export type PartLineProblem = 'invalid' | 'zero' | 'aboveOutstanding';

export type PartMatchSummary = {
  /** The sum of the valid amounts. */
  allocated: string;
  /** rest - allocated (negative when the lines ask for more than the payment has). */
  remainder: string;
  /** What stays open on each order after its amount, by order id (valid amounts only). */
  leftOnOrder: Record<number, string>;
  problems: Record<number, PartLineProblem>;
  /** The lines add up to more than the payment's rest. */
  overRest: boolean;
  /** Something to send and nothing wrong. */
  ready: boolean;
};

/** The part match's running sums: every amount above zero, within its order's outstanding amount, and the total within the rest. */
export const partMatchSummary = (rest: string, lines: readonly PartLine[]): PartMatchSummary => {
  const problems: Record<number, PartLineProblem> = {};
  const leftOnOrder: Record<number, string> = {};
  const amounts: string[] = [];
  for (const line of lines) {
    const amount = line.amount.trim();
    if (!isMoneyString(amount)) {
      problems[line.order.orderId] = 'invalid';
      continue;
    }
    if (!positive(amount)) problems[line.order.orderId] = 'zero';
    else if (compareMoney(amount, line.order.outstandingAmount) > 0)
      problems[line.order.orderId] = 'aboveOutstanding';
    else leftOnOrder[line.order.orderId] = subtract(line.order.outstandingAmount, amount);
    amounts.push(amount);
  }
  const allocated = add(ZERO, ...amounts);
  const remainder = subtract(rest, allocated);
  const overRest = compareMoney(remainder, ZERO) < 0;
  return {
    allocated,
    remainder,
    leftOnOrder,
    problems,
    overRest,
    ready: lines.length > 0 && Object.keys(problems).length === 0 && !overRest,
  };
};

/**
 * The lines for orders added to a part match: each takes what it is owed, as far as the rest not yet
 * given to the lines already there goes (the user may change any amount after).
 */
export const linesFor = (
  rest: string,
  current: readonly PartLine[],
  added: readonly ChosenOrder[],
): PartLine[] => {
  const taken = new Set(current.map((line) => line.order.orderId));
  let left = partMatchSummary(rest, current).remainder;
  const lines = [...current];
  for (const order of added) {
    if (taken.has(order.orderId)) continue;
    const available = compareMoney(left, ZERO) > 0 ? left : ZERO;
    const amount = minMoney(order.outstandingAmount, available);
    lines.push({ order, amount });
    left = subtract(left, amount);
    taken.add(order.orderId);
  }
  return lines;
};

/** What one click on a suggestion sends: a full match when it adds up to the rest, else a part match within it. */
export type SuggestionMatch =
  | { kind: 'full'; orderIds: number[] }
  | { kind: 'part'; lines: { orderId: number; amount: string }[] };

export const suggestionMatchOf = (
  rest: string,
  suggestion: {
    orders: readonly Pick<Suggestion['orders'][number], 'orderId' | 'outstandingAmount'>[];
    total: string;
  },
): SuggestionMatch => {
  if (compareMoney(suggestion.total, rest) === 0) {
    return { kind: 'full', orderIds: suggestion.orders.map((order) => order.orderId) };
  }
  const lines: { orderId: number; amount: string }[] = [];
  let left = rest;
  for (const order of suggestion.orders) {
    if (!positive(left)) break;
    const amount = minMoney(order.outstandingAmount, left);
    if (positive(amount)) lines.push({ orderId: order.orderId, amount });
    left = subtract(left, amount);
  }
  return { kind: 'part', lines };
};

/** A suggestion's orders as chosen orders (to put them in the selection for editing). */
export const chosenOfSuggestion = (suggestion: Pick<Suggestion, 'orders'>): ChosenOrder[] =>
  suggestion.orders.map(({ orderId, orderNo, customerName, orderAmount, outstandingAmount }) => ({
    orderId,
    orderNo,
    customerName,
    orderAmount,
    outstandingAmount,
  }));
