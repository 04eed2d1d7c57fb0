import type {
  DifferenceReason,
  FullMatch,
  MatchResult,
  PartMatch,
} from '@portal/shared/contracts/settlement';
import { OrderState } from '@portal/shared/contracts/orders';
import { add, compareMoney, multiply, subtract } from '@portal/shared/money';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { channelMoneyTerms } from '../../catalog/channels/channel.service';
import { changeMatchedAmount, lockOrdersForMatch, type OrderMoneyRecord } from '../../orders/order-money';
import { settlementAllocations, settlementPayments } from '../settlement.table';
import {
  LOCKED_STATEMENT_STATES,
  lockPayment,
  type PaymentActor,
  type PaymentRecord,
  paymentRowOf,
  restOf,
  stateOf,
} from './payment.service';
import { recountPayments } from './payment-counts';

/**
 * Allocating payments to orders (DOMAIN.md "Settlement and payments"). Every match is one
 * transaction: the payment is locked first (`select ... for update`), then its orders in id order
 * (orders' order-money.ts); the checks run on what the locks read, so of two matches of the same
 * payment or order at once the second sees the first one's allocation and is refused (1111), never
 * allocating the same yuan twice. Then the allocations are written, the payment's allocated amount
 * and the orders' matched amounts raised (guarded updates), and an audit row.
 */

type Line = { order: OrderMoneyRecord; amount: string; difference: string; reason: DifferenceReason | null };

const ZERO = '0.00';

/**
 * How far a payment may fall short of an order and the difference still be closed: its channel's
 * max(tolerance amount, tolerance rate x order amount); manual orders (no channel) none.
 */
const tolerancesOf = async (tx: DbOrTx, orders: readonly OrderMoneyRecord[]) => {
  const terms = await channelMoneyTerms(
    tx,
    orders.flatMap((order) => (order.channelId === null ? [] : [order.channelId])),
  );
  return (order: OrderMoneyRecord): string => {
    const channel = order.channelId === null ? undefined : terms.get(order.channelId);
    if (!channel) return ZERO;
    const byRate = multiply(channel.toleranceRate, order.totalAmount);
    return compareMoney(channel.toleranceAmount, byRate) >= 0 ? add(channel.toleranceAmount) : byRate;
  };
};

/** The orders a match may go to: completed, with money outstanding. */
const checkOpen = (orders: readonly OrderMoneyRecord[]) => {
  for (const order of orders) {
    if (order.state !== OrderState.completed)
      throw fail('match.orderNotCompleted', { orderNo: order.orderNo });
    if (compareMoney(order.outstandingAmount, 0) <= 0)
      throw fail('match.orderSettled', { orderNo: order.orderNo });
  }
};

const openRest = (payment: PaymentRecord) => {
  const rest = restOf(payment);
  if (compareMoney(rest, 0) <= 0) throw fail('match.paymentMatched');
  return rest;
};

/**
 * Adds `delta` (negative to take back) to the allocated amount of a payment locked as `before`, never
 * past the payment's amount nor below 0 (guarded: a change that would break that answers 1111), and
 * keeps the partner's payment counts.
 */
const changeAllocated = async (tx: DbOrTx, before: PaymentRecord, delta: string) => {
  const { partnerId, id: paymentId } = before;
  const allocated = sql`${settlementPayments.allocatedAmount} + ${delta}::numeric`;
  const [after] = await tx
    .update(settlementPayments)
    .set({ allocatedAmount: sql`${allocated}`, updatedTime: new Date() })
    .where(
      and(
        eq(settlementPayments.partnerId, partnerId),
        eq(settlementPayments.id, paymentId),
        sql`${allocated} >= 0`,
        sql`${allocated} <= ${settlementPayments.amount}`,
      ),
    )
    .returning();
  if (!after) throw fail('match.changedMeanwhile');
  await recountPayments(tx, partnerId, stateOf(before), stateOf(after));
  return after;
};

/** Writes the allocations of a checked match, raises the amounts and writes the audit row. */
const allocate = async (
  tx: DbOrTx,
  actor: PaymentActor,
  payment: PaymentRecord,
  lines: readonly Line[],
  action: 'fullMatch' | 'partMatch',
): Promise<MatchResult> => {
  const total = add(...lines.map((line) => line.amount));
  await tx.insert(settlementAllocations).values(
    lines.map((line) => ({
      partnerId: actor.partnerId,
      paymentId: payment.id,
      orderId: line.order.id,
      amount: line.amount,
      differenceAmount: line.difference,
      differenceReason: line.reason,
      createdBy: actor.accountId,
    })),
  );
  const after = await changeAllocated(tx, payment, total);
  for (const line of lines) {
    await changeMatchedAmount(tx, actor.partnerId, line.order.id, add(line.amount, line.difference));
  }
  await writeAudit(tx, {
    partnerId: actor.partnerId,
    accountId: actor.accountId,
    action,
    entity: 'payment',
    entityId: payment.id,
    before: { allocatedAmount: payment.allocatedAmount },
    after: {
      allocatedAmount: after.allocatedAmount,
      allocations: lines.map((line) => ({
        orderId: line.order.id,
        amount: line.amount,
        ...(line.reason ? { difference: line.difference, reason: line.reason } : {}),
      })),
    },
  });
  return { payment: paymentRowOf(after), allocations: lines.length };
};

