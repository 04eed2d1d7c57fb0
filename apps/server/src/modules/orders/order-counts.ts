import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type OrderStateCounts,
  type TodoStats,
} from '@portal/shared/contracts/orders';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publishLive } from '../../platform/live/live-hub';
import {
  addToRollups,
  type OrderChange,
  type RolledLine,
  type RolledOrder,
  rolledLinesOf,
  rollupDeltaOf,
  standingOrder,
} from './order-rollups';
import { orderCounts, type orders } from './orders.table';

type CountedOrder = Pick<
  typeof orders.$inferSelect,
  'partnerId' | 'id' | 'state' | 'signState' | 'contractState' | 'invoiceState'
> &
  RolledOrder;

/** An order's change as the counts, rollups and live event see it. */
type CountedChange = OrderChange<CountedOrder>;

/** The day (UTC) an order counts under in the 'day:' keys: '2026-11-23'. */
export const countDayOf = (orderTime: Date): string => orderTime.toISOString().slice(0, 10);

/**
 * The keys an order counts under: its state and each document's state ('state:2', 'invoice:1' ...),
 * and its state on the day it was placed ('day:7:2026-11-23'), so the list's total over an order-time
 * range sums the whole days in it and counts only the orders of its first and last day.
 */
export const countKeysOf = (order: CountedOrder): string[] => [
  `state:${order.state}`,
  `sign:${order.signState}`,
  `contract:${order.contractState}`,
  `invoice:${order.invoiceState}`,
  `day:${order.state}:${countDayOf(order.orderTime)}`,
];

/** The live topic of a partner's orders: an event when orders arrive or change state (the monitor). */
export const orderLiveTopic = (partnerId: number): string => `orders:${partnerId}`;

/** What the orders' live topic carries: which orders arrived or moved, and to what state. */
export type OrderLiveEvent = { orders: Array<{ id: number; state: number; from: number | null }> };

/** At most this many orders are named in one live event; a larger batch is told as a refresh. */
const LIVE_ORDERS_MAX = 50;

/**
 * Keeps everything counted of orders as they change, in the caller's transaction: the counts of
 * the tabs and to-dos, the rollups of the statistics (order-rollups.ts), and the live event of the
 * orders that arrived or moved. Every change of an order goes through here (`changeOrder`, the
 * intake, the statement and payment changes), so nothing counted ever drifts from the orders.
 */
export const recountOrders = async (tx: DbOrTx, changes: readonly CountedChange[]): Promise<void> => {
  if (changes.length === 0) return;
  const delta = new Map<string, { partnerId: number; key: string; count: number }>();
  for (const { before, after } of changes) {
    for (const [order, by] of [
      [before, -1],
      [after, 1],
    ] as const) {
      for (const key of order ? countKeysOf(order) : []) {
        const id = `${order?.partnerId}:${key}`;
        const entry = delta.get(id) ?? { partnerId: after.partnerId, key, count: 0 };
        entry.count += by;
        delta.set(id, entry);
      }
    }
  }
  await addCounts(
    tx,
    [...delta.values()].filter((entry) => entry.count !== 0),
  );
  await addToRollups(tx, rollupDeltaOf(changes));
  await publishMoves(tx, changes);
};

const publishMoves = async (tx: DbOrTx, changes: readonly CountedChange[]) => {
  const byPartner = new Map<number, OrderLiveEvent['orders']>();
  for (const { before, after } of changes) {
    if (before && before.state === after.state) continue;
    const moved = byPartner.get(after.partnerId) ?? [];
    moved.push({ id: after.id, state: after.state, from: before?.state ?? null });
    byPartner.set(after.partnerId, moved);
  }
  for (const [partnerId, moved] of byPartner) {
    const event: OrderLiveEvent = { orders: moved.length > LIVE_ORDERS_MAX ? [] : moved };
    await publishLive(tx, orderLiveTopic(partnerId), event);
  }
};

/**
 * Moves an order's counts from what it was (null: new) to what it is now, in the caller's
 * transaction. Only what changed is written; its lines are read only when it was cancelled or
 * refused (they leave the goods' sums).
 */
export const recountOrder = async (tx: DbOrTx, before: CountedOrder | null, after: CountedOrder) => {
  const standingChanged = before === null || standingOrder(before.state) !== standingOrder(after.state);
  const lines = standingChanged ? await rolledLinesOf(tx, after.partnerId, after.id) : null;
  await recountOrders(tx, [{ before, after, lines }]);
};

