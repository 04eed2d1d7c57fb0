import { ORDER_STATES, type OrderSource, OrderSource as Source } from '@portal/shared/order-states';
import { compareMoney, isMoneyString } from '@portal/shared/money-text';
import { Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../shared/DateRangeField';
import { dateRangeOf } from '../../../shared/format';
import type { SearchValues } from '../../../shared/PageTable';
import { ChannelSelect } from '../../../shared/selectors/ChannelSelect';
import type { OrderFilterValues } from '../use-orders';

const SOURCES: OrderSource[] = [Source.channel, Source.manual, Source.selfPurchase];

/**
 * The order lists' search form: number, channel, customer, order time, amount range and source
 * (and the state when the page has no state tabs).
 */
export const OrderSearchFields = ({ withState = false }: { withState?: boolean }) => {
  const { t } = useTranslation('orders');
  const amountRule = { pattern: /^\s*\d{1,16}(\.\d{1,2})?\s*$/, message: t('list.amountRule') };
  return (
    <>
      <Form.Item name="orderNo" label={t('list.orderNo')}>
        <Input allowClear maxLength={40} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="channelId" label={t('list.channel')}>
        <ChannelSelect style={{ width: 170 }} />
      </Form.Item>
      <Form.Item name="customerName" label={t('list.customer')}>
        <Input allowClear maxLength={100} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="orderTime" label={t('list.orderTime')}>
        <DateRangeField style={{ width: 250 }} />
      </Form.Item>
      <Form.Item label={t('list.amountRange')} style={{ marginInlineEnd: 16 }}>
        <Space.Compact>
          <Form.Item name="amountMin" noStyle rules={[amountRule]}>
            <Input allowClear placeholder={t('list.amountMin')} style={{ width: 110 }} inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="amountMax"
            noStyle
            dependencies={['amountMin']}
            rules={[
              amountRule,
              ({ getFieldValue }) => ({
                validator: async (_rule, value: unknown) => {
                  const max = String(value ?? '').trim();
                  const min = String(getFieldValue('amountMin') ?? '').trim();
                  if (isMoneyString(max) && isMoneyString(min) && compareMoney(min, max) > 0)
                    throw new Error(t('list.amountRangeRule'));
                },
              }),
            ]}
          >
            <Input allowClear placeholder={t('list.amountMax')} style={{ width: 110 }} inputMode="decimal" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="source" label={t('list.source')}>
        <Select
          allowClear
          placeholder={t('state.all')}
          style={{ width: 130 }}
          options={SOURCES.map((source) => ({ value: source, label: t(`state.source_${source}`) }))}
        />
      </Form.Item>
      {withState ? (
        <Form.Item name="state" label={t('list.state')}>
          <Select
            allowClear
            placeholder={t('state.all')}
            style={{ width: 130 }}
            options={ORDER_STATES.map((state) => ({ value: state, label: t(`state.order_${state}`) }))}
          />
        </Form.Item>
      ) : null}
    </>
  );
};

/** The search form's values as the order filter: texts trimmed, the range as its two ends. */
export const toOrderFilters = (values: SearchValues): OrderFilterValues => {
  const text = (key: string) => {
    const value = values[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const range = dateRangeOf(values.orderTime as [Dayjs | null, Dayjs | null] | undefined);
  const filters: OrderFilterValues = {
    orderNo: text('orderNo'),
    customerName: text('customerName'),
    channelId: (values.channelId as number | undefined) ?? undefined,
    source: (values.source as OrderSource | undefined) ?? undefined,
    state: (values.state as OrderFilterValues['state']) ?? undefined,
    orderTimeStart: range.start,
    orderTimeEnd: range.end,
    amountMin: text('amountMin'),
    amountMax: text('amountMax'),
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as OrderFilterValues;
};
