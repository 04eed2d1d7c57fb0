import { OrderState } from '@portal/shared/contracts/orders';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subtract } from '@portal/shared/money';
import { fail, notFound } from '../../platform/errors';
import { recountOrders } from './order-counts';
import { orders } from './orders.table';

/**
 * An order's money as the settlement module keeps it (DOMAIN.md "Settlement and payments"): what is
 * matched (allocated from payments plus small differences closed) and what is outstanding
 * (total_amount - matched_amount). Settlement reads and changes these columns only through here.
 */

/** An order's money: what a match checks, and what a payment's allocations show. */
export type OrderMoneyRecord = {
  id: number;
  orderNo: string;
  customerName: string;
  channelId: number | null;
  totalAmount: string;
  matchedAmount: string;
  /** total - matched. */
  outstandingAmount: string;
  state: number;
  statementId: number | null;
  statementNo: string | null;
  /** The StatementState of its statement, 0 on none. */
  statementState: number;
  completedTime: Date | null;
};

const MONEY_COLUMNS = {
  id: orders.id,
  orderNo: orders.orderNo,
  customerName: orders.customerName,
  channelId: orders.channelId,
  totalAmount: orders.totalAmount,
  matchedAmount: orders.matchedAmount,
  outstandingAmount: sql<string>`(${orders.totalAmount} - ${orders.matchedAmount})::text`,
  state: orders.state,
  statementId: orders.statementId,
  statementNo: orders.statementNo,
  statementState: orders.statementState,
  completedTime: orders.completedTime,
};

/**
 * Locks the partner's orders for a match (`select ... for update`, in id order, so two matches over
 * the same orders wait for each other instead of deadlocking). An id that is not the partner's order
 * answers 'not found'. Call it inside the match's transaction, after locking the payment.
 */
export const lockOrdersForMatch = async (
  tx: DbOrTx,
  partnerId: number,
  ids: readonly number[],
): Promise<OrderMoneyRecord[]> => {
  const wanted = [...new Set(ids)].sort((x, y) => x - y);
  if (wanted.length === 0) return [];
  const rows = await tx
    .select(MONEY_COLUMNS)
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), inArray(orders.id, wanted)))
    .orderBy(asc(orders.id))
    .for('update');
  if (rows.length !== wanted.length) throw notFound('order.notFound');
  return rows;
};

/**
 * Adds `delta` (negative to take back) to a locked order's matched amount, never past its total nor
 * below 0 (guarded: a change that would break that answers 1111). Answers the new matched amount.
 */
export const changeMatchedAmount = async (
  tx: DbOrTx,
  partnerId: number,
  orderId: number,
  delta: string,
): Promise<string> => {
  const after = sql`${orders.matchedAmount} + ${delta}::numeric`;
  const [row] = await tx
    .update(orders)
    .set({ matchedAmount: sql`${after}` })
    .where(
      and(
        eq(orders.partnerId, partnerId),
        eq(orders.id, orderId),
        sql`${after} >= 0`,
        sql`${after} <= ${orders.totalAmount}`,
      ),
    )
    .returning();
  if (!row) throw fail('order.changedMeanwhile');
  // What is outstanding moved: the receivables' rollup follows.
  const before = { ...row, matchedAmount: subtract(row.matchedAmount, delta) };
  await recountOrders(tx, [{ before, after: row, lines: null }]);
  return row.matchedAmount;
};

/** One order's money; another partner's order answers 'not found'. */
export const orderMoneyOf = async (
  db: DbOrTx,
  partnerId: number,
  orderId: number,
): Promise<OrderMoneyRecord> => {
  const [row] = await db
    .select(MONEY_COLUMNS)
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), eq(orders.id, orderId)));
  if (!row) throw notFound('order.notFound');
  return row;
};

/** The money of those of `ids` that are the partner's orders (a payment's allocations). */
export const ordersMoneyOf = async (
  db: DbOrTx,
  partnerId: number,
  ids: readonly number[],
): Promise<Map<number, OrderMoneyRecord>> => {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select(MONEY_COLUMNS)
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), inArray(orders.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
};

