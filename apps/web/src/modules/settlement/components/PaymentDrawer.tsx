import type { Allocation, PaymentDetail } from '@portal/shared/contracts/settlement';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Popconfirm,
  Skeleton,
  Statistic,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../shared/format';
import { usePermission } from '../../../shared/use-permission';
import { orderDetailPathOf } from '../../orders/components/todo-columns';
import { usePaymentDetail, useUndoAllocation } from '../use-payments';
import { PaymentStateTag } from './SettlementTags';

/** The payment's amount, what is matched and the unallocated rest, always side by side. */
export const PaymentAmounts = ({
  payment,
}: {
  payment: Pick<PaymentDetail, 'amount' | 'allocatedAmount' | 'restAmount'>;
}) => {
  const { t } = useTranslation('settlement');
  return (
    <Flex gap={40} wrap>
      <Statistic title={t('payment.amount')} value={formatAmount(payment.amount)} prefix="¥" />
      <Statistic title={t('payment.allocated')} value={formatAmount(payment.allocatedAmount)} />
      <Statistic
        title={t('payment.rest')}
        value={formatAmount(payment.restAmount)}
        styles={{ content: { fontWeight: 600, color: 'var(--ant-color-warning-text, #d46b08)' } }}
      />
    </Flex>
  );
};

/** A payment's allocations: order, amounts, difference closed, what the order still owes; undo while it may. */
const Allocations = ({ allocations }: { allocations: readonly Allocation[] }) => {
  const { t } = useTranslation('settlement');
  const { hasAll } = usePermission();
  const undo = useUndoAllocation();
  const canMatch = hasAll('settlement:match');
  const columns: TableColumnsType<Allocation> = [
    {
      title: t('statement.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      width: 180,
      render: (value: string, row) => <Link to={orderDetailPathOf(row.orderId)}>{value}</Link>,
    },
    { title: t('statement.customer'), dataIndex: 'customerName', key: 'customerName', ellipsis: true },
    {
      title: t('statement.orderAmount'),
      dataIndex: 'orderAmount',
      key: 'orderAmount',
      width: 110,
      align: 'right',
      render: formatAmount,
    },
    {
      title: t('payment.matchedAmount'),
      dataIndex: 'amount',
      key: 'amount',
      width: 110,
      align: 'right',
      render: (value: string) => <strong>{formatAmount(value)}</strong>,
    },
    {
      title: t('payment.differenceAmount'),
      key: 'difference',
      width: 120,
      align: 'right',
      render: (_value, row) =>
        row.differenceReason ? (
          <Flex vertical align="flex-end">
            <span>{formatAmount(row.differenceAmount)}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`state.reason_${row.differenceReason}`)}
            </Typography.Text>
          </Flex>
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      title: t('payment.outstandingAfter'),
      dataIndex: 'outstandingAmount',
      key: 'outstandingAmount',
      width: 110,
      align: 'right',
      render: formatAmount,
    },
    {
      title: t('payment.matchedTime'),
      key: 'created',
      width: 165,
      render: (_value, row) => (
        <Flex vertical>
          <span>{formatDateTime(row.createdTime)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.accountName ?? EMPTY_VALUE}
          </Typography.Text>
        </Flex>
      ),
    },
  ];
  if (canMatch) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_value, row) =>
        row.undoable ? (
          <Popconfirm
            title={t('payment.undoTitle')}
            description={t('payment.undoIntro', { orderNo: row.orderNo, amount: formatAmount(row.amount) })}
            onConfirm={() => undo.mutateAsync({ id: row.id }).catch(() => undefined)}
          >
            <Button type="link" size="small" danger style={{ padding: 0 }}>
              {t('payment.undo')}
            </Button>
          </Popconfirm>
        ) : (
          <Tooltip title={t('payment.notUndoable')}>
            <Button type="link" size="small" disabled style={{ padding: 0 }}>
              {t('payment.undo')}
            </Button>
          </Tooltip>
        ),
    });
  }
  return (
    <Table<Allocation>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...allocations]}
      pagination={allocations.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: 980 }}
      locale={{ emptyText: t('payment.noAllocations') }}
    />
  );
};

/** Where the payment goes next: full match and part match, while something is left. */
export const MatchLinks = ({ payment }: { payment: Pick<PaymentDetail, 'id' | 'restAmount' | 'state'> }) => {
  const { t } = useTranslation('settlement');
  const navigate = useNavigate();
  const { hasAll } = usePermission();
  if (!hasAll('settlement:match') || payment.state === 2) return null;
  return (
    <Flex gap={8}>
      <Button type="primary" onClick={() => navigate(`/settlement/match?paymentId=${payment.id}`)}>
        {t('payment.match')}
      </Button>
      <Button onClick={() => navigate(`/settlement/part_match?paymentId=${payment.id}`)}>
        {t('payment.partMatch')}
      </Button>
    </Flex>
  );
};

const PaymentView = ({ payment }: { payment: PaymentDetail }) => {
  const { t } = useTranslation('settlement');
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Flex vertical gap={6}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {payment.payer}
            </Typography.Title>
            <PaymentStateTag state={payment.state} />
          </Flex>
          <Typography.Text type="secondary">
            {payment.paidDate} · {t(`state.source_${payment.source}`)}
          </Typography.Text>
        </Flex>
        <MatchLinks payment={payment} />
      </Flex>
      <Card size="small">
        <PaymentAmounts payment={payment} />
      </Card>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'serial', label: t('payment.bankSerial'), children: payment.bankSerial ?? EMPTY_VALUE },
          { key: 'created', label: t('payment.createdTime'), children: formatDateTime(payment.createdTime) },
          { key: 'remark', label: t('payment.remark'), span: 2, children: payment.remark ?? EMPTY_VALUE },
          {
            key: 'proof',
            label: t('payment.proof'),
            children: payment.proofUrl ? (
              <Typography.Link href={payment.proofUrl} target="_blank" rel="noopener">
                {payment.proofFileName ?? t('proof.open')}
              </Typography.Link>
            ) : (
              EMPTY_VALUE
            ),
          },
        ]}
      />
      {payment.allocations.length > 0 ? <Alert type="info" showIcon title={t('payment.lockedHint')} /> : null}
      <Card size="small" title={t('payment.allocations')}>
        <Allocations allocations={payment.allocations} />
      </Card>
    </Flex>
  );
};

/** A payment: its amounts and rest, its allocations to orders (undo each while allowed), the way to match it. */
export const PaymentDrawer = ({ id, onClose }: { id: number | undefined; onClose: () => void }) => {
  const { t } = useTranslation('settlement');
  const detail = usePaymentDetail(id);
  const payment = detail.data && detail.data.id === id ? detail.data : undefined;
  let body: ReactNode;
  if (payment) body = <PaymentView payment={payment} />;
  else if (detail.isError) body = <Empty description={t('common.notFound')} />;
  else body = <Skeleton active />;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={1000}
      rootClassName="payment-drawer"
      title={t('payment.detailTitle')}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
};
