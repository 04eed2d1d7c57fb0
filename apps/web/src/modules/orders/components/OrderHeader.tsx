import type { OrderDetail } from '@portal/shared/contracts/orders';
import { OrderState } from '@portal/shared/order-states';
import { Alert, Button, Descriptions, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../shared/format';
import { OrderActions } from './OrderActions';
import { OrderSourceTag, OrderStateTag, OvertimeTag } from './OrderTags';
import type { OrderDialogs } from './use-order-dialogs';

const ENDED_WITH_REASON: number[] = [OrderState.refused, OrderState.cancelled];

/** The order's number, state, times and amounts, with the actions of its state. */
export const OrderHeader = ({ order, dialogs }: { order: OrderDetail; dialogs: OrderDialogs }) => {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Flex vertical gap={8}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={4} copyable={{ text: order.orderNo }} style={{ margin: 0 }}>
              {order.orderNo}
            </Typography.Title>
            <OrderStateTag state={order.state} />
            {order.overtime ? <OvertimeTag /> : null}
            <OrderSourceTag source={order.source} />
          </Flex>
          <Typography.Text type="secondary">
            {order.channelName ?? t('list.noChannel')} · {order.customerName}
          </Typography.Text>
        </Flex>
        <Flex gap={8} wrap>
          <OrderActions order={order} dialogs={dialogs} variant="buttons" />
          <Button onClick={() => navigate('/order/index')}>{t('detail.back')}</Button>
        </Flex>
      </Flex>
      {ENDED_WITH_REASON.includes(order.state) && order.reason ? (
        <Alert
          type={order.state === OrderState.refused ? 'error' : 'warning'}
          showIcon
          title={t(order.state === OrderState.refused ? 'detail.refusedReason' : 'detail.cancelledReason', {
            reason: order.reason,
          })}
        />
      ) : null}
      {order.state === OrderState.awaitingConfirmation && order.confirmDeadline ? (
        <Alert
          type={order.overtime ? 'error' : 'warning'}
          showIcon
          title={t(order.overtime ? 'detail.overtimeAlert' : 'detail.deadlineAlert', {
            time: formatDateTime(order.confirmDeadline),
          })}
        />
      ) : null}
      <Flex gap={32} wrap align="flex-start">
        <Descriptions
          style={{ flex: 1, minWidth: 480 }}
          column={{ xs: 1, md: 2, xl: 3 }}
          size="small"
          items={[
            { key: 'orderTime', label: t('list.orderTime'), children: formatDateTime(order.orderTime) },
            {
              key: 'confirmDeadline',
              label: t('detail.confirmDeadline'),
              children: formatDateTime(order.confirmDeadline),
            },
            {
              key: 'confirmedTime',
              label: t('detail.confirmedTime'),
              children: formatDateTime(order.confirmedTime),
            },
            {
              key: 'completedTime',
              label: t('detail.completedTime'),
              children: formatDateTime(order.completedTime),
            },
            {
              key: 'updatedTime',
              label: t('detail.updatedTime'),
              children: formatDateTime(order.updatedTime),
            },
            {
              key: 'sync',
              label: t('detail.syncState'),
              children:
                order.state === OrderState.completed
                  ? `${t(`state.sync_${order.syncState}`)}${order.syncMessage ? `（${order.syncMessage}）` : ''}`
                  : EMPTY_VALUE,
            },
          ]}
        />
        <Flex gap={32}>
          <Statistic title={t('detail.itemsAmount')} value={formatAmount(order.itemsAmount)} />
          <Statistic title={t('detail.freight')} value={formatAmount(order.freight)} />
          <Statistic
            title={t('detail.totalAmount')}
            value={formatAmount(order.totalAmount)}
            prefix="¥"
            styles={{ content: { fontWeight: 600 } }}
          />
        </Flex>
      </Flex>
    </Flex>
  );
};
