import { formatQuantity } from '../../../orders/order-quantity';
import type { Delivery, PurchaseDetail, PurchaseItem } from '@portal/shared/contracts/purchase';
import { PurchaseState, SignCodeState } from '@portal/shared/scm-states';
import { Button, Descriptions, Drawer, Flex, Popconfirm, Skeleton, Table, Timeline, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPTY_VALUE, formatAmount, formatDateTime } from '../../../../shared/format';
import { TextLink } from '../../../../shared/Text';
import { usePurchaseDetail, useSubmitPurchase } from '../use-purchase';
import { CodeStateTag, DocumentStateTag, PurchaseStateTag } from './PurchaseTags';
import type { SignCodeTarget } from './SignCodeDialog';

/** The drawer's callbacks: the dialogs live on the page, above the drawer. */
export type PurchaseDrawerActions = {
  onEdit: (draft: PurchaseDetail) => void;
  onCancel: (order: PurchaseDetail) => void;
  onEnterCode: (target: SignCodeTarget) => void;
};

/**
 * A purchase order: its state and the actions it allows (edit, submit, cancel, enter the sign code),
 * the supplier, amounts, receiver, documents and the channel order it was bought for, its goods, its
 * deliveries with their sign codes' states, and its timeline.
 */
export const PurchaseDrawer = ({
  id,
  onClose,
  onEdit,
  onCancel,
  onEnterCode,
}: { id: number | undefined; onClose: () => void } & PurchaseDrawerActions) => {
  const { t } = useTranslation('purchase');
  const detail = usePurchaseDetail(id);
  const submit = useSubmitPurchase();
  const order = detail.data?.id === id ? detail.data : undefined;
  const draft = order?.state === PurchaseState.draft;

  const itemColumns: TableColumnsType<PurchaseItem> = [
    {
      title: t('common.goods'),
      key: 'goods',
      render: (_value, item) => (
        <Flex vertical>
          <span>{item.goodsName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {item.spec}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('common.quantity'),
      key: 'quantity',
      width: 110,
      align: 'right',
      render: (_value, item) => `${formatQuantity(item.quantity)} ${item.unit}`,
    },
    {
      title: t('order.unitPrice'),
      key: 'unitPrice',
      width: 150,
      align: 'right',
      render: (_value, item) => (
        <Flex vertical align="flex-end">
          <span>¥{formatAmount(item.unitPrice)}</span>
          {draft && item.currentCostPrice && item.currentCostPrice !== item.unitPrice ? (
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              {t('order.costNow', { price: formatAmount(item.currentCostPrice) })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('common.amount'),
      key: 'amount',
      width: 120,
      align: 'right',
      render: (_value, item) => `¥${formatAmount(item.amount)}`,
    },
  ];

  const deliveryColumns: TableColumnsType<Delivery> = [
    {
      title: t('signcode.express'),
      key: 'express',
      render: (_value, delivery) => `${delivery.expressName} ${delivery.trackingNo}`,
    },
    {
      title: t('signcode.codeState'),
      key: 'codeState',
      width: 110,
      render: (_value, delivery) => <CodeStateTag state={delivery.codeState} />,
    },
    {
      title: t('signcode.failedAttempts'),
      key: 'failedAttempts',
      width: 110,
      render: (_value, delivery) =>
        delivery.codeState === SignCodeState.awaiting
          ? `${delivery.failedAttempts} · ${t('signcode.attemptsLeft', { count: delivery.attemptsLeft })}`
          : delivery.failedAttempts,
    },
    {
      title: t('signcode.shippedTime'),
      key: 'shippedTime',
      width: 160,
      render: (_value, delivery) => formatDateTime(delivery.shippedTime),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      render: (_value, delivery) =>
        delivery.codeState === SignCodeState.awaiting ? (
          <TextLink
            onClick={() =>
              onEnterCode({
                deliveryId: delivery.id,
                purchaseNo: delivery.purchaseNo,
                receiverName: delivery.receiverName,
                receiverPhone: delivery.receiverPhone,
              })
            }
          >
            {t('signcode.enter')}
          </TextLink>
        ) : delivery.codeState === SignCodeState.locked ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {t('signcode.lockedHint')}
          </Typography.Text>
        ) : (
          EMPTY_VALUE
        ),
    },
  ];

  const awaiting = order?.deliveries.find((delivery) => delivery.codeState === SignCodeState.awaiting);
  const cancellable = order?.state === PurchaseState.draft || order?.state === PurchaseState.submitted;

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      width={900}
      title={order ? t('order.drawerTitle', { purchaseNo: order.purchaseNo }) : ' '}
      extra={
        order ? (
          <Flex gap={8}>
            {draft ? <Button onClick={() => onEdit(order)}>{t('order.edit')}</Button> : null}
            {draft ? (
              <Popconfirm
                title={t('order.submitConfirm')}
                onConfirm={() => submit.mutateAsync({ id: order.id })}
              >
                <Button type="primary" loading={submit.isPending}>
                  {t('order.submit')}
                </Button>
              </Popconfirm>
            ) : null}
            {awaiting ? (
              <Button
                type="primary"
                onClick={() =>
                  onEnterCode({
                    deliveryId: awaiting.id,
                    purchaseNo: order.purchaseNo,
                    receiverName: order.receiverName,
                    receiverPhone: awaiting.receiverPhone,
                  })
                }
              >
                {t('order.enterCode')}
              </Button>
            ) : null}
            {cancellable ? (
              <Button danger onClick={() => onCancel(order)}>
                {t('order.cancel')}
              </Button>
            ) : null}
          </Flex>
        ) : null
      }
    >
      {!order ? (
        <Skeleton active />
      ) : (
        // Focusable, so the drawer's scrolling body can be scrolled from the keyboard (axe).
        <Flex vertical gap={24} tabIndex={0} role="region" aria-label={order.purchaseNo}>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('order.state')}>
              <PurchaseStateTag state={order.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('common.supplier')}>{order.supplierName}</Descriptions.Item>
            <Descriptions.Item label={t('order.totalAmount')}>
              <Typography.Text strong>¥{formatAmount(order.totalAmount)}</Typography.Text>
              <Typography.Text type="secondary">
                {' '}
                ({t('order.itemsAmount')} ¥{formatAmount(order.itemsAmount)} + {t('order.freight')} ¥
                {formatAmount(order.freight)})
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('order.documents')}>
              <Flex gap={8} wrap>
                <span>
                  {t('order.contract')} <DocumentStateTag state={order.contractState} />
                </span>
                <span>
                  {t('order.invoice')} <DocumentStateTag state={order.invoiceState} />
                </span>
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label={t('order.receiver')}>
              {order.receiverName} {order.receiverPhone}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.address')}>
              {order.regionName} {order.address}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.salesOrder')}>
              {order.salesOrderId && order.salesOrderNo ? (
                <Link to={`/order/detail/${order.salesOrderId}`}>{order.salesOrderNo}</Link>
              ) : (
                EMPTY_VALUE
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('common.createdTime')}>
              {formatDateTime(order.createdTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('common.remark')} span={2}>
              {order.remark ?? EMPTY_VALUE}
            </Descriptions.Item>
            {order.reason ? (
              <Descriptions.Item label={t('order.reasonLabel')} span={2}>
                {order.reason}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t('order.items')}</Typography.Title>
            {draft ? (
              <Typography.Paragraph type="secondary">{t('order.draftPriceHint')}</Typography.Paragraph>
            ) : null}
            <Table<PurchaseItem>
              size="small"
              rowKey="id"
              pagination={false}
              columns={itemColumns}
              dataSource={order.items}
            />
          </div>
          <div>
            <Typography.Title level={5}>{t('order.deliveries')}</Typography.Title>
            <Table<Delivery>
              size="small"
              rowKey="id"
              pagination={false}
              columns={deliveryColumns}
              dataSource={order.deliveries}
              locale={{ emptyText: t('order.noDeliveries') }}
            />
          </div>
          <div>
            <Typography.Title level={5}>{t('order.timeline')}</Typography.Title>
            <Timeline
              items={order.events.map((event) => ({
                key: event.id,
                children: (
                  <Flex vertical gap={2}>
                    <span>
                      {t(`event.${event.action}`, { defaultValue: event.action })}
                      {event.stateTo ? (
                        <>
                          {' '}
                          <PurchaseStateTag state={event.stateTo} />
                        </>
                      ) : null}
                    </span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(event.createdTime)} ·{' '}
                      {event.accountId === null ? t('order.by_supplier') : t('order.by_account')}
                      {event.detail ? ` · ${event.detail}` : ''}
                    </Typography.Text>
                  </Flex>
                ),
              }))}
            />
          </div>
        </Flex>
      )}
    </Drawer>
  );
};
