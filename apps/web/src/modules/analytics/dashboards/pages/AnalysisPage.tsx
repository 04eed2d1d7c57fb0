import { QuestionCircleOutlined } from '@ant-design/icons';
import type {
  ChannelShare,
  FunnelStageRow,
  ReceivableBucket,
  TopRow,
  TrendPoint,
  WinRate,
} from '@portal/shared/contracts/dashboards';
import { Card, Col, Flex, Progress, Row, Select, Skeleton, Statistic, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../../shared/charts/Chart';
import {
  amountColumn,
  countColumn,
  percentColumn,
  textColumn,
} from '../../../../shared/charts/chart-columns';
import {
  funnelOption,
  rankingOption,
  shareOption,
  trendOption,
} from '../../../../shared/charts/chart-options';
import { EMPTY_VALUE, formatAmount, formatCount, formatPercent } from '../../../../shared/format';
import { SellerSelect } from '../../../../shared/selectors/SellerSelect';
import { Text } from '../../../../shared/Text';
import { ChangeText } from '../components/ChangeText';
import { type Period, PeriodFilter, periodOf } from '../components/PeriodFilter';
import {
  type AnalysisFilter,
  useAnalysisChannels,
  useAnalysisFunnel,
  useAnalysisReceivables,
  useAnalysisSummary,
  useAnalysisTop,
  useAnalysisTrend,
  useAnalysisWinRates,
  usePartnerChannels,
} from '../use-dashboards';

const errorOf = (error: unknown): string | null => (error ? (error as Error).message : null);

/** A card's title with its explanation behind a question mark. */
const Titled = ({ title, hint }: { title: string; hint?: string }) => (
  <Flex gap={6} align="center">
    <span>{title}</span>
    {hint ? (
      <Tooltip title={hint}>
        <QuestionCircleOutlined style={{ color: 'var(--ant-color-text-tertiary)', fontWeight: 400 }} />
      </Tooltip>
    ) : null}
  </Flex>
);

/** One figure of the headline: its value, the change against the previous period, a line under it. */
const Headline = ({
  title,
  hint,
  value,
  loading,
  change,
  footer,
}: {
  title: string;
  hint?: string;
  value: string;
  loading: boolean;
  change?: ReactNode;
  footer?: ReactNode;
}) => (
  <Card size="small" style={{ height: '100%' }} styles={{ body: { padding: '16px 20px' } }}>
    {loading ? (
      <Skeleton active paragraph={{ rows: 2 }} />
    ) : (
      <Flex vertical gap={8}>
        <Statistic
          title={<Titled title={title} hint={hint} />}
          value={value}
          styles={{ content: { fontSize: 28, fontWeight: 600 } }}
        />
        {change}
        {footer ? (
          <div style={{ borderTop: '1px solid var(--ant-color-border-secondary)', paddingTop: 8 }}>
            {footer}
          </div>
        ) : null}
      </Flex>
    )}
  </Card>
);

/** The headline: sales, target achievement, order amount, order count, each against the previous period. */
const SummaryRow = ({ filter }: { filter: AnalysisFilter }) => {
  const { t } = useTranslation('dashboards');
  const summary = useAnalysisSummary(filter);
  const trend = useAnalysisTrend(filter);
  const data = summary.data;
  const previous = data ? t('compare.previous', { from: data.previous.from, to: data.previous.to }) : '';
  const achieved = trend.data?.achievedPercent ?? null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} xl={6}>
        <Headline
          title={t('summary.sales')}
          hint={`${t('summary.salesHint')}；${previous}`}
          loading={!data}
          value={data ? `¥${formatAmount(data.sales.current)}` : EMPTY_VALUE}
          change={
            data ? (
              <ChangeText kind="amount" change={data.sales.change} percent={data.sales.changePercent} />
            ) : null
          }
          footer={
            data ? (
              <Text type="secondary">
                {t('summary.completedCount')} {formatCount(data.completedCount.current)}
              </Text>
            ) : null
          }
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Headline
          title={t('summary.achieved')}
          loading={!trend.data}
          value={achieved === null ? EMPTY_VALUE : formatPercent(achieved)}
          change={
            trend.data ? (
              <Progress
                aria-label={t('summary.achieved')}
                percent={Math.min(100, Number(achieved ?? 0))}
                showInfo={false}
                status={achieved !== null && Number(achieved) >= 100 ? 'success' : 'active'}
              />
            ) : null
          }
          footer={
            trend.data ? (
              <Text type="secondary">
                {trend.data.target !== null
                  ? t('summary.target', { amount: formatAmount(trend.data.target) })
                  : trend.data.targetMissing === 'channel'
                    ? t('summary.channelTarget')
                    : t('summary.noTarget')}
              </Text>
            ) : null
          }
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Headline
          title={t('summary.orderAmount')}
          hint={`${t('summary.orderAmountHint')}；${previous}`}
          loading={!data}
          value={data ? `¥${formatAmount(data.orderAmount.current)}` : EMPTY_VALUE}
          change={
            data ? (
              <ChangeText
                kind="amount"
                change={data.orderAmount.change}
                percent={data.orderAmount.changePercent}
              />
            ) : null
          }
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Headline
          title={t('summary.orderCount')}
          hint={previous}
          loading={!data}
          value={data ? formatCount(data.orderCount.current) : EMPTY_VALUE}
          change={
            data ? (
              <ChangeText
                kind="count"
                change={data.orderCount.change}
                percent={data.orderCount.changePercent}
              />
            ) : null
          }
        />
      </Col>
    </Row>
  );
};

