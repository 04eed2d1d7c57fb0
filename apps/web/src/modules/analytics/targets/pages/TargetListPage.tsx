import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { TARGET_PERIODS, type TargetPeriod } from '@portal/shared/analytics-states';
import {
  periodKeysOfDay,
  shiftPeriodKey,
  TARGET_SCOPES,
  type TargetRow,
  type TargetScope,
} from '@portal/shared/contracts/targets';
import type { TableColumnsType } from 'antd';
import { Button, Card, Flex, Popconfirm, Progress, Segmented, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../../shared/Authorized';
import { formatAmount } from '../../../../shared/format';
import { PageTable } from '../../../../shared/PageTable';
import { SellerSelect } from '../../../../shared/selectors/SellerSelect';
import { Text, TextLink } from '../../../../shared/Text';
import { usePermission } from '../../../../shared/use-permission';
import { TargetFormDialog, type TargetFormTarget } from '../components/TargetFormDialog';
import { type TargetFilterValues, targetList, useDeleteTarget } from '../use-targets';

/** A percentage string as a bar's width (display only: the text shows the exact figure). */
const widthOf = (percent: string) => Math.min(100, Math.max(0, Number(percent)));

const PaceTag = ({ row }: { row: TargetRow }) => {
  const { t } = useTranslation('targets');
  if (row.phase === 'future') return <Tag>{t('pace.future')}</Tag>;
  if (row.phase === 'past') {
    return row.pace === 'onTrack' ? (
      <Tag color="success">{t('pace.achieved')}</Tag>
    ) : (
      <Tag color="error">{t('pace.missed')}</Tag>
    );
  }
  return row.pace === 'onTrack' ? (
    <Tag color="processing">{t('pace.onTrack')}</Tag>
  ) : (
    <Tag color="warning">{t('pace.behind')}</Tag>
  );
};

/**
 * /target/index: the targets of a picked month, quarter or year (with the longer and shorter
 * periods that overlap it), for the firm and its sellers: the amount, what completed orders have
 * achieved as a bar, and where the period ends at the current pace; set, changed and deleted.
 */
const TargetListPage = () => {
  const { t } = useTranslation('targets');
  const today = dayjs().format('YYYY-MM-DD');
  const [kind, setKind] = useState<TargetPeriod>('month');
  const [period, setPeriod] = useState(() => periodKeysOfDay(today).month);
  const [scope, setScope] = useState<TargetScope>('all');
  const [sellerId, setSellerId] = useState<number | undefined>();
  const [editing, setEditing] = useState<TargetFormTarget | null>(null);
  const removal = useDeleteTarget();
  const canEdit = usePermission().hasAll('target:edit');
  const current = periodKeysOfDay(today)[kind];

  const pickKind = (value: TargetPeriod) => {
    setKind(value);
    setPeriod(periodKeysOfDay(today)[value]);
  };

  const columns: TableColumnsType<TargetRow> = [
    {
      title: t('column.who'),
      key: 'who',
      width: 110,
      render: (_value, row) =>
        row.sellerId === null ? <Text strong>{t('firm')}</Text> : <span>{row.sellerName}</span>,
    },
    {
      title: t('column.period'),
      key: 'period',
      width: 150,
      render: (_value, row) => (
        <Flex gap={6} align="center" style={{ whiteSpace: 'nowrap' }}>
          <span>{row.period}</span>
          <Tag bordered={false}>{t(`kind.${row.periodKind}`)}</Tag>
        </Flex>
      ),
    },
    {
      title: t('column.amount'),
      dataIndex: 'amount',
      key: 'amount',
      width: 125,
      align: 'right',
      render: (value: string) => `¥${formatAmount(value)}`,
    },
    {
      title: t('column.achieved'),
      dataIndex: 'achieved',
      key: 'achieved',
      width: 125,
      align: 'right',
      render: (value: string) => `¥${formatAmount(value)}`,
    },
    {
      title: t('column.percent'),
      key: 'percent',
      width: 160,
      render: (_value, row) => (
        <Tooltip
          title={row.notifiedPercent > 0 ? t('notified', { percent: row.notifiedPercent }) : undefined}
        >
          <Flex vertical gap={0}>
            <Progress
              percent={widthOf(row.percent)}
              showInfo={false}
              size="small"
              status={Number(row.percent) >= 100 ? 'success' : 'normal'}
              aria-label={`${row.percent}%`}
            />
            <Text style={{ fontSize: 12 }}>{row.percent}%</Text>
          </Flex>
        </Tooltip>
      ),
    },
    {
      title: t('column.pacing'),
      key: 'pacing',
      width: 200,
      render: (_value, row) =>
        row.phase === 'future' ? (
          <Text type="secondary">
            {t('notStarted', { days: dayjs(row.periodStart).diff(dayjs(today), 'day') })}
          </Text>
        ) : (
          <Tooltip
            title={t('projectedHint', {
              elapsed: row.daysElapsed,
              total: row.daysTotal,
              projected: formatAmount(row.projected),
            })}
          >
            <Flex vertical gap={0}>
              <Progress
                percent={widthOf(row.projectedPercent)}
                showInfo={false}
                size="small"
                strokeColor={row.pace === 'onTrack' ? undefined : 'var(--ant-color-warning)'}
                aria-label={`${row.projectedPercent}%`}
              />
              <Text style={{ fontSize: 12 }}>
                ¥{formatAmount(row.projected)} · {row.projectedPercent}%
              </Text>
            </Flex>
          </Tooltip>
        ),
    },
    {
      title: t('column.pace'),
      key: 'pace',
      width: 110,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <PaceTag row={row} />
          {row.phase === 'current' ? (
            <Text type="secondary" style={{ fontSize: 12 }}>
              {t('daysLeft', { days: row.daysLeft })}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    ...(canEdit
      ? [
          {
            title: t('column.actions'),
            key: 'actions',
            width: 130,
            fixed: 'right' as const,
            render: (_value: unknown, row: TargetRow) => (
              <Flex gap={10} style={{ whiteSpace: 'nowrap' }}>
                <TextLink onClick={() => setEditing({ target: row })}>{t('edit')}</TextLink>
                <Popconfirm
                  title={t('deleteTitle')}
                  description={t('deleteIntro', { who: row.sellerName ?? t('firm'), period: row.period })}
                  onConfirm={() => removal.mutateAsync({ id: row.id }).catch(() => undefined)}
                >
                  <TextLink danger>{t('delete')}</TextLink>
                </Popconfirm>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card variant="borderless">
      <Flex wrap gap={16} align="center" style={{ marginBottom: 16 }}>
        <Segmented<TargetPeriod>
          value={kind}
          onChange={pickKind}
          options={TARGET_PERIODS.map((value) => ({ value, label: t(`kind.${value}`) }))}
        />
        <Flex align="center" gap={4}>
          <Button
            type="text"
            icon={<LeftOutlined />}
            aria-label={t('previous')}
            onClick={() => setPeriod(shiftPeriodKey(period, -1))}
          />
          <Typography.Text strong style={{ minWidth: 80, textAlign: 'center' }} data-testid="target-period">
            {period}
          </Typography.Text>
          <Button
            type="text"
            icon={<RightOutlined />}
            aria-label={t('next')}
            onClick={() => setPeriod(shiftPeriodKey(period, 1))}
          />
          <Button size="small" disabled={period === current} onClick={() => setPeriod(current)}>
            {t('current')}
          </Button>
        </Flex>
        <Segmented<TargetScope>
          value={scope}
          onChange={(value) => {
            setScope(value);
            if (value !== 'seller') setSellerId(undefined);
          }}
          options={TARGET_SCOPES.map((value) => ({ value, label: t(`scope.${value}`) }))}
        />
        {scope === 'seller' ? (
          <SellerSelect
            value={sellerId}
            onChange={setSellerId}
            style={{ width: 200 }}
            placeholder={t('pickSeller')}
          />
        ) : null}
      </Flex>
      <PageTable<TargetRow, TargetFilterValues>
        {...targetList}
        params={{ period, scope, sellerId }}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1110 }, locale: { emptyText: t('empty') } }}
        toolbar={
          <Authorized code="target:edit">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ period })}>
              {t('add')}
            </Button>
          </Authorized>
        }
      />
      <TargetFormDialog target={editing} onClose={() => setEditing(null)} />
    </Card>
  );
};

export default TargetListPage;
