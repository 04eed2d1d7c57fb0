import { OrderState } from '@portal/shared/contracts/orders';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { recountOrders } from './order-counts';
import { orders } from './orders.table';

// What the settlement module reads and writes of orders (their statement columns), and nothing
// else: settlement never touches the orders table itself. The statement columns are not counted
// keys (order-counts.ts), but the rollups' settled and paid facts follow them: each change locks
// the orders it is about, changes them and moves their rollups (`recountStatementChange`).

/** A completed order as a statement line is made of it. */
export type UnsettledOrder = {
  id: number;
  orderNo: string;
  customerName: string;
  completedTime: Date;
  totalAmount: string;
};

/** Which orders a change is about: their ids, or a subquery answering them (a statement's lines). */
export type OrderIds = readonly number[] | SQL;

const idIn = (ids: OrderIds): SQL | undefined =>
  Array.isArray(ids)
    ? inArray(orders.id, [...ids])
    : // The subquery's ids as one array (computed once), then read through the primary key: a
      // plan that never depends on statistics (an `in (subquery)` may be planned as a scan per row).
      sql`${orders.id} = any(array(${ids as SQL}))`;

/**
 * The partner's completed orders of a channel on no statement whose completion falls in
 * [start, end), oldest completion first, locked for the caller's transaction (`for update`): a
 * statement being made at the same time elsewhere waits, then sees them taken.
 */
export const lockUnsettledOrders = (
  tx: DbOrTx,
  partnerId: number,
  channelId: number,
  start: Date,
  end: Date,
): Promise<UnsettledOrder[]> =>
  tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      customerName: orders.customerName,
      completedTime: orders.completedTime,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .where(
      and(
        eq(orders.partnerId, partnerId),
        eq(orders.channelId, channelId),
        eq(orders.state, OrderState.completed),
        isNull(orders.statementId),
        gte(orders.completedTime, start),
        lt(orders.completedTime, end),
      ),
    )
    .orderBy(asc(orders.completedTime), asc(orders.id))
    .for('update')
    .then((rows) => rows.map((row) => ({ ...row, completedTime: row.completedTime as Date })));

/**
 * Every partner and channel with completed orders on no statement completed in [start, end): what
 * the monthly job makes statements of. Manual orders (no channel) are settled outside the portal.
 */
export const unsettledChannels = (
  db: DbOrTx,
  start: Date,
  end: Date,
): Promise<{ partnerId: number; channelId: number }[]> =>
  queryRows<{ partnerId: number; channelId: number }>(
    db,
    sql`select distinct ${orders.partnerId} as "partnerId", ${orders.channelId} as "channelId"
      from ${orders}
      where ${orders.state} = ${OrderState.completed} and ${orders.statementId} is null
        and ${orders.channelId} is not null
        and ${orders.completedTime} >= ${start.toISOString()}::timestamptz
        and ${orders.completedTime} < ${end.toISOString()}::timestamptz
      order by 1, 2`,
  ).then((rows) =>
    rows.map((row) => ({ partnerId: Number(row.partnerId), channelId: Number(row.channelId) })),
  );

/** What the kept counts and rollups read of an order (order-counts.ts `recountOrders`). */
const ROLLED_COLUMNS = {
  partnerId: orders.partnerId,
  id: orders.id,
  state: orders.state,
  signState: orders.signState,
  contractState: orders.contractState,
  invoiceState: orders.invoiceState,
  orderTime: orders.orderTime,
  completedTime: orders.completedTime,
  channelId: orders.channelId,
  sellerId: orders.sellerId,
  customerName: orders.customerName,
  regionCodes: orders.regionCodes,
  totalAmount: orders.totalAmount,
  matchedAmount: orders.matchedAmount,
  statementState: orders.statementState,
};

/** The orders a statement change is about, locked, as the rollups read them. */
const lockRolled = (tx: DbOrTx, where: SQL | undefined) =>
  tx.select(ROLLED_COLUMNS).from(orders).where(where).orderBy(asc(orders.id)).for('update');

/** Moves the rollups of the orders `before` to their new statement state (their settled and paid facts). */
const recountStatementChange = (
  tx: DbOrTx,
  before: Awaited<ReturnType<typeof lockRolled>>,
  statementState: number,
) =>
  recountOrders(
    tx,
    before.map((order) => ({ before: order, after: { ...order, statementState }, lines: null })),
  );

