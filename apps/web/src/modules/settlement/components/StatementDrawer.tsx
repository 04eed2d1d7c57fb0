import { PrinterOutlined } from '@ant-design/icons';
import type { StatementDetail, StatementLine } from '@portal/shared/contracts/settlement';
import { StatementState } from '@portal/shared/contracts/settlement';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Skeleton,
  Statistic,
  Timeline,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../shared/format';
import { PageTable } from '../../../shared/PageTable';
import { orderDetailPathOf } from '../../orders/components/todo-columns';
import { statementLineList, useStatementDetail } from '../use-statements';
import { feeRateText } from './settlement-format';
import { StatementStateTag } from './SettlementTags';

/** A statement's orders: number (to the order), customer, completion, amount, fee rate, fee, settle amount. */
const StatementLines = ({ id }: { id: number }) => {
  const { t } = useTranslation('settlement');
  const list = statementLineList(id);
  const money = (
    key: keyof StatementLine,
    title: string,
    strong = false,
  ): TableColumnsType<StatementLine>[number] => ({
    title,
    dataIndex: key,
    key,
    width: 120,
    align: 'right',
    render: (value: string) => (strong ? <strong>{formatAmount(value)}</strong> : formatAmount(value)),
  });
  const columns: TableColumnsType<StatementLine> = [
    {
      title: t('statement.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      width: 190,
      render: (value: string, row) => <Link to={orderDetailPathOf(row.orderId)}>{value}</Link>,
    },
    { title: t('statement.customer'), dataIndex: 'customerName', key: 'customerName', ellipsis: true },
    {
      title: t('statement.completedTime'),
      dataIndex: 'completedTime',
      key: 'completedTime',
      width: 165,
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    money('orderAmount', t('statement.orderAmount')),
    {
      title: t('statement.feeRate'),
      dataIndex: 'feeRate',
      key: 'feeRate',
      width: 80,
      align: 'right',
      render: feeRateText,
    },
    money('feeAmount', t('statement.feeAmount')),
    money('settleAmount', t('statement.settleAmount'), true),
  ];
  return (
    <PageTable<StatementLine, { id: number; orderNo?: string }>
      {...list}
      params={{ id }}
      rowKey="orderId"
      columns={columns}
      search={
        <Form.Item name="orderNo" label={t('statement.orderNo')}>
          <Input
            allowClear
            maxLength={40}
            style={{ width: 200 }}
            placeholder={t('statement.searchOrderNo')}
          />
        </Form.Item>
      }
      tableProps={{ size: 'small', scroll: { x: 900 } }}
    />
  );
};

const StatementView = ({ statement, extra }: { statement: StatementDetail; extra: ReactNode }) => {
  const { t } = useTranslation('settlement');
  const amount = (value: string) => formatAmount(value);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Flex vertical gap={6}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={4} copyable={{ text: statement.statementNo }} style={{ margin: 0 }}>
              {statement.statementNo}
            </Typography.Title>
            <StatementStateTag state={statement.state} />
            <Typography.Text type="secondary">
              {t('statement.revisionOf', { revision: statement.revision })}
            </Typography.Text>
          </Flex>
          <Typography.Text type="secondary">
            {statement.channelName} · {statement.periodFrom} ~ {statement.periodTo}
          </Typography.Text>
        </Flex>
        {extra}
      </Flex>
      {statement.state === StatementState.disputed && statement.disputeReason ? (
        <Alert type="error" showIcon title={`${t('statement.disputeReason')}：${statement.disputeReason}`} />
      ) : null}
      <Card size="small" title={t('statement.totals')}>
        <Flex gap={40} wrap>
          <Statistic title={t('statement.orderCount')} value={statement.orderCount} />
          <Statistic title={t('statement.orderAmount')} value={amount(statement.orderAmount)} />
          <Statistic title={t('statement.feeAmount')} value={amount(statement.feeAmount)} />
          <Statistic
            title={t('statement.settleAmount')}
            value={amount(statement.settleAmount)}
            prefix="¥"
            styles={{ content: { fontWeight: 600 } }}
          />
          <Statistic title={t('statement.received')} value={amount(statement.matchedAmount)} />
          <Statistic
            title={t('statement.outstanding')}
            value={amount(statement.outstandingAmount)}
            styles={{ content: { color: 'var(--ant-color-warning-text, #d46b08)' } }}
          />
        </Flex>
      </Card>
      <Flex gap={16} wrap align="stretch">
        <Card size="small" title={t('statement.payout')} style={{ flex: '1 1 320px' }}>
          {statement.state === StatementState.paid ? (
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'paid', label: t('statement.paidTime'), children: formatDateTime(statement.paidTime) },
                {
                  key: 'serial',
                  label: t('statement.payoutSerial'),
                  children: statement.payoutSerial ?? EMPTY_VALUE,
                },
                {
                  key: 'proof',
                  label: t('statement.proof'),
                  children: statement.proofUrl ? (
                    <Typography.Link href={statement.proofUrl} target="_blank" rel="noopener">
                      {statement.proofFileName ?? t('statement.openProof')}
                    </Typography.Link>
                  ) : (
                    EMPTY_VALUE
                  ),
                },
              ]}
            />
          ) : (
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'created',
                  label: t('statement.createdTime'),
                  children: formatDateTime(statement.createdTime),
                },
                {
                  key: 'confirmed',
                  label: t('statement.confirmedTime'),
                  children: formatDateTime(statement.confirmedTime),
                },
                { key: 'payout', label: t('statement.payout'), children: t('statement.noPayout') },
              ]}
            />
          )}
        </Card>
        <Card size="small" title={t('statement.history')} style={{ flex: '1 1 320px' }}>
          <Timeline
            items={statement.events.map((event, index) => ({
              key: `${event.time}-${index}`,
              color: event.action === 'disputed' ? 'red' : event.action === 'paid' ? 'green' : 'blue',
              content: (
                <Flex vertical gap={2}>
                  <Typography.Text>
                    {t(`state.event_${event.action}`)} ·{' '}
                    {t('statement.revisionOf', { revision: event.revision })}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(event.time)} · {event.accountName ?? t('common.operator')}
                  </Typography.Text>
                  {event.remark ? (
                    <Typography.Text style={{ fontSize: 12 }}>{event.remark}</Typography.Text>
                  ) : null}
                </Flex>
              ),
            }))}
          />
        </Card>
      </Flex>
      <Card size="small" title={t('statement.lines')}>
        <StatementLines id={statement.id} />
      </Card>
    </Flex>
  );
};

export type StatementDrawerProps = {
  id: number | undefined;
  onClose: () => void;
  onPrint: (id: number) => void;
  /** The confirm and dispute buttons of the statement in its state. */
  actionsOf: (statement: StatementDetail) => ReactNode;
};

/** A statement: totals, what its orders received, payout and proof, history and its (paged) orders. */
export const StatementDrawer = ({ id, onClose, onPrint, actionsOf }: StatementDrawerProps) => {
  const { t } = useTranslation('settlement');
  const detail = useStatementDetail(id);
  const statement = detail.data && detail.data.id === id ? detail.data : undefined;
  let body: ReactNode;
  if (statement) {
    body = (
      <StatementView
        statement={statement}
        extra={
          <Flex gap={8} wrap>
            {actionsOf(statement)}
            <Button icon={<PrinterOutlined />} onClick={() => onPrint(statement.id)}>
              {t('statement.print')}
            </Button>
          </Flex>
        }
      />
    );
  } else if (detail.isError) {
    body = <Empty description={t('common.notFound')} />;
  } else body = <Skeleton active />;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={1000}
      rootClassName="statement-drawer"
      title={
        statement ? t('statement.detailTitle', { statementNo: statement.statementNo }) : t('common.detail')
      }
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
};
