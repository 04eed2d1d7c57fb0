import { TaskState } from '@portal/shared/analytics-states';
import {
  type DaySums,
  LATEST_ORDERS_SIZE,
  type MonitorEvent,
  type MonitorLatest,
  type MonitorToday,
  type MonitorWaiting,
  type TodayChannel,
} from '@portal/shared/contracts/dashboards';
import type { OrderState } from '@portal/shared/contracts/orders';
import { add } from '@portal/shared/money';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { addDays } from '../../../platform/local-time';
import { listChannels } from '../../catalog/channels/channel.service';
import type { OrderLiveEvent } from '../../orders/order-counts';
import { todoStats } from '../../orders/order-counts';
import { type RollupSum, rollupSums } from '../../orders/order-rollups.service';
import { latestOrders, overtimeOrderCount } from '../../orders/orders.service';
import { purchaseTodoStats } from '../../scm/purchase/purchase-todo.service';
import { workTasks } from '../tasks/tasks.table';
import { todayOf } from './analysis.service';

// The monitor (/dashboard/monitor): today from the rollups, what waits from the kept counts, the
// latest orders, and the orders' live events as its stream sends them.

const sumsOf = (rows: readonly RollupSum[]): DaySums => ({
  orderCount: rows.reduce((sum, row) => sum + row.orderCount, 0),
  amount: add('0', ...rows.map((row) => row.amount)),
});

const ZERO: DaySums = { orderCount: 0, amount: '0.00' };

/** Today's orders placed (fact 'order') and completed (fact 'done'), per channel, and yesterday's totals. */
export const monitorToday = async (
  db: DbOrTx,
  partnerId: number,
  now = new Date(),
): Promise<MonitorToday> => {
  const today = todayOf(now);
  const yesterday = addDays(today, -1);
  const range = { partnerId, from: yesterday, to: today, unit: 'day' as const, by: ['channel'] as const };
  const [placed, completed, channels] = await Promise.all([
    rollupSums(db, { ...range, fact: 'order' }),
    rollupSums(db, { ...range, fact: 'done' }),
    listChannels(db),
  ]);
  const names = new Map(channels.map((channel) => [channel.channelId, channel.channelName]));
  const on = (rows: RollupSum[], day: string) => rows.filter((row) => row.period === day);
  const perChannel = new Map<number, TodayChannel>();
  for (const [rows, key] of [
    [on(placed, today), 'orders'],
    [on(completed, today), 'completed'],
  ] as const) {
    for (const row of rows) {
      const channelId = row.channelId ?? 0;
      const entry = perChannel.get(channelId) ?? {
        channelId,
        channelName: names.get(channelId) ?? null,
        orders: ZERO,
        completed: ZERO,
      };
      entry[key] = { orderCount: row.orderCount, amount: row.amount };
      perChannel.set(channelId, entry);
    }
  }
  return {
    today,
    orders: sumsOf(on(placed, today)),
    completed: sumsOf(on(completed, today)),
    yesterday: { orders: sumsOf(on(placed, yesterday)), completed: sumsOf(on(completed, yesterday)) },
    channels: [...perChannel.values()].sort(
      (a, b) => b.orders.orderCount - a.orders.orderCount || a.channelId - b.channelId,
    ),
  };
};

/** The caller's own tasks that are open or overdue (work_tasks_assignee_idx). */
const ownTaskCounts = async (db: DbOrTx, partnerId: number, accountId: number) => {
  const rows = await db
    .select({ state: workTasks.state, total: count() })
    .from(workTasks)
    .where(
      and(
        eq(workTasks.partnerId, partnerId),
        eq(workTasks.assigneeId, accountId),
        inArray(workTasks.state, [TaskState.open, TaskState.overdue]),
      ),
    )
    .groupBy(workTasks.state);
  const of = (state: number) => Number(rows.find((row) => row.state === state)?.total ?? 0);
  return { open: of(TaskState.open), overdue: of(TaskState.overdue) };
};

/** What waits on the partner: the orders' and purchases' kept to-do counts, overtime orders, own tasks. */
export const monitorWaiting = async (
  db: DbOrTx,
  actor: { partnerId: number; accountId: number },
  now = new Date(),
): Promise<MonitorWaiting> => {
  const [todo, overtimeCount, purchase, tasks] = await Promise.all([
    todoStats(db, actor.partnerId),
    overtimeOrderCount(db, actor.partnerId, now),
    purchaseTodoStats(db, actor.partnerId),
    ownTaskCounts(db, actor.partnerId, actor.accountId),
  ]);
  return { todo, overtimeCount, purchase, tasks };
};

/** The partner's latest orders. */
export const monitorLatest = async (db: DbOrTx, partnerId: number): Promise<MonitorLatest> => {
  const rows = await latestOrders(db, partnerId, LATEST_ORDERS_SIZE);
  return {
    rows: rows.map((row) => ({
      ...row,
      state: row.state as OrderState,
      orderTime: row.orderTime.toISOString(),
    })),
  };
};

/** At most this many orders are named in one event of the stream; more are told as "read again". */
const EVENT_ORDERS_MAX = 50;

/** The stream's event of an orders' live event. */
export const monitorEventOf = (event: OrderLiveEvent, at = new Date()): MonitorEvent => ({
  kind: 'orders',
  orders: event.orders.map((order) => ({ id: order.id, state: order.state, from: order.from })),
  at: at.toISOString(),
});

/**
 * Two events held back by the stream's throttle made one: every order named once (its latest
 * state, the state it left first); an empty list (many at once) stays empty, as do more than
 * EVENT_ORDERS_MAX orders.
 */
export const mergeMonitorEvents = (held: MonitorEvent, next: MonitorEvent): MonitorEvent => {
  if (held.orders.length === 0 || next.orders.length === 0) return { ...next, orders: [] };
  const byId = new Map(held.orders.map((order) => [order.id, order]));
  for (const order of next.orders) {
    const before = byId.get(order.id);
    byId.set(order.id, before ? { ...order, from: before.from } : order);
  }
  const orders = [...byId.values()];
  return { ...next, orders: orders.length > EVENT_ORDERS_MAX ? [] : orders };
};
