import { ShoppingCartOutlined } from '@ant-design/icons';
import type { OrderPurchase } from '@portal/shared/contracts/back-to-back';
import { viewCodeOf } from '@portal/shared/menu';
import { OrderState } from '@portal/shared/order-states';
import { PurchaseState } from '@portal/shared/scm-states';
import { Button, Card, Flex, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatDateTime } from '../../../shared/format';
import { usePermission } from '../../../shared/use-permission';
import { rateText } from '../transactions/components/MarginText';
import { useOrderPurchases } from '../transactions/use-back-to-back';
import { BackToBackDialog } from './BackToBackDialog';

/** Orders confirmed through received can be bought for (the server decides; this hides the button). */
const PURCHASABLE: number[] = [
  OrderState.awaitingShipment,
  OrderState.partlyShipped,
  OrderState.shipped,
  OrderState.received,
];

const STATE_COLORS: Record<number, string> = {
  [PurchaseState.draft]: 'default',
  [PurchaseState.submitted]: 'processing',
  [PurchaseState.confirmed]: 'cyan',
  [PurchaseState.shipped]: 'blue',
  [PurchaseState.received]: 'green',
  [PurchaseState.completed]: 'success',
  [PurchaseState.cancelled]: 'default',
};

/**
 * The order detail's purchase card: the purchase orders bought for this order (back to back) with
 * their state and amount, linked to the purchase order; the margin so far; and "purchase for this
 * order". Shown to accounts that may see purchase orders, when the order can be bought for or was.
 */
export const OrderPurchaseCard = ({ order }: { order: { id: number; state: number } }) => {
  const { t } = useTranslation('scmTransactions');
  const { hasAll, hasAny } = usePermission();
  const canSee = hasAny(['scm:purchase', viewCodeOf('/purchase/order')]);
  const canBuy = hasAll('scm:purchase') && PURCHASABLE.includes(order.state);
  const { data } = useOrderPurchases(order.id, canSee);
  const [open, setOpen] = useState(false);
  if (!canSee || !data || (data.purchases.length === 0 && !PURCHASABLE.includes(order.state))) return null;
  return (
    <Card
      variant="borderless"
      title={t('card.title')}
      extra={
        canBuy ? (
          <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => setOpen(true)}>
            {t('card.purchaseForOrder')}
          </Button>
        ) : null
      }
    >
      <Flex vertical gap={16}>
        {data.purchases.length > 0 ? (
          <Flex gap={40} wrap>
            <Statistic title={t('card.saleAmount')} value={formatAmount(data.saleAmount)} prefix="¥" />
            <Statistic title={t('card.costAmount')} value={formatAmount(data.costAmount)} prefix="¥" />
            <Statistic
              title={t('card.margin')}
              value={formatAmount(data.margin)}
              prefix="¥"
              suffix={<span style={{ fontSize: 14 }}>{rateText(data.marginRate)}</span>}
              styles={{
                content: { fontWeight: 600, color: data.margin.startsWith('-') ? '#cf1322' : '#389e0d' },
              }}
            />
          </Flex>
        ) : null}
        <Table<OrderPurchase>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.purchases}
          locale={{ emptyText: t('card.noPurchases') }}
          columns={[
            {
              title: t('card.purchaseNo'),
              key: 'purchaseNo',
              render: (_v, row) => <Link to={`/purchase/order?id=${row.id}`}>{row.purchaseNo}</Link>,
            },
            { title: t('card.supplier'), dataIndex: 'supplierName', key: 'supplier', ellipsis: true },
            {
              title: t('card.state'),
              key: 'state',
              width: 100,
              render: (_v, row) => (
                <Tag color={STATE_COLORS[row.state]}>{t(`purchaseState.state_${row.state}`)}</Tag>
              ),
            },
            {
              title: t('card.amount'),
              key: 'amount',
              width: 130,
              align: 'right',
              render: (_v, row) => formatAmount(row.totalAmount),
            },
            {
              title: t('card.createdTime'),
              key: 'createdTime',
              width: 170,
              render: (_v, row) => formatDateTime(row.createdTime),
            },
          ]}
        />
      </Flex>
      {canBuy ? <BackToBackDialog orderId={order.id} open={open} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
};
