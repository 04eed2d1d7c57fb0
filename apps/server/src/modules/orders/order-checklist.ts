import {
  CHECKLIST_STEPS,
  type ChecklistItem,
  type ChecklistStatus,
  type ChecklistStep,
  DocumentState,
  OrderState,
} from '@portal/shared/contracts/orders';

/** What the checklist reads of an order. */
export type ChecklistOrder = {
  state: number;
  signState: number;
  contractState: number;
  invoiceState: number;
  contractRequired: boolean;
  invoiceRequired: boolean;
  /** Shipped and ordered quantities over all items, e.g. "3" of "5". */
  shipped?: { shipped: string; ordered: string };
  /** The latest rejection reason per document kind. */
  rejections?: Partial<Record<'sign' | 'contract' | 'invoice', string>>;
  /** The state of the statement the order is on (StatementState), 0 on none. */
  statementState?: number;
  /** The number of that statement (the settle step's detail). */
  statementNo?: string | null;
};

/** Statement states (StatementState of the settlement contracts). */
const STATEMENT = { none: 0, awaitingConfirmation: 1, confirmed: 2, disputed: 3, paid: 4 } as const;

/**
 * The settlement steps of a completed order, from its statement's state: put on a statement by the
 * operator (waiting), its money confirmed by the partner (to do while the statement awaits it,
 * waiting on the operator while disputed), paid by the operator. Before completion: later.
 */
const settlementItems = (order: ChecklistOrder): ChecklistItem[] => {
  if (order.state !== OrderState.completed) {
    return (['settle', 'settleConfirm', 'payout'] as const).map((step) => ({
      step,
      status: 'later',
      detail: null,
    }));
  }
  const statement = order.statementState ?? STATEMENT.none;
  const onStatement = statement !== STATEMENT.none;
  const confirmed = statement === STATEMENT.confirmed || statement === STATEMENT.paid;
  return [
    {
      step: 'settle',
      status: onStatement ? 'done' : 'waiting',
      detail: onStatement ? (order.statementNo ?? null) : null,
    },
    {
      step: 'settleConfirm',
      status: confirmed
        ? 'done'
        : statement === STATEMENT.awaitingConfirmation
          ? 'todo'
          : statement === STATEMENT.disputed
            ? 'waiting'
            : 'later',
      detail: null,
    },
    {
      step: 'payout',
      status: statement === STATEMENT.paid ? 'done' : confirmed ? 'waiting' : 'later',
      detail: null,
    },
  ];
};

const ENDED: number[] = [OrderState.cancelled, OrderState.refused];

const documentStatus = (state: number, due: boolean, required: boolean): ChecklistStatus => {
  if (!required) return 'skipped';
  switch (state) {
    case DocumentState.approved:
      return 'done';
    case DocumentState.awaitingReview:
      return 'waiting';
    case DocumentState.awaitingUpload:
    case DocumentState.rejected:
      return 'todo';
    default:
      return due ? 'todo' : 'later';
  }
};

/**
 * What still blocks an order, step by step: confirm, ship, sign-off, contract, invoice, the
 * operator's review of the documents, then its settlement. Computed from the order's states, never
 * stored.
 */
export const checklistOf = (order: ChecklistOrder): ChecklistItem[] => {
  const { state } = order;
  if (ENDED.includes(state)) {
    return CHECKLIST_STEPS.map((step) => ({ step, status: 'skipped', detail: null }));
  }
  const confirmed = state >= OrderState.awaitingShipment;
  const shippedAll = state >= OrderState.shipped;
  const items: ChecklistItem[] = [
    {
      step: 'confirm',
      status: confirmed ? 'done' : state === OrderState.awaitingConfirmation ? 'todo' : 'waiting',
      detail: null,
    },
    {
      step: 'ship',
      status: shippedAll ? 'done' : confirmed ? 'todo' : 'later',
      detail: order.shipped ? `${order.shipped.shipped}/${order.shipped.ordered}` : null,
    },
    {
      step: 'sign',
      status: documentStatus(order.signState, shippedAll, true),
      detail: order.rejections?.sign ?? null,
    },
    {
      step: 'contract',
      status: documentStatus(order.contractState, confirmed, order.contractRequired),
      detail: order.rejections?.contract ?? null,
    },
    {
      step: 'invoice',
      status: documentStatus(order.invoiceState, confirmed, order.invoiceRequired),
      detail: order.rejections?.invoice ?? null,
    },
  ];
  const inReview = [order.signState, order.contractState, order.invoiceState].some(
    (documentState) => documentState === DocumentState.awaitingReview,
  );
  const allApproved = items.slice(2).every((item) => item.status === 'done' || item.status === 'skipped');
  items.push({
    step: 'review',
    status: state === OrderState.completed || allApproved ? 'done' : inReview ? 'waiting' : 'later',
    detail: null,
  });
  return [...items, ...settlementItems(order)];
};

/** The steps the partner must take now. */
export const blockersOf = (order: ChecklistOrder): ChecklistStep[] =>
  checklistOf(order)
    .filter((item) => item.status === 'todo')
    .map((item) => item.step);
