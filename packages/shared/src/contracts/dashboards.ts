import { z } from 'zod';
import { RECEIVABLE_AGES } from '../analytics-states';
import { DaySchema, daysInOrder } from './common';
import { OrderStateSchema, TodoStatsSchema } from './orders';
import { PurchaseTodoStatsSchema } from './purchase';

/**
 * The dashboards (工作台): the analysis page (分析页, /dashboard/analysis) answers "how are we doing"
 * for a period, channels and sellers, every figure read from orders' rollups; the monitor (监控页,
 * /dashboard/monitor) shows today, what waits on the partner and the orders as they arrive (live).
 * Amounts are exact strings ("1234.50"); percentages are strings with two decimals ("12.50"), null
 * where the base is zero.
 */

/** The longest period the analysis page sums: three years of days. */
export const DASHBOARD_MAX_DAYS = 1096;

/** Periods up to this many days are drawn by day, longer ones by month. */
export const TREND_DAY_UNIT_MAX_DAYS = 62;

/** At most this many channels or sellers in one filter. */
export const DASHBOARD_MAX_IDS = 50;

const DAY_MS = 86_400_000;

/** The number of days of [from, to], both included. */
export const daysOfPeriod = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * A comma-separated list of ids ("1,3"; 0 is a channel entered by hand, or no seller) as the
 * query string carries it; empty or absent: every one.
 */
const idListSchema = z
  .string()
  .trim()
  .max(600)
  .refine((value) => value === '' || /^\d{1,10}(,\d{1,10})*$/.test(value), { error: 'validation.invalid' })
  .nullish()
  .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : null))
  .refine(
    (ids) => ids === null || (ids.length <= DASHBOARD_MAX_IDS && ids.every((id) => id <= 2_147_483_647)),
    {
      error: 'validation.invalid',
    },
  );

/** The analysis page's filter: the period (local days), channels and sellers. */
export const AnalysisQuerySchema = z
  .object({
    dateFrom: DaySchema,
    dateTo: DaySchema,
    channelIds: idListSchema,
    sellerIds: idListSchema,
  })
  .refine(daysInOrder, { error: 'validation.dateRange', path: ['dateTo'] })
  .refine(
    (query) =>
      query.dateFrom > query.dateTo || daysOfPeriod(query.dateFrom, query.dateTo) <= DASHBOARD_MAX_DAYS,
    {
      error: 'dashboard.periodTooLong',
      path: ['dateTo'],
    },
  );
export type AnalysisQuery = z.infer<typeof AnalysisQuerySchema>;
export type AnalysisQueryInput = z.input<typeof AnalysisQuerySchema>;

/** Receivables are as of today: only channels and sellers filter them. */
export const ReceivablesQuerySchema = z.object({ channelIds: idListSchema, sellerIds: idListSchema });
export type ReceivablesQuery = z.infer<typeof ReceivablesQuerySchema>;

export const PeriodSchema = z.object({ from: z.string(), to: z.string() });

/** An amount now and in the previous period: the exact change and its percentage of the previous. */
export const AmountChangeSchema = z.object({
  current: z.string(),
  previous: z.string(),
  change: z.string(),
  changePercent: z.string().nullable(),
});
export type AmountChange = z.infer<typeof AmountChangeSchema>;

export const CountChangeSchema = z.object({
  current: z.number(),
  previous: z.number(),
  change: z.number(),
  changePercent: z.string().nullable(),
});
export type CountChange = z.infer<typeof CountChangeSchema>;

/**
 * Sales (the amount of orders completed in the period, rollup fact 'done') and orders (orders placed
 * in the period that stand, fact 'order'), each against the previous period by analytics' one rule
 * (contracts/stats `previousPeriodOf`: whole months against as many months before, else as many days).
 */
export const AnalysisSummarySchema = z.object({
  period: PeriodSchema,
  previous: PeriodSchema,
  sales: AmountChangeSchema,
  completedCount: CountChangeSchema,
  orderCount: CountChangeSchema,
  orderAmount: AmountChangeSchema,
});
export type AnalysisSummary = z.infer<typeof AnalysisSummarySchema>;

