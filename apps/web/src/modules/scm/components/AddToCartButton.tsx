import { ShoppingCartOutlined } from '@ant-design/icons';
import type { CartOfferRow } from '@portal/shared/contracts/purchase';
import { Button, type ButtonProps, Flex, InputNumber, Popover, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format';
import { useAddToCart, useOfferSkus } from '../purchase/use-purchase';

/** A SKU the button may add (a row of the offers, or what a goods list already has). */
export type CartSkuOption = Pick<CartOfferRow, 'scmSkuId' | 'spec' | 'costPrice' | 'minQuantity' | 'unit'>;

export type AddToCartButtonProps = {
  /** The SKUs to choose from; without them, the SKUs of `scmGoodsId` on offer are loaded when opened. */
  skus?: readonly CartSkuOption[];
  scmGoodsId?: number;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
  /** Shows the icon only (tables' action columns). */
  iconOnly?: boolean;
};

const QUANTITY = /^\d{1,15}(\.\d{1,3})?$/;

/**
 * "Add to cart" with a quantity popover: the SKU (when there are several), how many (from its minimum
 * quantity), and add. Adding a SKU already in the cart adds to its line.
 */
export const AddToCartButton = ({
  skus,
  scmGoodsId,
  size = 'small',
  type = 'link',
  iconOnly,
}: AddToCartButtonProps) => {
  const { t } = useTranslation('purchase');
  const [open, setOpen] = useState(false);
  const loaded = useOfferSkus(scmGoodsId, open && !skus);
  const options = skus ?? loaded.data ?? [];
  const [skuId, setSkuId] = useState<number | undefined>(undefined);
  const [quantity, setQuantity] = useState<string | null>(null);
  const add = useAddToCart();
  const chosen = options.find((option) => option.scmSkuId === skuId) ?? options[0];

  useEffect(() => {
    if (open && chosen && quantity === null) setQuantity(chosen.minQuantity);
  }, [open, chosen, quantity]);

  const valid = quantity !== null && QUANTITY.test(quantity) && Number(quantity) > 0;
  const submit = async () => {
    if (!chosen || !valid) return;
    await add.mutateAsync({ lines: [{ scmSkuId: chosen.scmSkuId, quantity: quantity as string }] });
    setOpen(false);
    setQuantity(null);
  };

  const content =
    options.length === 0 ? (
      <Typography.Text type="secondary">{loaded.isLoading ? '…' : t('addToCart.notOnOffer')}</Typography.Text>
    ) : (
      <Flex vertical gap={12} style={{ width: 280 }}>
        {options.length > 1 ? (
          <Select
            aria-label={t('addToCart.sku')}
            value={chosen?.scmSkuId}
            onChange={(value) => {
              setSkuId(value);
              setQuantity(null);
            }}
            options={options.map((option) => ({
              value: option.scmSkuId,
              label: `${option.spec} · ¥${formatAmount(option.costPrice)}`,
            }))}
          />
        ) : (
          <Typography.Text>
            {chosen?.spec} · ¥{formatAmount(chosen?.costPrice)}
          </Typography.Text>
        )}
        <InputNumber<string>
          aria-label={t('common.quantity')}
          stringMode
          min="0.001"
          value={quantity}
          onChange={(value) => setQuantity(value)}
          addonAfter={chosen?.unit}
          status={valid ? undefined : 'error'}
          style={{ width: '100%' }}
        />
        {!valid ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {t('addToCart.quantityRule')}
          </Typography.Text>
        ) : null}
        <Button type="primary" block loading={add.isPending} disabled={!valid} onClick={() => void submit()}>
          {t('addToCart.ok')}
        </Button>
      </Flex>
    );

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setQuantity(null);
      }}
      trigger="click"
      title={t('addToCart.title')}
      content={content}
      destroyOnHidden
    >
      <Button size={size} type={type} icon={<ShoppingCartOutlined />} aria-label={t('addToCart.button')}>
        {iconOnly ? null : t('addToCart.button')}
      </Button>
    </Popover>
  );
};
