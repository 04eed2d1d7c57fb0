import type { OrderDetail, OrderItem } from '@portal/shared/contracts/orders';
import { Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format';
import { formatQuantity, isNothing, remainingOf } from '../order-quantity';

const COLUMN_COUNT = 7;

/**
 * The ordered lines: quantity ordered, shipped and still to ship, unit price and amount; below them
 * the items amount, the freight and the total exactly as the server gives them.
 */
export const OrderItemsTable = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation('orders');
  const summaryRow = (key: string, label: string, amount: string, strong = false) => (
    <Table.Summary.Row key={key}>
      <Table.Summary.Cell index={0} colSpan={COLUMN_COUNT - 1} align="right">
        <Typography.Text type={strong ? undefined : 'secondary'} strong={strong}>
          {label}
        </Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={COLUMN_COUNT - 1} align="right">
        <Typography.Text strong={strong} style={strong ? { fontSize: 16 } : undefined}>
          {formatAmount(amount)}
        </Typography.Text>
      </Table.Summary.Cell>
    </Table.Summary.Row>
  );
  return (
    <Table<OrderItem>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={order.items}
      scroll={{ x: 680 }}
      columns={[
        {
          title: t('detail.goods'),
          key: 'goods',
          render: (_value, item) => (
            <Flex vertical>
              <Typography.Text>{item.goodsName}</Typography.Text>
              <Typography.Text type="secondary">{item.spec}</Typography.Text>
            </Flex>
          ),
        },
        { title: t('detail.unit'), dataIndex: 'unit', width: 60 },
        {
          title: t('detail.quantity'),
          key: 'quantity',
          align: 'right',
          width: 84,
          render: (_value, item) => formatQuantity(item.quantity),
        },
        {
          title: t('detail.shipped'),
          key: 'shipped',
          align: 'right',
          width: 84,
          render: (_value, item) => formatQuantity(item.shippedQuantity),
        },
        {
          title: t('detail.remaining'),
          key: 'remaining',
          align: 'right',
          width: 84,
          render: (_value, item) => {
            const remaining = remainingOf(item);
            return isNothing(remaining) ? (
              <Typography.Text type="success">{t('delivery.allShipped')}</Typography.Text>
            ) : (
              <Typography.Text type="warning" strong>
                {remaining}
              </Typography.Text>
            );
          },
        },
        {
          title: t('detail.unitPrice'),
          dataIndex: 'unitPrice',
          align: 'right',
          width: 110,
          render: (value: string) => formatAmount(value),
        },
        {
          title: t('detail.amount'),
          dataIndex: 'amount',
          align: 'right',
          width: 120,
          render: (value: string) => formatAmount(value),
        },
      ]}
      summary={() => (
        <Table.Summary>
          {summaryRow('items', t('detail.itemsAmount'), order.itemsAmount)}
          {summaryRow('freight', t('detail.freight'), order.freight)}
          {summaryRow('total', t('detail.totalAmount'), order.totalAmount, true)}
        </Table.Summary>
      )}
    />
  );
};