const TrendCard = ({ filter }: { filter: AnalysisFilter }) => {
  const { t } = useTranslation('dashboards');
  const { data, isLoading, error } = useAnalysisTrend(filter);
  const points = data?.points ?? [];
  const byMonth = data?.unit === 'month';
  const label = useCallback((period: string) => (byMonth ? period.slice(0, 7) : period.slice(5)), [byMonth]);
  const option = useCallback(
    (theme: Parameters<typeof trendOption>[0]) =>
      trendOption(theme, {
        categories: points.map((point) => label(point.period)),
        series: [
          { name: t('trend.sales'), type: 'bar', values: points.map((point) => point.sales) },
          ...(points.some((point) => point.target !== null)
            ? [
                {
                  name: t('trend.target'),
                  type: 'line' as const,
                  dashed: true,
                  values: points.map((point) => point.target),
                },
              ]
            : []),
        ],
      }),
    [points, t, label],
  );
  const columns: TableColumnsType<TrendPoint> = [
    {
      ...textColumn<TrendPoint>(byMonth ? t('trend.month') : t('trend.period'), 'period'),
      render: (value: string) => label(value),
    },
    amountColumn<TrendPoint>(t('trend.sales'), 'sales'),
    countColumn<TrendPoint>(t('trend.completedCount'), 'completedCount'),
    amountColumn<TrendPoint>(t('trend.target'), 'target'),
  ];
  return (
    <Card
      title={t('trend.title')}
      extra={data ? <Text type="secondary">{byMonth ? t('trend.byMonth') : t('trend.byDay')}</Text> : null}
      style={{ height: '100%' }}
    >
      <Chart<TrendPoint>
        title={t('trend.title')}
        option={option}
        columns={columns}
        rows={points}
        rowKey="period"
        loading={isLoading}
        error={errorOf(error)}
        empty={points.length === 0}
        height={300}
        pageSize={8}
      />
    </Card>
  );
};

const ChannelCard = ({ filter }: { filter: AnalysisFilter }) => {
  const { t } = useTranslation('dashboards');
  const { data, isLoading, error } = useAnalysisChannels(filter);
  const rows = useMemo(
    () =>
      (data?.rows ?? []).map((row) => ({
        ...row,
        name: row.channelName ?? (row.channelId === 0 ? t('filter.manual') : `#${row.channelId}`),
      })),
    [data, t],
  );
  const option = useCallback(
    (theme: Parameters<typeof shareOption>[0]) =>
      shareOption(theme, {
        name: t('channels.title'),
        items: rows.map((row) => ({ name: row.name, value: row.amount })),
      }),
    [rows, t],
  );
  type Row = ChannelShare & { name: string };
  return (
    <Card title={t('channels.title')} style={{ height: '100%' }}>
      <Chart<Row>
        title={t('channels.title')}
        option={option}
        columns={[
          textColumn<Row>(t('channels.channel'), 'name'),
          countColumn<Row>(t('channels.orderCount'), 'orderCount', { width: 64 }),
          amountColumn<Row>(t('channels.amount'), 'amount', { width: 108 }),
          percentColumn<Row>(t('channels.percent'), 'percent', { width: 72 }),
        ]}
        rows={rows}
        rowKey="channelId"
        loading={isLoading}
        error={errorOf(error)}
        height={300}
        pageSize={8}
      />
    </Card>
  );
};

