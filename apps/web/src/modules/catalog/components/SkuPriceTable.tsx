import { compareMoney, isMoneyString } from '@portal/shared/money-text';
import { Form, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format';

/** A SKU offered at a price: its spec and the market price the price may not exceed. */
export type PricedSku = { skuId: number; spec: string; marketPrice: string };

/** The form values under `prices`: the price text per SKU id. */
export type SkuPriceValues = Record<string, string | undefined>;

/** The prices filled in, in the SKUs' order; a SKU left blank is not offered. */
export const filledPrices = (skus: readonly PricedSku[], values: SkuPriceValues | undefined) =>
  skus.flatMap((sku) => {
    const price = values?.[String(sku.skuId)]?.trim();
    return price ? [{ skuId: sku.skuId, price }] : [];
  });

/** Initial form values under `prices`: the current price of each SKU, or blank. */
export const initialPrices = (
  skus: readonly PricedSku[],
  current: readonly { skuId: number; price: string }[] = [],
): SkuPriceValues => {
  const bySku = new Map(current.map((p) => [p.skuId, p.price]));
  return Object.fromEntries(skus.map((sku) => [String(sku.skuId), bySku.get(sku.skuId) ?? '']));
};

export type SkuPriceTableProps = {
  skus: readonly PricedSku[];
  /** The price column's title, e.g. 渠道价(元) or 报价(元). */
  priceTitle: string;
  /** The refusal of a price above the market price (given the market price). */
  aboveMarket: (marketPrice: string) => string;
  /** Prefix of the inputs' ids: `<idPrefix>_<skuId>`. */
  idPrefix: string;
};

/**
 * A price per SKU beside its market price, inside a Form: fields `prices.<skuId>`, each a positive
 * amount with at most two decimals and never above the market price (compared exactly).
 */
export const SkuPriceTable = ({ skus, priceTitle, aboveMarket, idPrefix }: SkuPriceTableProps) => {
  const { t } = useTranslation('catalog');
  return (
    <Table
      rowKey="skuId"
      size="small"
      pagination={false}
      dataSource={[...skus]}
      columns={[
        { title: t('listing.spec'), dataIndex: 'spec' },
        {
          title: t('listing.marketPrice'),
          dataIndex: 'marketPrice',
          align: 'right',
          width: 160,
          render: (value: string) => formatAmount(value),
        },
        {
          title: priceTitle,
          key: 'price',
          width: 240,
          render: (_value, sku) => (
            <Form.Item
              name={['prices', String(sku.skuId)]}
              style={{ marginBottom: 0 }}
              rules={[
                {
                  validator: async (_rule, value: unknown) => {
                    const text = String(value ?? '').trim();
                    if (!text) return;
                    if (!isMoneyString(text) || Number(text) <= 0) throw new Error(t('listing.priceRule'));
                    if (compareMoney(text, sku.marketPrice) > 0)
                      throw new Error(aboveMarket(sku.marketPrice));
                  },
                },
              ]}
            >
              {/* Named by its column and its row: a table cell is no label. */}
              <Input
                prefix="¥"
                inputMode="decimal"
                id={`${idPrefix}_${sku.skuId}`}
                aria-label={`${priceTitle} ${sku.spec}`}
              />
            </Form.Item>
          ),
        },
      ]}
    />
  );
};
