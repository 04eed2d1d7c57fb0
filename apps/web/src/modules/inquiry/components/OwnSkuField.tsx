import type { SkuOption } from '@portal/shared/contracts/inquiry';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestSearch } from '../../../shared/selectors/use-latest-search';
import { skuOptionsOf } from '../inquiries/use-inquiries';

type OwnSkuFieldProps = {
  /** The SKU id (the form value). */
  value?: number | null;
  onChange?: (skuId: number | null) => void;
  /** The SKU picked from the list (its brand can fill the line's brand offered). */
  onPick?: (option: SkuOption) => void;
  /** How the SKU stored with the quotation reads ("goods · spec"), while the list does not hold it. */
  storedLabel?: string | null;
  /** What the field is for a screen reader (the inquiry line). */
  label: string;
  disabled?: boolean;
  id?: string;
};

const labelOf = (option: SkuOption) => [option.goodsName, option.spec].filter(Boolean).join(' · ');

/**
 * The partner's own SKU offered on a quotation line: its approved SKUs searched on the server by
 * goods name, spec or code (debounced, only the latest answer counts), loaded when first opened.
 */
export const OwnSkuField = ({
  value,
  onChange,
  onPick,
  storedLabel,
  label,
  disabled,
  id,
}: OwnSkuFieldProps) => {
  const { t } = useTranslation('inquiry');
  const list = useLatestSearch<SkuOption>(skuOptionsOf, 'load sku options failed');
  const [chosen, setChosen] = useState<SkuOption>();
  const [opened, setOpened] = useState(false);
  const options = list.items.map((option) => ({ value: option.skuId, label: labelOf(option) }));
  if (value && !options.some((option) => option.value === value)) {
    const text = chosen?.skuId === value ? labelOf(chosen) : storedLabel;
    if (text) options.unshift({ value, label: text });
  }
  return (
    <Select<number>
      id={id}
      size="small"
      value={value ?? undefined}
      options={options}
      allowClear
      disabled={disabled}
      placeholder={t('editor.ownSkuPick')}
      aria-label={`${t('editor.ownSku')} ${label}`}
      loading={list.loading}
      showSearch={{ filterOption: false, onSearch: (keyword: string) => list.search(keyword.trim()) }}
      notFoundContent={list.loading ? <Spin size="small" /> : t('editor.ownSkuNone')}
      popupMatchSelectWidth={320}
      onOpenChange={(open) => {
        if (open && !opened) {
          setOpened(true);
          list.reload('');
        }
        if (!open) list.reset();
      }}
      onChange={(skuId) => {
        const option = list.items.find((item) => item.skuId === skuId);
        setChosen(option);
        onChange?.(skuId ?? null);
        if (option) onPick?.(option);
      }}
      style={{ width: '100%' }}
    />
  );
};
