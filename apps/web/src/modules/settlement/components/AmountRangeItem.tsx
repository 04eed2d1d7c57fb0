import { compareMoney, isMoneyString } from '@portal/shared/money-text';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

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