/** How many rows an update changed, counted in the database (no row of it comes back). */
const changedCount = async (tx: DbOrTx, update: { getSQL: () => SQL }): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with changed as (${update.getSQL()}) select count(*)::int as n from changed`,
  );
  return Number(row.n);
};

/** The statement an order is put on (its number is shown on the order, its state on the checklist). */
export type OrderStatement = { id: number; statementNo: string; state: number };

/**
 * Puts completed orders on no statement onto `statement`; answers how many it put (fewer than asked
 * means one was taken or changed meanwhile: the caller refuses).
 */
export const putOrdersOnStatement = async (
  tx: DbOrTx,
  partnerId: number,
  ids: OrderIds,
  statement: OrderStatement,
): Promise<number> => {
  const where = and(
    eq(orders.partnerId, partnerId),
    idIn(ids),
    eq(orders.state, OrderState.completed),
    isNull(orders.statementId),
  );
  const before = await lockRolled(tx, where);
  const changed = await changedCount(
    tx,
    tx
      .update(orders)
      .set({
        statementId: statement.id,
        statementNo: statement.statementNo,
        statementState: statement.state,
        updatedTime: new Date(),
      })
      .where(where)
      .returning({ id: orders.id }),
  );
  await recountStatementChange(tx, before, statement.state);
  return changed;
};

/** The statement's new state on its orders; answers how many orders it changed. */
export const setOrdersStatementState = async (
  tx: DbOrTx,
  partnerId: number,
  statementId: number,
  ids: OrderIds,
  state: number,
): Promise<number> => {
  const where = and(eq(orders.partnerId, partnerId), idIn(ids), eq(orders.statementId, statementId));
  const before = await lockRolled(tx, where);
  const changed = await changedCount(
    tx,
    tx
      .update(orders)
      .set({ statementState: state, updatedTime: new Date() })
      .where(where)
      .returning({ id: orders.id }),
  );
  await recountStatementChange(tx, before, state);
  return changed;
};

/**
 * Takes orders off their statement (a revision drops them, a withdrawal frees them all): they are
 * on no statement again and go on the next one made. Answers how many it freed.
 */
export const freeOrdersFromStatement = async (
  tx: DbOrTx,
  partnerId: number,
  statementId: number,
  ids: OrderIds,
): Promise<number> => {
  const where = and(eq(orders.partnerId, partnerId), idIn(ids), eq(orders.statementId, statementId));
  const before = await lockRolled(tx, where);
  const changed = await changedCount(
    tx,
    tx
      .update(orders)
      .set({ statementId: null, statementNo: null, statementState: 0, updatedTime: new Date() })
      .where(where)
      .returning({ id: orders.id }),
  );
  await recountStatementChange(tx, before, 0);
  return changed;
};

/**
 * What the orders `ids` (a statement's) received from customers (allocations and closed
 * differences) and what is still outstanding on them, exact.
 */
export const moneyOfOrders = async (
  db: DbOrTx,
  partnerId: number,
  ids: OrderIds,
): Promise<{ matchedAmount: string; outstandingAmount: string }> => {
  const [row] = await db
    .select({
      matchedAmount: sql<string>`coalesce(sum(${orders.matchedAmount}), 0)::numeric(18, 2)::text`,
      outstandingAmount: sql<string>`coalesce(sum(${orders.totalAmount} - ${orders.matchedAmount}), 0)::numeric(18, 2)::text`,
    })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), idIn(ids)));
  return row;
};

/** The partner's completed channel orders on no statement, by channel and completion (the demo seed picks periods). */
export const unsettledOrdersOf = (
  db: DbOrTx,
  partnerId: number,
): Promise<{ id: number; orderNo: string; channelId: number; completedTime: Date }[]> =>
  db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      channelId: orders.channelId,
      completedTime: orders.completedTime,
    })
    .from(orders)
    .where(
      and(
        eq(orders.partnerId, partnerId),
        eq(orders.state, OrderState.completed),
        isNull(orders.statementId),
        isNotNull(orders.channelId),
      ),
    )
    .orderBy(asc(orders.channelId), asc(orders.completedTime), asc(orders.id))
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        channelId: row.channelId as number,
        completedTime: row.completedTime as Date,
      })),
    );
