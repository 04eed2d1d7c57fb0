import { z } from 'zod';
import { DaySchema, PageQuerySchema } from './common';

/**
 * Reports (报表, /report/index): the partner's orders over a period summed by one dimension, with the
 * previous period of the same length beside them, and the year report (a year by month and
 * channel). Every figure comes from orders' kept rollups, never from the orders themselves.
 */

/** What a report sums by. */
export const REPORT_DIMENSIONS = [
  'channel',
  'state',
  'customer',
  'goods',
  'category',
  'region',
  'seller',
] as const;
export const ReportDimensionSchema = z.enum(REPORT_DIMENSIONS);
export type ReportDimension = z.infer<typeof ReportDimensionSchema>;

/** The dimensions with many members: their reports are paged, the largest first. */
export const PAGED_REPORT_DIMENSIONS: readonly ReportDimension[] = ['customer', 'goods'];

/** The longest period a report sums (about three years). */
export const MAX_REPORT_DAYS = 1096;

const DAY = 24 * 60 * 60 * 1000;

/** The number of days of [dateFrom, dateTo], both included. */
export const daysOfPeriod = (dateFrom: string, dateTo: string): number =>
  (Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / DAY + 1;

/** Channel ids (0: orders entered by hand) or seller ids (0: orders credited to no seller). */
const idList = z.array(z.coerce.number().int().min(0).max(2_147_483_647)).max(100).nullish();

export const ReportFilterSchema = z
  .object({
    dimension: ReportDimensionSchema,
    /** The partner's local days [dateFrom, dateTo], both included. */
    dateFrom: DaySchema,
    dateTo: DaySchema,
    /** Only orders of these channels (0: entered by hand); empty or absent: every channel. */
    channelIds: idList,
    /** Only orders credited to these sellers (0: to none); empty or absent: every seller. */
    sellerIds: idList,
  })
  .refine((f) => f.dateFrom <= f.dateTo, { error: 'validation.dateRange', path: ['dateTo'] })
  .refine((f) => daysOfPeriod(f.dateFrom, f.dateTo) <= MAX_REPORT_DAYS, {
    error: 'report.periodTooLong',
    path: ['dateTo'],
  });
export type ReportFilter = z.infer<typeof ReportFilterSchema>;

export const ReportQuerySchema = z
  .object({
    ...PageQuerySchema.pick({ current: true, size: true }).shape,
    dimension: ReportDimensionSchema,
    dateFrom: DaySchema,
    dateTo: DaySchema,
    channelIds: idList,
    sellerIds: idList,
  })
  .refine((f) => f.dateFrom <= f.dateTo, { error: 'validation.dateRange', path: ['dateTo'] })
  .refine((f) => daysOfPeriod(f.dateFrom, f.dateTo) <= MAX_REPORT_DAYS, {
    error: 'report.periodTooLong',
    path: ['dateTo'],
  });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** One member of the dimension: its sums in the period and in the previous one. */
export const ReportRowSchema = z.object({
  /** The member: a channel, state, seller, goods or category id, a province code, a customer's name. */
  key: z.string(),
  /** Its name; a deleted or unknown member is named as such. */
  name: z.string(),
  /** False for a member that no longer exists (a deleted goods or seller, an unknown region). */
  known: z.boolean(),
  orderCount: z.number(),
  amount: z.string(),
  /** Its share of the period's total amount in percent, two decimals, half-up ('12.50'); null at a total of 0. */
  share: z.string().nullable(),
  previousCount: z.number(),
  previousAmount: z.string(),
  /** amount - previousAmount, exact. */
  change: z.string(),
  /** The change in percent of the previous amount, two decimals; null when there was none. */
  changeRate: z.string().nullable(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

/** Sums of every member (the totals row). */
export const ReportTotalsSchema = z.object({
  orderCount: z.number(),
  amount: z.string(),
  previousCount: z.number(),
  previousAmount: z.string(),
  change: z.string(),
  changeRate: z.string().nullable(),
});
export type ReportTotals = z.infer<typeof ReportTotalsSchema>;

export const ReportSchema = z.object({
  dimension: ReportDimensionSchema,
  dateFrom: z.string(),
  dateTo: z.string(),
  /** The previous period: as many days, just before. */
  previousFrom: z.string(),
  previousTo: z.string(),
  /** The page's members, the largest amount first. */
  rows: z.array(ReportRowSchema),
  /** How many members the period has (the rows are a page of them). */
  total: z.number(),
  totals: ReportTotalsSchema,
});
export type Report = z.infer<typeof ReportSchema>;

/** What the year report counts: orders by the month they were placed, or completed orders by the month of completion. */
export const YEAR_REPORT_BASES = ['placed', 'completed'] as const;
export const YearReportBasisSchema = z.enum(YEAR_REPORT_BASES);
export type YearReportBasis = z.infer<typeof YearReportBasisSchema>;

export const YearReportFilterSchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  basis: YearReportBasisSchema.default('placed'),
  channelIds: idList,
  sellerIds: idList,
});
export type YearReportFilter = z.infer<typeof YearReportFilterSchema>;

/** An order count and an amount. */
export const ReportCellSchema = z.object({ orderCount: z.number(), amount: z.string() });
export type ReportCell = z.infer<typeof ReportCellSchema>;

export const YearReportSchema = z.object({
  year: z.number(),
  basis: YearReportBasisSchema,
  /** The channels with orders in the year (0: entered by hand), in the channels' order. */
  channels: z.array(z.object({ channelId: z.number(), name: z.string() })),
  /** Twelve months ('YYYY-MM'), each with a cell per channel (in `channels`' order) and its total. */
  months: z.array(z.object({ month: z.string(), cells: z.array(ReportCellSchema), total: ReportCellSchema })),
  /** Per channel over the year, in `channels`' order. */
  channelTotals: z.array(ReportCellSchema),
  total: ReportCellSchema,
});
export type YearReport = z.infer<typeof YearReportSchema>;