const FunnelCard = ({ filter }: { filter: AnalysisFilter }) => {
  const { t } = useTranslation('dashboards');
  const { data, isLoading, error } = useAnalysisFunnel(filter);
  const rows = useMemo(
    () => (data?.stages ?? []).map((stage) => ({ ...stage, name: t(`funnel.${stage.stage}`) })),
    [data, t],
  );
  const option = useCallback(
    (theme: Parameters<typeof funnelOption>[0]) => {
      const option = funnelOption(theme, {
        name: t('funnel.title'),
        steps: rows.map((row) => ({ name: row.name, value: row.orderCount })),
        format: 'count',
      });
      // The late stages are often small: a wider least step keeps their labels inside legible.
      const series = (option.series as Record<string, unknown>[]).map((item) => ({
        ...item,
        minSize: '34%',
      }));
      return { ...option, series };
    },
    [rows, t],
  );
  type Row = FunnelStageRow & { name: string };
  return (
    <Card title={<Titled title={t('funnel.title')} hint={t('funnel.hint')} />} style={{ height: '100%' }}>
      <Chart<Row>
        title={t('funnel.title')}
        option={option}
        columns={[
          textColumn<Row>(t('funnel.stage'), 'name'),
          countColumn<Row>(t('funnel.orderCount'), 'orderCount', { width: 70 }),
          amountColumn<Row>(t('funnel.amount'), 'amount', { width: 110 }),
          percentColumn<Row>(t('funnel.percent'), 'percent', { width: 80 }),
        ]}
        rows={rows}
        rowKey="stage"
        loading={isLoading}
        error={errorOf(error)}
        empty={rows.length === 0 || rows[0].orderCount === 0}
        height={300}
      />
    </Card>
  );
};

const ReceivablesCard = ({ filter }: { filter: AnalysisFilter }) => {
  const { t } = useTranslation('dashboards');
  const { data, isLoading, error } = useAnalysisReceivables(filter);
  const rows = useMemo(
    () =>
      (data?.buckets ?? []).map((bucket) => ({
        ...bucket,
        name: bucket.age === '90+' ? t('receivables.over90') : t('receivables.days', { age: bucket.age }),
      })),
    [data, t],
  );
  const option = useCallback(
    (theme: Parameters<typeof trendOption>[0]) => {
      const option = trendOption(theme, {
        categories: rows.map((row) => row.name),
        series: [{ name: t('receivables.amount'), type: 'bar', values: rows.map((row) => row.amount) }],
      });
      // Four ages: every one named under its bar.
      const xAxis = option.xAxis as { axisLabel?: object };
      return { ...option, xAxis: { ...xAxis, axisLabel: { ...xAxis.axisLabel, interval: 0 } } };
    },
    [rows, t],
  );
  type Row = ReceivableBucket & { name: string };
  return (
    <Card
      title={
        <Titled
          title={t('receivables.title')}
          hint={data ? t('receivables.hint', { today: data.today }) : undefined}
        />
      }
      extra={data ? <Text strong>¥{formatAmount(data.amount)}</Text> : null}
      style={{ height: '100%' }}
    >
      <Chart<Row>
        title={t('receivables.title')}
        option={option}
        columns={[
          textColumn<Row>(t('receivables.age'), 'name'),
          countColumn<Row>(t('receivables.orderCount'), 'orderCount', { width: 70 }),
          amountColumn<Row>(t('receivables.amount'), 'amount', { width: 120 }),
          percentColumn<Row>(t('receivables.percent'), 'percent', { width: 80 }),
        ]}
        rows={rows}
        rowKey="age"
        loading={isLoading}
        error={errorOf(error)}
        empty={!data || data.orderCount === 0}
        height={300}
      />
    </Card>
  );
};

const WinRateItem = ({ title, hint, rate }: { title: string; hint: string; rate: WinRate }) => {
  const { t } = useTranslation('dashboards');
  return (
    <Flex vertical align="center" gap={8} style={{ flex: 1 }}>
      <Progress
        aria-label={title}
        type="dashboard"
        percent={rate.percent === null ? 0 : Number(rate.percent)}
        format={() => (rate.percent === null ? t('winRates.none') : formatPercent(rate.percent))}
        size={140}
      />
      <Titled title={title} hint={hint} />
      <Text type="secondary">
        {t('winRates.detail', { won: formatCount(rate.won), decided: formatCount(rate.decided) })}
      </Text>
    </Flex>
  );
};

