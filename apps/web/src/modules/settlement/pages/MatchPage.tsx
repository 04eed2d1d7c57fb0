import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DIFFERENCE_REASONS,
  type DifferenceReason,
  type PaymentDetail,
} from '@portal/shared/contracts/settlement';
import { Alert, Button, Card, Col, Flex, Row, Select, Statistic, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatAmount } from '../../../shared/format';
import { usePermission } from '../../../shared/use-permission';
import { OrderSelectDialog } from '../../orders/components/OrderSelectDialog';
import { MatchPayment } from '../components/MatchPayment';
import { chosenOfRow, rowOfChosen } from '../components/order-choice';
import { SuggestionList } from '../components/SuggestionList';
import { type ChosenOrder, fullMatchCheck } from '../match-math';
import { useFullMatch } from '../use-payments';

/** The chosen orders of a full match against the payment's rest, live, and the match itself. */
const FullMatchPanel = ({ payment }: { payment: PaymentDetail }) => {
  const { t } = useTranslation('settlement');
  const navigate = useNavigate();
  const { hasAll } = usePermission();
  const [chosen, setChosen] = useState<ChosenOrder[]>([]);
  const [choosing, setChoosing] = useState(false);
  const [reason, setReason] = useState<DifferenceReason>();
  const full = useFullMatch();
  const check = fullMatchCheck(payment.restAmount, chosen);

  const columns: TableColumnsType<ChosenOrder> = [
    { title: t('statement.orderNo'), dataIndex: 'orderNo', key: 'orderNo', width: 190 },
    { title: t('statement.customer'), dataIndex: 'customerName', key: 'customerName', ellipsis: true },
    {
      title: t('statement.orderAmount'),
      dataIndex: 'orderAmount',
      key: 'orderAmount',
      width: 120,
      align: 'right',
      render: formatAmount,
    },
    {
      title: t('match.outstanding'),
      dataIndex: 'outstandingAmount',
      key: 'outstandingAmount',
      width: 120,
      align: 'right',
      render: (value: string) => <strong>{formatAmount(value)}</strong>,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 70,
      render: (_value, row) => (
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('match.remove')} ${row.orderNo}`}
          onClick={() => setChosen((list) => list.filter((order) => order.orderId !== row.orderId))}
        />
      ),
    },
  ];

  const ready = check.status === 'equal' || (check.status === 'short' && reason !== undefined);
  const submit = async () => {
    try {
      await full.mutateAsync({
        paymentId: payment.id,
        orderIds: chosen.map((order) => order.orderId),
        differenceReason: check.status === 'short' ? reason : undefined,
      });
      setChosen([]);
      setReason(undefined);
    } catch {
      // Shown by the presenter (a 1111 names what the server refused).
    }
  };

  let status = null;
  if (check.status === 'equal') status = <Alert type="success" showIcon title={t('match.equal')} />;
  if (check.status === 'short')
    status = (
      <Alert type="warning" showIcon title={t('match.short', { amount: formatAmount(check.difference) })} />
    );
  if (check.status === 'over')
    status = (
      <Alert type="info" showIcon title={t('match.over', { amount: formatAmount(check.difference) })} />
    );

  return (
    <Card
      variant="borderless"
      title={t('match.chosenOrders')}
      style={{ height: '100%' }}
      extra={
        <Flex gap={8}>
          {chosen.length > 0 ? <Button onClick={() => setChosen([])}>{t('match.clear')}</Button> : null}
          <Button icon={<PlusOutlined />} disabled={payment.state === 2} onClick={() => setChoosing(true)}>
            {t('match.chooseOrders')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Table<ChosenOrder>
          rowKey="orderId"
          size="small"
          columns={columns}
          dataSource={chosen}
          pagination={false}
          scroll={{ y: 360 }}
          locale={{ emptyText: t('match.emptyChosen') }}
        />
        <Flex gap={40} wrap justify="flex-end">
          <Statistic title={t('match.rest')} value={formatAmount(payment.restAmount)} />
          <Statistic title={t('match.ordersTotal')} value={formatAmount(check.total)} />
          <Statistic
            title={t('match.difference')}
            value={formatAmount(check.difference)}
            styles={{
              content: {
                color: check.status === 'equal' || check.status === 'empty' ? undefined : '#d46b08',
              },
            }}
          />
        </Flex>
        {status}
        <Flex gap={12} justify="flex-end" align="center" wrap>
          {check.status === 'short' ? (
            <Flex gap={8} align="center">
              <Typography.Text id="difference-reason-label">{t('match.differenceReason')}</Typography.Text>
              <Select<DifferenceReason>
                aria-labelledby="difference-reason-label"
                style={{ width: 160 }}
                value={reason}
                placeholder={t('match.differenceReasonRequired')}
                onChange={setReason}
                options={DIFFERENCE_REASONS.map((value) => ({ value, label: t(`state.reason_${value}`) }))}
              />
            </Flex>
          ) : null}
          <Button onClick={() => navigate(`/settlement/part_match?paymentId=${payment.id}`)}>
            {t('match.toPartMatch')}
          </Button>
          {hasAll('settlement:match') ? (
            <Button type="primary" disabled={!ready} loading={full.isPending} onClick={() => void submit()}>
              {t('match.submit')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <OrderSelectDialog
        mode="multiple"
        open={choosing}
        onClose={() => setChoosing(false)}
        initialSelected={chosen.map(rowOfChosen)}
        onConfirm={(rows) => {
          setChosen(rows.map(chosenOfRow));
          setChoosing(false);
        }}
      />
    </Card>
  );
};

/**
 * /settlement/match: a payment (unmatched or partly matched) with its rest, the suggestions beside it
 * (one click accepts one), and orders chosen through the order selection dialog; their outstanding
 * total against the rest, live and exact; a shortfall closed with a reason within the tolerance.
 */
const MatchPage = () => (
  <MatchPayment>
    {(payment) => (
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <FullMatchPanel key={payment.id} payment={payment} />
        </Col>
        <Col xs={24} xl={9}>
          <SuggestionList payment={payment} />
        </Col>
      </Row>
    )}
  </MatchPayment>
);

export default MatchPage;
