import { NO_SELLER, SellerState } from '@portal/shared/analytics-states';
import { Button, Select, Spin } from 'antd';
import type { CSSProperties } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrolledToEnd } from './SupplierSelect';
import { useChosenOption, usePagedOptions } from './use-paged-options';
import { type SellerOption, sellerOptions } from './use-seller-options';

export type SellerSelectProps = {
  /** The chosen seller's id (0 with `withNone`: "no seller"); its name shows even when not loaded. */
  value?: number;
  /** Emitted with the chosen seller; clearing emits `undefined`; "no seller" emits 0 and no seller. */
  onChange?: (sellerId: number | undefined, seller: SellerOption | undefined) => void;
  /** Only active sellers (assigning a customer, a target); otherwise left ones too (filters). */
  activeOnly?: boolean;
  /** Offers "no seller" (value 0, `NO_SELLER`) first: the unassigned customers, orders credited to nobody. */
  withNone?: boolean;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
};

const idOf = (seller: SellerOption) => seller.id;

/**
 * The seller select of every analytics page: the partner's sellers searched by name on the server,
 * 10 at a time (scrolling to the end or "more" loads the next 10), debounced 800 ms, only the latest
 * request counts. Clearing reloads the list and emits `undefined`; a failed load empties it.
 */
export const SellerSelect = ({
  value,
  onChange,
  activeOnly = false,
  withNone = false,
  placeholder,
  disabled,
  allowClear = true,
  style,
  id,
}: SellerSelectProps) => {
  const { t } = useTranslation('selectors');
  const list = usePagedOptions<SellerOption>(
    (keyword, current) =>
      activeOnly ? sellerOptions.activePage(keyword, current) : sellerOptions.page(keyword, current),
    'load seller list failed',
  );
  const { reload } = list;
  const [open, setOpen] = useState(false);
  const chosen = useChosenOption(value === NO_SELLER ? undefined : value, list.all, idOf, sellerOptions.byId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another source (activeOnly) loads afresh
  useEffect(() => reload(''), [activeOnly, reload]);

  const sellers = chosen && !list.all.some((s) => s.id === chosen.id) ? [chosen, ...list.all] : list.all;
  // "No seller" leads the unsearched list only: a search looks for names.
  const showNone = withNone && !list.keyword;
  const options = [
    ...(showNone ? [{ value: NO_SELLER, label: t('seller.none') }] : []),
    ...sellers.map((s) => ({
      value: s.id,
      label: s.state === SellerState.left ? t('seller.leftName', { name: s.name }) : s.name,
    })),
  ];

  const choose = (sellerId: number | undefined) => {
    const seller = sellers.find((s) => s.id === sellerId);
    if (sellerId === undefined) reload('');
    else list.reset();
    onChange?.(sellerId === NO_SELLER ? NO_SELLER : seller?.id, seller);
  };

  return (
    <Select<number>
      id={id}
      value={value}
      options={options}
      loading={list.loading}
      showSearch={{ filterOption: false, onSearch: (name: string) => list.search(name.trim()) }}
      notFoundContent={list.loading ? <Spin size="small" /> : t('seller.notFound')}
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
      placeholder={open ? t('seller.search') : (placeholder ?? t('seller.placeholder'))}
      disabled={disabled}
      allowClear={allowClear}
      style={style}
    />
  );
};
