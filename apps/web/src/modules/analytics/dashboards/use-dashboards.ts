import type { AnalysisQueryInput, MonitorEvent } from '@portal/shared/contracts/dashboards';
import { dashboardAnalysis, dashboardMonitor } from '@portal/shared/contracts/dashboards.endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, api, stream } from '../../../shared/http';
import { channelOptions } from '../../../shared/selectors/use-catalog-options';

/** Query key prefix of everything the dashboards show. */
export const DASHBOARD_QUERY_KEY = ['dashboards'] as const;
const MONITOR_KEY = [...DASHBOARD_QUERY_KEY, 'monitor'] as const;

/** The analysis page's filter as the page keeps it: the period and the chosen ids. */
export type AnalysisFilter = {
  dateFrom: string;
  dateTo: string;
  channelIds: number[];
  sellerIds: number[];
};

const queryOf = (filter: AnalysisFilter): AnalysisQueryInput => ({
  dateFrom: filter.dateFrom,
  dateTo: filter.dateTo,
  channelIds: filter.channelIds.length > 0 ? filter.channelIds.join(',') : null,
  sellerIds: filter.sellerIds.length > 0 ? filter.sellerIds.join(',') : null,
});

const cardKey = (card: string, filter: AnalysisFilter) => [...DASHBOARD_QUERY_KEY, 'analysis', card, filter];

// One request per card of the analysis page, so the cards load side by side; the figures of the
// previous filter stay while the next load.
export const useAnalysisSummary = (filter: AnalysisFilter) =>
  useQuery({
    queryKey: cardKey('summary', filter),
    queryFn: ({ signal }) => api(dashboardAnalysis.summary, queryOf(filter), { signal }),
    placeholderData: keepPreviousData,
  });
export const useAnalysisTrend = (filter: AnalysisFilter) =>
  useQuery({
    queryKey: cardKey('trend', filter),
    queryFn: ({ signal }) => api(dashboardAnalysis.trend, queryOf(filter), { signal }),
    placeholderData: keepPreviousData,
  });
export const useAnalysisChannels = (filter: AnalysisFilter) =>
  useQuery({
    queryKey: cardKey('channels', filter),
    queryFn: ({ signal }) => api(dashboardAnalysis.channels, queryOf(filter), { signal }),
    placeholderData: keepPreviousData,
  });
export const useAnalysisTop = (filter: AnalysisFilter) =>
  useQuery({
    queryKey: cardKey('top', filter),
    queryFn: ({ signal }) => api(dashboardAnalysis.top, queryOf(filter), { signal }),
    placeholderData: keepPreviousData,
  });
export const useAnalysisFunnel = (filter: AnalysisFilter) =>
  useQuery({
    queryKey: cardKey('funnel', filter),
    queryFn: ({ signal }) => api(dashboardAnalysis.funnel, queryOf(filter), { signal }),
    placeholderData: keepPreviousData,
  });
export const useAnalysisWinRates = (filter: AnalysisFilter) =>
  useQuery({
    queryKey: cardKey('winRates', filter),
    queryFn: ({ signal }) => api(dashboardAnalysis.winRates, queryOf(filter), { signal }),
    placeholderData: keepPreviousData,
  });

/** Receivables are as of today: only the channels and sellers filter them. */
export const useAnalysisReceivables = (filter: AnalysisFilter) =>
  useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'analysis', 'receivables', filter.channelIds, filter.sellerIds],
    queryFn: ({ signal }) => {
      const { channelIds, sellerIds } = queryOf(filter);
      return api(dashboardAnalysis.receivables, { channelIds, sellerIds }, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** The partner's joined channels, for the channel filter. */
export const usePartnerChannels = () =>
  useQuery({ queryKey: [...DASHBOARD_QUERY_KEY, 'channels'], queryFn: () => channelOptions.partnerList('') });

export const useMonitorToday = () =>
  useQuery({ queryKey: [...MONITOR_KEY, 'today'], queryFn: () => api(dashboardMonitor.today) });
export const useMonitorWaiting = () =>
  useQuery({ queryKey: [...MONITOR_KEY, 'waiting'], queryFn: () => api(dashboardMonitor.waiting) });
export const useMonitorLatest = () =>
  useQuery({ queryKey: [...MONITOR_KEY, 'latest'], queryFn: () => api(dashboardMonitor.latest) });

export type MonitorLive = {
  connected: boolean;
  /** When the last orders event came (this browser's clock), and what it said. */
  lastEventAt: number | null;
  lastEvent: MonitorEvent | null;
  /** The ids of orders that arrived or moved since the page opened (highlighted in the list). */
  fresh: ReadonlySet<number>;
};

const RECONNECT_MS = 2000;

/**
 * The monitor's live events (server-sent events with the session's token): on each, what the monitor
 * shows is read again (today, what waits, the latest orders), without reloading the page. Reconnects
 * after a lost connection (reading everything again, as events may have been missed); stops on a
 * refusal.
 */
export const useMonitorLive = (): MonitorLive => {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<MonitorLive>({
    connected: false,
    lastEventAt: null,
    lastEvent: null,
    fresh: new Set(),
  });
  useEffect(() => {
    const controller = new AbortController();
    const refresh = () => queryClient.invalidateQueries({ queryKey: MONITOR_KEY });
    const onEvent = (event: MonitorEvent) => {
      if (event.kind === 'connected') {
        setLive((previous) => ({ ...previous, connected: true }));
        return;
      }
      setLive((previous) => ({
        connected: true,
        lastEventAt: Date.now(),
        lastEvent: event,
        fresh: new Set([...previous.fresh, ...event.orders.map((order) => order.id)]),
      }));
      void refresh();
    };
    const follow = async () => {
      let first = true;
      while (!controller.signal.aborted) {
        if (!first) void refresh();
        first = false;
        try {
          await stream(dashboardMonitor.events, {}, onEvent, { signal: controller.signal, silent: true });
        } catch (error) {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
        }
        if (controller.signal.aborted) return;
        setLive((previous) => ({ ...previous, connected: false }));
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    };
    void follow();
    return () => controller.abort();
  }, [queryClient]);
  return live;
};
