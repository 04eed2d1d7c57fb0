import type {
  TodoStats,
  UnconfirmedStats,
  WaitSettlementOrderQuery,
  WaitSettlementOrderRow,
} from '@portal/shared/contracts/orders';
import { http, type RequestOptions } from '../../shared/http';
import type { PageParams } from '../../shared/page-table';

export type WaitSettlementOrderFilter = Partial<
  Omit<WaitSettlementOrderQuery, 'current' | 'size' | 'sortBy' | 'sortType'>
>;

/** The to-do counts, the overtime reminder's stats and the order selection dialog's list. */
export const todoApi = {
  /** Spec section 7: GET index to-do stats. */
  stats: (options?: RequestOptions) => http.get<TodoStats>('/api/trade/index/todo/stats', undefined, options),
  /** Spec section 7: POST trade order timed-out-unconfirmed stats, with an empty body. */
  unconfirmedStats: (options?: RequestOptions) =>
    http.post<UnconfirmedStats>('/api/trade/order/timeout/unconfirmed/stats', {}, options),
  /** Spec section 7: POST wait-settlement order list (paged; filters orderNo, partnerId). */
  waitSettlementOrders: (params: PageParams & WaitSettlementOrderFilter, options?: RequestOptions) =>
    http.page<WaitSettlementOrderRow>('POST', '/api/trade/settlement/wait/order/page', params, options),
};
