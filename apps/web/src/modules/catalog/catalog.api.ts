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
  BrandUpdate,
} from '@portal/shared/contracts/brand';
import { http, type RequestOptions } from '../../shared/http';
import type { PageParams } from '../../shared/page-table';

/** Writes show the server's success message (spec section 8). */
const saved = { showSuccess: true } as const;

type Filters<Q> = Partial<Omit<Q, 'current' | 'size' | 'sortBy' | 'sortType'>>;
export type BrandFilter = Filters<BrandPageQuery>;
export type AuthorizationFilter = Filters<AuthorizationPageQuery>;
export type BrandRecordFilter = Filters<BrandRecordPageQuery>;

export const brandApi = {
  page: (params: PageParams & BrandFilter, options?: RequestOptions) =>
    http.page<Brand>('POST', '/api/goods/brand/page', params, options),
  detail: (id: number) => http.get<Brand>('/api/goods/brand/detail', { id }),
  /** The brand with exactly this name, or a 1111 answer ('exact-match brand not found'). */
  exact: (brandName: string) =>
    http.post<BrandOption>('/api/goods/brand/exact', { brandName }, { silent: true }),
  add: (input: BrandInput) => http.post<Brand>('/api/goods/brand/add', input, saved),
  update: (input: BrandUpdate) => http.post<Brand>('/api/goods/brand/update', input, saved),
};

export const authorizationApi = {
  page: (params: PageParams & AuthorizationFilter, options?: RequestOptions) =>
    http.page<Authorization>('POST', '/api/goods/brand/authorization/page', params, options),
  add: (input: AuthorizationInput) =>
    http.post<Authorization>('/api/goods/brand/authorization/add', input, saved),
  update: (input: AuthorizationUpdate) =>
    http.post<Authorization>('/api/goods/brand/authorization/update', input, saved),
};

export const brandRecordApi = {
  page: (params: PageParams & BrandRecordFilter, options?: RequestOptions) =>
    http.page<BrandRecord>('POST', '/api/goods/brand/record/page', params, options),
};
