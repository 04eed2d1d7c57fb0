import { z } from 'zod';
import { DaySchema } from './common';

// Order statistics (/stat/order, 订单统计): order count and amount by day, week or month over a
// period, on two bases (placed: the day an order was placed; completed: the day it completed), with
// summary figures compared with the previous period of the same length and the same period a year
// earlier. Every figure comes from orders' rollups, never from the orders themselves.

/** How the period is cut: local calendar days, ISO weeks (from Monday), calendar months. */
export const STAT_UNITS = ['day', 'week', 'month'] as const;
export type StatUnit = (typeof STAT_UNITS)[number];

/**
 * The longest period per unit, in units: 92 days (a quarter), 53 weeks (a year), 36 months (three
 * years). A longer period in a finer unit is unreadable as a chart and a table.
 */
export const STAT_MAX_PERIODS: Record<StatUnit, number> = { day: 92, week: 53, month: 36 };

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The calendar day `days` after (before, when negative) 'YYYY-MM-DD'. */
export const shiftDay = (day: string, days: number): string => dayText(dayNumber(day) + days);

/** Days in [from, to], both included. */
export const daysIn = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

/** The first day of the unit's period that holds `day` (Monday for weeks). */
export const periodStartOf = (day: string, unit: StatUnit): string => {
  if (unit === 'day') return day;
  if (unit === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return shiftDay(day, -weekday);
};

/** The first day of the period after the one starting on `start`. */
const nextPeriodStart = (start: string, unit: StatUnit): string => {
  if (unit === 'day') return shiftDay(start, 1);
  if (unit === 'week') return shiftDay(start, 7);
  const [y, m] = start.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/** The first days of every period of the unit that [from, to] touches, in order. */
export const periodsOf = (from: string, to: string, unit: StatUnit): string[] => {
  const out: string[] = [];
  for (let start = periodStartOf(from, unit); start <= to; start = nextPeriodStart(start, unit)) {
    out.push(start);
    if (out.length > 400) break;
  }
  return out;
};

/** Whether [from, to] is within the unit's longest period (STAT_MAX_PERIODS). */
export const periodFits = (from: string, to: string, unit: StatUnit): boolean =>
  unit === 'day'
    ? daysIn(from, to) <= STAT_MAX_PERIODS.day
    : unit === 'week'
      ? daysIn(from, to) <= STAT_MAX_PERIODS.week * 7
      : periodsOf(from, to, 'month').length <= STAT_MAX_PERIODS.month;

/** A day range, both ends included. */
export type DayRange = { from: string; to: string };

/** The first day of the month `months` before the month that starts on `first`. */
const monthsBefore = (first: string, months: number): string => {
  const [y, m] = first.split('-').map(Number);
  const index = y * 12 + (m - 1) - months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};

/**
 * The period of the same length just before [from, to]: as many whole months when it is whole
 * months (October's is September, a quarter's the quarter before), else as many days.
 */
export const previousPeriodOf = ({ from, to }: DayRange): DayRange => {
  if (from.endsWith('-01') && shiftDay(to, 1).endsWith('-01')) {
    const months = periodsOf(from, to, 'month').length;
    return { from: monthsBefore(from, months), to: shiftDay(from, -1) };
  }
  const length = daysIn(from, to);
  return { from: shiftDay(from, -length), to: shiftDay(from, -1) };
};

/** The same day a year earlier (29 February: the 28th). */
const yearBefore = (day: string): string => {
  const year = String(Number(day.slice(0, 4)) - 1).padStart(4, '0');
  const moved = `${year}${day.slice(4)}`;
  return day.slice(5) === '02-29' ? `${year}-02-28` : moved;
};

/** The same period a year earlier. */
export const yearAgoOf = ({ from, to }: DayRange): DayRange => ({
  from: yearBefore(from),
  to: yearBefore(to),
});

// ---- the request ----

const channelIds = z.array(z.coerce.number().int().min(0).max(2_147_483_647)).max(100);
const sellerIds = z.array(z.coerce.number().int().min(0)).max(100);

/**
 * The statistic's request: the period (local days), the unit, and optionally only some channels
 * (0: orders entered by hand) and sellers (0: credited to none).
 */
export const OrderStatQuerySchema = z
  .object({
    from: DaySchema,
    to: DaySchema,
    unit: z.enum(STAT_UNITS),
    channelIds: channelIds.optional(),
    sellerIds: sellerIds.optional(),
  })
  .refine((q) => q.from <= q.to, { error: 'validation.dateRange', path: ['to'] })
  .refine((q) => q.from > q.to || periodFits(q.from, q.to, q.unit), {
    error: 'stat.periodTooLong',
    path: ['to'],
  });
export type OrderStatQuery = z.infer<typeof OrderStatQuerySchema>;

// ---- the answer ----

/**
 * One summary figure in this period, the previous one and a year earlier, with the exact changes
 * (this minus that) and their percentages of the earlier figure (two decimals, half up; null when
 * the earlier figure is 0). Counts as integers in text ("12"), amounts with two decimals, shares as
 * percentages with two decimals ("12.50" = 12.50 %).
 */
export const StatFigureSchema = z.object({
  value: z.string(),
  previous: z.string(),
  yearAgo: z.string(),
  change: z.string(),
  changeRate: z.string().nullable(),
  yearChange: z.string(),
  yearChangeRate: z.string().nullable(),
});
export type StatFigure = z.infer<typeof StatFigureSchema>;

/** The summary cards. */
export const OrderStatSummarySchema = z.object({
  /** Orders placed that stand (not cancelled nor refused). */
  orders: StatFigureSchema,
  /** Their amount. */
  amount: StatFigureSchema,
  /** Amount / orders, half up to the cent ("0.00" without orders). */
  averageAmount: StatFigureSchema,
  /** Amount of the orders completed in the period. */
  completedAmount: StatFigureSchema,
  /** Orders placed in the period that were cancelled or refused, as a percentage of all placed. */
  cancelledShare: StatFigureSchema,
});

/** One period of the unit: its first day, what was placed and completed in it, and in the matching period before. */
export const OrderStatRowSchema = z.object({
  /** The period's first day (a week's Monday, a month's first day); may lie before `from`. */
  period: z.string(),
  orders: z.number(),
  amount: z.string(),
  completedOrders: z.number(),
  completedAmount: z.string(),
  /** The period at the same place in the previous period (null beyond its end). */
  previousPeriod: z.string().nullable(),
  previousOrders: z.number(),
  previousAmount: z.string(),
  previousCompletedOrders: z.number(),
  previousCompletedAmount: z.string(),
});
export type OrderStatRow = z.infer<typeof OrderStatRowSchema>;

const DayRangeSchema = z.object({ from: z.string(), to: z.string() });

export const OrderStatSchema = z.object({
  from: z.string(),
  to: z.string(),
  unit: z.enum(STAT_UNITS),
  previous: DayRangeSchema,
  yearAgo: DayRangeSchema,
  summary: OrderStatSummarySchema,
  rows: z.array(OrderStatRowSchema),
});
export type OrderStat = z.infer<typeof OrderStatSchema>;
