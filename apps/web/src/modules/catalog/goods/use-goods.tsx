import {
  category,
  goods,
  goodsAuthorization,
  goodsBatch,
  optionalGoods,
} from '@portal/shared/contracts/catalog.endpoints';
import type {
  BatchRequest,
  GoodsAuthorizationFilter,
  GoodsBatchResult,
  GoodsExportFilter,
  GoodsInput,
  OptionalGoodsFilter,
} from '@portal/shared/contracts/goods';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import { modal } from '../../../shared/feedback';
import { api } from '../../../shared/http';
import { categoryOptions } from '../../../shared/selectors/use-catalog-options';
import { saveFile } from '../../communal/use-files';
import { BRAND_QUERY_KEY } from '../brands/use-brands';
import { LISTING_QUERY_KEY } from '../listings/use-listings';

/** Query key prefix of the goods lists, details and state counts. */
export const GOODS_QUERY_KEY = ['catalog', 'goods'] as const;

/** The goods list's filters; `mine` (its export only) keeps the caller's own goods. */
export type GoodsFilterValues = Partial<GoodsExportFilter>;
export type OptionalGoodsFilterValues = Partial<OptionalGoodsFilter>;
export type GoodsAuthorizationFilterValues = Partial<GoodsAuthorizationFilter>;

/** The goods list (PageTable): every goods of the partner, or (/goods/my) those the caller created. */
export const goodsList = (mine: boolean) =>
  mine
    ? listOf<typeof goods.myPage, GoodsFilterValues>(goods.myPage, [...GOODS_QUERY_KEY, 'my'])
    : listOf<typeof goods.page, GoodsFilterValues>(goods.page, [...GOODS_QUERY_KEY, 'page']);

/** The goods picker's list (approved goods of a manual order). */
export const goodsPickerList = listOf<typeof goods.page, GoodsFilterValues>(goods.page, [
  ...GOODS_QUERY_KEY,
  'picker',
]);

/** The goods list's export (ExportButton). */
export const goodsExport = goods.export;

/** Goods per state, for the list's tabs (not loaded when `enabled` is false). */
export const useGoodsStateCounts = (mine: boolean, enabled: boolean) =>
  useQuery({
    queryKey: [...GOODS_QUERY_KEY, 'counts', mine ? 'mine' : 'all'],
    queryFn: () => (mine ? api(goods.myStateCounts) : api(goods.stateCounts)),
    enabled,
  });

const detailKey = (id: number | undefined) => [...GOODS_QUERY_KEY, 'detail', id];

/** One goods with its SKUs, parameters and description (not loaded without an id). */
export const useGoodsDetail = (id: number | undefined) =>
  useQuery({
    queryKey: detailKey(id),
    queryFn: () => api(goods.detail, { id: id as number }),
    enabled: id !== undefined,
  });

/** Loads one goods when asked (a goods picked for an order): undefined when it could not be read. */
export const useFetchGoodsDetail = () => {
  const queryClient = useQueryClient();
  return (id: number) =>
    queryClient
      .fetchQuery({ queryKey: detailKey(id), queryFn: () => api(goods.detail, { id }) })
      .catch(() => undefined);
};

/** The parameter template of a category (its level-2 template for a leaf); none without a category. */
export const useCategoryParams = (categoryId: number | undefined) =>
  useQuery({
    queryKey: [...GOODS_QUERY_KEY, 'params', categoryId],
    queryFn: () => api(category.params, { categoryId: categoryId as number }),
    enabled: categoryId !== undefined,
  });

/** The children of a category (the level-1 categories under CATEGORY_ROOT); none without a parent. */
export const useCategoryChildren = (parentId: number | undefined) =>
  useQuery({
    queryKey: [...GOODS_QUERY_KEY, 'category', parentId],
    queryFn: () => categoryOptions.children(parentId as number),
    enabled: parentId !== undefined,
  });

const addGoods = write(goods.add);
const updateGoods = write(goods.update);

/** Creates goods, or changes the one with `id` (submitted for review when `submit`). */
export const useSaveGoods = () =>
  useWrite(
    (input: GoodsInput & { id?: number }) =>
      input.id ? updateGoods({ ...input, id: input.id }) : addGoods(input),
    [GOODS_QUERY_KEY],
  );

const BATCH_ACTIONS = {
  submit: write(goods.submit),
  disable: write(goods.disable),
  enable: write(goods.enable),
  delete: write(goods.delete),
};
export type GoodsBatchAction = keyof typeof BATCH_ACTIONS;

/**
 * Runs a batch action (submit, disable, enable, delete); every goods list, detail and count is
 * asked again. Goods the server did not change are listed with the reason (the summary itself is
 * the server's success message). A failure has been shown already: it answers undefined.
 */
export const useGoodsBatch = () => {
  const { t } = useTranslation('catalog');
  const run = useWrite(
    ({ action, ids }: { action: GoodsBatchAction; ids: number[] }) => BATCH_ACTIONS[action]({ ids }),
    [GOODS_QUERY_KEY],
  );
  return async (action: GoodsBatchAction, ids: number[]): Promise<GoodsBatchResult | undefined> => {
    const result = await run.mutateAsync({ action, ids }).catch(() => undefined);
    if (result && result.refused.length > 0) {
      modal.warning({
        title: t('goods.refused'),
        content: (
          <ul style={{ paddingInlineStart: 20, margin: 0 }}>
            {result.refused.map((item) => (
              <li key={item.id}>
                {item.name || `#${item.id}`}: {item.reason}
              </li>
            ))}
          </ul>
        ),
      });
    }
    return result;
  };
};

/** /goods/optional (PageTable): under the listing lists, so a new listing refreshes it. */
export const optionalGoodsList = listOf<typeof optionalGoods.page, OptionalGoodsFilterValues>(
  optionalGoods.page,
  [...LISTING_QUERY_KEY, 'optional'],
);
export const optionalGoodsExport = optionalGoods.export;

/** /goods/authorization (PageTable): under the brand lists, so an application refreshes it too. */
export const goodsAuthorizationList = listOf<typeof goodsAuthorization.page, GoodsAuthorizationFilterValues>(
  goodsAuthorization.page,
  [...BRAND_QUERY_KEY, 'goods-authorizations'],
);
export const goodsAuthorizationExport = goodsAuthorization.export;

/** Downloads a family's .xlsx template with the session (the caller shows a failure). */
export const downloadBatchTemplate = async (categoryId: number) =>
  saveFile(await api(goodsBatch.template, { categoryId }), 'template.xlsx');

/** The dry run of an uploaded sheet: its row-by-row report (no success message). */
export const useCheckBatch = () => useWrite((input: BatchRequest) => api(goodsBatch.check, input), []);

/** Imports the valid goods of an uploaded sheet as drafts; every goods list shows them. */
export const useImportBatch = () => useWrite(write(goodsBatch.import), [GOODS_QUERY_KEY]);