export const TREND_UNITS = ['day', 'month'] as const;
export type TrendUnit = (typeof TREND_UNITS)[number];

export const TrendPointSchema = z.object({
  /** The day, or the month's first day. */
  period: z.string(),
  sales: z.string(),
  completedCount: z.number(),
  /** The target for this day or month (a month's target spread over its days to the cent); null: none. */
  target: z.string().nullable(),
});
export type TrendPoint = z.infer<typeof TrendPointSchema>;

/**
 * Sales per day (periods up to TREND_DAY_UNIT_MAX_DAYS days) or month, with the target as the
 * reference line: the firm's targets, or the chosen sellers' summed; none with a channel filter
 * (targets are not per channel).
 */
export const AnalysisTrendSchema = z.object({
  unit: z.enum(TREND_UNITS),
  points: z.array(TrendPointSchema),
  sales: z.string(),
  /** The targets of the period's days and months, summed; null when no target covers it. */
  target: z.string().nullable(),
  /** sales / target in percent. */
  achievedPercent: z.string().nullable(),
  /** Why there is no target line: 'channel' (a channel filter), 'none' (no target set). */
  targetMissing: z.enum(['channel', 'none']).nullable(),
});
export type AnalysisTrend = z.infer<typeof AnalysisTrendSchema>;

/** A channel's orders in the period (0: entered by hand, named by the page). */
export const ChannelShareSchema = z.object({
  channelId: z.number(),
  channelName: z.string().nullable(),
  orderCount: z.number(),
  amount: z.string(),
  /** Of the period's order amount. */
  percent: z.string().nullable(),
});
export type ChannelShare = z.infer<typeof ChannelShareSchema>;

export const AnalysisChannelsSchema = z.object({
  rows: z.array(ChannelShareSchema),
  orderCount: z.number(),
  amount: z.string(),
});
export type AnalysisChannels = z.infer<typeof AnalysisChannelsSchema>;

/** How many of the best goods and customers the page lists. */
export const TOP_SIZE = 10;

export const TopRowSchema = z.object({
  /** The goods' id; null for a customer (named by its name). */
  id: z.number().nullable(),
  name: z.string(),
  orderCount: z.number(),
  amount: z.string(),
});
export type TopRow = z.infer<typeof TopRowSchema>;

/** The ten goods and customers with the largest amounts of orders placed in the period. */
export const AnalysisTopSchema = z.object({ goods: z.array(TopRowSchema), customers: z.array(TopRowSchema) });
export type AnalysisTop = z.infer<typeof AnalysisTopSchema>;

/**
 * The funnel's stages, each "reached at least": of the orders placed in the period, those now
 * awaiting confirmation or further (states 2-7), confirmed or further (3-7), shipped or further
 * (5-7), received or further (6-7), completed (7), completed on a confirmed or paid statement
 * (settled), on a paid statement (paid).
 */
