import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  type OrderStatRow,
  periodFits,
  STAT_UNITS,
  type StatFigure,
  type StatUnit,
} from '@portal/shared/contracts/stats';
import { Card, Flex, Form, Segmented, Select, Skeleton, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../../shared/charts/Chart';
import { amountColumn, countColumn } from '../../../../shared/charts/chart-columns';
import { type ChartTheme, trendOption } from '../../../../shared/charts/chart-options';
import { DateRangeField } from '../../../../shared/DateRangeField';
import { formatAmount, formatCount, formatPercent } from '../../../../shared/format';
import { ChannelSelect } from '../../../../shared/selectors/ChannelSelect';
import { SellerSelect } from '../../../../shared/selectors/SellerSelect';
import { Text } from '../../../../shared/Text';
import { ExportButton } from '../../../communal/components/ExportButton';
import {
  fittingUnit,
  periodLabel,
  QUICK_PERIODS,
  type QuickPeriod,
  rangeOf,
  type StatRange,
  unitFor,
} from '../stat-periods';
import { orderStatExport, useOrderStat } from '../use-stats';

type CardKey = 'orders' | 'amount' | 'averageAmount' | 'completedAmount' | 'cancelledShare';
const CARDS: readonly CardKey[] = ['orders', 'amount', 'averageAmount', 'completedAmount', 'cancelledShare'];
/** For these a rise is bad news (red); for the others good news (green). */
const RISE_IS_BAD: ReadonlySet<CardKey> = new Set(['cancelledShare']);

const METRICS = ['amount', 'orders', 'completedAmount', 'completedOrders'] as const;
type Metric = (typeof METRICS)[number];
const PREVIOUS_OF: Record<Metric, keyof OrderStatRow> = {
  amount: 'previousAmount',
  orders: 'previousOrders',
  completedAmount: 'previousCompletedAmount',
  completedOrders: 'previousCompletedOrders',
};

/** A figure's value as its card shows it. */
const valueText = (key: CardKey, value: string) =>
  key === 'orders'
    ? formatCount(value)
    : key === 'cancelledShare'
      ? formatPercent(value)
      : formatAmount(value);

/** The exact change (signed) and its percentage, coloured by whether the move is good news. */
const Change = ({
  cardKey,
  label,
  change,
  rate,
  noBase,
}: {
  cardKey: CardKey;
  label: string;
  change: string;
  rate: string | null;
  noBase: string;
}) => {
  const { token } = theme.useToken();
  const sign = change.startsWith('-') ? -1 : /[1-9]/.test(change) ? 1 : 0;
  const good = RISE_IS_BAD.has(cardKey) ? sign < 0 : sign > 0;
  const color = sign === 0 ? token.colorTextSecondary : good ? token.colorSuccess : token.colorError;
  const amount =
    cardKey === 'orders'
      ? formatCount(change)
      : cardKey === 'cancelledShare'
        ? `${change} pp`
        : formatAmount(change);
  return (
    <Flex gap={6} align="baseline" justify="space-between" wrap style={{ fontSize: token.fontSizeSM }}>
      <Text type="secondary">{label}</Text>
      <span style={{ whiteSpace: 'nowrap' }}>
        <span style={{ color }} data-change={sign}>
          {sign > 0 ? <ArrowUpOutlined /> : sign < 0 ? <ArrowDownOutlined /> : null}{' '}
          {rate === null ? noBase : formatPercent(rate, { signed: true })}
        </span>{' '}
        <Text type="secondary">({sign > 0 ? `+${amount}` : amount})</Text>
      </span>
    </Flex>
  );
};

const KpiCard = ({
  cardKey,
  figure,
  loading,
}: {
  cardKey: CardKey;
  figure?: StatFigure;
  loading: boolean;
}) => {
  const { t } = useTranslation('stats');
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ height: '100%' }} data-card={cardKey}>
      <Text type="secondary">{t(`card.${cardKey}`)}</Text>
      {loading || !figure ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <Flex vertical gap={4}>
          <div style={{ fontSize: 24, fontWeight: 600, color: token.colorText, lineHeight: 1.4 }}>
            {valueText(cardKey, figure.value)}
          </div>
          <Change
            cardKey={cardKey}
            label={t('vsPrevious')}
            change={figure.change}
            rate={figure.changeRate}
            noBase={t('noBase')}
          />
          <Change
            cardKey={cardKey}
            label={t('vsYearAgo')}
            change={figure.yearChange}
            rate={figure.yearChangeRate}
            noBase={t('noYearBase')}
          />
        </Flex>
      )}
    </Card>
  );
};

type TableRow = OrderStatRow & { label: string; previousLabel: string };

/**
 * /stat/order (订单统计): orders placed and completed over a period by day, week or month, filtered
 * by channel and seller; the summary cards against the previous period and a year earlier, the
 * trend of this period beside the previous one (or its table), and the table through the export centre.
 */
