import { add, divide, multiply, subtract, toMoney } from '@portal/shared/money';
import { OrderState } from '@portal/shared/contracts/orders';
import {
  type DayRange,
  type OrderStat,
  type OrderStatQuery,
  type OrderStatRow,
  periodsOf,
  previousPeriodOf,
  type StatFigure,
  type StatUnit,
  yearAgoOf,
} from '@portal/shared/contracts/stats';
import type { DbOrTx } from '../../../db/client';
import { type RollupQuery, rollupSums } from '../../orders/order-rollups.service';

// Order statistics (/stat/order): every figure is a sum of orders' rollups (rollupSums), read in a
// handful of grouped statements whatever the number of orders; nothing here reads an order.

/** Orders and their amount. */
type Sums = { orders: number; amount: string };

const NONE: Sums = { orders: 0, amount: '0.00' };

type Filters = Pick<RollupQuery, 'channelIds' | 'sellerIds'>;

/** Only the channels and sellers asked for (none asked: all). */
const filtersOf = (query: Pick<OrderStatQuery, 'channelIds' | 'sellerIds'>): Filters => ({
  channelIds: query.channelIds && query.channelIds.length > 0 ? query.channelIds : undefined,
  sellerIds: query.sellerIds && query.sellerIds.length > 0 ? query.sellerIds : undefined,
});

/** A fact's sums per period of the unit over the range (periods without any absent). */
const byPeriod = async (
  db: DbOrTx,
  partnerId: number,
  fact: 'order' | 'done',
  range: DayRange,
  unit: StatUnit,
  filters: Filters,
): Promise<Map<string, Sums>> => {
  const rows = await rollupSums(db, { partnerId, fact, ...range, unit, ...filters });
  return new Map(rows.map((row) => [row.period ?? '', { orders: row.orderCount, amount: row.amount }]));
};

/** A fact's sum over the whole range. */
const whole = async (
  db: DbOrTx,
  partnerId: number,
  fact: 'order' | 'done',
  range: DayRange,
  filters: Filters,
): Promise<Sums> => {
  const [row] = await rollupSums(db, { partnerId, fact, ...range, ...filters });
  return row ? { orders: row.orderCount, amount: row.amount } : NONE;
};

const totalOf = (sums: Iterable<Sums>): Sums => {
  let orders = 0;
  let amount = '0.00';
  for (const s of sums) {
    orders += s.orders;
    amount = add(amount, s.amount);
  }
  return { orders, amount };
};

/** Every order placed in the range, and those of them cancelled or refused (fact 'state'). */
const placedAndEnded = async (
  db: DbOrTx,
  partnerId: number,
  range: DayRange,
  filters: Filters,
): Promise<{ all: number; ended: number }> => {
  const rows = await rollupSums(db, { partnerId, fact: 'state', ...range, by: ['member'], ...filters });
  let all = 0;
  let ended = 0;
  for (const row of rows) {
    all += row.orderCount;
    if (row.member === String(OrderState.cancelled) || row.member === String(OrderState.refused)) {
      ended += row.orderCount;
    }
  }
  return { all, ended };
};

/** `part` as a percentage of `whole`, two decimals half up; null when `whole` is 0. */
export const percentOf = (part: string | number, whole: string | number): string | null =>
  Number(whole) === 0 ? null : divide(multiply(part, 100), whole);

/** A figure with its exact changes; counts stay whole numbers, amounts and shares two decimals. */
export const figureOf = (
  kind: 'count' | 'money',
  value: string | number,
  previous: string | number,
  yearAgo: string | number,
): StatFigure => {
  const text = (v: string | number) => (kind === 'count' ? String(v) : toMoney(v));
  const change = (from: string | number) =>
    kind === 'count' ? String(Number(value) - Number(from)) : subtract(value, from);
  const rate = (from: string | number) => percentOf(change(from), from);
  return {
    value: text(value),
    previous: text(previous),
    yearAgo: text(yearAgo),
    change: change(previous),
    changeRate: rate(previous),
    yearChange: change(yearAgo),
    yearChangeRate: rate(yearAgo),
  };
};

/** Amount per order, half up to the cent; 0.00 without orders. */
const averageOf = (sums: Sums): string => (sums.orders === 0 ? '0.00' : divide(sums.amount, sums.orders));

/** Cancelled and refused orders as a percentage of every order placed; 0.00 without orders. */
const shareOf = (states: { all: number; ended: number }): string =>
  percentOf(states.ended, states.all) ?? '0.00';

/**
 * The order statistic of a period: placed and completed per period of the unit beside the same
 * place in the previous period, and the summary compared with the previous period and a year earlier.
 */
export const orderStatistic = async (
  db: DbOrTx,
  partnerId: number,
  query: OrderStatQuery,
): Promise<OrderStat> => {
  const { unit } = query;
  const filters = filtersOf(query);
  const current: DayRange = { from: query.from, to: query.to };
  const previous = previousPeriodOf(current);
  const yearAgo = yearAgoOf(current);
  const [
    placedNow,
    doneNow,
    placedBefore,
    doneBefore,
    placedYearAgo,
    doneYearAgo,
    statesNow,
    statesBefore,
    statesYearAgo,
  ] = await Promise.all([
    byPeriod(db, partnerId, 'order', current, unit, filters),
    byPeriod(db, partnerId, 'done', current, unit, filters),
    byPeriod(db, partnerId, 'order', previous, unit, filters),
    byPeriod(db, partnerId, 'done', previous, unit, filters),
    whole(db, partnerId, 'order', yearAgo, filters),
    whole(db, partnerId, 'done', yearAgo, filters),
    placedAndEnded(db, partnerId, current, filters),
    placedAndEnded(db, partnerId, previous, filters),
    placedAndEnded(db, partnerId, yearAgo, filters),
  ]);
  const placed = totalOf(placedNow.values());
  const placedPrevious = totalOf(placedBefore.values());
  const done = totalOf(doneNow.values());
  const donePrevious = totalOf(doneBefore.values());
  const previousPeriods = periodsOf(previous.from, previous.to, unit);
  const rows: OrderStatRow[] = periodsOf(current.from, current.to, unit).map((period, index) => {
    const before = previousPeriods[index] ?? null;
    const p = placedNow.get(period) ?? NONE;
    const d = doneNow.get(period) ?? NONE;
    const pb = (before && placedBefore.get(before)) || NONE;
    const doneThen = (before && doneBefore.get(before)) || NONE;
    return {
      period,
      orders: p.orders,
      amount: p.amount,
      completedOrders: d.orders,
      completedAmount: d.amount,
      previousPeriod: before,
      previousOrders: pb.orders,
      previousAmount: pb.amount,
      previousCompletedOrders: doneThen.orders,
      previousCompletedAmount: doneThen.amount,
    };
  });
  return {
    from: current.from,
    to: current.to,
    unit,
    previous,
    yearAgo,
    summary: {
      orders: figureOf('count', placed.orders, placedPrevious.orders, placedYearAgo.orders),
      amount: figureOf('money', placed.amount, placedPrevious.amount, placedYearAgo.amount),
      averageAmount: figureOf(
        'money',
        averageOf(placed),
        averageOf(placedPrevious),
        averageOf(placedYearAgo),
      ),
      completedAmount: figureOf('money', done.amount, donePrevious.amount, doneYearAgo.amount),
      cancelledShare: figureOf('money', shareOf(statesNow), shareOf(statesBefore), shareOf(statesYearAgo)),
    },
    rows,
  };
};
