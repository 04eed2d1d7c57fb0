import {
  REPORT_DIMENSIONS,
  PAGED_REPORT_DIMENSIONS,
  type ReportDimension,
  type ReportRow,
  type YearReportBasis,
  YEAR_REPORT_BASES,
} from '@portal/shared/contracts/reports';
import { Button, Card, Flex, Form, Radio, Select, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeItem } from '../../../../shared/DateRangeField';
import { EMPTY_VALUE, formatAmount } from '../../../../shared/format';
import { Chart } from '../../../../shared/charts/Chart';
import {
  amountColumn,
  countColumn,
  percentColumn,
  textColumn,
} from '../../../../shared/charts/chart-columns';
import {
  type ChartTheme,
  rankingOption,
  shareOption,
  trendOption,
} from '../../../../shared/charts/chart-options';
import { ChannelSelect } from '../../../../shared/selectors/ChannelSelect';
import { SellerSelect } from '../../../../shared/selectors/SellerSelect';
import { ExportButton } from '../../../communal/components/ExportButton';
import { reportExport, useDimensionReport, useYearReport, yearReportExport } from '../use-reports';

type Tab = ReportDimension | 'year';
const TABS: readonly Tab[] = [...REPORT_DIMENSIONS, 'year'];

/** The filters both views share (channel and seller). */
type Scope = { channelIds?: number[]; sellerIds?: number[] };
type Period = { dateFrom: string; dateTo: string };

const DAY = 'YYYY-MM-DD';
const thisMonth = (): Period => ({
  dateFrom: dayjs().startOf('month').format(DAY),
  dateTo: dayjs().format(DAY),
});

/** A signed change with its rate, red when down and green when up. */
const ChangeText = ({
  change,
  rate,
  align = 'flex-end',
}: {
  change: string;
  rate: string | null;
  align?: 'flex-start' | 'flex-end';
}) => {
  const down = change.startsWith('-');
  const zero = /^-?0(\.0+)?$/.test(change);
  const color = zero ? undefined : down ? '#cf1322' : '#389e0d';
  return (
    <Flex vertical gap={2} align={align}>
      <span style={{ color }}>
        {down || zero ? '' : '+'}
        {formatAmount(change)}
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {rate === null ? EMPTY_VALUE : `${down || zero ? '' : '+'}${rate}%`}
      </Typography.Text>
    </Flex>
  );
};

/** The period, channel and seller of a report by dimension. */
const DimensionSearch = ({
  period,
  scope,
  onSearch,
}: {
  period: Period;
  scope: Scope;
  onSearch: (period: Period, scope: Scope) => void;
}) => {
  const { t } = useTranslation('reports');
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      layout="inline"
      style={{ rowGap: 12 }}
      initialValues={{
        period: [dayjs(period.dateFrom), dayjs(period.dateTo)],
        channelId: scope.channelIds?.[0],
        sellerId: scope.sellerIds?.[0],
      }}
      onFinish={(values: {
        period?: [Dayjs | null, Dayjs | null];
        channelId?: number;
        sellerId?: number;
      }) => {
        const [from, to] = values.period ?? [null, null];
        const fallback = thisMonth();
        onSearch(
          { dateFrom: from?.format(DAY) ?? fallback.dateFrom, dateTo: to?.format(DAY) ?? fallback.dateTo },
          {
            channelIds: values.channelId ? [values.channelId] : undefined,
            sellerIds:
              values.sellerId === undefined || values.sellerId === null ? undefined : [values.sellerId],
          },
        );
      }}
      onReset={() => onSearch(thisMonth(), {})}
    >
      <DayRangeItem name="period" label={t('filter.period')} />
      <Form.Item name="channelId" label={t('filter.channel')}>
        <ChannelSelect authType style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="sellerId" label={t('filter.seller')}>
        <SellerSelect withNone style={{ width: 180 }} />
      </Form.Item>
      <Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {t('filter.search')}
          </Button>
          <Button htmlType="reset">{t('filter.reset')}</Button>
        </Flex>
      </Form.Item>
    </Form>
  );
};

