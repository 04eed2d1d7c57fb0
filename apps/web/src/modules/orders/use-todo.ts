import type { WaitSettlementOrderQuery } from '@portal/shared/contracts/orders';
import { order, todo } from '@portal/shared/contracts/orders.endpoints';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSessionStore } from '../../app/stores/session.store';
import { listOf } from '../../shared/api-hooks';
import { api } from '../../shared/http';
import { ORDER_QUERY_KEY } from './use-orders';

/** Under the orders' key: a change to an order refreshes the counts too. */
export const TODO_QUERY_KEY = [...ORDER_QUERY_KEY, 'todo'] as const;

/** The spec's six to-do counts; not loaded when `enabled` is false. */
export const useTodoStats = (enabled = true) =>
  useQuery({
    queryKey: [...TODO_QUERY_KEY, 'stats'],
    queryFn: ({ signal }) => api(todo.stats, {}, { silent: true, signal }),
    enabled,
    retry: false,
  });

/** Oldest first: the longest-waiting to-do comes first. */
const OLDEST_FIRST = { sortBy: 'orderTime', sortType: 'asc' } as const;

const todoOrders = listOf(order.page, [...TODO_QUERY_KEY, 'orders']);

/** The orders behind a to-do (PageTable), oldest first unless the user sorts them. */
export const todoOrderList: typeof todoOrders = {
  queryKey: todoOrders.queryKey,
  request: (params, options) => todoOrders.request({ ...OLDEST_FIRST, ...params }, options),
};

/** The orders past their confirmation limit (PageTable of /order/overtime). */
export const overtimeOrderList = listOf(order.page, [...TODO_QUERY_KEY, 'overtime']);

export type WaitSettlementOrderFilter = Partial<
  Omit<WaitSettlementOrderQuery, 'current' | 'size' | 'sortBy' | 'sortType'>
>;

/** The order selection dialog's list: the orders awaiting settlement (PageTable). */
export const waitSettlementOrderList = listOf(order.waitSettlementPage, [
  ...TODO_QUERY_KEY,
  'wait-settlement',
]);

/** The paths of the menu routes the user is served (links go only where the menu leads). */
export const useServedPaths = (): ReadonlySet<string> => {
  const menus = useSessionStore((state) => state.menus);
  return useMemo(
    () => new Set(menus.flatMap((group) => (group.children ?? []).map((leaf) => leaf.path))),
    [menus],
  );
};