/**
 * Full match: the payment's rest equals the sum of the orders' outstanding amounts, each order
 * getting its outstanding amount. When the rest falls short of the sum by a difference within the
 * last order's tolerance and a reason is given, the difference is closed on the last order.
 */
export const fullMatch = (db: DbOrTx, actor: PaymentActor, input: FullMatch): Promise<MatchResult> =>
  db.transaction(async (tx) => {
    const payment = await lockPayment(tx, actor.partnerId, input.paymentId);
    const locked = await lockOrdersForMatch(tx, actor.partnerId, input.orderIds);
    checkOpen(locked);
    const rest = openRest(payment);
    const byId = new Map(locked.map((order) => [order.id, order]));
    const orders = input.orderIds.map((id) => byId.get(id) as OrderMoneyRecord);
    const sum = add(...orders.map((order) => order.outstandingAmount));
    const lines: Line[] = orders.map((order) => ({
      order,
      amount: order.outstandingAmount,
      difference: ZERO,
      reason: null,
    }));
    const short = compareMoney(rest, sum);
    if (short > 0) throw fail('match.restAboveOrders', { rest, total: sum });
    if (short < 0) {
      const difference = subtract(sum, rest);
      const last = lines[lines.length - 1];
      const tolerance = (await tolerancesOf(tx, [last.order]))(last.order);
      if (compareMoney(difference, tolerance) > 0 || compareMoney(difference, last.amount) >= 0) {
        throw fail('match.fullMismatch', { rest, total: sum, tolerance });
      }
      if (!input.differenceReason) throw fail('match.differenceReasonRequired', { difference });
      last.amount = subtract(last.amount, difference);
      last.difference = difference;
      last.reason = input.differenceReason;
    }
    return allocate(tx, actor, payment, lines, 'fullMatch');
  });

/**
 * Part match: an explicit amount per order, each at most the order's outstanding amount, together
 * at most the payment's rest. A line with a reason closes what stays open on its order when that is
 * within the order's tolerance.
 */
export const partMatch = (db: DbOrTx, actor: PaymentActor, input: PartMatch): Promise<MatchResult> =>
  db.transaction(async (tx) => {
    const payment = await lockPayment(tx, actor.partnerId, input.paymentId);
    const locked = await lockOrdersForMatch(
      tx,
      actor.partnerId,
      input.lines.map((line) => line.orderId),
    );
    checkOpen(locked);
    const rest = openRest(payment);
    const byId = new Map(locked.map((order) => [order.id, order]));
    const toleranceOf = await tolerancesOf(tx, locked);
    const lines: Line[] = input.lines.map((line) => {
      const order = byId.get(line.orderId) as OrderMoneyRecord;
      if (compareMoney(line.amount, order.outstandingAmount) > 0) {
        throw fail('match.aboveOutstanding', {
          orderNo: order.orderNo,
          outstanding: order.outstandingAmount,
        });
      }
      const left = subtract(order.outstandingAmount, line.amount);
      if (!line.differenceReason || compareMoney(left, 0) === 0) {
        return { order, amount: add(line.amount), difference: ZERO, reason: null };
      }
      const tolerance = toleranceOf(order);
      if (compareMoney(left, tolerance) > 0) {
        throw fail('match.differenceAboveTolerance', { orderNo: order.orderNo, difference: left, tolerance });
      }
      return { order, amount: add(line.amount), difference: left, reason: line.differenceReason };
    });
    const total = add(...lines.map((line) => line.amount));
    if (compareMoney(total, rest) > 0) throw fail('match.aboveRest', { rest });
    return allocate(tx, actor, payment, lines, 'partMatch');
  });

/**
 * Takes an allocation back: the payment's rest and the order's outstanding amount grow again (by
 * the difference closed with it too). Refused once a statement holding the order is confirmed or paid.
 */
export const undoAllocation = (db: DbOrTx, actor: PaymentActor, allocationId: number): Promise<MatchResult> =>
  db.transaction(async (tx) => {
    const where = and(
      eq(settlementAllocations.partnerId, actor.partnerId),
      eq(settlementAllocations.id, allocationId),
    );
    const [allocation] = await tx.select().from(settlementAllocations).where(where);
    if (!allocation) throw notFound('match.allocationNotFound');
    const payment = await lockPayment(tx, actor.partnerId, allocation.paymentId);
    const [order] = await lockOrdersForMatch(tx, actor.partnerId, [allocation.orderId]);
    if (LOCKED_STATEMENT_STATES.includes(order.statementState)) {
      throw fail('match.undoConfirmed', { orderNo: order.orderNo, statementNo: order.statementNo ?? '' });
    }
    // Under the payment's lock: an undo of the same allocation meanwhile has removed it.
    const [gone] = await tx.delete(settlementAllocations).where(where).returning();
    if (!gone) throw fail('match.allocationNotFound');
    const after = await changeAllocated(tx, payment, subtract(0, gone.amount));
    await changeMatchedAmount(
      tx,
      actor.partnerId,
      order.id,
      subtract(0, add(gone.amount, gone.differenceAmount)),
    );
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'matchUndone',
      entity: 'payment',
      entityId: payment.id,
      before: {
        allocatedAmount: payment.allocatedAmount,
        allocation: {
          id: gone.id,
          orderId: gone.orderId,
          amount: gone.amount,
          difference: gone.differenceAmount,
        },
      },
      after: { allocatedAmount: after.allocatedAmount },
    });
    return { payment: paymentRowOf(after), allocations: 1 };
  });