const useDimensionColumns = (dimension: ReportDimension): TableColumnsType<ReportRow> => {
  const { t } = useTranslation('reports');
  return [
    {
      title: t(`column.${dimension}`),
      key: 'name',
      ellipsis: { showTitle: true },
      render: (_value, row) =>
        row.known ? (
          row.name
        ) : (
          <Flex gap={6} align="center">
            <Typography.Text type="secondary">{row.name}</Typography.Text>
            <Tag>{t('unknown')}</Tag>
          </Flex>
        ),
    },
    { title: t('column.orderCount'), dataIndex: 'orderCount', key: 'orderCount', width: 100, align: 'right' },
    {
      title: t('column.amount'),
      dataIndex: 'amount',
      key: 'amount',
      width: 150,
      align: 'right',
      render: (value: string) => formatAmount(value),
    },
    {
      title: t('column.share'),
      dataIndex: 'share',
      key: 'share',
      width: 90,
      align: 'right',
      render: (value: string | null) => (value === null ? EMPTY_VALUE : `${value}%`),
    },
    {
      title: t('column.previousAmount'),
      dataIndex: 'previousAmount',
      key: 'previousAmount',
      width: 150,
      align: 'right',
      render: (value: string, row) => (
        <Flex vertical gap={2} align="flex-end">
          <span>{formatAmount(value)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('cell', { count: row.previousCount })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('column.change'),
      key: 'change',
      width: 150,
      align: 'right',
      render: (_value, row) => <ChangeText change={row.change} rate={row.changeRate} />,
    },
  ];
};

const NO_ROWS: ReportRow[] = [];

/** The dimensions drawn as shares of a whole (a ring); the others as a ranking of bars. */
const SHARE_DIMENSIONS: readonly ReportDimension[] = ['channel', 'state', 'seller'];

/** A report's chart: the shares (channels, states, sellers) or the ranking (the rest) of the rows shown. */
const DimensionChart = ({
  dimension,
  rows,
  loading,
  extra,
}: {
  dimension: ReportDimension;
  rows: readonly ReportRow[];
  loading: boolean;
  extra: ReactNode;
}) => {
  const { t } = useTranslation('reports');
  const title = `${t(`dimension.${dimension}`)} · ${t('column.amount')}`;
  const share = SHARE_DIMENSIONS.includes(dimension);
  const option = useCallback(
    (theme: ChartTheme) => {
      const items = rows.map((row) => ({ name: row.name, value: row.amount }));
      return share
        ? shareOption(theme, { name: title, items: items.filter((item) => Number(item.value) > 0) })
        : rankingOption(theme, { name: title, items });
    },
    [rows, share, title],
  );
  return (
    <Chart<ReportRow>
      title={title}
      option={option}
      rows={rows}
      rowKey="key"
      loading={loading}
      extra={extra}
      height={share ? 240 : Math.max(200, rows.length * 32 + 40)}
      columns={[
        textColumn(t(`column.${dimension}`), 'name'),
        countColumn(t('column.orderCount'), 'orderCount'),
        amountColumn(t('column.amount'), 'amount'),
        percentColumn(t('column.share'), 'share'),
      ]}
    />
  );
};

/** One dimension's report: its totals against the previous period, and its table with the totals row. */
const DimensionReport = ({
  dimension,
  period,
  scope,
}: {
  dimension: ReportDimension;
  period: Period;
  scope: Scope;
}) => {
  const { t } = useTranslation('reports');
  const paged = PAGED_REPORT_DIMENSIONS.includes(dimension);
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const { data, isFetching } = useDimensionReport({
    dimension,
    ...period,
    ...scope,
    ...(paged ? paging : {}),
  } as Parameters<typeof useDimensionReport>[0]);
  const columns = useDimensionColumns(dimension);
  const totals = data?.totals;
  return (
    <Flex vertical gap={16}>
      <Flex gap={40} wrap align="flex-end">
        <Statistic title={t('summary.orderCount')} value={totals?.orderCount ?? EMPTY_VALUE} />
        <Statistic
          title={t('summary.amount')}
          value={totals ? formatAmount(totals.amount) : EMPTY_VALUE}
          prefix="¥"
        />
        <Statistic
          title={t('summary.previousAmount')}
          value={totals ? formatAmount(totals.previousAmount) : EMPTY_VALUE}
          prefix="¥"
        />
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t('summary.change')}</Typography.Text>
          {totals ? (
            <ChangeText change={totals.change} rate={totals.changeRate} align="flex-start" />
          ) : (
            EMPTY_VALUE
          )}
        </Flex>
      </Flex>
      <DimensionChart
        dimension={dimension}
        rows={data?.rows ?? NO_ROWS}
        loading={!data && isFetching}
        extra={
          <Flex gap={16} align="center" wrap>
            <ExportButton
              endpoint={reportExport}
              label={t('export')}
              filters={() => ({ dimension, ...period, ...scope })}
            />
            {data ? (
              <Typography.Text type="secondary">
                {t('summary.previous', { from: data.previousFrom, to: data.previousTo })}
              </Typography.Text>
            ) : null}
          </Flex>
        }
      />
      {paged ? <Typography.Text type="secondary">{t('pagedHint')}</Typography.Text> : null}
      <Table<ReportRow>
        size="middle"
        rowKey="key"
        loading={isFetching}
        columns={columns}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: t('empty') }}
        pagination={
          paged
            ? {
                current: paging.current,
                pageSize: paging.size,
                total: data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                onChange: (current, size) => setPaging({ current: size === paging.size ? current : 1, size }),
              }
            : false
        }
        summary={() =>
          totals && (data?.rows.length ?? 0) > 0 ? (
            <Table.Summary.Row style={{ fontWeight: 600 }}>
              <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {totals.orderCount}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {formatAmount(totals.amount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {totals.orderCount > 0 ? '100.00%' : EMPTY_VALUE}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {formatAmount(totals.previousAmount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <ChangeText change={totals.change} rate={totals.changeRate} />
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Flex>
  );
};

const YEARS = (() => {
  const now = dayjs().year();
  return Array.from({ length: 6 }, (_, i) => now - i);
})();

/** A cell of the matrix: the amount over its order count. */
const MatrixCell = ({
  orderCount,
  amount,
  strong,
}: {
  orderCount: number;
  amount: string;
  strong?: boolean;
}) => {
  const { t } = useTranslation('reports');
  return orderCount === 0 && /^0(\.0+)?$/.test(amount) ? (
    <Typography.Text type="secondary">{EMPTY_VALUE}</Typography.Text>
  ) : (
    <Flex vertical gap={2} align="flex-end">
      <span style={strong ? { fontWeight: 600 } : undefined}>{formatAmount(amount)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('cell', { count: orderCount })}
      </Typography.Text>
    </Flex>
  );
};

type MatrixRow = {
  key: string;
  month: string;
  cells: { orderCount: number; amount: string }[];
  total: { orderCount: number; amount: string };
};

/** The year report: months by channel, with the totals per month and per channel. */
const YearReportView = () => {
  const { t } = useTranslation('reports');
  const [year, setYear] = useState(YEARS[0]);
  const [basis, setBasis] = useState<YearReportBasis>('placed');
  const [channelId, setChannelId] = useState<number>();
  const [sellerId, setSellerId] = useState<number>();
  const filter = {
    year,
    basis,
    ...(channelId ? { channelIds: [channelId] } : {}),
    ...(sellerId === undefined ? {} : { sellerIds: [sellerId] }),
  };
  const { data, isFetching } = useYearReport(filter);
  const channels = useMemo(() => data?.channels ?? [], [data]);
  const columns: TableColumnsType<MatrixRow> = [
    { title: t('column.month'), dataIndex: 'month', key: 'month', width: 100, fixed: 'left' },
    ...channels.map((channel, i) => ({
      title: channel.name,
      key: `c${channel.channelId}`,
      width: 150,
      align: 'right' as const,
      render: (_value: unknown, row: MatrixRow) => <MatrixCell {...row.cells[i]} />,
    })),
    {
      title: t('column.total'),
      key: 'total',
      width: 160,
      align: 'right',
      fixed: 'right',
      render: (_value, row) => <MatrixCell {...row.total} strong />,
    },
  ];
  const rows: MatrixRow[] = useMemo(() => (data?.months ?? []).map((m) => ({ key: m.month, ...m })), [data]);
  const title = `${t('year')} ${year}`;
  const option = useCallback(
    (theme: ChartTheme) =>
      trendOption(theme, {
        categories: rows.map((row) => row.month.slice(5)),
        series: channels.map((channel, i) => ({
          name: channel.name,
          type: 'bar' as const,
          stack: 'amount',
          values: rows.map((row) => row.cells[i].amount),
        })),
      }),
    [rows, channels],
  );
  const chartRows = rows.map((row) => ({
    key: row.key,
    month: row.month,
    orderCount: row.total.orderCount,
    amount: row.total.amount,
  }));
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap align="center">
        <Form layout="inline" style={{ rowGap: 12 }}>
          <Form.Item label={t('filter.year')} htmlFor="reportYear">
            <Select
              id="reportYear"
              style={{ width: 110 }}
              value={year}
              onChange={setYear}
              options={YEARS.map((y) => ({ value: y, label: String(y) }))}
            />
          </Form.Item>
          <Form.Item label={t('filter.basis')}>
            <Radio.Group
              aria-label={t('filter.basis')}
              optionType="button"
              value={basis}
              onChange={(event) => setBasis(event.target.value)}
              options={YEAR_REPORT_BASES.map((b) => ({ value: b, label: t(`basis.${b}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('filter.channel')} htmlFor="reportYearChannel">
            <ChannelSelect
              id="reportYearChannel"
              authType
              style={{ width: 180 }}
              value={channelId}
              onChange={(id) => setChannelId(id)}
            />
          </Form.Item>
          <Form.Item label={t('filter.seller')} htmlFor="reportYearSeller">
            <SellerSelect
              id="reportYearSeller"
              withNone
              style={{ width: 180 }}
              value={sellerId}
              onChange={(id) => setSellerId(id)}
            />
          </Form.Item>
        </Form>
      </Flex>
      <Chart<(typeof chartRows)[number]>
        title={title}
        option={option}
        rows={chartRows}
        rowKey="key"
        loading={!data && isFetching}
        empty={!data || data.total.orderCount === 0}
        height={300}
        extra={<ExportButton endpoint={yearReportExport} label={t('exportYear')} filters={() => filter} />}
        columns={[
          textColumn(t('column.month'), 'month'),
          countColumn(t('column.orderCount'), 'orderCount'),
          amountColumn(t('column.amount'), 'amount'),
        ]}
        pageSize={12}
      />
      <Table<MatrixRow>
        size="middle"
        rowKey="key"
        loading={isFetching}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 100 + 150 * channels.length + 160 }}
        summary={() =>
          data ? (
            <Table.Summary fixed="bottom">
              <Table.Summary.Row style={{ fontWeight: 600 }}>
                <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
                {data.channelTotals.map((cell, i) => (
                  <Table.Summary.Cell key={data.channels[i].channelId} index={i + 1} align="right">
                    <MatrixCell {...cell} strong />
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={channels.length + 1} align="right">
                  <MatrixCell {...data.total} strong />
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </Flex>
  );
};

/**
 * /report/index (报表): the partner's orders of a period by channel, state, customer, goods,
 * category, region or seller against the previous period, and the year report by month and
 * channel; each exportable through the export centre.
 */
const ReportPage = () => {
  const { t } = useTranslation('reports');
  const [tab, setTab] = useState<Tab>('channel');
  const [period, setPeriod] = useState<Period>(thisMonth);
  const [scope, setScope] = useState<Scope>({});
  return (
    <Card variant="borderless">
      <Flex vertical gap={16}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as Tab)}
          items={TABS.map((key) => ({ key, label: key === 'year' ? t('year') : t(`dimension.${key}`) }))}
        />
        {tab === 'year' ? (
          <YearReportView />
        ) : (
          <>
            <DimensionSearch
              period={period}
              scope={scope}
              onSearch={(nextPeriod, nextScope) => {
                setPeriod(nextPeriod);
                setScope(nextScope);
              }}
            />
            <DimensionReport key={tab} dimension={tab} period={period} scope={scope} />
          </>
        )}
      </Flex>
    </Card>
  );
};

export default ReportPage;
