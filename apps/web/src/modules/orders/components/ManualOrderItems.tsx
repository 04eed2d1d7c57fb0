import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { GoodsDetail } from '@portal/shared/contracts/goods';
import { isMoneyString } from '@portal/shared/money-text';
import { Button, Empty, Flex, Form, Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format';
import { GoodsPickerDialog } from '../../catalog/goods/components/GoodsPickerDialog';
import { useFetchGoodsDetail } from '../../catalog/goods/use-goods';
import { type DraftLine, draftTotalsOf, lineAmountOf } from '../order-amounts';
import { compareQuantity, isQuantityText } from '../order-quantity';

/** A line as the form holds it under `items`. */
export type ManualLine = DraftLine & { goodsId: number; skuId?: number };

/**
 * The lines of an order entered by hand, inside its Form: approved goods picked one at a time, a
 * SKU, quantity and unit price each, with the line amounts, the items amount and the total (with
 * the form's `freight`) computed exactly as they are typed.
 */
export const ManualOrderItems = () => {
  const { t } = useTranslation('orders');
  const form = Form.useFormInstance();
  // preserve: the lines' goodsId has no field of its own, but is needed to show the goods and SKUs.
  const lines = Form.useWatch<ManualLine[] | undefined>('items', { form, preserve: true });
  const freight = Form.useWatch<string | undefined>('freight', form);
  const [goods, setGoods] = useState<Record<number, GoodsDetail>>({});
  const [picking, setPicking] = useState(false);
  const fetchGoodsDetail = useFetchGoodsDetail();
  const totals = draftTotalsOf(lines, freight);

  const pick = async (goodsId: number, append: (line: ManualLine) => void) => {
    setPicking(false);
    const detail = goods[goodsId] ?? (await fetchGoodsDetail(goodsId));
    if (!detail) return;
    setGoods((current) => ({ ...current, [goodsId]: detail }));
    const only = detail.skus.length === 1 ? detail.skus[0] : undefined;
    append({ goodsId, skuId: only?.id, quantity: '1', unitPrice: only?.marketPrice ?? '' });
  };

  const chooseSku = (index: number, goodsId: number, skuId: number) => {
    const sku = goods[goodsId]?.skus.find((s) => s.id === skuId);
    if (sku && !form.getFieldValue(['items', index, 'unitPrice'])) {
      form.setFieldValue(['items', index, 'unitPrice'], sku.marketPrice);
    }
  };

  return (
    <Form.List
      name="items"
      rules={[
        {
          validator: async (_rule, value: unknown[] | undefined) => {
            if (!value || value.length === 0) throw new Error(t('manual.itemsRequired'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={12}>
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('manual.noItems')} />,
            }}
            columns={[
              {
                title: t('manual.goods'),
                key: 'goods',
                render: (_value, field) => {
                  const detail = goods[lines?.[field.name]?.goodsId ?? -1];
                  return (
                    <Flex vertical>
                      <Typography.Text>{detail?.name ?? ''}</Typography.Text>
                      <Typography.Text type="secondary">
                        {detail ? `${detail.brandName} · ${detail.model}` : ''}
                      </Typography.Text>
                    </Flex>
                  );
                },
              },
              {
                title: t('manual.sku'),
                key: 'sku',
                width: 220,
                render: (_value, field) => {
                  const goodsId = lines?.[field.name]?.goodsId ?? -1;
                  return (
                    <Form.Item
                      name={[field.name, 'skuId']}
                      style={{ marginBottom: 0 }}
                      rules={[
                        { required: true, message: t('manual.skuRequired') },
                        {
                          validator: async (_rule, skuId: unknown) => {
                            const same = (lines ?? []).filter((line) => line?.skuId === skuId).length;
                            if (skuId !== undefined && same > 1) throw new Error(t('manual.skuTwice'));
                          },
                        },
                      ]}
                    >
                      <Select
                        id={`manual_sku_${field.name}`}
                        placeholder={t('manual.skuPlaceholder')}
                        aria-label={`${t('manual.sku')} ${goods[goodsId]?.name ?? ''}`}
                        options={(goods[goodsId]?.skus ?? []).map((sku) => ({
                          value: sku.id,
                          label: sku.spec,
                        }))}
                        onChange={(skuId: number) => chooseSku(field.name, goodsId, skuId)}
                      />
                    </Form.Item>
                  );
                },
              },
              {
                title: t('manual.quantity'),
                key: 'quantity',
                width: 140,
                render: (_value, field) => (
                  <Form.Item
                    name={[field.name, 'quantity']}
                    style={{ marginBottom: 0 }}
                    rules={[
                      {
                        validator: async (_rule, value: unknown) => {
                          const text = String(value ?? '').trim();
                          if (!isQuantityText(text) || compareQuantity(text, '0') <= 0)
                            throw new Error(t('manual.quantityRule'));
                        },
                      },
                    ]}
                  >
                    <Input
                      inputMode="decimal"
                      id={`manual_qty_${field.name}`}
                      aria-label={`${t('manual.quantity')} ${goods[lines?.[field.name]?.goodsId ?? -1]?.name ?? ''}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('manual.unitPrice'),
                key: 'unitPrice',
                width: 160,
                render: (_value, field) => (
                  <Form.Item
                    name={[field.name, 'unitPrice']}
                    style={{ marginBottom: 0 }}
                    rules={[
                      {
                        validator: async (_rule, value: unknown) => {
                          if (!isMoneyString(String(value ?? '').trim()))
                            throw new Error(t('manual.priceRule'));
                        },
                      },
                    ]}
                  >
                    <Input
                      prefix="¥"
                      inputMode="decimal"
                      id={`manual_price_${field.name}`}
                      aria-label={`${t('manual.unitPrice')} ${goods[lines?.[field.name]?.goodsId ?? -1]?.name ?? ''}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('manual.amount'),
                key: 'amount',
                align: 'right',
                width: 130,
                render: (_value, field) => formatAmount(lineAmountOf(lines?.[field.name])),
              },
              {
                title: '',
                key: 'remove',
                width: 48,
                render: (_value, field) => (
                  <Button
                    type="text"
                    danger
                    aria-label={t('manual.remove')}
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
              {t('manual.addGoods')}
            </Button>
            <Flex gap={24} align="baseline">
              <Typography.Text type="secondary">
                {t('manual.itemsAmount')} ¥{formatAmount(totals.itemsAmount)}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('manual.freight')} ¥
                {formatAmount(freight?.trim() && isMoneyString(freight.trim()) ? freight : '0')}
              </Typography.Text>
              <Typography.Text strong style={{ fontSize: 16 }} data-testid="manual-total">
                {t('manual.total')} ¥{formatAmount(totals.totalAmount)}
              </Typography.Text>
            </Flex>
          </Flex>
          <Form.ErrorList errors={errors} />
          <GoodsPickerDialog
            open={picking}
            onClose={() => setPicking(false)}
            onPick={(row) => void pick(row.id, (line) => add(line))}
          />
        </Flex>
      )}
    </Form.List>
  );
};
