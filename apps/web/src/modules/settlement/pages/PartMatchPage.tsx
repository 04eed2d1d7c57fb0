import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DIFFERENCE_REASONS,
  type DifferenceReason,
  type PaymentDetail,
} from '@portal/shared/contracts/settlement';
import { compareMoney } from '@portal/shared/money-text';
import { Alert, Button, Card, Flex, Form, Input, Select, Statistic, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatAmount } from '../../../shared/format';
import { usePermission } from '../../../shared/use-permission';
import { OrderSelectDialog } from '../../orders/components/OrderSelectDialog';
import { MatchPayment } from '../components/MatchPayment';
import { chosenOfRow, rowOfChosen } from '../components/order-choice';
import { linesFor, type PartLine, partMatchSummary } from '../match-math';
import { usePartMatch } from '../use-payments';

/** The part match of one payment: an amount per chosen order, the running remainder, the match. */
const PartMatchPanel = ({ payment }: { payment: PaymentDetail }) => {
  const { t } = useTranslation('settlement');
  const { hasAll } = usePermission();
  const [lines, setLines] = useState<PartLine[]>([]);
  const [choosing, setChoosing] = useState(false);
  const part = usePartMatch();
  const summary = partMatchSummary(payment.restAmount, lines);

  const change = (orderId: number, patch: Partial<PartLine>) =>
    setLines((list) => list.map((line) => (line.order.orderId === orderId ? { ...line, ...patch } : line)));

  const columns: TableColumnsType<PartLine> = [
    {
      title: t('statement.orderNo'),
      key: 'orderNo',
      width: 200,
      render: (_value, line) => (
        <Flex vertical>
          <span>{line.order.orderNo}</span>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 190 }}>
            {line.order.customerName}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('match.outstanding'),
      key: 'outstanding',
      width: 120,
      align: 'right',
      render: (_value, line) => formatAmount(line.order.outstandingAmount),
    },
    {
      title: t('part.amount'),
      key: 'amount',
      width: 200,
      render: (_value, line) => {
        const problem = summary.problems[line.order.orderId];
        return (
          <Form.Item
            style={{ margin: 0 }}
            validateStatus={problem ? 'error' : undefined}
            help={problem ? t(`part.${problem}`) : undefined}
          >
            <Input
              prefix="¥"
              inputMode="decimal"
              maxLength={19}
              aria-label={`${t('part.amount')} ${line.order.orderNo}`}
              value={line.amount}
              onChange={(event) => change(line.order.orderId, { amount: event.target.value })}
            />
          </Form.Item>
        );
      },
    },
    {
      title: t('part.leftOnOrder'),
      key: 'left',
      width: 120,
      align: 'right',
      render: (_value, line) => {
        const left = summary.leftOnOrder[line.order.orderId];
        return left === undefined ? EMPTY_VALUE : formatAmount(left);
      },
    },
    {
      title: t('part.closeDifference'),
      key: 'difference',
      width: 170,
      render: (_value, line) => {
        const left = summary.leftOnOrder[line.order.orderId];
        const open = left !== undefined && compareMoney(left, 0) > 0;
        return (
          <Select<DifferenceReason>
            allowClear
            size="small"
            style={{ width: 150 }}
            disabled={!open}
            aria-label={`${t('part.closeDifference')} ${line.order.orderNo}`}
            placeholder={t('part.noClose')}
            value={open ? (line.differenceReason ?? undefined) : undefined}
            onChange={(value) => change(line.order.orderId, { differenceReason: value ?? null })}
            options={DIFFERENCE_REASONS.map((value) => ({ value, label: t(`state.reason_${value}`) }))}
          />
        );
      },
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 70,
      render: (_value, line) => (
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('match.remove')} ${line.order.orderNo}`}
          onClick={() => setLines((list) => list.filter((l) => l.order.orderId !== line.order.orderId))}
        />
      ),
    },
  ];

  const submit = async () => {
    try {
      await part.mutateAsync({
        paymentId: payment.id,
        lines: lines.map((line) => {
          const left = summary.leftOnOrder[line.order.orderId];
          const closes = left !== undefined && compareMoney(left, 0) > 0 && line.differenceReason;
          return {
            orderId: line.order.orderId,
            amount: line.amount.trim(),
            differenceReason: closes ? line.differenceReason : undefined,
          };
        }),
      });
      setLines([]);
    } catch {
      // Shown by the presenter.
    }
  };

  return (
    <Card
      variant="borderless"
      title={t('match.chosenOrders')}
      extra={
        <Button icon={<PlusOutlined />} disabled={payment.state === 2} onClick={() => setChoosing(true)}>
          {t('match.chooseOrders')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        {payment.state === 2 ? (
          <Alert type="success" showIcon title={t('match.matchedDone')} />
        ) : (
          <Typography.Text type="secondary">{t('part.intro')}</Typography.Text>
        )}
        <Table<PartLine>
          rowKey={(line) => line.order.orderId}
          size="small"
          columns={columns}
          dataSource={lines}
          pagination={false}
          scroll={{ x: 880 }}
          locale={{ emptyText: t('match.emptyChosen') }}
        />
        <Flex gap={40} wrap justify="flex-end">
          <Statistic title={t('match.rest')} value={formatAmount(payment.restAmount)} />
          <Statistic title={t('part.allocated')} value={formatAmount(summary.allocated)} />
          <Statistic
            title={t('part.remainder')}
            value={formatAmount(summary.remainder)}
            styles={{ content: { fontWeight: 600, color: summary.overRest ? '#cf1322' : '#d46b08' } }}
          />
        </Flex>
        {summary.overRest ? (
          <Alert
            type="error"
            showIcon
            title={t('part.overRest', { amount: formatAmount(summary.remainder.replace('-', '')) })}
          />
        ) : null}
        <Flex justify="flex-end">
          {hasAll('settlement:match') ? (
            <Button
              type="primary"
              disabled={!summary.ready}
              loading={part.isPending}
              onClick={() => void submit()}
            >
              {t('part.submit')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <OrderSelectDialog
        mode="multiple"
        open={choosing}
        onClose={() => setChoosing(false)}
        initialSelected={lines.map((line) => rowOfChosen(line.order))}
        onConfirm={(rows) => {
          const kept = new Set(rows.map((row) => row.id));
          const current = lines.filter((line) => kept.has(line.order.orderId));
          setLines(linesFor(payment.restAmount, current, rows.map(chosenOfRow)));
          setChoosing(false);
        }}
      />
    </Card>
  );
};

/**
 * /settlement/part_match: a payment's rest allocated to orders with an explicit amount each (never
 * above the order's outstanding amount, in all never above the rest), the running remainder, and an
 * optional close of what stays open on an order within its channel's tolerance.
 */
const PartMatchPage = () => (
  <MatchPayment>{(payment) => <PartMatchPanel key={payment.id} payment={payment} />}</MatchPayment>
);

export default PartMatchPage;
