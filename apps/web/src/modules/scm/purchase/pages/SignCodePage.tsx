import type { Delivery } from '@portal/shared/contracts/purchase';
import { SignCodeState } from '@portal/shared/scm-states';
import { Card, Form, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountedTabs, useStateTabs } from '../../../../shared/CountedTabs';
import { DayRangeItem } from '../../../../shared/DateRangeField';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { filtersWithDays } from '../../../../shared/search-filters';
import { dateTimeColumn } from '../../../../shared/table-columns';
import { Text, TextLink } from '../../../../shared/Text';
import { ExportButton } from '../../../communal/components/ExportButton';
import { CodeStateTag } from '../components/PurchaseTags';
import { SignCodeDialog, type SignCodeTarget } from '../components/SignCodeDialog';
import {
  type DeliveryFilterValues,
  deliveryExport,
  deliveryList,
  useDeliveryStateCounts,
} from '../use-purchase';

const CODE_STATES = Object.values(SignCodeState);
const toFilters = filtersWithDays<DeliveryFilterValues>({ shipped: ['dateFrom', 'dateTo'] });

/**
 * /purchase/signcode: the deliveries of purchase orders by their sign code's state (awaiting, used,
 * locked, replaced), with the code entered here; the purchase number opens the order's detail.
 */
const SignCodePage = () => {
  const { t } = useTranslation('purchase');
  const [codeState, tabs] = useStateTabs(CODE_STATES, {
    all: t('common.all'),
    of: (key) => t(`codeState_${key}`),
  });
  const counts = useDeliveryStateCounts();
  const table = useRef<PageTableHandle<DeliveryFilterValues>>(null);
  const [entering, setEntering] = useState<SignCodeTarget | null>(null);

  const columns: TableColumnsType<Delivery> = [
    {
      title: t('common.purchaseNo'),
      key: 'purchaseNo',
      width: 180,
      render: (_value, row) => <Link to={`/purchase/order?id=${row.purchaseOrderId}`}>{row.purchaseNo}</Link>,
    },
    {
      title: t('common.supplier'),
      dataIndex: 'supplierName',
      key: 'supplierName',
      width: 220,
      ellipsis: true,
    },
    {
      title: t('signcode.express'),
      key: 'express',
      width: 240,
      render: (_value, row) => `${row.expressName} ${row.trackingNo}`,
    },
    {
      title: t('order.receiver'),
      key: 'receiver',
      width: 170,
      render: (_value, row) => `${row.receiverName} ${row.receiverPhone}`,
    },
    {
      title: t('signcode.codeState'),
      key: 'codeState',
      width: 110,
      render: (_value, row) => <CodeStateTag state={row.codeState} />,
    },
    {
      title: t('signcode.failedAttempts'),
      key: 'failedAttempts',
      width: 130,
      render: (_value, row) =>
        row.codeState === SignCodeState.awaiting
          ? `${row.failedAttempts} · ${t('signcode.attemptsLeft', { count: row.attemptsLeft })}`
          : row.failedAttempts,
    },
    dateTimeColumn<Delivery>(t('signcode.shippedTime'), 'shippedTime', 170),
    dateTimeColumn<Delivery>(t('signcode.signedTime'), 'signedTime', 170),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_value, row) =>
        row.codeState === SignCodeState.awaiting ? (
          <TextLink
            onClick={() =>
              setEntering({
                deliveryId: row.id,
                purchaseNo: row.purchaseNo,
                receiverName: row.receiverName,
                receiverPhone: row.receiverPhone,
              })
            }
          >
            {t('signcode.enter')}
          </TextLink>
        ) : row.codeState === SignCodeState.locked ? (
          <Text type="danger" style={{ fontSize: 12 }}>
            {t('signcode.lockedHint')}
          </Text>
        ) : null,
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} />
      <PageTable<Delivery, DeliveryFilterValues>
        ref={table}
        {...deliveryList}
        params={{ codeState }}
        toFilters={toFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1560 }, locale: { emptyText: t('signcode.empty') } }}
        search={
          <>
            <Form.Item name="purchaseNo" label={t('common.purchaseNo')}>
              <Input allowClear maxLength={30} style={{ width: 200 }} />
            </Form.Item>
            <DayRangeItem name="shipped" label={t('signcode.shippedRange')} />
          </>
        }
        toolbar={<ExportButton endpoint={deliveryExport} filters={() => ({ ...table.current?.filters() })} />}
      />
      <SignCodeDialog target={entering} onClose={() => setEntering(null)} />
    </Card>
  );
};

export default SignCodePage;
