import { CrownFilled, ThunderboltOutlined } from '@ant-design/icons';
import {
  type BiddingBid,
  type BiddingDetail,
  type BiddingItem,
  type BiddingStanding,
  BiddingState,
} from '@portal/shared/contracts/bidding';
import { compareMoney, isMoneyString, subtract } from '@portal/shared/money';
import {
  Alert,
  Badge,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Input,
  Popconfirm,
  Skeleton,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../../shared/format';
import { usePermission } from '../../../../shared/use-permission';
import {
  type RoomLogEntry,
  useBiddingDetail,
  useBiddingLive,
  useConfirmAward,
  usePlaceBid,
  useServerNow,
} from '../use-bidding';
import { BiddingModeTag, BiddingStateTag } from './BiddingTags';

/** 01:02:03 (or 2d 01:02:03) of a duration in ms, never below zero. */
const durationText = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const clock = [Math.floor((seconds % 86_400) / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
};

/** The countdown, the server's clock, the rank and best badge, the bidders and the extensions. */
const StandingBar = ({
  detail,
  standing,
  now,
  connected,
}: {
  detail: BiddingDetail;
  standing: BiddingStanding;
  now: number;
  connected: boolean;
}) => {
  const { t } = useTranslation('bidding');
  const start = new Date(detail.startTime).getTime();
  const end = new Date(standing.endTime).getTime();
  const open = standing.state <= BiddingState.open;
  const countdown =
    open && now < start ? (
      <Statistic title={t('room.startsIn')} value={durationText(start - now)} />
    ) : (
      <Statistic
        title={t('room.timeLeft')}
        value={open && now < end ? durationText(end - now) : t('room.ended')}
        styles={{ content: { color: open && end - now < 5 * 60_000 ? '#cf1322' : undefined } }}
      />
    );
  const rank =
    standing.rank !== null ? (
      <Flex align="center" gap={8}>
        <span data-testid="bidding-rank">
          {t('room.rankValue', { rank: standing.rank, count: standing.bidderCount ?? 0 })}
        </span>
        {standing.best ? (
          <Tag color="gold" icon={<CrownFilled />} data-testid="bidding-best">
            {t('room.best')}
          </Tag>
        ) : (
          <Tag>{t('room.notBest')}</Tag>
        )}
      </Flex>
    ) : (
      <span data-testid="bidding-rank">
        {detail.mode === 'sealed' && open ? t('room.sealedRank') : t('room.noRank')}
      </span>
    );
  return (
    <Card size="small">
      <Flex gap={32} wrap align="flex-start">
        {countdown}
        <Statistic title={t('room.serverTime')} value={formatDateTime(new Date(now).toISOString())} />
        <Statistic title={t('room.rank')} valueRender={() => rank} />
        <Statistic title={t('room.bidders')} value={standing.bidderCount ?? EMPTY_VALUE} />
        <Statistic
          title={t('room.extensions')}
          value={t('room.extensionsValue', { count: standing.extensions, max: detail.maxExtensions })}
        />
        <Badge
          status={connected ? 'processing' : 'default'}
          text={connected ? t('room.live') : t('room.reconnecting')}
          style={{ marginTop: 8 }}
        />
      </Flex>
    </Card>
  );
};

/** The bid form: where the price stands before it is sent; refuses client-side what the server would. */
const BidForm = ({ detail, standing }: { detail: BiddingDetail; standing: BiddingStanding }) => {
  const { t } = useTranslation('bidding');
  const [amount, setAmount] = useState('');
  const place = usePlaceBid();
  const largest = detail.largestAllowed;
  const previous = detail.myBestAmount;
  const text = amount.trim();
  const wellFormed = isMoneyString(text) && compareMoney(text, '0') > 0;
  const tooHigh = wellFormed && largest !== null && compareMoney(text, largest) > 0;
  const problem =
    text === ''
      ? null
      : !wellFormed
        ? t('room.invalidAmount')
        : tooHigh
          ? t('room.tooHigh', { largest: formatAmount(largest) })
          : null;
  const below =
    wellFormed && !tooHigh && previous
      ? {
          amount: formatAmount(subtract(previous, text)),
          percent: ((Number(subtract(previous, text)) / Number(previous)) * 100).toFixed(2),
        }
      : null;
  const submit = async () => {
    await place.mutateAsync({ projectId: detail.id, amount: text }).catch(() => undefined);
    setAmount('');
  };
  return (
    <Card size="small" title={t('room.bidForm')}>
      {largest === null ? (
        <Typography.Text type="secondary">{t('room.cannotBid')}</Typography.Text>
      ) : (
        <Flex gap={24} wrap align="flex-start">
          <Flex vertical gap={6} style={{ width: 260 }}>
            <label htmlFor="bidding-amount">{t('room.amount')}</label>
            <Input
              id="bidding-amount"
              value={amount}
              inputMode="decimal"
              maxLength={20}
              prefix="¥"
              placeholder={t('room.amountPlaceholder', { largest: formatAmount(largest) })}
              status={problem ? 'error' : undefined}
              onChange={(event) => setAmount(event.target.value)}
              onPressEnter={() => {
                if (wellFormed && !tooHigh) void submit();
              }}
            />
            {problem ? (
              <Typography.Text type="danger" role="alert">
                {problem}
              </Typography.Text>
            ) : below ? (
              <Typography.Text type="secondary">{t('room.belowPrevious', below)}</Typography.Text>
            ) : null}
            <Popconfirm
              title={t('room.confirmBid', { amount: wellFormed ? formatAmount(text) : text })}
              onConfirm={submit}
              disabled={!wellFormed || tooHigh}
            >
              <Button type="primary" disabled={!wellFormed || tooHigh} loading={place.isPending}>
                {t('room.submit')}
              </Button>
            </Popconfirm>
          </Flex>
          <Descriptions
            size="small"
            column={1}
            style={{ minWidth: 280 }}
            items={[
              {
                key: 'previous',
                label: t('room.previous'),
                children: previous ? formatAmount(previous) : t('room.none'),
              },
              { key: 'ceiling', label: t('room.ceiling'), children: formatAmount(detail.ceilingAmount) },
              {
                key: 'largest',
                label: t('room.largest'),
                children: <strong data-testid="bidding-largest">{formatAmount(largest)}</strong>,
              },
              {
                key: 'rank',
                label: t('room.currentStanding'),
                children:
                  standing.rank !== null
                    ? t('room.rankValue', { rank: standing.rank, count: standing.bidderCount ?? 0 })
                    : detail.mode === 'sealed'
                      ? t('room.sealedRank')
                      : t('room.noRank'),
              },
            ]}
          />
        </Flex>
      )}
    </Card>
  );
};

const AwardCard = ({ detail }: { detail: BiddingDetail }) => {
  const { t } = useTranslation('bidding');
  const confirm = useConfirmAward();
  const { hasAll } = usePermission();
  const { award } = detail;
  if (!award) return null;
  if (award.state === 'confirmed')
    return (
      <Alert
        type="success"
        showIcon
        title={t('room.awardConfirmed', { time: formatDateTime(award.confirmedTime) })}
      />
    );
  if (award.state === 'expired') return <Alert type="warning" showIcon title={t('room.awardExpired')} />;
  return (
    <Alert
      type="info"
      showIcon
      title={t('room.awardOffered', {
        deadline: formatDateTime(award.deadline),
        amount: formatAmount(award.amount),
      })}
      action={
        hasAll('bidding:bid') ? (
          <Popconfirm
            title={t('room.confirmAwardTitle', { amount: formatAmount(award.amount) })}
            onConfirm={() => confirm.mutateAsync({ id: detail.id }).catch(() => undefined)}
          >
            <Button type="primary" loading={confirm.isPending}>
              {t('room.confirmAward')}
            </Button>
          </Popconfirm>
        ) : null
      }
    />
  );
};

const EventLog = ({ log }: { log: readonly RoomLogEntry[] }) => {
  const { t } = useTranslation('bidding');
  if (log.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('room.noEvents')} />;
  return (
    <ul
      className="bidding-event-log"
      data-testid="bidding-events"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {log.map(({ key, event }) => (
        <li key={key} style={{ padding: '4px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
          <Flex gap={12} align="center">
            <Typography.Text type="secondary" style={{ width: 150, flex: 'none' }}>
              {formatDateTime(event.serverTime)}
            </Typography.Text>
            {event.kind === 'extended' ? <ThunderboltOutlined /> : null}
            <span>{t(`room.event_${event.kind === 'bid' && event.mine ? 'bidMine' : event.kind}`)}</span>
            {event.rank !== null ? <Tag>{t('room.eventRank', { rank: event.rank })}</Tag> : null}
          </Flex>
        </li>
      ))}
    </ul>
  );
};

/**
 * The bidding room of a project: its rules and items, the countdown on the server's clock, the
 * partner's rank and the bidders (live, by server-sent events), its own bids, the bid form and
 * the award to confirm.
 */
export const BiddingRoom = ({ id, onClose }: { id: number | undefined; onClose: () => void }) => {
  const { t } = useTranslation('bidding');
  const { data: detail, isLoading } = useBiddingDetail(id);
  const live = useBiddingLive(id);
  const now = useServerNow(live.clockOffset);
  const standing = live.standing ?? detail?.standing;

  const itemColumns: TableColumnsType<BiddingItem> = [
    { title: t('room.itemName'), dataIndex: 'name', key: 'name', width: 200 },
    { title: t('room.itemSpec'), dataIndex: 'spec', key: 'spec' },
    {
      title: t('room.itemQuantity'),
      dataIndex: 'quantity',
      key: 'quantity',
      width: 100,
      align: 'right',
      render: (value: string) => Number(value).toString(),
    },
    { title: t('room.itemUnit'), dataIndex: 'unit', key: 'unit', width: 70 },
  ];
  const bidColumns: TableColumnsType<BiddingBid> = [
    {
      title: t('room.bidTime'),
      dataIndex: 'bidTime',
      key: 'bidTime',
      width: 180,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('room.bidAmount'),
      dataIndex: 'amount',
      key: 'amount',
      width: 140,
      align: 'right',
      render: (value: string) => formatAmount(value),
    },
    {
      title: t('list.state'),
      key: 'valid',
      render: (_value, row) => (
        <Flex gap={6}>
          <Tag color={row.valid ? 'green' : 'default'}>{row.valid ? t('room.valid') : t('room.void')}</Tag>
          {row.extended ? <Tag color="orange">{t('room.extended')}</Tag> : null}
        </Flex>
      ),
    },
  ];

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={1080}
      title={
        detail ? (
          <Flex gap={10} align="center" wrap>
            <span>{detail.title}</span>
            <BiddingModeTag mode={detail.mode} />
            <BiddingStateTag state={standing?.state ?? detail.state} />
          </Flex>
        ) : (
          t('room.title')
        )
      }
    >
      {isLoading || !detail || !standing ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <StandingBar detail={detail} standing={standing} now={now} connected={live.connected} />
          <AwardCard detail={detail} />
          {standing.state <= BiddingState.open ? <BidForm detail={detail} standing={standing} /> : null}
          <Flex gap={16} align="flex-start">
            <Card size="small" title={t('room.myBids')} style={{ flex: 1, minWidth: 0 }}>
              <Table<BiddingBid>
                rowKey="id"
                size="small"
                columns={bidColumns}
                dataSource={detail.bids}
                pagination={detail.bids.length > 10 ? { pageSize: 10, size: 'small' } : false}
                locale={{ emptyText: t('room.noRank') }}
              />
            </Card>
            <Card size="small" title={t('room.events')} style={{ width: 400, flex: 'none' }}>
              <div style={{ maxHeight: 280, overflowY: 'auto' }}>
                <EventLog log={live.log} />
              </div>
            </Card>
          </Flex>
          <Card size="small" title={t('room.items')}>
            <Table<BiddingItem>
              rowKey="lineNo"
              size="small"
              columns={itemColumns}
              dataSource={detail.items}
              pagination={false}
            />
          </Card>
          <Card size="small" title={t('room.rules')}>
            <Descriptions
              size="small"
              column={2}
              items={[
                { key: 'no', label: t('list.projectNo'), children: detail.projectNo },
                { key: 'customer', label: t('room.customer'), children: detail.customerName },
                { key: 'channel', label: t('room.channel'), children: detail.channelName || EMPTY_VALUE },
                { key: 'ceiling', label: t('room.ceiling'), children: formatAmount(detail.ceilingAmount) },
                {
                  key: 'decrement',
                  label: t('room.decrement'),
                  children:
                    detail.decrementKind === 'amount'
                      ? t('room.decrementAmount', { value: formatAmount(detail.decrementValue) })
                      : t('room.decrementPercent', { value: Number(detail.decrementValue).toString() }),
                },
                { key: 'mode', label: t('list.mode'), children: t(`mode.${detail.mode}`) },
                { key: 'start', label: t('room.startTime'), children: formatDateTime(detail.startTime) },
                { key: 'end', label: t('room.endTime'), children: formatDateTime(standing.endTime) },
                {
                  key: 'extend',
                  label: t('room.extendRule'),
                  children: t('room.extendRuleValue', {
                    minutes: detail.extendMinutes,
                    max: detail.maxExtensions,
                  }),
                },
                { key: 'min', label: t('room.minBidders'), children: detail.minBidders },
                ...(detail.result
                  ? [{ key: 'result', label: t('room.result'), children: t(`result.${detail.result}`) }]
                  : []),
                ...(detail.cancelReason
                  ? [{ key: 'reason', label: t('room.cancelReason'), children: detail.cancelReason }]
                  : []),
              ]}
            />
          </Card>
        </Flex>
      )}
    </Drawer>
  );
};
