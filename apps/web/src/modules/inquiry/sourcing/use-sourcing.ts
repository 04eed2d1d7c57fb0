import type {
  CooperatorPageQuery,
  ProcurePricePageQuery,
  SourcingPageQuery,
} from '@portal/shared/contracts/sourcing';
import { batchInquiry, cooperator, procurePrice } from '@portal/shared/contracts/sourcing.endpoints';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import { api } from '../../../shared/http';
import type { ListFilter } from '../../../shared/page-table';

/** Every sourcing query sits under this key: an answer moves requests, firms' counts and prices at once. */
export const SOURCING_QUERY_KEY = ['inquiry', 'sourcing'] as const;

const keys = {
  cooperators: [...SOURCING_QUERY_KEY, 'cooperators'] as const,
  cooperatorCounts: [...SOURCING_QUERY_KEY, 'cooperators', 'counts'] as const,
  cooperatorOptions: (keyword: string) => [...SOURCING_QUERY_KEY, 'cooperators', 'options', keyword] as const,
  requests: [...SOURCING_QUERY_KEY, 'requests'] as const,
  requestCounts: [...SOURCING_QUERY_KEY, 'requests', 'counts'] as const,
  detail: (id: number | undefined) => [...SOURCING_QUERY_KEY, 'requests', 'detail', id] as const,
  compare: (id: number | undefined) => [...SOURCING_QUERY_KEY, 'requests', 'compare', id] as const,
  prices: [...SOURCING_QUERY_KEY, 'prices'] as const,
  history: (id: number) => [...SOURCING_QUERY_KEY, 'prices', 'history', id] as const,
};

const WRITES = [SOURCING_QUERY_KEY] as const;

// ---- cooperation partners ----

export type CooperatorFilterValues = ListFilter<CooperatorPageQuery>;
export const cooperatorList = listOf<typeof cooperator.page, CooperatorFilterValues>(
  cooperator.page,
  keys.cooperators,
);
export const cooperatorExport = cooperator.export;

export const useCooperatorStateCounts = () =>
  useQuery({ queryKey: keys.cooperatorCounts, queryFn: () => api(cooperator.stateCounts) });

/** Active cooperation partners whose name holds `keyword` (at most 50), for a request's firms. */
export const useCooperatorOptions = (keyword: string, enabled = true) =>
  useQuery({
    queryKey: keys.cooperatorOptions(keyword),
    queryFn: ({ signal }) => api(cooperator.options, { keyword: keyword || undefined }, { signal }),
    enabled,
  });

export const useAddCooperator = () => useWrite(write(cooperator.add), WRITES);
export const useUpdateCooperator = () => useWrite(write(cooperator.update), WRITES);
export const useDisableCooperator = () => useWrite(write(cooperator.disable), WRITES);
export const useEnableCooperator = () => useWrite(write(cooperator.enable), WRITES);

// ---- batch inquiries ----

export type SourcingFilterValues = ListFilter<SourcingPageQuery>;
export const requestList = listOf<typeof batchInquiry.page, SourcingFilterValues>(
  batchInquiry.page,
  keys.requests,
);
export const requestExport = batchInquiry.export;

export const useRequestStateCounts = () =>
  useQuery({ queryKey: keys.requestCounts, queryFn: () => api(batchInquiry.stateCounts) });

/** One request with its lines and firms (not loaded without an id). */
export const useRequestDetail = (id: number | undefined) =>
  useQuery({
    queryKey: keys.detail(id),
    queryFn: () => api(batchInquiry.detail, { id: id as number }),
    enabled: id !== undefined && id > 0,
  });

/** Every firm's answer per line, the best and latest marked (not loaded without an id). */
export const useComparison = (id: number | undefined) =>
  useQuery({
    queryKey: keys.compare(id),
    queryFn: () => api(batchInquiry.compare, { id: id as number }),
    enabled: id !== undefined && id > 0,
  });

export const useAddRequest = () => useWrite(write(batchInquiry.add), WRITES);
export const useUpdateRequest = () => useWrite(write(batchInquiry.update), WRITES);
export const useSendRequest = () => useWrite(write(batchInquiry.send), WRITES);
export const useAnswerRequest = () => useWrite(write(batchInquiry.answer), WRITES);
export const useCloseRequest = () => useWrite(write(batchInquiry.close), WRITES);
export const useCancelRequest = () => useWrite(write(batchInquiry.cancel), WRITES);

// ---- procure commodity prices ----

export type ProcurePriceFilterValues = ListFilter<ProcurePricePageQuery>;
export const procurePriceList = listOf<typeof procurePrice.page, ProcurePriceFilterValues>(
  procurePrice.page,
  keys.prices,
);
export const procurePriceExport = procurePrice.export;

/** Every answer for one item, latest first (PageTable). */
export const priceHistoryList = (id: number) =>
  listOf<typeof procurePrice.history, { id: number }>(procurePrice.history, keys.history(id));