const WinRatesCard = ({ filter }: { filter: AnalysisFilter }) => {
  const { t } = useTranslation('dashboards');
  const { data } = useAnalysisWinRates(filter);
  return (
    <Card
      title={<Titled title={t('winRates.title')} hint={t('winRates.scope')} />}
      style={{ height: '100%' }}
    >
      {data ? (
        <Flex gap={16} align="center" justify="space-around" style={{ minHeight: 340 }}>
          <WinRateItem
            title={t('winRates.quotation')}
            hint={t('winRates.quotationHint')}
            rate={data.quotation}
          />
          <WinRateItem title={t('winRates.bidding')} hint={t('winRates.biddingHint')} rate={data.bidding} />
        </Flex>
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Card>
  );
};

const TopCard = ({ filter, of }: { filter: AnalysisFilter; of: 'goods' | 'customers' }) => {
  const { t } = useTranslation('dashboards');
  const { data, isLoading, error } = useAnalysisTop(filter);
  const rows = useMemo(
    () => (data?.[of] ?? []).map((row, index) => ({ ...row, rank: index + 1 })),
    [data, of],
  );
  const title = of === 'goods' ? t('top.goods') : t('top.customers');
  const option = useCallback(
    (theme: Parameters<typeof rankingOption>[0]) =>
      rankingOption(theme, {
        name: t('top.amount'),
        items: rows.map((row) => ({ name: row.name, value: row.amount })),
      }),
    [rows, t],
  );
  type Row = TopRow & { rank: number };
  return (
    <Card title={title} style={{ height: '100%' }}>
      <Chart<Row>
        title={title}
        option={option}
        columns={[
          countColumn<Row>(t('top.rank'), 'rank', { width: 60 }),
          textColumn<Row>(of === 'goods' ? t('top.goodsName') : t('top.customerName'), 'name'),
          countColumn<Row>(t('top.orderCount'), 'orderCount', { width: 80 }),
          amountColumn<Row>(t('top.amount'), 'amount', { width: 130 }),
        ]}
        rows={rows}
        rowKey="rank"
        loading={isLoading}
        error={errorOf(error)}
        height={340}
      />
    </Card>
  );
};

/** The filter bar: the period, channels (0: entered by hand) and a seller (0: credited to none). */
const FilterBar = ({
  period,
  onPeriod,
  filter,
  onFilter,
}: {
  period: Period;
  onPeriod: (period: Period) => void;
  filter: AnalysisFilter;
  onFilter: (filter: AnalysisFilter) => void;
}) => {
  const { t } = useTranslation('dashboards');
  const channels = usePartnerChannels();
  return (
    <Card size="small">
      <Flex gap={16} wrap align="center">
        <PeriodFilter value={period} onChange={onPeriod} />
        <label htmlFor="dashboard-channels" className="visually-hidden">
          {t('filter.channels')}
        </label>
        <Select<number[]>
          id="dashboard-channels"
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          style={{ width: 200 }}
          aria-label={t('filter.channels')}
          placeholder={t('filter.channelsPlaceholder')}
          value={filter.channelIds}
          loading={channels.isLoading}
          onChange={(channelIds) => onFilter({ ...filter, channelIds })}
          optionFilterProp="label"
          options={[
            ...(channels.data ?? []).map((channel) => ({
              value: channel.channelId,
              label: channel.channelName,
            })),
            { value: 0, label: t('filter.manual') },
          ]}
        />
        <label htmlFor="dashboard-seller" className="visually-hidden">
          {t('filter.sellers')}
        </label>
        <SellerSelect
          id="dashboard-seller"
          withNone
          style={{ width: 160 }}
          placeholder={t('filter.sellersPlaceholder')}
          value={filter.sellerIds[0]}
          onChange={(sellerId) =>
            onFilter({ ...filter, sellerIds: sellerId === undefined ? [] : [sellerId] })
          }
        />
      </Flex>
    </Card>
  );
};

/**
 * The analysis page (分析页): "how are we doing" for a period (this month by default), channels and a
 * seller: sales and orders against the previous period and the target, the sales trend with the
 * target line, channel share, the funnel, receivables by age, win rates and the top goods and
 * customers. Each card asks for its own figures, so they load side by side.
 */
const AnalysisPage = () => {
  const [period, setPeriod] = useState<Period>(() => periodOf('thisMonth'));
  const [choice, setChoice] = useState<{ channelIds: number[]; sellerIds: number[] }>({
    channelIds: [],
    sellerIds: [],
  });
  const filter: AnalysisFilter = useMemo(
    () => ({ dateFrom: period.from, dateTo: period.to, ...choice }),
    [period, choice],
  );
  return (
    <Flex vertical gap={16}>
      <FilterBar
        period={period}
        onPeriod={setPeriod}
        filter={filter}
        onFilter={(next) => setChoice({ channelIds: next.channelIds, sellerIds: next.sellerIds })}
      />
      <SummaryRow filter={filter} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <TrendCard filter={filter} />
        </Col>
        <Col xs={24} xl={8}>
          <ChannelCard filter={filter} />
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <FunnelCard filter={filter} />
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <ReceivablesCard filter={filter} />
        </Col>
        <Col xs={24} lg={24} xl={8}>
          <WinRatesCard filter={filter} />
        </Col>
        <Col xs={24} lg={12}>
          <TopCard filter={filter} of="goods" />
        </Col>
        <Col xs={24} lg={12}>
          <TopCard filter={filter} of="customers" />
        </Col>
      </Row>
    </Flex>
  );
};

export default AnalysisPage;
