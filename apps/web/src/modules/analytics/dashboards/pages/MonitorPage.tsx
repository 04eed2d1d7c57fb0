import type { LatestOrder, TodayChannel } from '@portal/shared/contracts/dashboards';
import { Badge, Card, Col, Flex, Row, Skeleton, Statistic, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Chart } from '../../../../shared/charts/Chart';
import { amountColumn, countColumn, textColumn } from '../../../../shared/charts/chart-columns';
import { trendOption } from '../../../../shared/charts/chart-options';
import { EMPTY_VALUE, formatAmount, formatCount, formatDateTime } from '../../../../shared/format';
import { Text } from '../../../../shared/Text';
import { OrderStateTag } from '../../../orders/components/OrderTags';
import {
  type MonitorLive,
  useMonitorLatest,
  useMonitorLive,
  useMonitorToday,
  useMonitorWaiting,
} from '../use-dashboards';

/** The live indicator: connected or not, and when the last event came and what it said. */
const LiveIndicator = ({ live }: { live: MonitorLive }) => {
  const { t } = useTranslation('dashboards');
  const arrived = live.lastEvent?.orders.filter((order) => order.from === null).length ?? 0;
  const moved = (live.lastEvent?.orders.length ?? 0) - arrived;
  return (
    <Flex gap={12} align="center" wrap data-testid="monitor-live">
      <Badge
        status={live.connected ? 'processing' : 'default'}
        text={
          <Text strong={live.connected}>
            {live.connected
              ? t('monitor.live')
              : live.lastEventAt
                ? t('monitor.offline')
                : t('monitor.connecting')}
          </Text>
        }
      />
      <span data-testid="monitor-last-event">
        <Text type="secondary">
          {live.lastEventAt
            ? t('monitor.lastEvent', { time: formatDateTime(live.lastEventAt) })
            : t('monitor.noEvent')}
        </Text>
      </span>
      {live.lastEvent && arrived > 0 ? (
        <Tag color="green">{t('monitor.arrived', { count: arrived })}</Tag>
      ) : null}
      {live.lastEvent && moved > 0 ? <Tag color="blue">{t('monitor.moved', { count: moved })}</Tag> : null}
    </Flex>
  );
};

