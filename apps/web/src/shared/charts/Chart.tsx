import { Alert, Empty, Flex, Segmented, Skeleton, Table, theme } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand } from '../lazy-page';
import type { ChartTheme } from './chart-options';

/** echarts (core; line, bar, pie, funnel; grid, tooltip, legend, mark line; canvas) in its own chunk, loaded when a chart shows. */
const engine = onDemand(() => import('./chart-engine'));

/** An echarts option as a builder makes it (see chart-options.ts), from the theme's colours. */
export type ChartOption = EChartsCoreOption;

export type ChartProps<Row extends object> = {
  /** What the chart shows, for screen readers (the canvas is an image). */
  title: string;
  /** The option from the theme; memoised by the caller (a new builder draws the chart again). */
  option: (theme: ChartTheme) => ChartOption;
  /** The same numbers as a table: every chart can be read without seeing it. */
  columns: TableColumnsType<Row>;
  rows: readonly Row[];
  rowKey: TableProps<Row>['rowKey'];
  loading?: boolean;
  /** The data did not load: the message (from `errorText`, the envelope's translated message). */
  error?: string | null;
  /** Nothing to show; by default when there are no rows. */
  empty?: boolean;
  height?: number;
  /** Beside the chart / table switch (e.g. a heading or a picker). */
  extra?: ReactNode;
  /** Table rows per page (the table pages beyond it). */
  pageSize?: number;
  /** Which view opens first. */
  defaultView?: ChartView;
  /** The table's width when its columns need more than the box (it scrolls sideways). */
  scrollX?: number | 'max-content';
};

export type ChartView = 'chart' | 'table';

/** The theme's colours and font, as a chart's option builder uses them. */
export const useChartTheme = (): ChartTheme => {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      colors: [
        token.colorPrimary,
        token.colorSuccess,
        token.colorWarning,
        token.colorError,
        '#722ed1',
        '#13c2c2',
        '#eb2f96',
        '#fa8c16',
      ],
      text: token.colorText,
      textSecondary: token.colorTextSecondary,
      border: token.colorBorderSecondary,
      fontFamily: token.fontFamily,
    }),
    [token],
  );
};

/** The canvas: echarts drawn once loaded, given each new option, resized with its box, disposed with it. */
const ChartCanvas = ({ title, option, height }: { title: string; option: ChartOption; height: number }) => {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<import('./chart-engine').ECharts | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    engine.load().then(
      ({ init }) => {
        if (disposed || !box.current) return;
        chart.current = init(box.current, undefined, { renderer: 'canvas' });
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(box.current);
        setReady(true);
      },
      () => {
        if (!disposed) setFailed(true);
      },
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    // Drawn at once (no animation): a screenshot, a screen reader's table switch and a reduced-motion user see it whole.
    if (ready) chart.current?.setOption({ animation: false, ...option }, { notMerge: true });
  }, [ready, option]);

  if (failed) return <Alert type="error" showIcon title={t('chart.loadFailed')} />;
  return (
    <div style={{ position: 'relative', height }}>
      {ready ? null : <Skeleton active style={{ position: 'absolute', inset: 0 }} />}
      <div ref={box} role="img" aria-label={title} style={{ width: '100%', height }} />
    </div>
  );
};

/**
 * A chart with a "chart / table" switch: the chart (echarts, loaded with the first chart a page
 * shows) or the same numbers as a table with the caller's columns, exact and formatted. Shows
 * loading, empty and error states itself.
 */
export const Chart = <Row extends object>({
  title,
  option,
  columns,
  rows,
  rowKey,
  loading,
  error,
  empty,
  height = 320,
  extra,
  pageSize = 10,
  defaultView = 'chart',
  scrollX,
}: ChartProps<Row>) => {
  const { t } = useTranslation('common');
  const [view, setView] = useState<ChartView>(defaultView);
  const chartTheme = useChartTheme();
  const built = useMemo(
    () => ({
      color: [...chartTheme.colors],
      textStyle: { fontFamily: chartTheme.fontFamily },
      ...option(chartTheme),
    }),
    [option, chartTheme],
  );
  const nothing = empty ?? rows.length === 0;
  return (
    <Flex vertical gap={12} className="portal-chart">
      <Flex justify={extra ? 'space-between' : 'flex-end'} align="center" gap={12} wrap>
        {extra}
        <Segmented<ChartView>
          value={view}
          onChange={setView}
          options={[
            { value: 'chart', label: t('chart.asChart') },
            { value: 'table', label: t('chart.asTable') },
          ]}
        />
      </Flex>
      {loading ? (
        <Skeleton active paragraph={{ rows: Math.max(2, Math.round(height / 60)) }} />
      ) : error ? (
        <Alert type="error" showIcon title={error} />
      ) : nothing ? (
        <Flex align="center" justify="center" style={{ minHeight: Math.min(height, 200) }}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chart.empty')} />
        </Flex>
      ) : view === 'chart' ? (
        <ChartCanvas title={title} option={built} height={height} />
      ) : (
        <Table<Row>
          size="small"
          rowKey={rowKey}
          columns={columns}
          dataSource={rows as Row[]}
          scroll={scrollX === undefined ? undefined : { x: scrollX }}
          pagination={rows.length > pageSize ? { pageSize, showSizeChanger: false } : false}
        />
      )}
    </Flex>
  );
};
