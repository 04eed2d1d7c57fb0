import { compareMoney, isMoneyString } from '@portal/shared/money-text';
import { Form, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../shared/DateRangeField';
import type { SearchValues } from '../../../shared/PageTable';

const AMOUNT = /^\s*\d{1,16}(\.\d{1,2})?\s*$/;

/** The min-max amount pair of the settlement search forms (`amountMin`, `amountMax`). */
export const AmountRangeItem = () => {
  const { t } = useTranslation('settlement');
  const amountRule = { pattern: AMOUNT, message: t('common.amountRule') };
  return (
    <Form.Item label={t('common.amountRange')} style={{ marginInlineEnd: 16 }}>
      <Space.Compact>
        <Form.Item name="amountMin" noStyle rules={[amountRule]}>
          <Input
            allowClear
            placeholder={t('common.amountMin')}
            aria-label={t('common.amountMin')}
            style={{ width: 110 }}
            inputMode="decimal"
          />
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
                  throw new Error(t('common.amountRangeRule'));
              },
            }),
          ]}
        >
          <Input
            allowClear
            placeholder={t('common.amountMax')}
            aria-label={t('common.amountMax')}
            style={{ width: 110 }}
            inputMode="decimal"
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
};

/** A date range of a search form (`name`), sent as the calendar days dateFrom / dateTo. */
export const DayRangeItem = ({ name, label }: { name: string; label: string }) => (
  <Form.Item name={name} label={label}>
    <DateRangeField style={{ width: 250 }} />
  </Form.Item>
);

/** The search form's values as a settlement filter: texts trimmed, days as YYYY-MM-DD, empties dropped. */
export const settlementFiltersOf =
  <F extends object>(dayRange?: string) =>
  (values: SearchValues): Partial<F> => {
    const filters: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (key === dayRange) continue;
      const v = typeof value === 'string' ? value.trim() : value;
      if (v === undefined || v === null || v === '') continue;
      filters[key] = v;
    }
    if (dayRange) {
      const [from, to] = (values[dayRange] as [Dayjs | null, Dayjs | null] | undefined) ?? [null, null];
      if (from) filters.dateFrom = from.format('YYYY-MM-DD');
      if (to) filters.dateTo = to.format('YYYY-MM-DD');
    }
    return filters as Partial<F>;
  };
