import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GoodsLimits } from '@portal/shared/constants';
import { isMoneyString } from '@portal/shared/money-text';
import { Button, Card, Flex, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { newSku, requiredText, type SkuRow } from './goods-form';

/** A price, when given, is an amount of money above zero (an empty one is left to `required`). */
const positiveMoney = (message: string) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const text = String(value ?? '').trim();
    if (text && (!isMoneyString(text) || Number(text) <= 0)) throw new Error(message);
  },
});

/** The goods form's SKUs: spec, code, market price and stock per row; one at least, GoodsLimits.skus at most. */
export const GoodsSkusSection = () => {
  const { t } = useTranslation('catalog');
  return (
    <Card size="small" title={t('goods.skus')}>
      <Form.List
        name="skus"
        rules={[
          {
            validator: async (_rule, skus?: SkuRow[]) => {
              if (!skus || skus.length === 0) throw new Error(t('goods.skuRequired'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={8}>
            <Flex gap={8} style={{ fontWeight: 500 }}>
              <span style={{ flex: 3 }}>{t('goods.skuSpec')}</span>
              <span style={{ flex: 2 }}>{t('goods.skuCode')}</span>
              <span style={{ flex: 2 }}>{t('goods.marketPrice')}</span>
              <span style={{ flex: 1.5 }}>{t('goods.stock')}</span>
              <span style={{ width: 32 }} />
            </Flex>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} align="flex-start">
                <Form.Item name={[field.name, 'id']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'spec']}
                  rules={[requiredText(t('goods.skuSpecRequired'))]}
                  style={{ flex: 3, marginBottom: 0 }}
                >
                  <Input
                    maxLength={GoodsLimits.skuSpec}
                    placeholder="黑色 12支/盒"
                    aria-label={t('goods.skuSpec')}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'skuCode']} style={{ flex: 2, marginBottom: 0 }}>
                  <Input maxLength={GoodsLimits.skuCode} aria-label={t('goods.skuCode')} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'marketPrice']}
                  style={{ flex: 2, marginBottom: 0 }}
                  rules={[
                    { required: true, message: t('goods.priceRequired') },
                    positiveMoney(t('goods.priceRule')),
                  ]}
                >
                  <Input prefix="¥" inputMode="decimal" aria-label={t('goods.marketPrice')} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'stock']}
                  style={{ flex: 1.5, marginBottom: 0 }}
                  initialValue={0}
                >
                  <InputNumber
                    min={0}
                    precision={0}
                    style={{ width: '100%' }}
                    aria-label={t('goods.stock')}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                  aria-label={t('goods.delete')}
                />
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(newSku())}
              disabled={fields.length >= GoodsLimits.skus}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('goods.addSku')}
            </Button>
          </Flex>
        )}
      </Form.List>
    </Card>
  );
};