const OrderStatPage = () => {
  const { t } = useTranslation('stats');
  const [quick, setQuick] = useState<QuickPeriod>('month');
  const [custom, setCustom] = useState<StatRange>(() => rangeOf('month'));
  const [unit, setUnit] = useState<StatUnit>(unitFor('month'));
  const [channelId, setChannelId] = useState<number>();
  const [sellerId, setSellerId] = useState<number>();
  const [metric, setMetric] = useState<Metric>('amount');

  const range = quick === 'custom' ? custom : rangeOf(quick);
  const query = useMemo(
    () => ({
      from: range.from,
      to: range.to,
      unit,
      ...(channelId === undefined ? {} : { channelIds: [channelId] }),
      ...(sellerId === undefined ? {} : { sellerIds: [sellerId] }),
    }),
    [range.from, range.to, unit, channelId, sellerId],
  );
  const stat = useOrderStat(query);
  const data = stat.data;

  const pickQuick = (next: QuickPeriod) => {
    setQuick(next);
    if (next === 'custom') {
      setCustom(range);
      return;
    }
    setUnit(unitFor(next));
  };
  const pickCustom = (value: [Dayjs | null, Dayjs | null] | null) => {
    if (!value?.[0] || !value[1]) return;
    const next = { from: value[0].format('YYYY-MM-DD'), to: value[1].format('YYYY-MM-DD') };
    setCustom(next);
    setUnit((current) => fittingUnit(next, current));
  };

  const rows: TableRow[] = useMemo(
    () =>
      (data?.rows ?? []).map((row) => ({
        ...row,
        label: periodLabel(row.period, data?.unit ?? unit),
        previousLabel: row.previousPeriod ? periodLabel(row.previousPeriod, data?.unit ?? unit) : '-',
      })),
    [data, unit],
  );
  const metricName = t(`metric.${metric}`);
  const option = useCallback(
    (chartTheme: ChartTheme) =>
      trendOption(chartTheme, {
        categories: rows.map((row) => row.label),
        series: [
          { name: t('thisPeriod'), values: rows.map((row) => row[metric]), type: 'bar' },
          {
            name: t('previousPeriod'),
            values: rows.map((row) => row[PREVIOUS_OF[metric]] as string | number),
            dashed: true,
          },
        ],
        format: metric === 'orders' || metric === 'completedOrders' ? 'count' : 'amount',
      }),
    [rows, metric, t],
  );
  const columns = [
    { title: t('column.period'), dataIndex: 'label', key: 'label', width: 130, fixed: 'left' as const },
    countColumn<TableRow>(t('column.orders'), 'orders'),
    amountColumn<TableRow>(t('column.amount'), 'amount'),
    countColumn<TableRow>(t('column.completedOrders'), 'completedOrders', { width: 120 }),
    amountColumn<TableRow>(t('column.completedAmount'), 'completedAmount'),
    { title: t('column.previousPeriod'), dataIndex: 'previousLabel', key: 'previousLabel', width: 130 },
    countColumn<TableRow>(t('column.previousOrders'), 'previousOrders', { width: 120 }),
    amountColumn<TableRow>(t('column.previousAmount'), 'previousAmount', { width: 150 }),
    amountColumn<TableRow>(t('column.previousCompletedAmount'), 'previousCompletedAmount', { width: 150 }),
  ];

  const field = (label: string, control: ReactNode, htmlFor?: string) => (
    <Form.Item label={label} htmlFor={htmlFor} style={{ marginBottom: 0 }}>
      {control}
    </Form.Item>
  );

  return (
    <Flex vertical gap={16} className="order-stat-page">
      <Card size="small">
        <Form layout="inline" style={{ rowGap: 12 }}>
          {field(
            t('period'),
            <Segmented<QuickPeriod>
              value={quick}
              onChange={pickQuick}
              options={QUICK_PERIODS.map((value) => ({ value, label: t(`quick.${value}`) }))}
            />,
          )}
          {quick === 'custom' ? (
            <Form.Item style={{ marginBottom: 0 }}>
              <DateRangeField
                value={[dayjs(custom.from), dayjs(custom.to)]}
                onChange={(value) => pickCustom(value as [Dayjs | null, Dayjs | null] | null)}
                allowClear={false}
              />
            </Form.Item>
          ) : null}
          <Form.Item style={{ marginBottom: 0 }}>
            <Segmented<StatUnit>
              value={unit}
              onChange={setUnit}
              options={STAT_UNITS.map((value) => ({
                value,
                label: t(`unit.${value}`),
                disabled: !periodFits(range.from, range.to, value),
                title: periodFits(range.from, range.to, value) ? undefined : t('unitTooLong'),
              }))}
            />
          </Form.Item>
          {field(
            t('channel'),
            <ChannelSelect
              id="stat-channel"
              value={channelId}
              onChange={(id) => setChannelId(id)}
              placeholder={t('allChannels')}
              style={{ width: 180 }}
            />,
            'stat-channel',
          )}
          {field(
            t('seller'),
            <SellerSelect
              id="stat-seller"
              value={sellerId}
              onChange={(id) => setSellerId(id)}
              withNone
              placeholder={t('allSellers')}
              style={{ width: 180 }}
            />,
            'stat-seller',
          )}
        </Form>
        {data ? (
          <Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
            {`${data.from} ~ ${data.to} · `}
            {t('compared', {
              previous: `${data.previous.from} ~ ${data.previous.to}`,
              yearAgo: `${data.yearAgo.from} ~ ${data.yearAgo.to}`,
            })}
          </Text>
        ) : null}
      </Card>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}>
        {CARDS.map((key) => (
          <KpiCard key={key} cardKey={key} figure={data?.summary[key]} loading={stat.isPending} />
        ))}
      </div>
      <Card
        size="small"
        title={t('trendTitle', { metric: metricName })}
        extra={<ExportButton endpoint={orderStatExport} filters={() => query} />}
      >
        <Chart<TableRow>
          title={t('trendTitle', { metric: metricName })}
          option={option}
          columns={columns}
          rows={rows}
          rowKey="period"
          loading={stat.isPending}
          error={stat.isError ? (stat.error as Error).message || t('loadFailed') : null}
          empty={rows.length === 0}
          height={340}
          pageSize={31}
          scrollX="max-content"
          extra={
            <Select<Metric>
              value={metric}
              onChange={setMetric}
              style={{ width: 160 }}
              aria-label={t('trend')}
              options={METRICS.map((value) => ({ value, label: t(`metric.${value}`) }))}
            />
          }
        />
      </Card>
    </Flex>
  );
};

export default OrderStatPage;
