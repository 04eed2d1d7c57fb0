import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PAYMENT_STATES, type PaymentRow } from '@portal/shared/contracts/settlement';
import { compareMoney } from '@portal/shared/money-text';
import { Button, Card, Flex, Form, Input, Popconfirm, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Authorized } from '../../../shared/Authorized';
import { CountedTabs, useStateTabs } from '../../../shared/CountedTabs';
import { formatAmount } from '../../../shared/format';
import { PageTable, type PageTableHandle } from '../../../shared/PageTable';
import { Text, TextLink } from '../../../shared/Text';
import { usePermission } from '../../../shared/use-permission';
import { ExportButton } from '../../communal/components/ExportButton';
import { BankImportDialog } from '../components/BankImportDialog';
import { PaymentDrawer } from '../components/PaymentDrawer';
import { PaymentFormDialog, type PaymentFormTarget } from '../components/PaymentFormDialog';
import { AmountRangeItem } from '../components/AmountRangeItem';
import { PaymentStateTag } from '../components/SettlementTags';
import {
  type PaymentFilterValues,
  paymentExport,
  paymentList,
  useDeletePayment,
  usePaymentStateCounts,
} from '../use-payments';
import { DayRangeItem } from '../../../shared/DateRangeField';
import { filtersWithDays } from '../../../shared/search-filters';
import { useIdParams } from '../../../shared/use-id-params';

const list = paymentList('list');
const toFilters = filtersWithDays<PaymentFilterValues>({ paidDate: ['dateFrom', 'dateTo'] });

const PaymentSearchFields = () => {
  const { t } = useTranslation('settlement');
  return (
    <>
      <Form.Item name="keyword" label={t('payment.keyword')}>
        <Input
          allowClear
          maxLength={100}
          style={{ width: 200 }}
          placeholder={t('payment.keywordPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="payer" label={t('payment.payer')}>
        <Input allowClear maxLength={100} style={{ width: 170 }} />
      </Form.Item>
      <Form.Item name="bankSerial" label={t('payment.bankSerial')}>
        <Input allowClear maxLength={64} style={{ width: 170 }} />
      </Form.Item>
      <DayRangeItem name="paidDate" label={t('payment.paidDateRange')} />
      <AmountRangeItem />
    </>
  );
};

/**
 * /settlement/payment: the payments received from customers by match state, searched by keyword,
 * payer, serial, date and amount, exported; added by hand or imported from a bank statement; each
 * with its allocations and unallocated rest, corrected or deleted while nothing is matched.
 */
const PaymentListPage = () => {
  const { t } = useTranslation('settlement');
  const navigate = useNavigate();
  const [state, tabs] = useStateTabs(PAYMENT_STATES, {
    all: t('state.all'),
    of: (key) => t(`state.payment_${key}`),
  });
  const counts = usePaymentStateCounts();
  const table = useRef<PageTableHandle<PaymentFilterValues>>(null);
  const [editing, setEditing] = useState<PaymentFormTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const removal = useDeletePayment();
  const { hasAll } = usePermission();
  const canEdit = hasAll('settlement:payment');
  const canMatch = hasAll('settlement:match');
  const [{ id: openId }, setIds] = useIdParams('id');
  const open = (id: number | undefined) => setIds({ id });

  const money = (key: 'amount' | 'allocatedAmount' | 'restAmount', title: string, sorter = false) => ({
    title,
    dataIndex: key,
    key,
    width: key === 'allocatedAmount' ? 110 : 120,
    align: 'right' as const,
    sorter,
    render: (value: string) =>
      key === 'restAmount' && compareMoney(value, 0) > 0 ? (
        <Text strong type="warning">
          {formatAmount(value)}
        </Text>
      ) : (
        formatAmount(value)
      ),
  });

  const locked = (node: ReactNode) => (
    <Tooltip title={t('payment.lockedHint')}>
      <Button type="link" size="small" disabled style={{ padding: 0, height: 'auto' }}>
        {node}
      </Button>
    </Tooltip>
  );

  const columns: TableColumnsType<PaymentRow> = [
    {
      title: t('payment.payer'),
      key: 'payer',
      width: 190,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <TextLink onClick={() => open(row.id)}>{row.payer}</TextLink>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {row.bankSerial ?? t(`state.source_${row.source}`)}
          </Text>
        </Flex>
      ),
    },
    money('amount', t('payment.amount'), true),
    money('allocatedAmount', t('payment.allocated')),
    money('restAmount', t('payment.rest')),
    { title: t('payment.paidDate'), dataIndex: 'paidDate', key: 'paidDate', width: 110, sorter: true },
    {
      title: t('payment.remark'),
      dataIndex: 'remark',
      key: 'remark',
      width: 160,
      ellipsis: { showTitle: true },
      render: (value: string | null) => value ?? '-',
    },
    {
      title: t('payment.state'),
      key: 'state',
      width: 100,
      render: (_value, row) => <PaymentStateTag state={row.state} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 230,
      fixed: 'right',
      render: (_value, row) => {
        const hasAllocations = compareMoney(row.allocatedAmount, 0) > 0;
        return (
          <Flex gap={10} wrap>
            <TextLink onClick={() => open(row.id)}>{t('common.detail')}</TextLink>
            {canMatch && row.state !== 2 ? (
              <>
                <TextLink onClick={() => navigate(`/settlement/match?paymentId=${row.id}`)}>
                  {t('payment.match')}
                </TextLink>
                <TextLink onClick={() => navigate(`/settlement/part_match?paymentId=${row.id}`)}>
                  {t('payment.partMatch')}
                </TextLink>
              </>
            ) : null}
            {canEdit && hasAllocations ? locked(`${t('payment.edit')} ${t('payment.delete')}`) : null}
            {canEdit && !hasAllocations ? (
              <>
                <TextLink onClick={() => setEditing({ payment: row })}>{t('payment.edit')}</TextLink>
                <Popconfirm
                  title={t('payment.deleteTitle')}
                  description={t('payment.deleteIntro')}
                  onConfirm={() => removal.mutateAsync({ id: row.id }).catch(() => undefined)}
                >
                  <TextLink danger>{t('payment.delete')}</TextLink>
                </Popconfirm>
              </>
            ) : null}
          </Flex>
        );
      },
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} />
      <PageTable<PaymentRow, PaymentFilterValues>
        ref={table}
        {...list}
        params={{ state }}
        toFilters={toFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1160 }, locale: { emptyText: t('payment.emptyList') } }}
        search={<PaymentSearchFields />}
        toolbar={
          <>
            <Authorized code="settlement:payment">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                {t('payment.add')}
              </Button>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                {t('payment.import')}
              </Button>
            </Authorized>
            <ExportButton endpoint={paymentExport} filters={() => ({ ...table.current?.filters() })} />
          </>
        }
      />
      <PaymentFormDialog target={editing} onClose={() => setEditing(null)} />
      <BankImportDialog open={importing} onClose={() => setImporting(false)} />
      <PaymentDrawer id={openId} onClose={() => open(undefined)} />
    </Card>
  );
};

export default PaymentListPage;
