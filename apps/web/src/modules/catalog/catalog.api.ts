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
import type { CategoryNode, CategoryParam } from '@portal/shared/contracts/catalog';
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
import type {
  ListingDetail,
  ListingDraft,
  ListingFilter,
  ListingInput,
  ListingPriceUpdate,
  ListingRecord,
  ListingRecordPageQuery,
  ListingRow,
  ListingUpdate,
} from '@portal/shared/contracts/listing';
import type {
  InvitationCounts,
  InvitationDecline,
  InvitationPageQuery,
  InvitationRow,
  QuoteDetail,
  QuoteDraft,
  QuoteInput,
  QuotePageQuery,
  QuotePriceUpdate,
  QuoteRow,
} from '@portal/shared/contracts/quote';
import { endpoints } from '@portal/shared/contracts/endpoint';
import { apiWith, http, type RequestOptions } from '../../shared/http';
import { saveFile } from '../communal/use-files';
import type { PageParams } from '../../shared/page-table';

/** Writes show the server's success message (spec section 8). */
const saved = { showSuccess: true } as const;

type Filters<Q> = Partial<Omit<Q, 'current' | 'size' | 'sortBy' | 'sortType'>>;
export type BrandFilter = Filters<BrandPageQuery>;
export type AuthorizationFilter = Filters<AuthorizationPageQuery>;
export type BrandRecordFilter = Filters<BrandRecordPageQuery>;

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

export const brandRecordApi = {
  page: (params: PageParams & BrandRecordFilter, options?: RequestOptions) =>
    http.page<BrandRecord>('POST', '/api/goods/brand/record/page', params, options),
  export: (filter: BrandRecordFilter) => http.post<ExportRequested>('/api/goods/brand/record/export', filter),
};

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
  /** /goods/optional: approved goods and the joined channels they are not listed in yet. */
  optionalPage: (params: PageParams & OptionalGoodsFilterValues, options?: RequestOptions) =>
    http.page<OptionalGoodsRow>('POST', '/api/goods/optional/page', params, options),
  exportOptional: (filter: OptionalGoodsFilterValues) =>
    http.post<ExportRequested>('/api/goods/optional/export', filter),
  /** /goods/authorization: each goods with the brand authorization covering it. */
  authorizationPage: (params: PageParams & GoodsAuthorizationFilterValues, options?: RequestOptions) =>
    http.page<GoodsAuthorizationRow>('POST', '/api/goods/authorization/page', params, options),
  exportAuthorizations: (filter: GoodsAuthorizationFilterValues) =>
    http.post<ExportRequested>('/api/goods/authorization/export', filter),
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

export type ListingFilterValues = Partial<ListingFilter>;
export type ListingRecordFilter = Filters<ListingRecordPageQuery>;

export const listingApi = {
  draft: (channelId: number, goodsId: number) =>
    http.get<ListingDraft>('/api/goods/channel/listing/draft', { channelId, goodsId }),
  page: (params: PageParams & ListingFilterValues, options?: RequestOptions) =>
    http.page<ListingRow>('POST', '/api/goods/channel/listing/page', params, options),
  detail: (id: number) => http.get<ListingDetail>('/api/goods/channel/listing/detail', { id }),
  add: (input: ListingInput) => http.post<ListingDetail>('/api/goods/channel/listing/add', input, saved),
  update: (input: ListingUpdate) =>
    http.post<ListingDetail>('/api/goods/channel/listing/update', input, saved),
  prices: (input: ListingPriceUpdate) =>
    http.post<ListingDetail>('/api/goods/channel/listing/price', input, saved),
  submit: (id: number) => http.post<null>('/api/goods/channel/listing/submit', { id }, saved),
  takeOff: (id: number, reason?: string) =>
    http.post<null>('/api/goods/channel/listing/off', { id, reason }, saved),
  export: (filter: ListingFilterValues) =>
    http.post<ExportRequested>('/api/goods/channel/listing/export', filter),
  records: (params: PageParams & ListingRecordFilter, options?: RequestOptions) =>
    http.page<ListingRecord>('POST', '/api/goods/channel/record/page', params, options),
  exportRecords: (filter: ListingRecordFilter) =>
    http.post<ExportRequested>('/api/goods/channel/record/export', filter),
  /** A channel's whole category tree (for choosing the listing's channel category). */
  channelTree: (channelId: number) =>
    http.get<CategoryNode[]>('/api/goods/category/channel/tree', { channelId }),
};

// Until the catalog's routes are made from endpoint objects: the template as a download endpoint.
const batch = endpoints('catalog', 'batch', {
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
    saveFile(await apiWith(batch.template, { categoryId }, {}), 'template.xlsx'),
  check: (input: BatchRequest) => http.post<BatchReport>('/api/goods/batch/check', input),
  import: (input: BatchRequest) => http.post<BatchImportResult>('/api/goods/batch/import', input, saved),
};

export type InvitationFilter = Filters<InvitationPageQuery>;
export type QuoteFilter = Filters<QuotePageQuery>;

/** Store invitations to quote (/goods/store_accredit) and the partner's quotes (/goods/quote). */
export const quoteApi = {
  invitations: (params: PageParams & InvitationFilter, options?: RequestOptions) =>
    http.page<InvitationRow>('POST', '/api/goods/store/invitation/page', params, options),
  exportInvitations: (filter: InvitationFilter) =>
    http.post<ExportRequested>('/api/goods/store/invitation/export', filter),
  invitationCounts: () => http.get<InvitationCounts>('/api/goods/store/invitation/counts'),
  accept: (id: number) => http.post<null>('/api/goods/store/invitation/accept', { id }, saved),
  decline: (input: InvitationDecline) => http.post<null>('/api/goods/store/invitation/decline', input, saved),
  draft: (invitationId: number, goodsId: number) =>
    http.get<QuoteDraft>('/api/goods/store/quote/draft', { invitationId, goodsId }),
  add: (input: QuoteInput) => http.post<QuoteDetail>('/api/goods/store/quote/add', input, saved),
  prices: (input: QuotePriceUpdate) => http.post<QuoteDetail>('/api/goods/store/quote/price', input, saved),
  withdraw: (id: number) => http.post<null>('/api/goods/store/quote/withdraw', { id }, saved),
  page: (params: PageParams & QuoteFilter, options?: RequestOptions) =>
    http.page<QuoteRow>('POST', '/api/goods/store/quote/page', params, options),
  detail: (id: number) => http.get<QuoteDetail>('/api/goods/store/quote/detail', { id }),
  export: (filter: QuoteFilter) => http.post<ExportRequested>('/api/goods/store/quote/export', filter),
};
