import { SupplierState } from '@portal/shared/scm-states';
import { Button, Select, Spin } from 'antd';
import type { CSSProperties, UIEvent } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChosenOption, usePagedOptions } from './use-paged-options';
import { type SupplierOption, supplierOptions } from './use-scm-options';

export type SupplierSelectProps = {
  /** The chosen supplier's id; its name shows even when the loaded pages do not hold it. */
  value?: number;
  /** Emitted with the chosen supplier; clearing emits `undefined` and reloads the list. */
  onChange?: (supplierId: number | undefined, supplier: SupplierOption | undefined) => void;
  /** Only active suppliers (picking one to buy from); otherwise disabled ones too (filters). */
  activeOnly?: boolean;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
};

const idOf = (supplier: SupplierOption) => supplier.id;

/** Near the end of the dropdown's list: the next page is loaded. */
export const scrolledToEnd = (event: UIEvent<HTMLDivElement>) => {
  const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
  return scrollTop + clientHeight >= scrollHeight - 24;
};

/**
 * The supplier select (spec sections 2, 7, 8 and 9): the partner's suppliers searched by name on the
 * server, 10 at a time (scrolling to the end or "more" loads the next 10), debounced 800 ms, only the
 * latest request counts. Clearing reloads the list and emits `undefined`; a failed load empties it.
 */
export const SupplierSelect = ({
  value,
  onChange,
  activeOnly = false,
  placeholder,
  disabled,
  allowClear = true,
  style,
  id,
}: SupplierSelectProps) => {
  const { t } = useTranslation('selectors');
  const list = usePagedOptions<SupplierOption>(
    (name, current) =>
      activeOnly ? supplierOptions.activePage(name, current) : supplierOptions.page(name, current),
    'load supplier list failed',
  );
  const { reload } = list;
  const [open, setOpen] = useState(false);
  const chosen = useChosenOption(value, list.all, idOf, supplierOptions.byId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another source (activeOnly) loads afresh
  useEffect(() => reload(''), [activeOnly, reload]);

  const options = chosen && !list.all.some((s) => s.id === chosen.id) ? [chosen, ...list.all] : list.all;

  const choose = (supplierId: number | undefined) => {
    const option = options.find((s) => s.id === supplierId);
    if (supplierId === undefined) reload('');
    else list.reset();
    onChange?.(option?.id, option);
  };

  return (
    <Select<number>
      id={id}
      value={value}
      options={options.map((s) => ({
        value: s.id,
        label:
          s.state === SupplierState.disabled
            ? t('supplier.disabledName', { name: s.supplierName })
            : s.supplierName,
      }))}
      loading={list.loading}
      showSearch={{ filterOption: false, onSearch: (name: string) => list.search(name.trim()) }}
      notFoundContent={list.loading ? <Spin size="small" /> : t('supplier.notFound')}
      onChange={choose}
      onPopupScroll={(event) => {
        if (scrolledToEnd(event)) list.loadMore();
      }}
      popupRender={(menu) => (
        <>
          {menu}
          {list.hasMore && (
            <Button type="link" size="small" block loading={list.loadingMore} onClick={list.loadMore}>
              {t('more')}
            </Button>
          )}
        </>
      )}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) list.reset();
      }}
      placeholder={open ? t('supplier.search') : (placeholder ?? t('supplier.placeholder'))}
      disabled={disabled}
      allowClear={allowClear}
      style={style}
    />
  );
};
