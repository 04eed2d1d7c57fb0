import type { CatalogGoodsOption } from '@portal/shared/contracts/scm-goods';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogGoodsOptions } from '../use-scm-goods';

type CatalogGoodsSelectProps = {
  /** The linked catalog goods' id (the form value). */
  value?: number | null;
  onChange?: (goodsId: number | null, option: CatalogGoodsOption | undefined) => void;
  /** The linked goods as stored (editing), shown before the search holds it. */
  initial?: CatalogGoodsOption;
  id?: string;
};

/**
 * The partner's approved catalog goods to link SCM goods to: searched by name as typed (at most 20),
 * each with its SKUs, which the SKU rows then offer.
 */
export const CatalogGoodsSelect = ({ value, onChange, initial, id }: CatalogGoodsSelectProps) => {
  const { t } = useTranslation('scmGoods');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 400);
    return () => clearTimeout(timer);
  }, [typed]);
  const options = useCatalogGoodsOptions(keyword);
  const found = options.data ?? [];
  const all = initial && !found.some((o) => o.goodsId === initial.goodsId) ? [initial, ...found] : found;
  return (
    <Select<number>
      id={id}
      showSearch
      allowClear
      value={value ?? undefined}
      placeholder={t('goods.linkedPlaceholder')}
      filterOption={false}
      onSearch={setTyped}
      notFoundContent={options.isFetching ? <Spin size="small" /> : undefined}
      options={all.map((o) => ({
        value: o.goodsId,
        label: [o.goodsName, o.brandName].filter(Boolean).join(' · '),
      }))}
      onChange={(goodsId) => {
        const option = all.find((o) => o.goodsId === goodsId);
        onChange?.(goodsId ?? null, option);
      }}
    />
  );
};
