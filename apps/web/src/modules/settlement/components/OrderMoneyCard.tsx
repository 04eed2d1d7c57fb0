import type { OrderMoney } from '@portal/shared/contracts/settlement';
import { Card, Descriptions, Flex, Skeleton, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../shared/format';
import { useServedPaths } from '../../orders/use-todo';
import { useOrderMoney } from '../use-payments';
import { StatementStateTag } from './SettlementTags';

type AllocationRow = OrderMoney['allocations'][number];

const MoneyView = ({ money }: { money: OrderMoney }) => {
  const { t } = useTranslation('settlement');
  const served = useServedPaths();
  const statementLink = (statement: NonNullable<OrderMoney['statement']>) =>
    served.has('/settlement/settle') ? (
      <Link to={`/settlement/settle?id=${statement.id}`}>{statement.statementNo}</Link>
    ) : (
      statement.statementNo
    );
  const paymentLink = (row: AllocationRow) =>
    served.has('/settlement/payment') ? (
      <Link to={`/settlement/payment?id=${row.paymentId}`}>{row.payer}</Link>
    ) : (
      row.payer
    );
  return (
    <Flex vertical gap={16}>
      <Flex gap={40} wrap>
        <Statistic title={t('money.orderAmount')} value={formatAmount(money.orderAmount)} prefix="¥" />
        <Statistic title={t('money.matched')} value={formatAmount(money.matchedAmount)} />
        {money.differenceAmount !== '0.00' ? (
          <Statistic title={t('money.difference')} value={formatAmount(money.differenceAmount)} />
        ) : null}
        <Statistic
          title={t('money.outstanding')}
          value={formatAmount(money.outstandingAmount)}
          styles={{ content: { fontWeight: 600, color: '#d46b08' } }}
        />
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={
          money.statement
            ? [
                { key: 'statement', label: t('money.statement'), children: statementLink(money.statement) },
                {
                  key: 'state',
                  label: t('statement.state'),
                  children: <StatementStateTag state={money.statement.state} />,
                },
                {
                  key: 'fee',
                  label: t('money.feeAmount'),
                  children: formatAmount(money.statement.feeAmount),
                },
                {
                  key: 'settle',
                  label: t('money.settleAmount'),
                  children: formatAmount(money.statement.settleAmount),
                },
              ]
            : [{ key: 'statement', label: t('money.statement'), children: t('money.noStatement') }]
        }
      />
      <Table<AllocationRow>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={money.allocations}
        locale={{ emptyText: t('money.noAllocations') }}
        columns={[
          { title: t('money.payer'), key: 'payer', ellipsis: true, render: (_v, row) => paymentLink(row) },
          { title: t('money.paidDate'), dataIndex: 'paidDate', key: 'paidDate', width: 120 },
          {
            title: t('money.bankSerial'),
            dataIndex: 'bankSerial',
            key: 'bankSerial',
            width: 200,
            render: (value: string | null) => value ?? EMPTY_VALUE,
          },
          {
            title: t('money.amount'),
            dataIndex: 'amount',
            key: 'amount',
            width: 130,
            align: 'right',
            render: (value: string) => <strong>{formatAmount(value)}</strong>,
          },
          {
            title: t('money.difference'),
            key: 'difference',
            width: 150,
            align: 'right',
            render: (_v, row) =>
              row.differenceReason
                ? `${formatAmount(row.differenceAmount)}（${t(`state.reason_${row.differenceReason}`)}）`
                : EMPTY_VALUE,
          },
          {
            title: t('payment.matchedTime'),
            dataIndex: 'createdTime',
            key: 'createdTime',
            width: 165,
            render: (value: string) => formatDateTime(value),
          },
        ]}
      />
    </Flex>
  );
};

/**
 * An order's money (the order detail): amount, its statement (which, state, fee, settle amount), what
 * customers paid against it and what is outstanding, and each payment allocated to it.
 */
export const OrderMoneyCard = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation('settlement');
  const money = useOrderMoney(orderId);
  if (money.isError) return null;
  return (
    <Card variant="borderless" title={t('money.title')}>
      {money.data ? <MoneyView money={money.data} /> : <Skeleton active paragraph={{ rows: 2 }} />}
      {money.data ? null : <Typography.Text type="secondary" />}
    </Card>
  );
};
