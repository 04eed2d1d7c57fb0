import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmountRange } from '../../../../shared/format';
import type { SearchValues } from '../../../../shared/PageTable';
import { GoodsSummary } from '../../components/GoodsSummary';

/** What a row of a goods list (the goods lists, the optional goods) shows in its first columns. */
type GoodsListRow = {
  name: string;
  mainImageUrl: string | null;
  brandName: string;
  model: string;
  categoryPath: string;
  minPrice: string | null;
  maxPrice: string | null;
};

/**
 * The first columns of a goods list: the goods (picture, name that opens its detail, brand · model),
 * its category path and its price range.
 */
export const useGoodsColumns = <T extends GoodsListRow>(
  detailIdOf: (row: T) => number,
): TableColumnsType<T> => {
  const { t } = useTranslation('catalog');
  return [
    {
      title: t('goods.name'),
      key: 'name',
      width: 340,
      render: (_value, row) => (
        <GoodsSummary
          imageUrl={row.mainImageUrl}
          name={row.name}
          subtitle={`${row.brandName} · ${row.model}`}
          detailId={detailIdOf(row)}
        />
      ),
    },
    {
      title: t('goods.category'),
      dataIndex: 'categoryPath',
      width: 220,
      ellipsis: true,
      render: (path: string) => path.replaceAll('/', ' / '),
    },
    {
      title: t('goods.price'),
      key: 'price',
      align: 'right',
      width: 150,
      render: (_value, row) => formatAmountRange(row.minPrice, row.maxPrice),
    },
  ];
};

/** A goods list's search by name, category (any level: the last one chosen) and brand. */
export const goodsFiltersOf = (values: SearchValues) => {
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  const categoryIds = values.category as number[] | undefined;
  const brand = values.brand as { brandId: number } | undefined;
  return {
    name: name || undefined,
    categoryId: categoryIds?.length ? categoryIds[categoryIds.length - 1] : undefined,
    brandId: brand?.brandId,
  };
};
