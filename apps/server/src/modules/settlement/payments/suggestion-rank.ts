import type { Suggestion, SuggestionReason } from '@portal/shared/contracts/settlement';
import { add } from '@portal/shared/money';
import { nameSimilarity, sameName } from './name-similarity';
import { DEFAULT_SUBSET_OPTIONS, exactSubsets, fenOf } from './subset-sum';

/**
 * The match suggestions of a payment, ranked: pure, given the candidate orders the queries found
 * (suggestions.ts). Every suggestion lists the reasons that hold and gets a score 0..100:
 *
 * - exact amount (one order's outstanding amount is the rest): 50; a customer's set adding up
 *   exactly: 40, less 2 for each order past two;
 * - the order number in the remark: 30 (alone, the order does not cover the rest: 15);
 * - the payer's name close to the customer's: up to 15 (similarity >= 0.5);
 * - paid within 30 days of the completion: up to 5.
 *
 * `automatic` (matched without a click): exact amount, the same customer and the order number in the
 * remark, for one order only.
 */

export type CandidateOrder = {
  id: number;
  orderNo: string;
  customerName: string;
  totalAmount: string;
  outstandingAmount: string;
  completedTime: Date | null;
};

export type SuggestionInput = {
  payer: string;
  /** The payment's rest: what is still to match. */
  rest: string;
  paidDate: string;
  remark: string | null;
  /** Orders whose outstanding amount is exactly the rest. */
  exact: readonly CandidateOrder[];
  /** Orders whose number is in the remark. */
  inRemark: readonly CandidateOrder[];
  /** The customers whose names are close to the payer, each with its open orders up to the rest. */
  customers: readonly { name: string; orders: readonly CandidateOrder[] }[];
};

/** Suggestions answered at most. */
export const MAX_SUGGESTIONS = 10;
/** A payer's name counts as the customer's from this similarity on. */
export const NAME_THRESHOLD = 0.5;
const DATE_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Order-number-like words of a remark (letters, digits and dashes, 6 to 40 long), at most 20. */
export const orderNosInRemark = (remark: string | null): string[] => {
  if (!remark) return [];
  const words = remark.normalize('NFKC').match(/[A-Za-z0-9][A-Za-z0-9-]{4,38}[A-Za-z0-9]/g) ?? [];
  return [...new Set(words.filter((word) => /\d{4}/.test(word)))].slice(0, 20);
};

const daysBetween = (paidDate: string, completed: Date | null): number | null => {
  if (!completed) return null;
  const paid = Date.parse(`${paidDate}T00:00:00Z`);
  return Math.round(Math.abs(paid - completed.getTime()) / DAY_MS);
};

type Draft = { orders: CandidateOrder[]; base: number; reasons: Set<SuggestionReason> };

const suggestionOf = (input: SuggestionInput, draft: Draft, remarkNos: ReadonlySet<string>): Suggestion => {
  const reasons = new Set(draft.reasons);
  let score = draft.base;
  if (draft.orders.some((order) => remarkNos.has(order.orderNo))) {
    reasons.add('orderNoInRemark');
    score += reasons.has('exactAmount') || reasons.has('customerSet') ? 30 : 15;
  }
  const similarity = Math.min(
    ...draft.orders.map((order) => nameSimilarity(input.payer, order.customerName)),
  );
  if (similarity >= NAME_THRESHOLD) {
    reasons.add('payerName');
    score += Math.round(15 * similarity);
  }
  const days = draft.orders
    .map((order) => daysBetween(input.paidDate, order.completedTime))
    .filter((value): value is number => value !== null);
  const daysApart = days.length === draft.orders.length && days.length > 0 ? Math.max(...days) : null;
  if (daysApart !== null && daysApart <= DATE_WINDOW_DAYS) {
    reasons.add('dateClose');
    score += Math.round(5 * (1 - daysApart / DATE_WINDOW_DAYS));
  }
  const automatic =
    draft.orders.length === 1 &&
    reasons.has('exactAmount') &&
    reasons.has('orderNoInRemark') &&
    sameName(input.payer, draft.orders[0].customerName);
  const order = ['exactAmount', 'customerSet', 'orderNoInRemark', 'payerName', 'dateClose'] as const;
  return {
    orders: draft.orders.map((o) => ({
      orderId: o.id,
      orderNo: o.orderNo,
      customerName: o.customerName,
      orderAmount: o.totalAmount,
      outstandingAmount: o.outstandingAmount,
      completedTime: o.completedTime?.toISOString() ?? null,
    })),
    total: add(...draft.orders.map((o) => o.outstandingAmount)),
    score: automatic ? 100 : Math.min(99, score),
    reasons: order.filter((reason) => reasons.has(reason)),
    nameSimilarity: reasons.has('payerName') ? similarity : null,
    daysApart: reasons.has('dateClose') ? daysApart : null,
    automatic,
  };
};

/** The suggestions for a payment's rest, best first, at most MAX_SUGGESTIONS. */
export const rankSuggestions = (input: SuggestionInput): Suggestion[] => {
  const restFen = fenOf(input.rest);
  if (restFen <= 0) return [];
  const remarkNos = new Set(orderNosInRemark(input.remark));
  const drafts = new Map<string, Draft>();
  const offer = (orders: CandidateOrder[], base: number, reason: SuggestionReason | null) => {
    const key = orders
      .map((order) => order.id)
      .sort((x, y) => x - y)
      .join(',');
    const known = drafts.get(key);
    if (known) {
      if (reason) known.reasons.add(reason);
      known.base = Math.max(known.base, base);
      return;
    }
    drafts.set(key, { orders, base, reasons: new Set(reason ? [reason] : []) });
  };
  for (const order of input.exact) {
    if (fenOf(order.outstandingAmount) === restFen) offer([order], 50, 'exactAmount');
  }
  for (const order of input.inRemark) {
    offer(
      [order],
      fenOf(order.outstandingAmount) === restFen ? 50 : 0,
      fenOf(order.outstandingAmount) === restFen ? 'exactAmount' : null,
    );
  }
  for (const customer of input.customers) {
    const byId = new Map(customer.orders.map((order) => [order.id, order]));
    const { sets } = exactSubsets(
      customer.orders.map((order) => ({ id: order.id, fen: fenOf(order.outstandingAmount) })),
      restFen,
      DEFAULT_SUBSET_OPTIONS,
    );
    for (const set of sets) {
      offer(
        set.map((id) => byId.get(id) as CandidateOrder),
        40 - 2 * (set.length - 2),
        'customerSet',
      );
    }
    // The customer's single orders that are not the whole rest: a start for a part match.
    for (const order of customer.orders.slice(0, 3)) offer([order], 0, null);
  }
  return [...drafts.values()]
    .map((draft) => suggestionOf(input, draft, remarkNos))
    .filter((suggestion) => suggestion.reasons.length > 0)
    .sort(
      (x, y) =>
        y.score - x.score || x.orders.length - y.orders.length || y.orders[0].orderId - x.orders[0].orderId,
    )
    .slice(0, MAX_SUGGESTIONS);
};
