import type { CategoryNode } from '@portal/shared/contracts/catalog';
import type { ExportRequested } from '@portal/shared/contracts/communal';
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
import { http, type RequestOptions } from '../../../shared/http';
import type { ListFilter, PageParams } from '../../../shared/page-table';

/** Writes show the server's success message (spec section 8). */
const saved = { showSuccess: true } as const;

export type ListingFilterValues = Partial<ListingFilter>;
export type ListingRecordFilter = ListFilter<ListingRecordPageQuery>;

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
  /** A channel's whole category tree (for choosing the listing's channel category). */
  channelTree: (channelId: number) =>
    http.get<CategoryNode[]>('/api/goods/category/channel/tree', { channelId }),
};

/** /goods/channel_record: every price and state change of the partner's listings. */
export const listingRecordApi = {
  page: (params: PageParams & ListingRecordFilter, options?: RequestOptions) =>
    http.page<ListingRecord>('POST', '/api/goods/channel/record/page', params, options),
  export: (filter: ListingRecordFilter) =>
    http.post<ExportRequested>('/api/goods/channel/record/export', filter),
};
