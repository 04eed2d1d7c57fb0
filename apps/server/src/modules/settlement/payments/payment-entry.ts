import type { PaymentInput } from '@portal/shared/contracts/settlement';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { fullMatch } from './match.service';
import { addPayment, type PaymentActor, PaymentSource, restOf } from './payment.service';
import { automaticSuggestionFor } from './suggestions';

/**
 * Matches a payment at once when its match is certain (suggestions.ts: exact amount, the same
 * customer, the order number in the remark), as a full match of its own transaction. Answers the
 * order number matched, or undefined; a match refused meanwhile (another tab took the order) leaves
 * the payment for the user.
 */
export const matchIfCertain = async (
  db: DbOrTx,
  actor: PaymentActor,
  payment: {
    id: number;
    payer: string;
    amount: string;
    allocatedAmount: string;
    paidDate: string;
    remark: string | null;
  },
): Promise<string | undefined> => {
  const suggestion = await automaticSuggestionFor(db, actor.partnerId, { ...payment, rest: restOf(payment) });
  if (!suggestion) return undefined;
  try {
    await fullMatch(db, actor, { paymentId: payment.id, orderIds: suggestion.orders.map((o) => o.orderId) });
    return suggestion.orders[0].orderNo;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
};

/** Records a payment (payment.service.ts addPayment) and matches it at once when certain. */
export const enterPayment = async (
  db: DbOrTx,
  actor: PaymentActor,
  input: PaymentInput,
  source: number = PaymentSource.manual,
) => {
  const payment = await addPayment(db, actor, input, source);
  const matchedOrderNo = await matchIfCertain(db, actor, payment);
  return { id: payment.id, matchedOrderNo };
};
