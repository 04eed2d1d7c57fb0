import type { Shipment } from '@portal/shared/contracts/orders';
import { Empty, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatDateTime } from '../../../shared/format';
import { formatQuantity } from '../order-quantity';
import { LogisticsDrawer } from './LogisticsDrawer';

/** The order's shipments: express, tracking number, what each carried, and its logistics. */
export const OrderShipments = ({ shipments }: { shipments: readonly Shipment[] }) => {
  const { t } = useTranslation('orders');
  const [tracking, setTracking] = useState<number | null>(null);
  if (shipments.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noShipments')} />;
  }
  return (
    <>
      <Table<Shipment>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...shipments]}
        scroll={{ x: 900 }}
        columns={[
          { title: t('delivery.express'), dataIndex: 'expressName', width: 130 },
          {
            title: t('delivery.trackingNo'),
            dataIndex: 'trackingNo',
            width: 190,
            render: (value: string) => <Typography.Text copyable>{value}</Typography.Text>,
          },
          {
            title: t('detail.shipmentItems'),
            key: 'items',
            render: (_value, shipment) => (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {shipment.items.map((item) => (
                  <li key={item.itemId}>
                    {item.goodsName} {item.spec ? `(${item.spec})` : ''} × {formatQuantity(item.quantity)}
                  </li>
                ))}
              </ul>
            ),
          },
          {
            title: t('detail.operator'),
            dataIndex: 'operator',
            width: 110,
            render: (value: string | null) => value ?? EMPTY_VALUE,
          },
          {
            title: t('detail.shippedTime'),
            dataIndex: 'shippedTime',
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('list.actions'),
            key: 'track',
            width: 100,
            render: (_value, shipment) => (
              <Typography.Link onClick={() => setTracking(shipment.id)}>{t('detail.track')}</Typography.Link>
            ),
          },
        ]}
      />
      <LogisticsDrawer shipmentId={tracking} onClose={() => setTracking(null)} />
    </>
  );
};
