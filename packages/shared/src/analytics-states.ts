// The analytics module's states and limits as plain values, without zod: the shell and the home
// page may need them without loading the contracts' schemas.

/** A seller (销售人员): 1 active, 2 left (kept: past orders stay credited to them; no new customers). */
export const SellerState = { active: 1, left: 2 } as const;
export type SellerState = (typeof SellerState)[keyof typeof SellerState];
/** "No seller" in seller filters and selects: the unassigned customers, orders credited to nobody (rollups' seller 0). */
export const NO_SELLER = 0;

/** Where a customer came from: 1 an order named it first, 2 added by hand. */
export const CustomerSource = { fromOrders: 1, byHand: 2 } as const;
export type CustomerSource = (typeof CustomerSource)[keyof typeof CustomerSource];

/** A target's period: a calendar month, quarter or year (local days). */
export const TARGET_PERIODS = ['month', 'quarter', 'year'] as const;
export type TargetPeriod = (typeof TARGET_PERIODS)[number];

/** Achievement thresholds (percent) at which the seller (or, for the firm's target, the partner) gets a notice, once each. */
export const TARGET_NOTICE_PERCENTS = [50, 90, 100] as const;

/** A task (任务): 1 open, 2 done, 3 overdue (open past its due day; a daily job marks it and sends a notice). */
export const TaskState = { open: 1, done: 2, overdue: 3 } as const;
export type TaskState = (typeof TaskState)[keyof typeof TaskState];
export const TASK_STATES = Object.values(TaskState) as TaskState[];

/** Receivables by age (days since completion): 0-30, 31-60, 61-90, over 90. */
export const RECEIVABLE_AGES = [
  { key: '0-30', from: 0, to: 30 },
  { key: '31-60', from: 31, to: 60 },
  { key: '61-90', from: 61, to: 90 },
  { key: '90+', from: 91, to: null },
] as const;
