import { z } from 'zod';
import { TARGET_PERIODS, type TargetPeriod } from '../analytics-states';
import { compareMoney, isMoneyString } from '../money';
import { IdSchema, optionalText, pageQueryOf } from './common';

// ---- Sales targets (目标管理, /target/index; DOMAIN.md "Analytics": targets) ----

export const TargetLimits = { remark: 200 } as const;

/** A period as people write it: a month '2026-11', a quarter '2026-Q4' or a year '2026'. */
export const TARGET_PERIOD_PATTERN = /^(\d{4})(?:-(0[1-9]|1[0-2])|-Q([1-4]))?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The last day of a month (1-12) of a year. */
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The calendar period a key names: its kind and its first and last local day, both included.
 * '2026-11' -> month 2026-11-01..2026-11-30; '2026-Q4' -> quarter 2026-10-01..2026-12-31;
 * '2026' -> year 2026-01-01..2026-12-31. Null for anything else (or a year outside 2000-2100).
 */
export const periodOfKey = (key: string): { kind: TargetPeriod; start: string; end: string } | null => {
  const match = TARGET_PERIOD_PATTERN.exec(key.trim());
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 2000 || year > 2100) return null;
  if (match[2]) {
    const month = Number(match[2]);
    return {
      kind: 'month',
      start: `${year}-${pad(month)}-01`,
      end: `${year}-${pad(month)}-${pad(lastDayOf(year, month))}`,
    };
  }
  if (match[3]) {
    const first = (Number(match[3]) - 1) * 3 + 1;
    return {
      kind: 'quarter',
      start: `${year}-${pad(first)}-01`,
      end: `${year}-${pad(first + 2)}-${pad(lastDayOf(year, first + 2))}`,
    };
  }
  return { kind: 'year', start: `${year}-01-01`, end: `${year}-12-31` };
};

/** The key of the period of `kind` that starts on `start` ('2026-10-01', quarter -> '2026-Q4'). */
export const keyOfPeriod = (kind: TargetPeriod, start: string): string => {
  const year = start.slice(0, 4);
  const month = Number(start.slice(5, 7));
  if (kind === 'month') return start.slice(0, 7);
  if (kind === 'quarter') return `${year}-Q${Math.floor((month - 1) / 3) + 1}`;
  return year;
};

/** The month, quarter and year keys of the period containing a day ('2026-11-27' -> 2026-11, 2026-Q4, 2026). */
export const periodKeysOfDay = (day: string): Record<TargetPeriod, string> => ({
  month: day.slice(0, 7),
  quarter: `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`,
  year: day.slice(0, 4),
});

/** The period `steps` periods after (before, when negative) the one `key` names: ('2026-Q4', 1) -> '2027-Q1'. */
export const shiftPeriodKey = (key: string, steps: number): string => {
  const period = periodOfKey(key);
  if (!period) return key;
  const year = Number(period.start.slice(0, 4));
  if (period.kind === 'year') return String(year + steps);
  const size = period.kind === 'month' ? 1 : 3;
  const index = year * 12 + Number(period.start.slice(5, 7)) - 1 + steps * size;
  const start = `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
  return keyOfPeriod(period.kind, start);
};

export const TargetPeriodKindSchema = z.enum(TARGET_PERIODS);

/** A period key, normalised (trimmed, 'q' -> 'Q'). */
export const TargetPeriodKeySchema = z
  .string({ error: 'target.periodInvalid' })
  .trim()
  .toUpperCase()
  .refine((value) => periodOfKey(value) !== null, { error: 'target.periodInvalid' });

/** A target's amount: above zero, at most two decimals. */
export const TargetAmountSchema = z
  .union([z.string(), z.number()], { error: 'target.amountInvalid' })
  .transform((value) => String(value).trim())
  .refine(isMoneyString, { error: 'target.amountInvalid' })
  .refine((value) => !isMoneyString(value) || compareMoney(value, '0') > 0, {
    error: 'target.amountPositive',
  });

export const TargetInputSchema = z.object({
  /** The seller the target is for; null or absent: the whole firm. */
  sellerId: IdSchema.nullish().transform((id) => id ?? null),
  period: TargetPeriodKeySchema,
  amount: TargetAmountSchema,
  remark: optionalText(TargetLimits.remark, 'target.remarkTooLong'),
});
export type TargetInput = z.input<typeof TargetInputSchema>;
export type TargetInputParsed = z.output<typeof TargetInputSchema>;

/** A target's amount (and remark) change; its seller and period stay. */
export const TargetUpdateSchema = z.object({
  id: IdSchema,
  amount: TargetAmountSchema,
  remark: optionalText(TargetLimits.remark, 'target.remarkTooLong'),
});
export type TargetUpdate = z.output<typeof TargetUpdateSchema>;

export const TargetIdSchema = z.object({ id: IdSchema });

/** Whose targets a list shows: every one, the firm's, or the sellers' (one seller with `sellerId`). */
export const TARGET_SCOPES = ['all', 'firm', 'seller'] as const;
export type TargetScope = (typeof TARGET_SCOPES)[number];

/**
 * The target list: those whose period overlaps the picked one (picking 2026-11 shows that month's,
 * 2026-Q4's and 2026's), of one kind, of the firm or of sellers (one seller).
 */
export const TargetPageQuerySchema = pageQueryOf(['periodStart', 'amount', 'createdTime']).extend({
  period: TargetPeriodKeySchema.nullish(),
  periodKind: TargetPeriodKindSchema.nullish(),
  scope: z.enum(TARGET_SCOPES).nullish(),
  sellerId: IdSchema.nullish(),
});
export type TargetPageQuery = z.input<typeof TargetPageQuerySchema>;
export type TargetPageQueryParsed = z.output<typeof TargetPageQuerySchema>;

/** Where the period stands today: over, running, not begun. */
export const TARGET_PHASES = ['past', 'current', 'future'] as const;
export type TargetPhase = (typeof TARGET_PHASES)[number];

/** Pacing's verdict: the projected end reaches the amount, or falls short. Null before the period begins. */
export const TARGET_PACES = ['onTrack', 'behind'] as const;
export type TargetPace = (typeof TARGET_PACES)[number];

/**
 * A target with its achievement (completed order amount in the period, exact) as a percentage of
 * the amount to two places, and its pacing: where the period ends at the current rate (achieved /
 * elapsed days x days in the period; for a past period the final figure, for a future one 0).
 */
export const TargetRowSchema = z.object({
  id: z.number(),
  sellerId: z.number().nullable(),
  /** The seller's name; null for the firm's target. */
  sellerName: z.string().nullable(),
  periodKind: TargetPeriodKindSchema,
  /** '2026-11', '2026-Q4', '2026'. */
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.string(),
  achieved: z.string(),
  /** achieved / amount x 100, half-up to two places ('45.20'). */
  percent: z.string(),
  projected: z.string(),
  projectedPercent: z.string(),
  phase: z.enum(TARGET_PHASES),
  pace: z.enum(TARGET_PACES).nullable(),
  daysTotal: z.number(),
  daysElapsed: z.number(),
  daysLeft: z.number(),
  /** The highest notice threshold already told (0: none). */
  notifiedPercent: z.number(),
  remark: z.string().nullable(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type TargetRow = z.infer<typeof TargetRowSchema>;
