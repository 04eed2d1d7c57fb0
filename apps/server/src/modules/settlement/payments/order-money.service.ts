import type { DifferenceReason, OrderMoney } from '@portal/shared/contracts/settlement';
import { add } from '@portal/shared/money';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderMoneyOf } from '../../orders/order-money';
import {
  settlementAllocations,
  settlementLines,
  settlementPayments,
  settlementStatements,
} from '../settlement.table';

/** What an order is owed and received: its statement (fee, settle amount), its allocations, what is open. */
export const orderMoneyDetail = async (
  db: DbOrTx,
  partnerId: number,
  orderId: number,
): Promise<OrderMoney> => {
  const order = await orderMoneyOf(db, partnerId, orderId);
  const [line] = order.statementId
    ? await db
        .select({
          id: settlementStatements.id,
          statementNo: settlementStatements.statementNo,
          state: settlementStatements.state,
          feeAmount: settlementLines.feeAmount,
          settleAmount: settlementLines.settleAmount,
        })
        .from(settlementLines)
        .innerJoin(
          settlementStatements,
          and(
            eq(settlementStatements.partnerId, settlementLines.partnerId),
            eq(settlementStatements.id, settlementLines.statementId),
          ),
        )
        .where(
          and(
            eq(settlementLines.partnerId, partnerId),
            eq(settlementLines.statementId, order.statementId),
            eq(settlementLines.orderId, orderId),
          ),
        )
    : [];
  const allocations = await db
    .select({ allocation: settlementAllocations, payment: settlementPayments })
    .from(settlementAllocations)
    .innerJoin(
      settlementPayments,
      and(
        eq(settlementPayments.partnerId, settlementAllocations.partnerId),
        eq(settlementPayments.id, settlementAllocations.paymentId),
      ),
    )
    .where(and(eq(settlementAllocations.partnerId, partnerId), eq(settlementAllocations.orderId, orderId)))
    .orderBy(asc(settlementAllocations.id));
  return {
    orderId,
    orderAmount: order.totalAmount,
    statement: line ?? null,
    matchedAmount: order.matchedAmount,
    differenceAmount: add(...allocations.map((row) => row.allocation.differenceAmount)),
    outstandingAmount: order.outstandingAmount,
    allocations: allocations.map(({ allocation, payment }) => ({
      id: allocation.id,
      paymentId: payment.id,
      payer: payment.payer,
      bankSerial: payment.bankSerial,
      paidDate: payment.paidDate,
      amount: allocation.amount,
      differenceAmount: allocation.differenceAmount,
      differenceReason: allocation.differenceReason as DifferenceReason | null,
      createdTime: allocation.createdTime.toISOString(),
    })),
  };
};
