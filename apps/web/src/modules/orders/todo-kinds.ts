import type { TodoStats } from '@portal/shared/contracts/orders';
// The plain values, not the contracts: the home page and the shell load this (no zod there).
import { type DocumentKind, DocumentState, OrderState } from '@portal/shared/order-states';
import type { OrderFilterValues } from './use-orders';

/** The order to-do page; also where a to-do leads when its own list is not in the user's menu. */
export const TODO_ORDER_PATH = '/todo/order';
/** The order list; `?state=2` opens the orders awaiting confirmation (spec section 2). */
export const ORDER_LIST_PATH = '/order/index';

/** The spec's six to-do counts (section 3), in the order they are shown. */
export const TODO_KINDS = ['confirm', 'ship', 'contract', 'invoice', 'sign', 'settlement'] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

/** A part of a to-do's orders, listed with one filter (e.g. awaiting shipment vs partly shipped). */
export type TodoSegment = { key: string; filter: OrderFilterValues };

type TodoDefinition = {
  kind: TodoKind;
  /** The field of the to-do stats that counts it. */
  count: keyof TodoStats;
  /** The menu route of the list that settles it. */
  path: string;
  /** The query that filters that list (with the leading '?'), if any. */
  search?: string;
  /** How /todo/order lists its orders; empty when they are not orders (settlement money). */
  segments: readonly TodoSegment[];
};

const documentSegments = (documentKind: DocumentKind): TodoSegment[] => [
  { key: 'awaitingUpload', filter: { documentKind, documentState: DocumentState.awaitingUpload } },
  // A rejected document must be uploaded again: it is as much a to-do as a missing one.
  { key: 'rejected', filter: { documentKind, documentState: DocumentState.rejected } },
];

export const TODOS: readonly TodoDefinition[] = [
  {
    kind: 'confirm',
    count: 'orderWaitConfirmCount',
    path: ORDER_LIST_PATH,
    search: `?state=${OrderState.awaitingConfirmation}`,
    segments: [{ key: 'awaitingConfirmation', filter: { state: OrderState.awaitingConfirmation } }],
  },
  {
    kind: 'ship',
    count: 'orderWaitShippingCount',
    path: ORDER_LIST_PATH,
    search: `?state=${OrderState.awaitingShipment}`,
    segments: [
      { key: 'awaitingShipment', filter: { state: OrderState.awaitingShipment } },
      { key: 'partlyShipped', filter: { state: OrderState.partlyShipped } },
    ],
  },
  {
    kind: 'contract',
    count: 'contractWaitUploadCount',
    path: '/order/contract',
    segments: documentSegments('contract'),
  },
  {
    kind: 'invoice',
    count: 'invoiceWaitUploadCount',
    path: '/order/invoice',
    segments: documentSegments('invoice'),
  },
  { kind: 'sign', count: 'signWaitUploadCount', path: '/order/sign', segments: documentSegments('sign') },
  { kind: 'settlement', count: 'settlementMoneyWaitConfirmCount', path: '/settlement/confirm', segments: [] },
];

export const todoOf = (kind: TodoKind): TodoDefinition =>
  TODOS.find((todo) => todo.kind === kind) ?? TODOS[0];

export const isTodoKind = (value: unknown): value is TodoKind =>
  typeof value === 'string' && (TODO_KINDS as readonly string[]).includes(value);

/** The order to-dos are shown to users whose menu serves the order to-do page or the order list. */
export const maySeeOrderTodos = (served: ReadonlySet<string>): boolean =>
  served.has(TODO_ORDER_PATH) || served.has(ORDER_LIST_PATH);

/**
 * Where a to-do leads: its filtered list when the menu serves it; else, for orders, its tab of
 * /todo/order when that is served; else nowhere (the count is shown without a link).
 */
export const todoLinkOf = (kind: TodoKind, served: ReadonlySet<string>): string | null => {
  const todo = todoOf(kind);
  if (served.has(todo.path)) return `${todo.path}${todo.search ?? ''}`;
  if (todo.segments.length > 0 && served.has(TODO_ORDER_PATH)) return `${TODO_ORDER_PATH}?tab=${kind}`;
  return null;
};
