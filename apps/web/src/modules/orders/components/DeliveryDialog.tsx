import type { OrderItem } from '@portal/shared/contracts/orders';
import { Alert, Flex, Form, Input, Select, Skeleton, Table, Typography } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/FormDialog';
import { useFormSave } from '../../../shared/use-form-save';
import { compareQuantity, formatQuantity, isNothing, isQuantityText, remainingOf } from '../order-quantity';
import { useExpressCompanies, useFreshOrderDetail, useShipOrder } from '../use-orders';

/** The order a shipment is for. */
export type ShipTarget = { id: number; orderNo: string };

export type DeliveryDialogProps = { target: ShipTarget | null; onClose: () => void };

type DeliveryForm = {
  expressCode?: string;
  trackingNo?: string;
  /** The quantity of this shipment per order item id; blank or 0: not in it. */
  quantities: Record<string, string | undefined>;
};

const TRACKING_NO = /^[A-Za-z0-9-]{6,40}$/;

/**
 * Ships (part of) an order: express company, tracking number and a quantity per item, which starts
 * at what is still to ship. Blank or 0 leaves the item out; no quantity may exceed what remains
 * (compared exactly, in thousandths).
 */
export const DeliveryDialog = ({ target, onClose }: DeliveryDialogProps) => {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<DeliveryForm>();
  const shipment = useShipOrder();
  const { order, isError } = useFreshOrderDetail(target?.id);
  const express = useExpressCompanies(target !== null);
  // Filled once per opening: a background refetch must not undo what the user typed.
  const filledFor = useRef<ShipTarget | null>(null);

  // Reset before the dialog is painted, so nothing typed into it at once is wiped.
  useLayoutEffect(() => {
    if (!target || !order || filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    form.setFieldsValue({
      quantities: Object.fromEntries(order.items.map((item) => [String(item.id), remainingOf(item)])),
    });
  }, [target, order, form]);

  const close = () => {
    filledFor.current = null;
    onClose();
  };

  const { saving, save } = useFormSave(form, async (values) => {
    if (!target || !order) return;
    const items = order.items.flatMap((item) => {
      const quantity = values.quantities?.[String(item.id)]?.trim() ?? '';
      return isNothing(quantity) ? [] : [{ itemId: item.id, quantity }];
    });
    const open = order.items.find((item) => !isNothing(remainingOf(item)));
    if (items.length === 0) {
      if (open) form.setFields([{ name: ['quantities', String(open.id)], errors: [t('delivery.nothing')] }]);
      return;
    }
    await shipment.mutateAsync({
      orderId: target.id,
      expressCode: values.expressCode ?? '',
      trackingNo: values.trackingNo?.trim() ?? '',
      items,
    });
    close();
  });

  const quantityRule = (item: OrderItem) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const text = String(value ?? '').trim();
      if (isNothing(text)) return;
      if (!isQuantityText(text)) throw new Error(t('delivery.quantityRule'));
      const remaining = remainingOf(item);
      if (compareQuantity(text, remaining) > 0) throw new Error(t('delivery.tooMany', { remaining }));
    },
  });

  return (
    <FormDialog
      open={target !== null}
      title={t('delivery.title', { orderNo: target?.orderNo ?? '' })}
      width={900}
      form={form}
      name="delivery"
      labelWidth={100}
      saving={saving}
      onSave={() => void save()}
      onClose={close}
    >
      {order ? (
        <Flex vertical gap={4}>
          <Flex gap={16} wrap>
            <Form.Item
              name="expressCode"
              label={t('delivery.express')}
              rules={[{ required: true, message: t('delivery.expressRequired') }]}
              style={{ flex: 1, minWidth: 300 }}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={express.isPending}
                placeholder={t('delivery.expressPlaceholder')}
                options={(express.data ?? []).map((company) => ({
                  value: company.code,
                  label: company.name,
                }))}
              />
            </Form.Item>
            <Form.Item
              name="trackingNo"
              label={t('delivery.trackingNo')}
              rules={[
                { required: true, whitespace: true, message: t('delivery.trackingNoRequired') },
                { pattern: TRACKING_NO, message: t('delivery.trackingNoRule') },
              ]}
              style={{ flex: 1, minWidth: 300 }}
            >
              <Input maxLength={40} allowClear />
            </Form.Item>
          </Flex>
          <Alert type="info" showIcon title={t('delivery.hint')} style={{ marginBottom: 12 }} />
          <Table<OrderItem>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={order.items}
            columns={[
              {
                title: t('delivery.goods'),
                key: 'goods',
                render: (_value, item) => (
                  <Flex vertical>
                    <Typography.Text>{item.goodsName}</Typography.Text>
                    <Typography.Text type="secondary">{item.spec}</Typography.Text>
                  </Flex>
                ),
              },
              {
                title: t('delivery.ordered'),
                key: 'ordered',
                align: 'right',
                width: 90,
                render: (_value, item) => `${formatQuantity(item.quantity)} ${item.unit}`,
              },
              {
                title: t('delivery.shipped'),
                key: 'shipped',
                align: 'right',
                width: 90,
                render: (_value, item) => formatQuantity(item.shippedQuantity),
              },
              {
                title: t('delivery.remaining'),
                key: 'remaining',
                align: 'right',
                width: 90,
                render: (_value, item) => <Typography.Text strong>{remainingOf(item)}</Typography.Text>,
              },
              {
                title: t('delivery.quantity'),
                key: 'quantity',
                width: 200,
                render: (_value, item) =>
                  isNothing(remainingOf(item)) ? (
                    <Typography.Text type="secondary">{t('delivery.allShipped')}</Typography.Text>
                  ) : (
                    <Form.Item
                      name={['quantities', String(item.id)]}
                      rules={[quantityRule(item)]}
                      style={{ marginBottom: 0 }}
                    >
                      <Input
                        inputMode="decimal"
                        id={`delivery_qty_${item.id}`}
                        suffix={item.unit}
                        aria-label={`${t('delivery.quantity')} ${item.goodsName} ${item.spec}`}
                      />
                    </Form.Item>
                  ),
              },
            ]}
          />
        </Flex>
      ) : isError ? null : (
        <Skeleton active />
      )}
    </FormDialog>
  );
};