export const FUNNEL_STAGES = [
  'placed',
  'confirmed',
  'shipped',
  'received',
  'completed',
  'settled',
  'paid',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The order states each state-based stage counts. */
export const FUNNEL_STATES: Readonly<Record<Exclude<FunnelStage, 'settled' | 'paid'>, readonly number[]>> = {
  placed: [2, 3, 4, 5, 6, 7],
  confirmed: [3, 4, 5, 6, 7],
  shipped: [5, 6, 7],
  received: [6, 7],
  completed: [7],
};

export const FunnelStageRowSchema = z.object({
  stage: z.enum(FUNNEL_STAGES),
  orderCount: z.number(),
  amount: z.string(),
  /** Of the first stage's orders. */
  percent: z.string().nullable(),
});
export type FunnelStageRow = z.infer<typeof FunnelStageRowSchema>;

export const AnalysisFunnelSchema = z.object({ stages: z.array(FunnelStageRowSchema) });
export type AnalysisFunnel = z.infer<typeof AnalysisFunnelSchema>;

export const RECEIVABLE_AGE_KEYS = RECEIVABLE_AGES.map((age) => age.key) as [
  (typeof RECEIVABLE_AGES)[number]['key'],
  ...(typeof RECEIVABLE_AGES)[number]['key'][],
];

export const ReceivableBucketSchema = z.object({
  age: z.enum(RECEIVABLE_AGE_KEYS),
  orderCount: z.number(),
  amount: z.string(),
  /** Of all that is outstanding. */
  percent: z.string().nullable(),
});
export type ReceivableBucket = z.infer<typeof ReceivableBucketSchema>;

/** What completed orders still owe, by days since completion (today in the portal's time zone). */
export const AnalysisReceivablesSchema = z.object({
  today: z.string(),
  buckets: z.array(ReceivableBucketSchema),
  orderCount: z.number(),
  amount: z.string(),
});
export type AnalysisReceivables = z.infer<typeof AnalysisReceivablesSchema>;

export const WinRateSchema = z.object({
  won: z.number(),
  /** Quotations: sent (answered); bidding: projects bid in that ended with a winner. */
  decided: z.number(),
  percent: z.string().nullable(),
});
export type WinRate = z.infer<typeof WinRateSchema>;

/**
 * Win rates of the period: quotations won of the quotations sent for inquiries received in the
 * period; bidding projects won of the projects the partner bid in that closed in the period with a
 * winner (won or lost).
 */
export const AnalysisWinRatesSchema = z.object({ quotation: WinRateSchema, bidding: WinRateSchema });
export type AnalysisWinRates = z.infer<typeof AnalysisWinRatesSchema>;

// ---- the monitor ----

export const DaySumsSchema = z.object({ orderCount: z.number(), amount: z.string() });
export type DaySums = z.infer<typeof DaySumsSchema>;

export const TodayChannelSchema = z.object({
  channelId: z.number(),
  channelName: z.string().nullable(),
  orders: DaySumsSchema,
  completed: DaySumsSchema,
});
export type TodayChannel = z.infer<typeof TodayChannelSchema>;

/** Today (local day): orders placed (that stand) and completed, in all and per channel, and yesterday's. */
export const MonitorTodaySchema = z.object({
  today: z.string(),
  orders: DaySumsSchema,
  completed: DaySumsSchema,
  yesterday: z.object({ orders: DaySumsSchema, completed: DaySumsSchema }),
  channels: z.array(TodayChannelSchema),
});
export type MonitorToday = z.infer<typeof MonitorTodaySchema>;

/** What waits on the partner: the orders' to-dos, overtime orders, purchase to-dos and the caller's tasks. */
export const MonitorWaitingSchema = z.object({
  todo: TodoStatsSchema,
  overtimeCount: z.number(),
  purchase: PurchaseTodoStatsSchema,
  /** The caller's own tasks, open and overdue. */
  tasks: z.object({ open: z.number(), overdue: z.number() }),
});
export type MonitorWaiting = z.infer<typeof MonitorWaitingSchema>;

/** How many of the latest orders the monitor lists. */
export const LATEST_ORDERS_SIZE = 10;

export const LatestOrderSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  channelId: z.number().nullable(),
  channelName: z.string().nullable(),
  customerName: z.string(),
  totalAmount: z.string(),
  state: OrderStateSchema,
  orderTime: z.string(),
});
export type LatestOrder = z.infer<typeof LatestOrderSchema>;

export const MonitorLatestSchema = z.object({ rows: z.array(LatestOrderSchema) });
export type MonitorLatest = z.infer<typeof MonitorLatestSchema>;

/**
 * An event of the monitor's stream: 'connected' first, then 'orders': the orders that arrived
 * (`from` null) or moved since the last event; an empty list means many at once (read everything
 * again). `at` is the server's time.
 */
export const MonitorEventSchema = z.object({
  kind: z.enum(['connected', 'orders']),
  orders: z.array(z.object({ id: z.number(), state: z.number(), from: z.number().nullable() })),
  at: z.string(),
});
export type MonitorEvent = z.infer<typeof MonitorEventSchema>;
