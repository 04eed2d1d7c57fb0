// The options of the portal's charts, built from plain numbers and the theme: pure functions (no
// echarts here, only its option's shape), so a page's chunk stays light and the builders are tested
// without a canvas. Amounts arrive as the server's exact strings ("1234.50"): echarts reads them as
// numbers to place a point; what a reader sees as a number (tooltips, labels) is formatted from them,
// and the table beside every chart shows them exactly.
import type { EChartsCoreOption } from 'echarts/core';
import { formatAmount, formatCount } from '../format';

/** The theme's colours and font (see `useChartTheme`). */
export type ChartTheme = {
  colors: readonly string[];
  text: string;
  textSecondary: string;
  border: string;
  fontFamily: string;
};

/** A value as the server sends it: an amount string, a count, or null where there is none. */
export type ChartValue = string | number | null;

/** How a value reads in a tooltip or a label. */
export type ValueFormat = 'amount' | 'count' | ((value: number) => string);

const formatterOf =
  (format: ValueFormat = 'amount') =>
  (value: unknown): string => {
    if (typeof value !== 'number' && typeof value !== 'string') return '';
    if (typeof format === 'function') return format(Number(value));
    return format === 'count' ? formatCount(value) : formatAmount(value);
  };

/** A short axis label: 12,345 -> "12.3k"; 1,234,567 -> "1.23M" (the table shows the exact figure). */
export const shortNumber = (value: number): string => {
  const size = Math.abs(value);
  if (size >= 1e9) return `${Number((value / 1e9).toPrecision(3))}B`;
  if (size >= 1e6) return `${Number((value / 1e6).toPrecision(3))}M`;
  if (size >= 1e4) return `${Number((value / 1e3).toPrecision(3))}k`;
  return String(Number(value.toPrecision(6)));
};

const numberOf = (value: ChartValue): number | null =>
  value === null || value === '' ? null : Number(value);

/** One series of a trend: its values, one per category. */
export type TrendSeries = {
  name: string;
  values: readonly ChartValue[];
  type?: 'line' | 'bar';
  /** A comparison (the previous period): drawn dashed and lighter. */
  dashed?: boolean;
  /** 1: on the right axis (e.g. order count beside amounts). */
  axis?: 0 | 1;
  /** Series sharing a stack name are stacked (bars). */
  stack?: string;
};

export type TrendInput = {
  /** The x-axis labels: days, weeks, months, or names. */
  categories: readonly string[];
  series: readonly TrendSeries[];
  /** A reference line across the chart (a target), on the left axis. */
  target?: { name: string; value: ChartValue } | null;
  /** How the left axis' values read (right axis: `rightFormat`). */
  format?: ValueFormat;
  rightFormat?: ValueFormat;
};

const axisStyle = (theme: ChartTheme) => ({
  axisLabel: { color: theme.textSecondary },
  axisLine: { lineStyle: { color: theme.border } },
});

/** Lines or bars over categories (a trend by day, week, month; a ranking), with an optional target line. */
export const trendOption = (theme: ChartTheme, input: TrendInput): EChartsCoreOption => {
  const right = input.series.some((s) => s.axis === 1);
  const valueAxis = (format: ValueFormat | undefined, second: boolean) => ({
    type: 'value',
    position: second ? 'right' : 'left',
    minInterval: format === 'count' ? 1 : undefined,
    axisLabel: {
      color: theme.textSecondary,
      formatter: (value: number) => (format === 'count' ? formatCount(value) : shortNumber(value)),
    },
    splitLine: { show: !second, lineStyle: { color: theme.border } },
  });
  const targetValue = input.target ? numberOf(input.target.value) : null;
  return {
    grid: { left: 16, right: 24, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: theme.text } },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: [...input.categories],
      boundaryGap: input.series.some((s) => s.type === 'bar'),
      ...axisStyle(theme),
    },
    yAxis: right
      ? [valueAxis(input.format, false), valueAxis(input.rightFormat ?? 'count', true)]
      : [valueAxis(input.format, false)],
    series: input.series.map((s, index) => ({
      name: s.name,
      type: s.type ?? 'line',
      yAxisIndex: s.axis ?? 0,
      stack: s.stack,
      showSymbol: input.categories.length <= 40,
      symbolSize: 5,
      barMaxWidth: 32,
      lineStyle: s.dashed ? { type: 'dashed', opacity: 0.7 } : undefined,
      itemStyle: s.dashed ? { opacity: 0.6 } : undefined,
      tooltip: { valueFormatter: formatterOf(s.axis === 1 ? (input.rightFormat ?? 'count') : input.format) },
      data: s.values.map(numberOf),
      markLine:
        index === 0 && targetValue !== null && input.target
          ? {
              symbol: 'none',
              silent: true,
              lineStyle: { color: theme.colors[3], type: 'dashed' },
              label: {
                position: 'insideEndTop',
                color: theme.colors[3],
                formatter: `${input.target.name} ${formatterOf(input.format)(targetValue)}`,
              },
              data: [{ yAxis: targetValue }],
            }
          : undefined,
    })),
  };
};

