import type { TableColumnsType } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from './charts/Chart';
import type { ChartTheme } from './charts/chart-options';
import { formatAmount, formatDateTime } from './format';

/** One price at one time (an amount as the server sends it, "12.50"), with what it was. */
export type PricePoint = { time: string; price: string; note?: string };

/** One line of the chart: a kind of price (quotations, listing, won) over time. */
export type PriceSeries = { key: string; name: string; points: readonly PricePoint[] };

type PriceChartProps = {
  /** What the chart shows, for screen readers (the canvas is an image) and the table's caption. */
  title: string;
  series: readonly PriceSeries[];
  loading?: boolean;
  height?: number;
};

type TableRow = PricePoint & { key: string; series: string };

/** The chart's points as rows: newest first, each with its series. */
const rowsOf = (series: readonly PriceSeries[]): TableRow[] =>
  series
    .flatMap((line) =>
      line.points.map((point, index) => ({ ...point, series: line.name, key: `${line.key}-${index}` })),
    )
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));

/** The price lines on a time axis (the chart kit's trends are on categories; prices come at any time). */
const priceOption = (theme: ChartTheme, series: readonly PriceSeries[]) => ({
  grid: { left: 16, right: 24, top: 40, bottom: 16, containLabel: true },
  legend: { top: 0, textStyle: { color: theme.text } },
  tooltip: {
    trigger: 'axis',
    valueFormatter: (value: unknown) =>
      typeof value === 'number' || typeof value === 'string' ? formatAmount(value) : '',
  },
  xAxis: { type: 'time', axisLabel: { color: theme.textSecondary } },
  yAxis: {
    type: 'value',
    scale: true,
    axisLabel: { color: theme.textSecondary },
    splitLine: { lineStyle: { color: theme.border } },
  },
  series: series.map((line) => ({
    name: line.name,
    type: 'line',
    showSymbol: true,
    symbolSize: 6,
    // echarts reads the amount strings as numbers: where to draw a point, not money arithmetic.
    data: line.points.map((point) => [point.time, point.price]),
  })),
});

/**
 * A price history as a line chart (one line per kind of price), with a switch to the same points as
 * a table: every chart can be read without seeing it.
 */
export const PriceChart = ({ title, series, loading, height = 320 }: PriceChartProps) => {
  const { t } = useTranslation('common');
  const rows = useMemo(() => rowsOf(series), [series]);
  const option = useCallback((theme: ChartTheme) => priceOption(theme, series), [series]);
  const columns: TableColumnsType<TableRow> = [
    {
      title: t('chart.time'),
      dataIndex: 'time',
      key: 'time',
      width: 180,
      render: (value: string) => formatDateTime(value),
    },
    { title: t('chart.series'), dataIndex: 'series', key: 'series', width: 140 },
    {
      title: t('chart.price'),
      dataIndex: 'price',
      key: 'price',
      width: 130,
      align: 'right',
      render: (value: string) => formatAmount(value),
    },
    { title: t('chart.note'), dataIndex: 'note', key: 'note', ellipsis: true },
  ];
  return (
    <Chart<TableRow>
      title={title}
      option={option}
      columns={columns}
      rows={rows}
      rowKey="key"
      loading={loading}
      height={height}
    />
  );
};
