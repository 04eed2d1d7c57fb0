import type {
  AccountingSettingsInput,
  ShipmentPageQuery,
  SyncPageQuery,
} from '@portal/shared/contracts/orders';
import { accounting, tracking } from '@portal/shared/contracts/orders.endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../shared/api-hooks';
import { api } from '../../shared/http';
import { ORDER_QUERY_KEY, orderQueryKeys } from './use-orders';

export type ShipmentFilter = Partial<Omit<ShipmentPageQuery, 'current' | 'size' | 'sortBy' | 'sortType'>>;
export type SyncFilter = Partial<Omit<SyncPageQuery, 'current' | 'size' | 'sortBy' | 'sortType'>>;

/** The shipments of /order/logistics (PageTable). */
export const shipmentList = listOf(tracking.shipmentPage, [...ORDER_QUERY_KEY, 'shipments']);

/** A shipment's logistics traces from the express provider. */
export const useLogistics = (shipmentId: number | undefined) =>
  useQuery({
    queryKey: orderQueryKeys.logistics(shipmentId),
    queryFn: () => api(tracking.logistics, { shipmentId: shipmentId as number }),
    enabled: shipmentId !== undefined,
  });

/** The completed orders and their sync state on /order/accounting_system (PageTable). */
export const syncList = listOf(accounting.syncPage, [...ORDER_QUERY_KEY, 'sync']);

/** Sends completed orders (again) to the accounting system; every order list shows the new state. */
export const useRetrySync = () => useWrite(write(accounting.retrySync), [ORDER_QUERY_KEY]);

const SETTINGS_KEY = [...ORDER_QUERY_KEY, 'accountingSettings'] as const;

/** The partner's accounting-system connection. */
export const useAccountingSettings = () =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api(accounting.settings) });

const saveSettings = write(accounting.saveSettings);

/** Saves the connection; the saved settings are the ones shown from then on (no second load). */
export const useSaveAccountingSettings = () => {
  const queryClient = useQueryClient();
  return useWrite(async (input: AccountingSettingsInput) => {
    const saved = await saveSettings(input);
    queryClient.setQueryData(SETTINGS_KEY, saved);
    return saved;
  }, []);
};
