import type { Suggestion } from '@portal/shared/contracts/settlement';
import { compareMoney } from '@portal/shared/money';
import type { DbOrTx } from '../../../db/client';
import {
  outstandingByAmount,
  outstandingByOrderNos,
  outstandingCustomerNames,
  outstandingOfCustomer,
} from '../../orders/order-money';
import { nameSimilarity } from './name-similarity';
import { paymentOf, restOf } from './payment.service';
import { NAME_THRESHOLD, orderNosInRemark, rankSuggestions } from './suggestion-rank';

/**
 * The match suggestions of a payment (suggestion-rank.ts ranks them): the candidates come from the
 * orders' outstanding indexes only (orders' order-money.ts), never from a scan of the partner's
 * orders: the orders of exactly the rest, the orders named in the remark, and the open orders of
 * the few customers whose names are close to the payer (for the subset-sum).
 */

/** Candidates read per kind. */
const EXACT_CANDIDATES = 20;
const REMARK_CANDIDATES = 20;
/** Customers compared with the payer (distinct names with money outstanding). */
const CUSTOMER_NAMES = 2_000;
/** Customers close to the payer whose orders are searched for a set. */
const CLOSE_CUSTOMERS = 3;
/** A customer's open orders searched for a set (the latest completed). */
const CUSTOMER_ORDERS = 40;

export type PaymentFacts = { payer: string; rest: string; paidDate: string; remark: string | null };

/** The suggestions for a payment's rest, best first. */
export const suggestionsFor = async (
  db: DbOrTx,
  partnerId: number,
  payment: PaymentFacts,
): Promise<Suggestion[]> => {
  if (compareMoney(payment.rest, 0) <= 0) return [];
  const orderNos = orderNosInRemark(payment.remark);
  const [exact, inRemark, names] = await Promise.all([
    outstandingByAmount(db, partnerId, payment.rest, EXACT_CANDIDATES),
    outstandingByOrderNos(db, partnerId, orderNos, REMARK_CANDIDATES),
    outstandingCustomerNames(db, partnerId, CUSTOMER_NAMES),
  ]);
  const close = names
    .map((name) => ({ name, similarity: nameSimilarity(payment.payer, name) }))
    .filter((candidate) => candidate.similarity >= NAME_THRESHOLD)
    .sort((x, y) => y.similarity - x.similarity)
    .slice(0, CLOSE_CUSTOMERS);
  const customers = await Promise.all(
    close.map(async ({ name }) => ({
      name,
      orders: await outstandingOfCustomer(db, partnerId, name, payment.rest, CUSTOMER_ORDERS),
    })),
  );
  return rankSuggestions({ ...payment, exact, inRemark, customers });
};

/** The suggestions for the partner's payment `paymentId`. */
export const paymentSuggestions = async (db: DbOrTx, partnerId: number, paymentId: number) => {
  const payment = await paymentOf(db, partnerId, paymentId);
  return suggestionsFor(db, partnerId, { ...payment, rest: restOf(payment) });
};

/**
 * The one automatic suggestion of a payment (exact amount, same customer, order number in the
 * remark), or undefined. Such a suggestion always ranks first; it is found from the remark's order
 * numbers alone, so an import checks its rows cheaply. Two certain candidates are no certainty:
 * then the user chooses.
 */
export const automaticSuggestionFor = async (
  db: DbOrTx,
  partnerId: number,
  payment: PaymentFacts,
): Promise<Suggestion | undefined> => {
  const orderNos = orderNosInRemark(payment.remark);
  if (orderNos.length === 0 || compareMoney(payment.rest, 0) <= 0) return undefined;
  const inRemark = await outstandingByOrderNos(db, partnerId, orderNos, REMARK_CANDIDATES);
  const automatic = rankSuggestions({ ...payment, exact: [], inRemark, customers: [] }).filter(
    (s) => s.automatic,
  );
  return automatic.length === 1 ? automatic[0] : undefined;
};
