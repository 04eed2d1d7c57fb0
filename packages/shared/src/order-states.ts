// The orders module's states and codes as plain values, without zod: the shell and the home page
// (to-do cards, overtime reminder) need them, and must not load the contracts' schemas for that.
// contracts/orders.ts re-exports them.

/**
 * Order states: 1 awaiting buyer approval, 2 awaiting confirmation, 3 awaiting shipment, 4 partly
 * shipped, 5 shipped, 6 received, 7 completed, 8 cancelled, 9 refused by the partner.
 */
export const OrderState = {
  awaitingBuyer: 1,
  awaitingConfirmation: 2,
  awaitingShipment: 3,
  partlyShipped: 4,
  shipped: 5,
  received: 6,
  completed: 7,
  cancelled: 8,
  refused: 9,
} as const;
export type OrderState = (typeof OrderState)[keyof typeof OrderState];
export const ORDER_STATES = Object.values(OrderState) as OrderState[];

/** Where an order comes from: 1 a channel, 2 entered by hand (offline sale), 3 self purchase. */
export const OrderSource = { channel: 1, manual: 2, selfPurchase: 3 } as const;
export type OrderSource = (typeof OrderSource)[keyof typeof OrderSource];

/** The documents an order may need: the signed receipt, the contract and the invoice. */
export const DOCUMENT_KINDS = ['sign', 'contract', 'invoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A document's state on its order: 0 not required (or not due yet), 1 awaiting upload, 2 awaiting
 * the operator's review, 3 approved, 4 rejected (upload again).
 */
export const DocumentState = {
  none: 0,
  awaitingUpload: 1,
  awaitingReview: 2,
  approved: 3,
  rejected: 4,
} as const;
export type DocumentState = (typeof DocumentState)[keyof typeof DocumentState];

/** Accounting-system sync of a completed order: 0 not synced, 1 synced, 2 failed (retried by a job). */
export const SyncState = { notSynced: 0, synced: 1, failed: 2 } as const;
export type SyncState = (typeof SyncState)[keyof typeof SyncState];

/** Orders from this amount on need a signed contract (channels' rule for large purchases). */
export const CONTRACT_REQUIRED_FROM = '10000.00';

/**
 * The steps of an order's checklist, in order: through completion, then its settlement (on a
 * statement, the statement's money confirmed by the partner, the statement paid).
 */
export const CHECKLIST_STEPS = [
  'confirm',
  'ship',
  'sign',
  'contract',
  'invoice',
  'review',
  'settle',
  'settleConfirm',
  'payout',
] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];