// ---- the match suggestions: completed orders with money outstanding, on orders_outstanding_*_idx ----

/** An order a payment could go to. */
export type OutstandingOrder = Pick<
  OrderMoneyRecord,
  'id' | 'orderNo' | 'customerName' | 'channelId' | 'totalAmount' | 'outstandingAmount' | 'completedTime'
>;

const OUTSTANDING_COLUMNS = {
  id: orders.id,
  orderNo: orders.orderNo,
  customerName: orders.customerName,
  channelId: orders.channelId,
  totalAmount: orders.totalAmount,
  outstandingAmount: sql<string>`(${orders.totalAmount} - ${orders.matchedAmount})::text`,
  completedTime: orders.completedTime,
};

/**
 * The predicate of the orders_outstanding_*_idx partial indexes, written as they are: the state a
 * literal, not a parameter, or a generic plan (plan_cache_mode, db/client.ts) could not use them.
 */
const OUTSTANDING_SQL = sql.raw(`state = ${OrderState.completed} and matched_amount < total_amount`);
const outstanding = (partnerId: number, ...more: (SQL | undefined)[]) =>
  and(eq(orders.partnerId, partnerId), OUTSTANDING_SQL, ...more);

/** The outstanding amount, as orders_outstanding_amount_idx has it. */
const outstandingAmountSql = sql`(${orders.totalAmount} - ${orders.matchedAmount})`;

/**
 * Orders whose outstanding amount is exactly `amount` (orders_outstanding_amount_idx), at most
 * `limit`, in the index's order: amounts repeat (a catalogue's prices), and sorting every tie to
 * keep a few would read them all; the suggestions rank what they get.
 */
export const outstandingByAmount = async (
  db: DbOrTx,
  partnerId: number,
  amount: string,
  limit: number,
): Promise<OutstandingOrder[]> =>
  await db
    .select(OUTSTANDING_COLUMNS)
    .from(orders)
    .where(outstanding(partnerId, sql`${outstandingAmountSql} = ${amount}::numeric`))
    .limit(limit);

/** Orders with these numbers and money outstanding (orders_outstanding_no_idx). */
export const outstandingByOrderNos = async (
  db: DbOrTx,
  partnerId: number,
  orderNos: readonly string[],
  limit: number,
): Promise<OutstandingOrder[]> =>
  orderNos.length === 0
    ? []
    : await db
        .select(OUTSTANDING_COLUMNS)
        .from(orders)
        .where(outstanding(partnerId, inArray(orders.orderNo, [...orderNos])))
        .limit(limit);

/**
 * A customer's orders with money outstanding, at most `amount` each (they could add up to it),
 * latest completed first, at most `limit` (orders_outstanding_customer_idx).
 */
export const outstandingOfCustomer = async (
  db: DbOrTx,
  partnerId: number,
  customerName: string,
  maxAmount: string,
  limit: number,
): Promise<OutstandingOrder[]> =>
  await db
    .select(OUTSTANDING_COLUMNS)
    .from(orders)
    .where(
      outstanding(
        partnerId,
        eq(orders.customerName, customerName),
        sql`${outstandingAmountSql} <= ${maxAmount}::numeric`,
      ),
    )
    .orderBy(desc(orders.completedTime), desc(orders.id))
    .limit(limit);

/**
 * The distinct names of the customers with money outstanding, at most `limit`: a skip scan of
 * orders_outstanding_customer_idx (one index probe per name, however many orders each has).
 */
export const outstandingCustomerNames = async (
  db: DbOrTx,
  partnerId: number,
  limit: number,
): Promise<string[]> => {
  const open = sql`partner_id = ${partnerId} and ${OUTSTANDING_SQL}`;
  const result = (await db.execute(sql`
    with recursive names(name, n) as (
      (select customer_name, 1 from orders where ${open} order by customer_name limit 1)
      union all
      select (select customer_name from orders where ${open} and customer_name > names.name
              order by customer_name limit 1), names.n + 1
      from names where names.name is not null and names.n < ${limit}
    )
    select name from names where name is not null`)) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
};
