import { add, multiply, subtract, toMoney } from '@portal/shared/money';

/** A line's money: the order amount, the channel's fee on it and what the partner is paid. */
export type LineMoney = { orderAmount: string; feeRate: string; feeAmount: string; settleAmount: string };

/** A statement's totals: always the sums of its lines. */
export type StatementTotals = {
  orderCount: number;
  orderAmount: string;
  feeAmount: string;
  settleAmount: string;
};

/**
 * The money of one order on a statement: fee = order amount x the channel's fee rate, rounded
 * half-up to the fen; settle = amount - fee. Exact decimals, never floats.
 */
export const lineMoneyOf = (orderAmount: string, feeRate: string): LineMoney => {
  const feeAmount = multiply(orderAmount, feeRate);
  return {
    orderAmount: toMoney(orderAmount),
    feeRate,
    feeAmount,
    settleAmount: subtract(orderAmount, feeAmount),
  };
};

/** The totals of a statement's lines. */
export const totalsOf = (
  lines: readonly Pick<LineMoney, 'orderAmount' | 'feeAmount' | 'settleAmount'>[],
): StatementTotals => ({
  orderCount: lines.length,
  orderAmount: add(...lines.map((line) => line.orderAmount)),
  feeAmount: add(...lines.map((line) => line.feeAmount)),
  settleAmount: add(...lines.map((line) => line.settleAmount)),
});
