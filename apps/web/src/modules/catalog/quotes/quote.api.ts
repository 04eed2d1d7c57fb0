import type { ExportRequested } from '@portal/shared/contracts/communal';
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
import { http, type RequestOptions } from '../../../shared/http';
import type { ListFilter, PageParams } from '../../../shared/page-table';

/** Writes show the server's success message (spec section 8). */
const saved = { showSuccess: true } as const;

export type InvitationFilter = ListFilter<InvitationPageQuery>;
export type QuoteFilter = ListFilter<QuotePageQuery>;

/** Channel stores' invitations to quote (/goods/store_accredit). */
export const invitationApi = {
  page: (params: PageParams & InvitationFilter, options?: RequestOptions) =>
    http.page<InvitationRow>('POST', '/api/goods/store/invitation/page', params, options),
  export: (filter: InvitationFilter) =>
    http.post<ExportRequested>('/api/goods/store/invitation/export', filter),
  counts: () => http.get<InvitationCounts>('/api/goods/store/invitation/counts'),
  accept: (id: number) => http.post<null>('/api/goods/store/invitation/accept', { id }, saved),
  decline: (input: InvitationDecline) => http.post<null>('/api/goods/store/invitation/decline', input, saved),
};

/** The partner's quotes to the stores (/goods/quote). */
export const quoteApi = {
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
