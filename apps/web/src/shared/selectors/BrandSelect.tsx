import { Select, Spin } from 'antd';
import type { CSSProperties } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BrandOption, brandOptions } from './use-catalog-options';
import { useLatestSearch, withSelected } from './use-latest-search';

/** The brand a field holds: spec section 3, "a preselected brand carries brandId and brandName". */
export type BrandValue = { brandId: number; brandName: string };

export type BrandSelectProps = {
  /** The chosen (or preselected) brand, shown even when the current list does not hold it. */
  value?: BrandValue;
  /** Emitted with the chosen brand; clearing emits `undefined` and reloads the list. */
  onChange?: (brand: BrandValue | undefined, option: BrandOption | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
};

const idOf = (brand: BrandOption) => brand.id;

/**
 * The brand select (spec sections 2, 4, 8 and 9): searched on the server by name, 20 brands at a time
 * (debounced 800 ms, only the latest request counts). Clearing reloads the list and emits
 * `undefined`; a failed load sets the list to empty.
 */
export const BrandSelect = ({
  value,
  onChange,
  placeholder,
  disabled,
  allowClear = true,
  style,
  id,
}: BrandSelectProps) => {
  const { t } = useTranslation('selectors');
  const list = useLatestSearch<BrandOption>(brandOptions.list, 'load brand list failed');
  const { reload } = list;
  const [open, setOpen] = useState(false);

  useEffect(() => reload(''), [reload]);

  const selected = value ? { id: value.brandId, brandName: value.brandName } : undefined;
  const options = withSelected(list.items, selected, idOf);

  const choose = (brandId: number | undefined) => {
    const option = options.find((b) => b.id === brandId);
    if (brandId === undefined) reload('');
    else list.reset();
    onChange?.(option && { brandId: option.id, brandName: option.brandName }, option);
  };

  return (
    <Select<number>
      id={id}
      value={value?.brandId}
      options={options.map((b) => ({ value: b.id, label: b.brandName }))}
      loading={list.loading}
      showSearch={{ filterOption: false, onSearch: (name: string) => list.search(name.trim()) }}
      notFoundContent={list.loading ? <Spin size="small" /> : t('brand.notFound')}
      onChange={choose}
      onOpenChange={(next) => {
        setOpen(next);
        // Closed after a search without a choice: back to the first brands.
        if (!next) list.reset();
      }}
      placeholder={open ? t('brand.search') : (placeholder ?? t('brand.placeholder'))}
      disabled={disabled}
      allowClear={allowClear}
      style={style}
    />
  );
};
