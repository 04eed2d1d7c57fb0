import type { DocumentKind } from '@portal/shared/contracts/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { orderApi } from './orders.api';

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

/** Refreshes every order list, detail and count on screen after a change. */
export const useRefreshOrders = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
};

/** One order with its items, shipments, documents, timeline and checklist (not loaded without an id). */
export const useOrderDetail = (id: number | undefined) =>
  useQuery({
    queryKey: orderQueryKeys.detail(id),
    queryFn: () => orderApi.detail(id as number),
    enabled: id !== undefined && id > 0,
  });

/**
 * The order as it is now, for a dialog that acts on it (what remains to ship, the last rejection):
 * reloaded whenever `id` is set, and undefined until that answer has arrived, so a cached copy
 * from before is never shown.
 */
export const useFreshOrderDetail = (id: number | undefined) => {
  const query = useOrderDetail(id);
  const [since, setSince] = useState<number | null>(null);
  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  useEffect(() => {
    if (id === undefined) {
      setSince(null);
      return;
    }
    setSince(Date.now());
    void refetch.current();
  }, [id]);
  const fresh = since !== null && query.data?.id === id && query.dataUpdatedAt >= since;
  return { order: fresh ? query.data : undefined, isError: query.isError };
};

/** Orders per state, for the list's tabs. */
export const useOrderStateCounts = () =>
  useQuery({ queryKey: orderQueryKeys.counts, queryFn: () => orderApi.stateCounts() });

/** Orders per state of one document, for a document screen's tabs. */
export const useDocumentCounts = (kind: DocumentKind) =>
  useQuery({ queryKey: orderQueryKeys.documentCounts(kind), queryFn: () => orderApi.documentCounts(kind) });

/** The express companies a shipment may name; they rarely change. */
export const useExpressCompanies = (enabled = true) =>
  useQuery({
    queryKey: orderQueryKeys.express,
    queryFn: () => orderApi.expressCompanies(),
    staleTime: 30 * 60_000,
    enabled,
  });

/** A shipment's logistics traces from the express provider. */
export const useLogistics = (shipmentId: number | undefined) =>
  useQuery({
    queryKey: orderQueryKeys.logistics(shipmentId),
    queryFn: () => orderApi.logistics(shipmentId as number),
    enabled: shipmentId !== undefined,
  });
