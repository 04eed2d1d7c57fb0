import type {
  AccountingSettings,
  AccountingSettingsInput,
  ShipmentPageQuery,
  ShipmentRow,
  SyncPageQuery,
  SyncRow,
} from '@portal/shared/contracts/orders';
import { http, type RequestOptions } from '../../shared/http';
import type { PageParams } from '../../shared/page-table';

const saved = { showSuccess: true } as const;

export type ShipmentFilter = Partial<Omit<ShipmentPageQuery, 'current' | 'size' | 'sortBy' | 'sortType'>>;
export type SyncFilter = Partial<Omit<SyncPageQuery, 'current' | 'size' | 'sortBy' | 'sortType'>>;

/** Shipments (/order/logistics) and the accounting-system sync (/order/accounting_system). */
export const trackingApi = {
  shipments: (params: PageParams & ShipmentFilter, options?: RequestOptions) =>
    http.page<ShipmentRow>('POST', '/api/trade/order/shipment/page', params, options),
  syncPage: (params: PageParams & SyncFilter, options?: RequestOptions) =>
    http.page<SyncRow>('POST', '/api/trade/order/sync/page', params, options),
  retrySync: (ids: number[]) => http.post<{ queued: number }>('/api/trade/order/sync/retry', { ids }, saved),
  accountingSettings: () => http.get<AccountingSettings>('/api/trade/accounting/settings'),
  saveAccountingSettings: (input: AccountingSettingsInput) =>
    http.post<AccountingSettings>('/api/trade/accounting/settings', input, saved),
};
