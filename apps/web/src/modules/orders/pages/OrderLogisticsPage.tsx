import type { ShipmentRow } from '@portal/shared/contracts/orders';
import { Card, Flex, Form, Input, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { PageTable } from '../../../shared/PageTable';
import { LogisticsDrawer } from '../components/LogisticsDrawer';
import { useExpressCompanies } from '../use-orders';
import { type ShipmentFilter, shipmentList } from '../use-tracking';
import { orderDetailPathOf } from '../components/todo-columns';

/** /order/logistics: every shipment with its order; a row opens the express provider's traces. */
const OrderLogisticsPage = () => {
  const { t } = useTranslation('orders');
  const [tracking, setTracking] = useState<number | null>(null);
  const express = useExpressCompanies();

  const columns: TableColumnsType<ShipmentRow> = [
    {
      title: t('logistics.orderNo'),
      key: 'orderNo',
      width: 220,
      render: (_value, row) => <Link to={orderDetailPathOf(row.orderId)}>{row.orderNo}</Link>,
    },
    { title: t('logistics.customer'), dataIndex: 'customerName', ellipsis: true },
    {
      title: t('logistics.receiver'),
      key: 'receiver',
      width: 220,
      render: (_value, row) => (
        <Flex vertical>
          <span>{row.receiverName}</span>
          <Typography.Text type="secondary">{row.regionName}</Typography.Text>
        </Flex>
      ),
    },
    { title: t('logistics.express'), dataIndex: 'expressName', width: 120 },
    {
      title: t('logistics.trackingNo'),
      dataIndex: 'trackingNo',
      width: 190,
      render: (value: string) => <Typography.Text copyable>{value}</Typography.Text>,
    },
    { title: t('logistics.items'), dataIndex: 'itemCount', width: 90, align: 'right' },
    {
      title: t('logistics.shippedTime'),
      dataIndex: 'shippedTime',
      key: 'shippedTime',
      sorter: true,
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('logistics.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_value, row) => (
        <Typography.Link onClick={() => setTracking(row.id)}>{t('logistics.track')}</Typography.Link>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <PageTable<ShipmentRow, ShipmentFilter>
        {...shipmentList}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1200 } }}
        search={
          <>
            <Form.Item name="orderNo" label={t('logistics.orderNo')}>
              <Input allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="trackingNo" label={t('logistics.trackingNo')}>
              <Input allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="expressCode" label={t('logistics.express')}>
              <Select
                allowClear
                placeholder={t('logistics.all')}
                style={{ width: 160 }}
                loading={express.isPending}
                options={(express.data ?? []).map((company) => ({
                  value: company.code,
                  label: company.name,
                }))}
              />
            </Form.Item>
          </>
        }
      />
      <LogisticsDrawer shipmentId={tracking} onClose={() => setTracking(null)} />
    </Card>
  );
};

export default OrderLogisticsPage;
