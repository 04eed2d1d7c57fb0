import type { OrderRow } from '@portal/shared/contracts/orders';
import { OrderSource, OrderState } from '@portal/shared/order-states';
import { Button, Flex, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../shared/Text';
import { usePermission } from '../../../shared/use-permission';
import { useConfirmOrder } from '../use-orders';
import type { OrderDialogs } from './use-order-dialogs';

const SHIPPABLE: number[] = [OrderState.awaitingShipment, OrderState.partlyShipped];

export type OrderActionsProps = {
  order: Pick<OrderRow, 'id' | 'orderNo' | 'state' | 'source'>;
  dialogs: OrderDialogs;
  /** Links in a table row, or buttons in the detail header. */
  variant: 'links' | 'buttons';
  /** Ship is the delivery page's own action; it may be the only one there. */
  only?: 'ship';
};

/**
 * What the user may do with an order in its state: confirm (with a confirmation) or refuse (with a
 * reason) while it awaits confirmation, ship while something is left to ship, cancel a manual order
 * awaiting shipment. Each action needs its authority.
 */
export const OrderActions = ({ order, dialogs, variant, only }: OrderActionsProps) => {
  const { t } = useTranslation('orders');
  const { hasAll } = usePermission();
  const confirmation = useConfirmOrder();
  const target = { id: order.id, orderNo: order.orderNo };

  // The confirmation shows its spinner until the lists are refreshed; a failure was shown already.
  const confirm = () => confirmation.mutateAsync({ id: order.id }).catch(() => undefined);

  const action = (key: string, label: string, onClick?: () => void, danger = false): ReactNode =>
    variant === 'links' ? (
      <TextLink key={key} danger={danger} onClick={onClick}>
        {label}
      </TextLink>
    ) : (
      <Button
        key={key}
        type={key === 'ship' || key === 'confirm' ? 'primary' : 'default'}
        danger={danger}
        onClick={onClick}
      >
        {label}
      </Button>
    );

  const actions: ReactNode[] = [];
  if (!only && order.state === OrderState.awaitingConfirmation && hasAll('order:confirm')) {
    actions.push(
      <Popconfirm
        key="confirm"
        title={t('list.confirmTitle')}
        description={t('list.confirmIntro')}
        onConfirm={confirm}
      >
        {action('confirm', t('list.confirm'))}
      </Popconfirm>,
      action('refuse', t('list.refuse'), () => dialogs.askReason({ mode: 'refuse', order: target }), true),
    );
  }
  if (SHIPPABLE.includes(order.state) && hasAll('order:ship')) {
    actions.push(action('ship', t('list.ship'), () => dialogs.ship(target)));
  }
  if (
    !only &&
    order.state === OrderState.awaitingShipment &&
    order.source !== OrderSource.channel &&
    hasAll('order:manual')
  ) {
    actions.push(
      action('cancel', t('list.cancel'), () => dialogs.askReason({ mode: 'cancel', order: target }), true),
    );
  }
  if (actions.length === 0) return null;
  return (
    <Flex gap={variant === 'links' ? 10 : 8} wrap>
      {actions}
    </Flex>
  );
};
