import type { PaymentDetail, PaymentRow } from '@portal/shared/contracts/settlement';
import { Button, Card, Descriptions, Empty, Flex, Form, Input, Segmented, Skeleton, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EMPTY_VALUE, formatAmount } from '../../../shared/format';
import { PageTable } from '../../../shared/PageTable';
import { Text, TextLink } from '../../../shared/Text';
import { type PaymentFilterValues, paymentList, usePaymentDetail } from '../use-payments';
import { PaymentAmounts } from './PaymentDrawer';
import { PaymentStateTag } from './SettlementTags';

const pickerList = paymentList('match-picker');

/** The payments still to match (unmatched or partly matched), each with a Pick link. */
const PaymentPicker = ({ onPick }: { onPick: (id: number) => void }) => {
  const { t } = useTranslation('settlement');
  const [state, setState] = useState<0 | 1>(0);
  const columns: TableColumnsType<PaymentRow> = [
    {
      title: t('payment.payer'),
      key: 'payer',
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <span>{row.payer}</span>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {row.bankSerial ?? EMPTY_VALUE}
          </Text>
        </Flex>
      ),
    },
    { title: t('payment.paidDate'), dataIndex: 'paidDate', key: 'paidDate', width: 120, sorter: true },
    {
      title: t('payment.amount'),
      dataIndex: 'amount',
      key: 'amount',
      width: 130,
      align: 'right',
      render: formatAmount,
    },
    {
      title: t('payment.rest'),
      dataIndex: 'restAmount',
      key: 'restAmount',
      width: 130,
      align: 'right',
      render: (value: string) => <Text strong>{formatAmount(value)}</Text>,
    },
    {
      title: t('payment.remark'),
      dataIndex: 'remark',
      key: 'remark',
      ellipsis: true,
      render: (v: string | null) => v ?? EMPTY_VALUE,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 80,
      render: (_value, row) => <TextLink onClick={() => onPick(row.id)}>{t('match.pick')}</TextLink>,
    },
  ];
  return (
    <Card
      variant="borderless"
      title={t('match.pickPayment')}
      extra={<Text type="secondary">{t('match.pickHint')}</Text>}
    >
      <Flex vertical gap={12}>
        <Segmented<0 | 1>
          value={state}
          onChange={setState}
          options={[
            { value: 0, label: t('state.payment_0') },
            { value: 1, label: t('state.payment_1') },
          ]}
        />
        <PageTable<PaymentRow, PaymentFilterValues>
          {...pickerList}
          params={{ state }}
          rowKey="id"
          columns={columns}
          search={
            <Form.Item name="keyword" label={t('payment.keyword')}>
              <Input
                allowClear
                maxLength={100}
                style={{ width: 240 }}
                placeholder={t('payment.keywordPlaceholder')}
              />
            </Form.Item>
          }
          tableProps={{ size: 'small', locale: { emptyText: t('payment.emptyList') } }}
        />
      </Flex>
    </Card>
  );
};

/** The payment being matched: who paid, when, the serial and remark, and its rest (always on screen). */
const PaymentSummary = ({ payment, onChange }: { payment: PaymentDetail; onChange: () => void }) => {
  const { t } = useTranslation('settlement');
  return (
    <Card variant="borderless">
      <Flex justify="space-between" align="flex-start" gap={24} wrap>
        <Flex vertical gap={8} style={{ flex: '1 1 420px', minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {payment.payer}
            </Typography.Title>
            <PaymentStateTag state={payment.state} />
          </Flex>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'date', label: t('payment.paidDate'), children: payment.paidDate },
              { key: 'serial', label: t('payment.bankSerial'), children: payment.bankSerial ?? EMPTY_VALUE },
              { key: 'remark', label: t('payment.remark'), span: 2, children: payment.remark ?? EMPTY_VALUE },
            ]}
          />
        </Flex>
        <Flex vertical gap={12} align="flex-end">
          <PaymentAmounts payment={payment} />
          <Button onClick={onChange}>{t('match.changePayment')}</Button>
        </Flex>
      </Flex>
    </Card>
  );
};

/**
 * The payment of a matching screen (`?paymentId=`): the picker while none is chosen, then its
 * summary above what `children` makes of it.
 */
export const MatchPayment = ({ children }: { children: (payment: PaymentDetail) => ReactNode }) => {
  const { t } = useTranslation('settlement');
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('paymentId'));
  const paymentId = Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  const detail = usePaymentDetail(paymentId);
  const pick = (id: number | undefined) => setSearchParams(id === undefined ? {} : { paymentId: String(id) });
  if (paymentId === undefined) return <PaymentPicker onPick={pick} />;
  const payment = detail.data && detail.data.id === paymentId ? detail.data : undefined;
  if (!payment) {
    return (
      <Card variant="borderless">
        {detail.isError ? (
          <Empty description={t('common.notFound')}>
            <Button onClick={() => pick(undefined)}>{t('match.changePayment')}</Button>
          </Empty>
        ) : (
          <Skeleton active />
        )}
      </Card>
    );
  }
  return (
    <Flex vertical gap={16}>
      <PaymentSummary payment={payment} onChange={() => pick(undefined)} />
      {children(payment)}
    </Flex>
  );
};
