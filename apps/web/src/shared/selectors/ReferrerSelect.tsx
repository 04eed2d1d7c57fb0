import { Button, Select, Spin } from 'antd';
import type { CSSProperties } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrolledToEnd } from './SupplierSelect';
import { useChosenOption, usePagedOptions } from './use-paged-options';
import { type ReferrerOption, referrerOptions } from './use-scm-options';

export type ReferrerSelectProps = {
  /** The chosen referrer's id; its name shows even when the loaded pages do not hold it. */
  value?: number | null;
  /** Emitted with the chosen referrer; clearing emits `undefined` and reloads the list. */
  onChange?: (referrerId: number | undefined, referrer: ReferrerOption | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
};

const idOf = (referrer: ReferrerOption) => referrer.id;

/**
 * The referrer select (spec sections 2, 7, 8 and 9): the partner's referrers searched by name on the
 * server, 10 at a time (scrolling to the end or "more" loads the next 10), debounced 800 ms, only the
 * latest request counts. Clearing reloads the list and emits `undefined`; a failed load empties it.
 */
export const ReferrerSelect = ({
  value,
  onChange,
  placeholder,
  disabled,
  allowClear = true,
  style,
  id,
}: ReferrerSelectProps) => {
  const { t } = useTranslation('selectors');
  const list = usePagedOptions<ReferrerOption>(referrerOptions.page, 'load referrer list failed');
  const { reload } = list;
  const [open, setOpen] = useState(false);
  const chosen = useChosenOption(value ?? undefined, list.all, idOf, referrerOptions.byId);

  useEffect(() => reload(''), [reload]);

  const options = chosen && !list.all.some((r) => r.id === chosen.id) ? [chosen, ...list.all] : list.all;

  const choose = (referrerId: number | undefined) => {
    const option = options.find((r) => r.id === referrerId);
    if (referrerId === undefined) reload('');
    else list.reset();
    onChange?.(option?.id, option);
  };

  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      options={options.map((r) => ({ value: r.id, label: r.name }))}
      loading={list.loading}
      showSearch={{ filterOption: false, onSearch: (name: string) => list.search(name.trim()) }}
      notFoundContent={list.loading ? <Spin size="small" /> : t('referrer.notFound')}
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
      placeholder={open ? t('referrer.search') : (placeholder ?? t('referrer.placeholder'))}
      disabled={disabled}
      allowClear={allowClear}
      style={style}
    />
  );
};
