// The order statistic's quick periods, from the browser's today: each runs to today (a period in
// progress is compared with as many days before it), and the unit that reads best for it.
import { periodFits, type StatUnit } from '@portal/shared/contracts/stats';
import dayjs, { type Dayjs } from 'dayjs';

export const QUICK_PERIODS = ['week', 'month', 'quarter', 'year', 'last30', 'custom'] as const;
export type QuickPeriod = (typeof QUICK_PERIODS)[number];

export type StatRange = { from: string; to: string };

const DAY = 'YYYY-MM-DD';

/** Monday of the week of `day` (ISO weeks, as the server cuts them). */
const mondayOf = (day: Dayjs) => day.subtract((day.day() + 6) % 7, 'day');

/** The days of a quick period up to `today` (custom: none, the picker's). */
export const rangeOf = (quick: Exclude<QuickPeriod, 'custom'>, today: Dayjs = dayjs()): StatRange => {
  const to = today.format(DAY);
  switch (quick) {
    case 'week':
      return { from: mondayOf(today).format(DAY), to };
    case 'month':
      return { from: today.startOf('month').format(DAY), to };
    case 'quarter': {
      const first = today.month() - (today.month() % 3);
      return { from: today.month(first).startOf('month').format(DAY), to };
    }
    case 'year':
      return { from: today.startOf('year').format(DAY), to };
    case 'last30':
      return { from: today.subtract(29, 'day').format(DAY), to };
  }
};

/** The unit a quick period opens with. */
export const unitFor = (quick: QuickPeriod): StatUnit =>
  quick === 'year' ? 'month' : quick === 'quarter' ? 'week' : 'day';

/** The finest unit that fits the range (day, then week, then month), keeping `unit` when it fits. */
export const fittingUnit = (range: StatRange, unit: StatUnit): StatUnit => {
  if (periodFits(range.from, range.to, unit)) return unit;
  return (['day', 'week', 'month'] as const).find((u) => periodFits(range.from, range.to, u)) ?? 'month';
};

/** A period's label in the table and on the chart's axis: the day, the week's days, the month. */
export const periodLabel = (period: string, unit: StatUnit): string => {
  if (unit === 'month') return period.slice(0, 7);
  if (unit === 'day') return period;
  const start = dayjs(period);
  return `${start.format('MM-DD')}~${start.add(6, 'day').format('MM-DD')}`;
};