/** Today's figures beside yesterday's. */
const TodayRow = () => {
  const { t } = useTranslation('dashboards');
  const { data } = useMonitorToday();
  const figures = data
    ? [
        {
          key: 'today',
          title: t('monitor.today'),
          value: formatCount(data.orders.orderCount),
          yesterday: formatCount(data.yesterday.orders.orderCount),
        },
        {
          key: 'todayAmount',
          title: t('monitor.todayAmount'),
          value: `¥${formatAmount(data.orders.amount)}`,
          yesterday: `¥${formatAmount(data.yesterday.orders.amount)}`,
        },
        {
          key: 'todayCompleted',
          title: t('monitor.todayCompleted'),
          value: formatCount(data.completed.orderCount),
          yesterday: formatCount(data.yesterday.completed.orderCount),
        },
        {
          key: 'todayCompletedAmount',
          title: t('monitor.todayCompletedAmount'),
          value: `¥${formatAmount(data.completed.amount)}`,
          yesterday: `¥${formatAmount(data.yesterday.completed.amount)}`,
        },
      ]
    : [];
  return (
    <Row gutter={[16, 16]}>
      {(data ? figures : [0, 1, 2, 3]).map((figure) => (
        <Col key={typeof figure === 'number' ? figure : figure.key} xs={24} sm={12} xl={6}>
          <Card size="small" styles={{ body: { padding: '16px 20px' } }}>
            {typeof figure === 'number' ? (
              <Skeleton active paragraph={{ rows: 1 }} />
            ) : (
              <Flex vertical gap={6}>
                <div data-testid={`monitor-${figure.key}`}>
                  <Statistic
                    title={figure.title}
                    value={figure.value}
                    styles={{ content: { fontSize: 28, fontWeight: 600 } }}
                  />
                </div>
                <Text type="secondary">{t('monitor.yesterday', { value: figure.yesterday })}</Text>
              </Flex>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
};

type ChannelRow = {
  key: number;
  name: string;
  orderCount: number;
  orderAmount: string;
  completedCount: number;
  completedAmount: string;
};

const TodayChannelsCard = () => {
  const { t } = useTranslation('dashboards');
  const { data, isLoading, error } = useMonitorToday();
  const rows: ChannelRow[] = useMemo(
    () =>
      (data?.channels ?? []).map((channel: TodayChannel) => ({
        key: channel.channelId,
        name: channel.channelName ?? (channel.channelId === 0 ? t('filter.manual') : `#${channel.channelId}`),
        orderCount: channel.orders.orderCount,
        orderAmount: channel.orders.amount,
        completedCount: channel.completed.orderCount,
        completedAmount: channel.completed.amount,
      })),
    [data, t],
  );
  const option = useCallback(
    (theme: Parameters<typeof trendOption>[0]) =>
      trendOption(theme, {
        categories: rows.map((row) => row.name),
        series: [
          { name: t('monitor.orders'), type: 'bar', values: rows.map((row) => row.orderAmount) },
          { name: t('monitor.completed'), type: 'bar', values: rows.map((row) => row.completedAmount) },
        ],
      }),
    [rows, t],
  );
  return (
    <Card title={t('monitor.byChannel')} style={{ height: '100%' }}>
      <Chart<ChannelRow>
        title={t('monitor.byChannel')}
        option={option}
        columns={[
          textColumn<ChannelRow>(t('monitor.channel'), 'name'),
          countColumn<ChannelRow>(t('monitor.orders'), 'orderCount', { width: 70 }),
          amountColumn<ChannelRow>(t('monitor.todayAmount'), 'orderAmount', { width: 120 }),
          countColumn<ChannelRow>(t('monitor.completed'), 'completedCount', { width: 70 }),
          amountColumn<ChannelRow>(t('monitor.todayCompletedAmount'), 'completedAmount', { width: 120 }),
        ]}
        rows={rows}
        rowKey="key"
        loading={isLoading}
        error={error ? (error as Error).message : null}
        height={380}
      />
    </Card>
  );
};

/** A count that waits, linking to where it is handled. */
const Waiting = ({
  title,
  count,
  to,
  danger,
}: {
  title: string;
  count: number;
  to: string;
  danger?: boolean;
}) => (
  <Link to={to} style={{ display: 'block' }}>
    <Flex
      vertical
      gap={2}
      style={{ padding: '8px 12px', borderRadius: 6, background: 'var(--ant-color-fill-quaternary)' }}
    >
      <Text type="secondary" style={{ fontSize: 12 }}>
        {title}
      </Text>
      <Text strong style={{ fontSize: 22 }} type={danger && count > 0 ? 'danger' : undefined}>
        {formatCount(count)}
      </Text>
    </Flex>
  </Link>
);

const WaitingCard = () => {
  const { t } = useTranslation('dashboards');
  const { data } = useMonitorWaiting();
  if (!data)
    return (
      <Card title={t('monitor.waiting')} style={{ height: '100%' }}>
        <Skeleton active />
      </Card>
    );
  const groups = [
    {
      key: 'orders',
      items: [
        {
          title: t('monitor.waitConfirm'),
          count: data.todo.orderWaitConfirmCount,
          to: '/order/index?state=2',
        },
        { title: t('monitor.overtime'), count: data.overtimeCount, to: '/order/overtime', danger: true },
        { title: t('monitor.waitShipping'), count: data.todo.orderWaitShippingCount, to: '/order/delivery' },
        { title: t('monitor.signUpload'), count: data.todo.signWaitUploadCount, to: '/order/sign' },
        {
          title: t('monitor.contractUpload'),
          count: data.todo.contractWaitUploadCount,
          to: '/order/contract',
        },
        { title: t('monitor.invoiceUpload'), count: data.todo.invoiceWaitUploadCount, to: '/order/invoice' },
        {
          title: t('monitor.settlementConfirm'),
          count: data.todo.settlementMoneyWaitConfirmCount,
          to: '/settlement/confirm',
        },
      ],
    },
    {
      key: 'purchase',
      title: t('monitor.purchase'),
      items: [
        { title: t('monitor.purchaseDraft'), count: data.purchase.draftCount, to: '/todo/purchase' },
        { title: t('monitor.purchaseSubmitted'), count: data.purchase.submittedCount, to: '/todo/purchase' },
        { title: t('monitor.purchaseShipped'), count: data.purchase.shippedCount, to: '/todo/purchase' },
        {
          title: t('monitor.purchaseContract'),
          count: data.purchase.contractWaitUploadCount,
          to: '/todo/purchase',
        },
        {
          title: t('monitor.purchaseInvoice'),
          count: data.purchase.invoiceWaitUploadCount,
          to: '/todo/purchase',
        },
      ],
    },
    {
      key: 'tasks',
      title: t('monitor.tasks'),
      items: [
        { title: t('monitor.tasksOpen'), count: data.tasks.open, to: '/index' },
        { title: t('monitor.tasksOverdue'), count: data.tasks.overdue, to: '/index', danger: true },
      ],
    },
  ];
  return (
    <Card title={t('monitor.waiting')} style={{ height: '100%' }} data-testid="monitor-waiting">
      <Flex vertical gap={12}>
        {groups.map((group) => (
          <Flex key={group.key} vertical gap={6}>
            {group.title ? <Text type="secondary">{group.title}</Text> : null}
            <Row gutter={[8, 8]}>
              {group.items.map((item) => (
                <Col key={item.title} span={group.key === 'tasks' ? 12 : 8}>
                  <Waiting {...item} />
                </Col>
              ))}
            </Row>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
};

const LatestCard = ({ fresh }: { fresh: ReadonlySet<number> }) => {
  const { t } = useTranslation('dashboards');
  const { data, isLoading } = useMonitorLatest();
  const columns: TableColumnsType<LatestOrder> = [
    {
      title: t('monitor.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (value: string, row) => (
        <Flex gap={6} align="center">
          <Link to={`/order/detail/${row.id}`}>{value}</Link>
          {fresh.has(row.id) ? <Badge status="processing" /> : null}
        </Flex>
      ),
    },
    {
      title: t('monitor.channel'),
      key: 'channel',
      width: 110,
      ellipsis: true,
      render: (_value, row) => row.channelName ?? (row.channelId === null ? t('filter.manual') : EMPTY_VALUE),
    },
    { title: t('monitor.customer'), dataIndex: 'customerName', key: 'customer', ellipsis: true },
    {
      title: t('monitor.amount'),
      dataIndex: 'totalAmount',
      key: 'amount',
      align: 'right',
      width: 120,
      render: (value: string) => formatAmount(value),
    },
    {
      title: t('monitor.state'),
      key: 'state',
      width: 170,
      render: (_value, row) => <OrderStateTag state={row.state} />,
    },
    {
      title: t('monitor.orderTime'),
      dataIndex: 'orderTime',
      key: 'orderTime',
      width: 160,
      render: (value: string) => formatDateTime(value),
    },
  ];
  return (
    <Card title={t('monitor.latest')}>
      <Table<LatestOrder>
        size="small"
        rowKey="id"
        loading={isLoading}
        columns={columns}
        dataSource={data?.rows ?? []}
        pagination={false}
        data-testid="monitor-latest"
      />
    </Card>
  );
};

/**
 * The monitor (监控页): today's orders and amounts by channel, what waits on the partner, the latest
 * orders; live: each order that arrives or moves reads the figures again, without a reload.
 */
const MonitorPage = () => {
  // The state tags' namespace with the page's: loaded before anything shows, so the latest orders
  // arriving later never suspend the page (a suspension hides what is shown and stops its charts).
  useTranslation(['dashboards', 'orders']);
  const live = useMonitorLive();
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <LiveIndicator live={live} />
      </Card>
      <TodayRow />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <TodayChannelsCard />
        </Col>
        <Col xs={24} xl={12}>
          <WaitingCard />
        </Col>
      </Row>
      <LatestCard fresh={live.fresh} />
    </Flex>
  );
};

export default MonitorPage;
