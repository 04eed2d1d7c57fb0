import type { GoodsDetail } from '@portal/shared/contracts/goods';
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text, TextLink } from '../../../shared/Text';
import { GoodsPickerDialog } from '../../catalog/goods/components/GoodsPickerDialog';
import { useFetchGoodsDetail } from '../../catalog/goods/use-goods';

type OwnSkuFieldProps = {
  /** The SKU id (the form value). */
  value?: number | null;
  onChange?: (skuId: number | null) => void;
  /** How the SKU stored with the quotation reads ("goods · spec"), until another one is picked. */
  storedLabel?: string | null;
  /** What the field is for a screen reader (the inquiry line). */
  label: string;
  disabled?: boolean;
  id?: string;
};

/**
 * The partner's own SKU offered on a quotation line: an approved goods picked in the goods picker,
 * then its SKU (chosen at once when it has one), shown as "goods · spec" with a clear link.
 */
export const OwnSkuField = ({ value, onChange, storedLabel, label, disabled, id }: OwnSkuFieldProps) => {
  const { t } = useTranslation('inquiry');
  const [picking, setPicking] = useState(false);
  const [goods, setGoods] = useState<GoodsDetail>();
  const fetchGoodsDetail = useFetchGoodsDetail();

  const pick = async (goodsId: number) => {
    setPicking(false);
    const detail = await fetchGoodsDetail(goodsId);
    if (!detail) return;
    setGoods(detail);
    onChange?.(detail.skus.length === 1 ? (detail.skus[0]?.id ?? null) : null);
  };

  const sku = goods?.skus.find((s) => s.id === value);
  const shown = goods ? (sku ? `${goods.name} · ${sku.spec}` : undefined) : value ? storedLabel : undefined;
  return (
    <Flex vertical gap={4} id={id}>
      {goods && goods.skus.length > 1 && !sku ? (
        <Select<number>
          size="small"
          placeholder={goods.name}
          aria-label={`${t('editor.ownSku')} ${label}`}
          options={goods.skus.map((s) => ({ value: s.id, label: s.spec }))}
          onChange={(skuId) => onChange?.(skuId)}
          style={{ width: '100%' }}
        />
      ) : null}
      {shown ? (
        <Flex gap={6} align="baseline">
          <Text ellipsis={{ tooltip: shown }} style={{ maxWidth: 150, fontSize: 12 }}>
            {shown}
          </Text>
          {disabled ? null : (
            <TextLink
              style={{ fontSize: 12 }}
              aria-label={`${t('editor.ownSkuClear')} ${label}`}
              onClick={() => {
                setGoods(undefined);
                onChange?.(null);
              }}
            >
              {t('editor.ownSkuClear')}
            </TextLink>
          )}
        </Flex>
      ) : null}
      {disabled || shown ? null : (
        <Button
          size="small"
          aria-label={`${t('editor.ownSkuPick')} ${label}`}
          onClick={() => setPicking(true)}
        >
          {t('editor.ownSkuPick')}
        </Button>
      )}
      {picking ? (
        <GoodsPickerDialog open onClose={() => setPicking(false)} onPick={(row) => void pick(row.id)} />
      ) : null}
    </Flex>
  );
};
