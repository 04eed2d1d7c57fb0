import type { CategoryParam } from '@portal/shared/contracts/catalog';
import type { ExportRequested } from '@portal/shared/contracts/communal';
import type {
  BatchImportResult,
  BatchReport,
  BatchRequest,
  GoodsAuthorizationFilter,
  GoodsAuthorizationRow,
  GoodsBatchResult,
  GoodsDetail,
  GoodsExportFilter,
  GoodsInput,
  GoodsRow,
  GoodsUpdate,
  OptionalGoodsFilter,
  OptionalGoodsRow,
} from '@portal/shared/contracts/goods';
import { apiWith, http, type RequestOptions } from '../../../shared/http';
import type { PageParams } from '../../../shared/page-table';
import { saveFile } from '../../communal/use-files';
import { endpoints } from '@portal/shared/contracts/endpoint';

/** Writes show the server's success message (spec section 8). */
const saved = { showSuccess: true } as const;

/** The goods list's filters; `mine` (its export only) keeps the caller's own goods. */
export type GoodsFilterValues = Partial<GoodsExportFilter>;
export type OptionalGoodsFilterValues = Partial<OptionalGoodsFilter>;
export type GoodsAuthorizationFilterValues = Partial<GoodsAuthorizationFilter>;

export const goodsApi = {
  page: (params: PageParams & GoodsFilterValues, options?: RequestOptions) =>
    http.page<GoodsRow>('POST', '/api/goods/page', params, options),
  stateCounts: (categoryId?: number) =>
    http.get<Record<string, number>>('/api/goods/state/counts', categoryId ? { categoryId } : {}),
  /** /goods/my: the goods the signed-in account created, and their state tabs. */
  myPage: (params: PageParams & GoodsFilterValues, options?: RequestOptions) =>
    http.page<GoodsRow>('POST', '/api/goods/my/page', params, options),
  myStateCounts: () => http.get<Record<string, number>>('/api/goods/my/state/counts', {}),
  detail: (id: number) => http.get<GoodsDetail>('/api/goods/detail', { id }),
  add: (input: GoodsInput) => http.post<GoodsDetail>('/api/goods/add', input, saved),
  update: (input: GoodsUpdate) => http.post<GoodsDetail>('/api/goods/update', input, saved),
  submit: (ids: number[]) => http.post<GoodsBatchResult>('/api/goods/submit', { ids }, saved),
  disable: (ids: number[]) => http.post<GoodsBatchResult>('/api/goods/disable', { ids }, saved),
  enable: (ids: number[]) => http.post<GoodsBatchResult>('/api/goods/enable', { ids }, saved),
  delete: (ids: number[]) => http.post<GoodsBatchResult>('/api/goods/delete', { ids }, saved),
  export: (filter: GoodsFilterValues) => http.post<ExportRequested>('/api/goods/export', filter),
  /** The parameter template of a category (its level-2 template for a leaf). */
  params: (categoryId: number) => http.get<CategoryParam[]>('/api/goods/category/params', { categoryId }),
};

/** /goods/optional: approved goods and the joined channels they are not listed in yet. */
export const optionalGoodsApi = {
  page: (params: PageParams & OptionalGoodsFilterValues, options?: RequestOptions) =>
    http.page<OptionalGoodsRow>('POST', '/api/goods/optional/page', params, options),
  export: (filter: OptionalGoodsFilterValues) =>
    http.post<ExportRequested>('/api/goods/optional/export', filter),
};

/** /goods/authorization: each goods with the brand authorization covering it. */
export const goodsAuthorizationApi = {
  page: (params: PageParams & GoodsAuthorizationFilterValues, options?: RequestOptions) =>
    http.page<GoodsAuthorizationRow>('POST', '/api/goods/authorization/page', params, options),
  export: (filter: GoodsAuthorizationFilterValues) =>
    http.post<ExportRequested>('/api/goods/authorization/export', filter),
};

/** /goods/batch_upload: goods from a family's spreadsheet, checked before they are imported. */
// Until the catalog's routes are made from endpoint objects: the template as a download endpoint.
const batchEndpoints = endpoints('catalog', 'batch', {
  template: {
    method: 'GET',
    path: '/api/goods/batch/template',
    summary: "A category family's .xlsx template",
    auth: 'login',
    file: true,
  },
});

export const batchApi = {
  /** The family's .xlsx template, downloaded with the session. */
  template: async (categoryId: number) =>
    saveFile(await apiWith(batchEndpoints.template, { categoryId }, {}), 'template.xlsx'),
  check: (input: BatchRequest) => http.post<BatchReport>('/api/goods/batch/check', input),
  import: (input: BatchRequest) => http.post<BatchImportResult>('/api/goods/batch/import', input, saved),
};
