import type {
  ScmAuthorizationPageQuery,
  ScmGoodsPageQuery,
  ScmPriceChangePageQuery,
  ScmPricePageQuery,
} from '@portal/shared/contracts/scm-goods';
import { scmAuthorization, scmGoods, scmPrice } from '@portal/shared/contracts/scm-goods.endpoints';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import { api } from '../../../shared/http';
import type { ListFilter } from '../../../shared/page-table';

/** Every SCM goods query sits under this key: a price change moves the goods, prices and history at once. */
export const SCM_GOODS_QUERY_KEY = ['scm', 'goods'] as const;

const keys = {
  goods: [...SCM_GOODS_QUERY_KEY, 'goods'] as const,
  goodsCounts: [...SCM_GOODS_QUERY_KEY, 'goods', 'counts'] as const,
  detail: (id: number | undefined) => [...SCM_GOODS_QUERY_KEY, 'goods', 'detail', id] as const,
  catalog: (keyword: string) => [...SCM_GOODS_QUERY_KEY, 'catalog', keyword] as const,
  goodsOptions: (supplierId: number | undefined, keyword: string) =>
    [...SCM_GOODS_QUERY_KEY, 'options', supplierId, keyword] as const,
  prices: [...SCM_GOODS_QUERY_KEY, 'prices'] as const,
  changes: (scmSkuId: number | undefined) => [...SCM_GOODS_QUERY_KEY, 'changes', scmSkuId] as const,
  history: (scmSkuId: number | undefined) => [...SCM_GOODS_QUERY_KEY, 'history', scmSkuId] as const,
  letters: [...SCM_GOODS_QUERY_KEY, 'letters'] as const,
  letterCounts: [...SCM_GOODS_QUERY_KEY, 'letters', 'counts'] as const,
};

const WRITES = [SCM_GOODS_QUERY_KEY] as const;

// ---- goods ----

export type ScmGoodsFilterValues = ListFilter<ScmGoodsPageQuery>;
export const scmGoodsList = listOf<typeof scmGoods.page, ScmGoodsFilterValues>(scmGoods.page, keys.goods);
export const scmGoodsExport = scmGoods.export;

export const useScmGoodsCounts = () =>
  useQuery({ queryKey: keys.goodsCounts, queryFn: () => api(scmGoods.stateCounts, {}) });

/** One goods with its images and SKUs (not loaded without an id). */
export const useScmGoodsDetail = (id: number | undefined) =>
  useQuery({
    queryKey: keys.detail(id),
    queryFn: () => api(scmGoods.detail, { id: id as number }),
    enabled: id !== undefined && id > 0,
  });

/** The partner's approved catalog goods with their SKUs whose name holds `keyword`, to link. */
export const useCatalogGoodsOptions = (keyword: string, enabled = true) =>
  useQuery({
    queryKey: keys.catalog(keyword),
    queryFn: ({ signal }) => api(scmGoods.catalogOptions, { keyword: keyword || undefined }, { signal }),
    enabled,
  });

/** One supplier's goods by name (for a letter's goods field; nothing without a supplier). */
export const useScmGoodsOptions = (supplierId: number | undefined, keyword: string) =>
  useQuery({
    queryKey: keys.goodsOptions(supplierId, keyword),
    queryFn: ({ signal }) =>
      api(scmGoods.options, { supplierId: supplierId as number, keyword: keyword || undefined }, { signal }),
    enabled: supplierId !== undefined,
  });

export const useAddScmGoods = () => useWrite(write(scmGoods.add), WRITES);
export const useUpdateScmGoods = () => useWrite(write(scmGoods.update), WRITES);
export const useWithdrawScmGoods = () => useWrite(write(scmGoods.withdraw), WRITES);
export const useOfferScmGoods = () => useWrite(write(scmGoods.offer), WRITES);
export const useDeleteScmGoods = () => useWrite(write(scmGoods.delete), WRITES);

// ---- prices ----

export type ScmPriceFilterValues = ListFilter<ScmPricePageQuery>;
export const scmPriceList = listOf<typeof scmPrice.page, ScmPriceFilterValues>(scmPrice.page, keys.prices);
export const scmPriceExport = scmPrice.export;
export const scmPriceChangesExport = scmPrice.exportChanges;

export type ScmPriceChangeFilterValues = ListFilter<ScmPriceChangePageQuery>;
/** The changes of one SKU (or all), latest first (PageTable). */
export const priceChangeList = (scmSkuId?: number) =>
  listOf<typeof scmPrice.changes, ScmPriceChangeFilterValues>(scmPrice.changes, keys.changes(scmSkuId));

/** One SKU's cost over time, for its chart (not loaded without an id). */
export const useScmPriceHistory = (scmSkuId: number | undefined) =>
  useQuery({
    queryKey: keys.history(scmSkuId),
    queryFn: () => api(scmPrice.history, { scmSkuId: scmSkuId as number }),
    enabled: scmSkuId !== undefined,
  });

export const useChangeScmPrice = () => useWrite(write(scmPrice.change), WRITES);
export const useChangeScmPrices = () => useWrite(write(scmPrice.batchChange), WRITES);

// ---- authorizations ----

export type ScmAuthorizationFilterValues = ListFilter<ScmAuthorizationPageQuery>;
export const scmAuthorizationList = listOf<typeof scmAuthorization.page, ScmAuthorizationFilterValues>(
  scmAuthorization.page,
  keys.letters,
);
export const scmAuthorizationExport = scmAuthorization.export;

export const useScmAuthorizationCounts = () =>
  useQuery({ queryKey: keys.letterCounts, queryFn: () => api(scmAuthorization.validityCounts, {}) });

export const useAddScmAuthorization = () => useWrite(write(scmAuthorization.add), WRITES);
export const useUpdateScmAuthorization = () => useWrite(write(scmAuthorization.update), WRITES);
export const useRenewScmAuthorization = () => useWrite(write(scmAuthorization.renew), WRITES);
export const useDeleteScmAuthorization = () => useWrite(write(scmAuthorization.delete), WRITES);
