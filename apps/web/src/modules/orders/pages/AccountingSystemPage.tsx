import type { SyncRow } from '@portal/shared/contracts/orders';
import { SyncState } from '@portal/shared/order-states';
import { Button, Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Authorized } from '../../../shared/Authorized';
import { formatAmount, formatDateTime } from '../../../shared/format';
import { PageTable } from '../../../shared/PageTable';
import { AccountingSettingsCard } from '../components/AccountingSettingsCard';
import { type SyncFilter, syncList, useRetrySync } from '../use-tracking';
import { orderDetailPathOf } from '../components/todo-columns';

const SYNC_COLORS: Record<SyncState, string> = {
  [SyncState.notSynced]: 'default',
  [SyncState.synced]: 'success',
  [SyncState.failed]: 'error',
};

/**
 * /order/accounting_system: the connection to the partner's accounting system, and every completed
 * order with its sync state; orders not synced are sent (again) from here.
 */
const AccountingSystemPage = () => {
  const { t } = useTranslation('orders');
  const retry = useRetrySync();
  const [selected, setSelected] = useState<Key[]>([]);

  const send = async () => {
    try {
      await retry.mutateAsync({ ids: selected.map(Number) });
      setSelected([]);
    } catch {
      // The http presenter has shown why.
    }
  };

  const columns: TableColumnsType<SyncRow> = [
    {
      title: t('accounting.orderNo'),
      key: 'orderNo',
      width: 220,
      render: (_value, row) => <Link to={orderDetailPathOf(row.id)}>{row.orderNo}</Link>,
    },
    { title: t('accounting.customer'), dataIndex: 'customerName', ellipsis: true },
    {
      title: t('accounting.amount'),
      dataIndex: 'totalAmount',
      align: 'right',
      width: 140,
      render: (value: string) => formatAmount(value),
    },
    {
      title: t('accounting.completedTime'),
      dataIndex: 'completedTime',
      key: 'completedTime',
      sorter: true,
      width: 170,
      render: (value: string | null) => formatDateTime(value),
    },
    {
      title: t('accounting.syncState'),
      key: 'syncState',
      width: 260,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <Tag color={SYNC_COLORS[row.syncState]}>{t(`accounting.syncState_${row.syncState}`)}</Tag>
          {row.syncMessage ? (
            <Typography.Text type="danger" ellipsis={{ tooltip: row.syncMessage }} style={{ maxWidth: 240 }}>
              {row.syncMessage}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('accounting.attempts'),
      dataIndex: 'syncAttempts',
      align: 'right',
      width: 100,
    },
    {
      title: t('accounting.syncedTime'),
      dataIndex: 'syncedTime',
      width: 170,
      render: (value: string | null) => formatDateTime(value),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <AccountingSettingsCard />
      <Card variant="borderless">
        <PageTable<SyncRow, SyncFilter>
          {...syncList}
          rowKey="id"
          columns={columns}
          tableProps={{
            scroll: { x: 1200 },
            rowSelection: {
              selectedRowKeys: selected,
              onChange: setSelected,
              getCheckboxProps: (row) => ({ disabled: row.syncState === SyncState.synced }),
            },
          }}
          search={
            <>
              <Form.Item name="orderNo" label={t('accounting.orderNo')}>
                <Input allowClear style={{ width: 200 }} />
              </Form.Item>
              <Form.Item name="syncState" label={t('accounting.syncState')}>
                <Select
                  allowClear
                  placeholder={t('accounting.all')}
                  style={{ width: 140 }}
                  options={[SyncState.notSynced, SyncState.synced, SyncState.failed].map((state) => ({
                    value: state,
                    label: t(`accounting.syncState_${state}`),
                  }))}
                />
              </Form.Item>
            </>
          }
          toolbar={
            <Authorized code="order:sync">
              <Button
                type="primary"
                disabled={selected.length === 0}
                loading={retry.isPending}
                onClick={() => void send()}
              >
                {t('accounting.send', { count: selected.length })}
              </Button>
            </Authorized>
          }
        />
      </Card>
    </Flex>
  );
};

export default AccountingSystemPage;