/** Adds many new orders' counts at once (the intake, the simulator and the seed), with their lines. */
export const countNewOrders = async (
  tx: DbOrTx,
  created: readonly CountedOrder[],
  linesOf: (order: CountedOrder) => readonly RolledLine[],
) =>
  recountOrders(
    tx,
    created.map((after) => ({ before: null, after, lines: linesOf(after) })),
  );

/** Adds each count to its key (negative counts subtract); a key not kept yet starts at 0. */
const addCounts = async (tx: DbOrTx, values: Array<{ partnerId: number; key: string; count: number }>) => {
  if (values.length === 0) return;
  await tx
    .insert(orderCounts)
    .values(values)
    .onConflictDoUpdate({
      target: [orderCounts.partnerId, orderCounts.key],
      set: { count: sql`${orderCounts.count} + excluded.count` },
    });
};

/**
 * Kept counts that are no order's: the settlement module's statements awaiting confirmation
 * ('settlement:1'), read by the home page's to-dos with the orders' counts.
 */
export const SETTLEMENT_WAIT_CONFIRM_KEY = 'settlement:1';

/**
 * Adds `by` (negative subtracts) to a kept count that no order row makes, such as
 * SETTLEMENT_WAIT_CONFIRM_KEY, in the caller's transaction (the change that moves it).
 */
export const addToKeptCount = (
  tx: DbOrTx,
  partnerId: number,
  key: typeof SETTLEMENT_WAIT_CONFIRM_KEY,
  by: number,
) => (by === 0 ? Promise.resolve() : addCounts(tx, [{ partnerId, key, count: by }]));

const countsOf = async (db: DbOrTx, partnerId: number, keys: readonly string[]) => {
  const rows = await db
    .select({ key: orderCounts.key, count: orderCounts.count })
    .from(orderCounts)
    .where(and(eq(orderCounts.partnerId, partnerId), inArray(orderCounts.key, [...keys])));
  return new Map(rows.map((row) => [row.key, row.count]));
};

/** The non-zero counts under one key prefix ('state:'), keyed by what follows it. */
const countsUnder = async (
  db: DbOrTx,
  partnerId: number,
  prefix: string,
): Promise<Record<string, number>> => {
  const rows = await db
    .select({ key: orderCounts.key, count: orderCounts.count })
    .from(orderCounts)
    .where(and(eq(orderCounts.partnerId, partnerId), sql`starts_with(${orderCounts.key}, ${prefix})`));
  return Object.fromEntries(
    rows.filter((row) => row.count > 0).map((row) => [row.key.slice(prefix.length), row.count]),
  );
};

/** Orders per state, for the list's tabs. */
export const orderStateCounts = (db: DbOrTx, partnerId: number): Promise<OrderStateCounts> =>
  countsUnder(db, partnerId, 'state:');

/** Orders per state of one document ("1": awaiting upload ...), for a document screen's tabs. */
export const documentStateCounts = (
  db: DbOrTx,
  partnerId: number,
  kind: DocumentKind,
): Promise<OrderStateCounts> => countsUnder(db, partnerId, `${kind}:`);

/**
 * The spec's to-do stats. A document awaits an upload when it is due (1) or was rejected (4); a
 * settlement statement awaits the partner's confirmation in state 1 (kept by the settlement module).
 */
export const todoStats = async (db: DbOrTx, partnerId: number): Promise<TodoStats> => {
  const keys = [
    'state:2',
    'state:3',
    'state:4',
    ...DOCUMENT_KINDS.flatMap((kind) => [`${kind}:1`, `${kind}:4`]),
    SETTLEMENT_WAIT_CONFIRM_KEY,
  ];
  const counts = await countsOf(db, partnerId, keys);
  const sum = (...of: string[]) => of.reduce((total, key) => total + (counts.get(key) ?? 0), 0);
  return {
    orderWaitConfirmCount: sum('state:2'),
    orderWaitShippingCount: sum('state:3', 'state:4'),
    contractWaitUploadCount: sum('contract:1', 'contract:4'),
    invoiceWaitUploadCount: sum('invoice:1', 'invoice:4'),
    signWaitUploadCount: sum('sign:1', 'sign:4'),
    settlementMoneyWaitConfirmCount: sum(SETTLEMENT_WAIT_CONFIRM_KEY),
  };
};
