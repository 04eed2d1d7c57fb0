import { Alert, Empty, Flex, Segmented, Skeleton, Table, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from './format';
import { onDemand } from './lazy-page';

/** echarts (core, line chart, tooltip, legend, grid, canvas) in its own chunk, loaded when a chart shows. */
const engine = onDemand(() => import('./price-chart-engine'));

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

/** The line chart itself: echarts on a canvas, resized with its box, disposed with the component. */
const LineCanvas = ({ title, series, height }: Required<Omit<PriceChartProps, 'loading'>>) => {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(Boolean(engine.loaded()));

  useEffect(() => {
    let disposed = false;
    let chart: import('./price-chart-engine').ECharts | undefined;
    let observer: ResizeObserver | undefined;
    engine.load().then(
      ({ init }) => {
        if (disposed || !box.current) return;
        setReady(true);
        chart = init(box.current, undefined, { renderer: 'canvas' });
        chart.setOption({
          // Drawn at once: a screenshot, a screen reader's table switch and a reduced-motion user see it whole.
          animation: false,
          color: [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, '#722ed1'],
          textStyle: { fontFamily: token.fontFamily },
          grid: { left: 16, right: 24, top: 40, bottom: 16, containLabel: true },
          legend: { top: 0, textStyle: { color: token.colorText } },
          tooltip: {
            trigger: 'axis',
            valueFormatter: (value: unknown) =>
              typeof value === 'number' || typeof value === 'string' ? formatAmount(value) : '',
          },
          xAxis: { type: 'time', axisLabel: { color: token.colorTextSecondary } },
          yAxis: {
            type: 'value',
            scale: true,
            axisLabel: { color: token.colorTextSecondary },
            splitLine: { lineStyle: { color: token.colorBorderSecondary } },
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
        observer = new ResizeObserver(() => chart?.resize());
        observer.observe(box.current);
      },
      () => {
        if (!disposed) setFailed(true);
      },
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      chart?.dispose();
    };
  }, [series, token]);

  if (failed) return <Alert type="error" showIcon title={t('chart.loadFailed')} />;
  return (
    <div style={{ position: 'relative', height }}>
      {ready ? null : <Skeleton active style={{ position: 'absolute', inset: 0 }} />}
      <div ref={box} role="img" aria-label={title} style={{ width: '100%', height }} />
    </div>
  );
};

/**
 * A price history as a line chart (one line per kind of price), with a switch to the same points as
 * a table: every chart can be read without seeing it.
 */
export const PriceChart = ({ title, series, loading, height = 320 }: PriceChartProps) => {
  const { t } = useTranslation('common');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const rows = useMemo(() => rowsOf(series), [series]);
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
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Segmented<'chart' | 'table'>
          value={view}
          onChange={setView}
          options={[
            { value: 'chart', label: t('chart.asChart') },
            { value: 'table', label: t('chart.asTable') },
          ]}
        />
      </Flex>
      {loading ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty description={t('chart.empty')} />
      ) : view === 'chart' ? (
        <LineCanvas title={title} series={series} height={height} />
      ) : (
        <Table<TableRow>
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        />
      )}
    </Flex>
  );
};
