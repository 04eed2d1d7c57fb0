import type {
  Authorization,
  AuthorizationInput,
  AuthorizationPageQuery,
  AuthorizationUpdate,
  Brand,
  BrandInput,
  BrandOption,
  BrandPageQuery,
  BrandRecord,
  BrandRecordPageQuery,
  BrandRow,
  BrandUpdate,
} from '@portal/shared/contracts/brand';
import type { ExportRequested } from '@portal/shared/contracts/communal';
import { http, type RequestOptions } from '../../../shared/http';
import type { ListFilter, PageParams } from '../../../shared/page-table';

/** Writes show the server's success message (spec section 8). */
const saved = { showSuccess: true } as const;

export type BrandFilter = ListFilter<BrandPageQuery>;
export type AuthorizationFilter = ListFilter<AuthorizationPageQuery>;
export type BrandRecordFilter = ListFilter<BrandRecordPageQuery>;

export const brandApi = {
  page: (params: PageParams & BrandFilter, options?: RequestOptions) =>
    http.page<BrandRow>('POST', '/api/goods/brand/page', params, options),
  detail: (id: number) => http.get<Brand>('/api/goods/brand/detail', { id }),
  /** The brand with exactly this name, or a 1111 answer ('exact-match brand not found'). */
  exact: (brandName: string) =>
    http.post<BrandOption>('/api/goods/brand/exact', { brandName }, { silent: true }),
  add: (input: BrandInput) => http.post<Brand>('/api/goods/brand/add', input, saved),
  update: (input: BrandUpdate) => http.post<Brand>('/api/goods/brand/update', input, saved),
  export: (filter: BrandFilter) => http.post<ExportRequested>('/api/goods/brand/export', filter),
};

export const authorizationApi = {
  page: (params: PageParams & AuthorizationFilter, options?: RequestOptions) =>
    http.page<Authorization>('POST', '/api/goods/brand/authorization/page', params, options),
  add: (input: AuthorizationInput) =>
    http.post<Authorization>('/api/goods/brand/authorization/add', input, saved),
  update: (input: AuthorizationUpdate) =>
    http.post<Authorization>('/api/goods/brand/authorization/update', input, saved),
  export: (filter: AuthorizationFilter) =>
    http.post<ExportRequested>('/api/goods/brand/authorization/export', filter),
};

/** /brand/record: every change of the partner's brands and authorizations. */
export const brandRecordApi = {
  page: (params: PageParams & BrandRecordFilter, options?: RequestOptions) =>
    http.page<BrandRecord>('POST', '/api/goods/brand/record/page', params, options),
  export: (filter: BrandRecordFilter) => http.post<ExportRequested>('/api/goods/brand/record/export', filter),
};