/** A name with its value (a slice, a bar, a funnel step). */
export type NamedValue = { name: string; value: ChartValue };

/** Shares of a whole as a ring (channel share), each slice labelled with its percentage. */
export const shareOption = (
  theme: ChartTheme,
  input: { name: string; items: readonly NamedValue[]; format?: ValueFormat },
): EChartsCoreOption => ({
  legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle', textStyle: { color: theme.text } },
  tooltip: {
    trigger: 'item',
    valueFormatter: formatterOf(input.format),
  },
  series: [
    {
      name: input.name,
      type: 'pie',
      // Room around the ring for the percentages of small slices (a narrow card cut them off).
      radius: ['40%', '62%'],
      center: ['40%', '50%'],
      avoidLabelOverlap: true,
      label: { formatter: '{d}%', color: theme.textSecondary, alignTo: 'labelLine', edgeDistance: 8 },
      data: input.items.map((item) => ({ name: item.name, value: numberOf(item.value) })),
    },
  ],
});

/** Top items as horizontal bars, the largest on top (top goods, top customers). */
export const rankingOption = (
  theme: ChartTheme,
  input: { name: string; items: readonly NamedValue[]; format?: ValueFormat },
): EChartsCoreOption => {
  const items = [...input.items].reverse();
  return {
    grid: { left: 16, right: 56, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'value',
      axisLabel: { color: theme.textSecondary, formatter: shortNumber },
      splitLine: { lineStyle: { color: theme.border } },
    },
    yAxis: {
      type: 'category',
      data: items.map((item) => item.name),
      axisLabel: { color: theme.text, width: 120, overflow: 'truncate' },
      axisLine: { lineStyle: { color: theme.border } },
    },
    series: [
      {
        name: input.name,
        type: 'bar',
        barMaxWidth: 18,
        tooltip: { valueFormatter: formatterOf(input.format) },
        label: {
          show: true,
          position: 'right',
          color: theme.textSecondary,
          formatter: ({ value }: { value: unknown }) => (typeof value === 'number' ? shortNumber(value) : ''),
        },
        data: items.map((item) => numberOf(item.value)),
      },
    ],
  };
};

/** Steps of a process, each with how many reached it (the order funnel), widest first, in the given order. */
export const funnelOption = (
  theme: ChartTheme,
  input: { name: string; steps: readonly NamedValue[]; format?: ValueFormat },
): EChartsCoreOption => {
  const format = formatterOf(input.format ?? 'count');
  const values = input.steps.map((step) => numberOf(step.value) ?? 0);
  return {
    // One colour a step, in the theme's order (the funnel reads top to bottom).
    color: [...theme.colors],
    tooltip: { trigger: 'item', valueFormatter: format },
    series: [
      {
        name: input.name,
        type: 'funnel',
        sort: 'none',
        left: '10%',
        width: '80%',
        top: 8,
        bottom: 8,
        min: 0,
        max: Math.max(1, ...values),
        minSize: '8%',
        gap: 2,
        label: {
          position: 'inside',
          color: '#fff',
          formatter: ({ name, value }: { name: string; value: unknown }) => `${name} ${format(value)}`,
        },
        data: input.steps.map((step, index) => ({ name: step.name, value: values[index] })),
      },
    ],
  };
};
