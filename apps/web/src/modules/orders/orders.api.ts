import type { ExportRequested } from '@portal/shared/contracts/communal';
import type {
  DeliveryInput,
  DocumentKind,
  DocumentUpload,
  ExpressCompany,
  LogisticsTrace,
  ManualOrderInput,
  OrderDetail,
  OrderFilter,
  OrderPageQuery,
  OrderRefuse,
  OrderRow,
  OrderStateCounts,
} from '@portal/shared/contracts/orders';
import { http, type RequestOptions } from '../../shared/http';
import type { PageParams } from '../../shared/page-table';

/** Writes show the server's success message (spec section 8). */
const saved = { showSuccess: true } as const;

/** The order lists' filters (every list of orders posts the same ones). */
export type OrderFilterValues = Partial<Omit<OrderPageQuery, 'current' | 'size' | 'sortBy' | 'sortType'>>;

export const orderApi = {
  page: (params: PageParams & OrderFilterValues, options?: RequestOptions) =>
    http.page<OrderRow>('POST', '/api/trade/order/page', params, options),
  /** Orders per state ("2": n ...) for the list's tabs. */
  stateCounts: () => http.get<OrderStateCounts>('/api/trade/order/state/counts'),
  /** Orders per state of one document ("1": n ...) for a document screen's tabs. */
  documentCounts: (kind: DocumentKind) =>
    http.get<OrderStateCounts>('/api/trade/order/document/counts', { kind }),
  detail: (id: number) => http.get<OrderDetail>('/api/trade/order/detail', { id }),
  confirm: (id: number) => http.post<null>('/api/trade/order/confirm', { id }, saved),
  refuse: (input: OrderRefuse) => http.post<null>('/api/trade/order/refuse', input, saved),
  /** Only manual and self-purchase orders awaiting shipment can be cancelled. */
  cancel: (input: OrderRefuse) => http.post<null>('/api/trade/order/cancel', input, saved),
  deliver: (input: DeliveryInput) => http.post<OrderDetail>('/api/trade/order/delivery', input, saved),
  expressCompanies: () => http.get<ExpressCompany[]>('/api/communal/express/list'),
  logistics: (shipmentId: number) => http.get<LogisticsTrace>('/api/trade/order/logistics', { shipmentId }),
  uploadDocument: (input: DocumentUpload) =>
    http.post<OrderDetail>('/api/trade/order/document/upload', input, saved),
  addManual: (input: ManualOrderInput) => http.post<OrderDetail>('/api/trade/order/manual/add', input, saved),
  export: (filter: Partial<OrderFilter>) => http.post<ExportRequested>('/api/trade/order/export', filter),
};
