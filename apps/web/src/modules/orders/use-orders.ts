import type { DocumentKind, OrderPageQuery } from '@portal/shared/contracts/orders';
import { express, order } from '@portal/shared/contracts/orders.endpoints';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../shared/api-hooks';
import { api } from '../../shared/http';
import { useFreshData } from '../../shared/use-fresh';

/** Query key prefix of every order list, detail and count; invalidating it refreshes them all. */
export const ORDER_QUERY_KEY = ['orders'] as const;

export const orderQueryKeys = {
  page: (name: string) => [...ORDER_QUERY_KEY, 'page', name] as const,
  counts: [...ORDER_QUERY_KEY, 'counts'] as const,
  documentCounts: (kind: DocumentKind) => [...ORDER_QUERY_KEY, 'counts', kind] as const,
  detail: (id: number | undefined) => [...ORDER_QUERY_KEY, 'detail', id] as const,
  logistics: (shipmentId: number | undefined) => [...ORDER_QUERY_KEY, 'logistics', shipmentId] as const,
  express: ['communal', 'express'] as const,
};

/** The order lists' filters (every list of orders posts the same ones). */
export type OrderFilterValues = Partial<Omit<OrderPageQuery, 'current' | 'size' | 'sortBy' | 'sortType'>>;

/** An order list (PageTable) of a screen: `name` keeps each screen's pages apart in the cache. */
export const orderList = (name: string) => listOf(order.page, orderQueryKeys.page(name));

/** The order list's export (ExportButton). */
export const orderExport = order.export;

/** One order with its items, shipments, documents, timeline and checklist (not loaded without an id). */
export const useOrderDetail = (id: number | undefined) =>
  useQuery({
    queryKey: orderQueryKeys.detail(id),
    queryFn: () => api(order.detail, { id: id as number }),
    enabled: id !== undefined && id > 0,
  });

/**
 * The order as it is now, for a dialog that acts on it (what remains to ship, the last rejection):
 * reloaded whenever `id` is set, and undefined until that answer has arrived, so a cached copy
 * from before is never shown.
 */
export const useFreshOrderDetail = (id: number | undefined) => {
  const query = useOrderDetail(id);
  return { order: useFreshData(query, id), isError: query.isError };
};

/** Orders per state, for the list's tabs. */
export const useOrderStateCounts = () =>
  useQuery({ queryKey: orderQueryKeys.counts, queryFn: () => api(order.stateCounts) });

/** Orders per state of one document, for a document screen's tabs. */
export const useDocumentCounts = (kind: DocumentKind) =>
  useQuery({
    queryKey: orderQueryKeys.documentCounts(kind),
    queryFn: () => api(order.documentCounts, { kind }),
  });

/** The express companies a shipment may name; they rarely change. */
export const useExpressCompanies = (enabled = true) =>
  useQuery({
    queryKey: orderQueryKeys.express,
    queryFn: () => api(express.list),
    staleTime: 30 * 60_000,
    enabled,
  });

// Every change to an order refreshes every order list, detail and count on screen (the to-dos too).

/** Confirms an order awaiting confirmation. */
export const useConfirmOrder = () => useWrite(write(order.confirm), [ORDER_QUERY_KEY]);

/** Refuses an order awaiting confirmation, with the reason. */
export const useRefuseOrder = () => useWrite(write(order.refuse), [ORDER_QUERY_KEY]);

/** Only manual and self-purchase orders awaiting shipment can be cancelled. */
export const useCancelOrder = () => useWrite(write(order.cancel), [ORDER_QUERY_KEY]);

/** Ships (part of) an order. */
export const useShipOrder = () => useWrite(write(order.ship), [ORDER_QUERY_KEY]);

/** Uploads a signed receipt, contract or invoice. */
export const useUploadDocument = () => useWrite(write(order.uploadDocument), [ORDER_QUERY_KEY]);

/** Enters an order by hand or a self purchase; answers the new order. */
export const useAddManualOrder = () => useWrite(write(order.addManual), [ORDER_QUERY_KEY]);
