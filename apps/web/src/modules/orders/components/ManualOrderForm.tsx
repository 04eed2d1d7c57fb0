import { CONTRACT_REQUIRED_FROM, OrderSource } from '@portal/shared/order-states';
import { isMoneyString } from '@portal/shared/money-text';
import { Alert, Button, Card, Col, DatePicker, Flex, Form, Input, Row, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatAmount } from '../../../shared/format';
import { ChannelSelect } from '../../../shared/selectors/ChannelSelect';
import { RegionCascader } from '../../../shared/selectors/RegionCascader';
import { useFormSave } from '../../../shared/use-form-save';
import { useAddManualOrder } from '../use-orders';
import { type ManualLine, ManualOrderItems } from './ManualOrderItems';
import { orderDetailPathOf } from './todo-columns';

type ManualSource = typeof OrderSource.manual | typeof OrderSource.selfPurchase;

type ManualForm = {
  channelId?: number;
  orderNo?: string;
  customerName?: string;
  receiverName?: string;
  receiverPhone?: string;
  region?: number[];
  address?: string;
  orderTime?: Dayjs;
  freight?: string;
  contractRequired?: boolean;
  remark?: string;
  items?: ManualLine[];
};

const initialValues = (): ManualForm => ({
  orderTime: dayjs(),
  freight: '0',
  contractRequired: false,
  items: [],
});

/**
 * An order entered by hand (an offline sale) or a self purchase: channel (optional for a manual
 * order), number (generated when blank), customer, receiver and address, order time, freight,
 * whether a contract is required, remark and the lines. Saved, it opens the new order's detail.
 */
export const ManualOrderForm = ({ source }: { source: ManualSource }) => {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const addition = useAddManualOrder();
  const [form] = Form.useForm<ManualForm>();
  const channelRequired = source === OrderSource.selfPurchase;
  const required = (message: string) => ({ required: true, whitespace: true, message });

  const { saving, save } = useFormSave(form, async (values) => {
    const order = await addition.mutateAsync({
      source,
      channelId: values.channelId ?? null,
      orderNo: values.orderNo?.trim() || null,
      customerName: values.customerName?.trim() ?? '',
      receiverName: values.receiverName?.trim() ?? '',
      receiverPhone: values.receiverPhone?.trim() ?? '',
      regionCodes: (values.region ?? []).map(String),
      address: values.address?.trim() ?? '',
      orderTime: (values.orderTime ?? dayjs()).toISOString(),
      freight: values.freight?.trim() || '0',
      contractRequired: values.contractRequired ?? false,
      remark: values.remark?.trim() || null,
      items: (values.items ?? []).map((line) => ({
        skuId: line.skuId as number,
        quantity: line.quantity?.trim() ?? '',
        unitPrice: line.unitPrice?.trim() ?? '',
      })),
    });
    form.resetFields();
    navigate(orderDetailPathOf(order.id));
  });

  return (
    <Form
      form={form}
      name="manualOrder"
      layout="vertical"
      initialValues={initialValues()}
      onFinish={() => void save()}
      scrollToFirstError
    >
      <Flex vertical gap={16}>
        <Alert type="info" showIcon title={t(`manual.intro_${source}`)} />
        <Card variant="borderless" title={t('manual.basics')}>
          <Row gutter={24}>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                name="channelId"
                label={t('manual.channel')}
                rules={channelRequired ? [{ required: true, message: t('manual.channelRequired') }] : []}
                extra={channelRequired ? undefined : t('manual.channelOptional')}
              >
                <ChannelSelect style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="orderNo" label={t('manual.orderNo')} extra={t('manual.orderNoHint')}>
                <Input maxLength={40} allowClear />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                name="orderTime"
                label={t('manual.orderTime')}
                rules={[{ required: true, message: t('manual.orderTimeRequired') }]}
              >
                <DatePicker showTime style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                name="customerName"
                label={t('manual.customer')}
                rules={[required(t('manual.customerRequired'))]}
              >
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                name="receiverName"
                label={t('manual.receiver')}
                rules={[required(t('manual.receiverRequired'))]}
              >
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                name="receiverPhone"
                label={t('manual.phone')}
                rules={[
                  required(t('manual.phoneRequired')),
                  { pattern: /^\s*[0-9+\-\s]{6,20}\s*$/, message: t('manual.phoneRule') },
                ]}
              >
                <Input maxLength={20} inputMode="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                name="region"
                label={t('manual.region')}
                rules={[{ required: true, type: 'array', min: 1, message: t('manual.regionRequired') }]}
              >
                <RegionCascader style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={16}>
              <Form.Item
                name="address"
                label={t('manual.address')}
                rules={[required(t('manual.addressRequired'))]}
              >
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                name="freight"
                label={t('manual.freight')}
                rules={[
                  {
                    validator: async (_rule, value: unknown) => {
                      const text = String(value ?? '').trim();
                      if (text && !isMoneyString(text)) throw new Error(t('manual.priceRule'));
                    },
                  },
                ]}
              >
                <Input prefix="¥" inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                name="contractRequired"
                label={t('manual.contractRequired')}
                valuePropName="checked"
                extra={t('manual.contractHint', { amount: formatAmount(CONTRACT_REQUIRED_FROM) })}
              >
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={24} xl={8}>
              <Form.Item name="remark" label={t('manual.remark')}>
                <Input.TextArea rows={1} maxLength={500} showCount />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card variant="borderless" title={t('manual.items')}>
          <ManualOrderItems />
        </Card>
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => form.resetFields()}>{t('manual.reset')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('manual.submit')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
};
