import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSessionStore } from '../../app/stores/session.store';
import { ORDER_QUERY_KEY } from './use-orders';
import { todoApi } from './todo.api';

/** Under the orders' key: a change to an order (useRefreshOrders) refreshes the counts too. */
export const TODO_QUERY_KEY = [...ORDER_QUERY_KEY, 'todo'] as const;

/** The spec's six to-do counts; not loaded when `enabled` is false. */
export const useTodoStats = (enabled = true) =>
  useQuery({
    queryKey: [...TODO_QUERY_KEY, 'stats'],
    queryFn: ({ signal }) => todoApi.stats({ silent: true, signal }),
    enabled,
    retry: false,
  });

/** The paths of the menu routes the user is served (links go only where the menu leads). */
export const useServedPaths = (): ReadonlySet<string> => {
  const menus = useSessionStore((state) => state.menus);
  return useMemo(
    () => new Set(menus.flatMap((group) => (group.children ?? []).map((leaf) => leaf.path))),
    [menus],
  );
};
