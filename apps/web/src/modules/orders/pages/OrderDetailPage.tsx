import type { OrderDetail } from '@portal/shared/contracts/orders';
import { type ChecklistStep, OrderState } from '@portal/shared/order-states';
import { Card, Col, Descriptions, Empty, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EMPTY_VALUE } from '../../../shared/format';
import { usePermission } from '../../../shared/use-permission';
import { OrderChecklist } from '../components/OrderChecklist';
import { OrderDocuments } from '../components/OrderDocuments';
import { OrderHeader } from '../components/OrderHeader';
import { OrderItemsTable } from '../components/OrderItemsTable';
import { OrderShipments } from '../components/OrderShipments';
import { OrderTimeline } from '../components/OrderTimeline';
import { type OrderDialogs, useOrderDialogs } from '../components/use-order-dialogs';
import { useConfirmOrder, useOrderDetail } from '../use-orders';
import { modal } from '../../../shared/feedback';
import { OrderMoneyCard } from '../../settlement/components/OrderMoneyCard';
import { OrderPurchaseCard } from '../../scm/components/OrderPurchaseCard';

const ENDED: number[] = [OrderState.completed, OrderState.cancelled, OrderState.refused];

/** The action behind each to-do step of the checklist, when the user holds its authority. */
const useStepActions = (order: OrderDetail, dialogs: OrderDialogs) => {
  const { t } = useTranslation('orders');
  const { hasAll } = usePermission();
  const confirmation = useConfirmOrder();
  const navigate = useNavigate();
  const target = { id: order.id, orderNo: order.orderNo };
  return (step: ChecklistStep) => {
    switch (step) {
      case 'confirm':
        return hasAll('order:confirm')
          ? {
              label: t('list.confirm'),
              run: () =>
                modal.confirm({
                  title: t('list.confirmTitle'),
                  content: t('list.confirmIntro'),
                  // The dialog keeps its spinner until the order is reloaded; a failure was shown already.
                  onOk: () => confirmation.mutateAsync({ id: order.id }).catch(() => undefined),
                }),
            }
          : undefined;
      case 'ship':
        return hasAll('order:ship') ? { label: t('list.ship'), run: () => dialogs.ship(target) } : undefined;
      case 'sign':
      case 'contract':
      case 'invoice':
        return hasAll('order:document')
          ? {
              label: t('document.uploadKind', { kind: t(`state.kind_${step}`) }),
              run: () => dialogs.upload({ kind: step, order }),
            }
          : undefined;
      case 'settleConfirm':
        return hasAll('settlement:confirm')
          ? { label: t('checklist.toSettleConfirm'), run: () => navigate('/settlement/confirm') }
          : undefined;
      default:
        return undefined;
    }
  };
};

/** Receiver and customer of the order. */
const OrderReceiver = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation('orders');
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'customer', label: t('list.customer'), children: order.customerName },
        { key: 'receiver', label: t('detail.receiver'), children: order.receiverName },
        { key: 'phone', label: t('detail.phone'), children: order.receiverPhone },
        { key: 'region', label: t('detail.region'), children: order.regionName || EMPTY_VALUE },
        { key: 'address', label: t('detail.address'), children: order.address },
        { key: 'remark', label: t('detail.remark'), children: order.remark ?? EMPTY_VALUE },
      ]}
    />
  );
};

const OrderView = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation('orders');
  const dialogs = useOrderDialogs();
  const actionOf = useStepActions(order, dialogs);
  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <OrderHeader order={order} dialogs={dialogs} />
      </Card>
      <Card variant="borderless" title={t('checklist.title')}>
        <OrderChecklist checklist={order.checklist} ended={ENDED.includes(order.state)} actionOf={actionOf} />
      </Card>
      {order.state === OrderState.completed ? <OrderMoneyCard orderId={order.id} /> : null}
      <OrderPurchaseCard order={order} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card variant="borderless" title={t('detail.items')} style={{ height: '100%' }}>
            <OrderItemsTable order={order} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card variant="borderless" title={t('detail.receiverTitle')} style={{ height: '100%' }}>
            <OrderReceiver order={order} />
          </Card>
        </Col>
      </Row>
      <Card variant="borderless" title={t('detail.shipments')}>
        <OrderShipments shipments={order.shipments} />
      </Card>
      <Card variant="borderless" title={t('detail.documents')}>
        <OrderDocuments order={order} onUpload={(kind) => dialogs.upload({ kind, order })} />
      </Card>
      <Card variant="borderless" title={t('detail.timeline')}>
        <OrderTimeline events={order.events} />
      </Card>
      {dialogs.dialogs}
    </Flex>
  );
};

/**
 * /order/detail/:id: the order's header and amounts, the checklist of what still blocks it, items,
 * shipments (with logistics), receiver, timeline and documents; the actions of its state.
 */
const OrderDetailPage = () => {
  const { t } = useTranslation('orders');
  const { id } = useParams();
  const orderId = Number(id);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const detail = useOrderDetail(valid ? orderId : undefined);
  if (valid && detail.isPending) {
    return (
      <Card variant="borderless">
        <Skeleton active />
      </Card>
    );
  }
  return detail.data ? (
    <OrderView order={detail.data} />
  ) : (
    <Card variant="borderless">
      <Empty description={t('detail.notFound')} />
    </Card>
  );
};

export default OrderDetailPage;
