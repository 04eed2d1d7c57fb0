import type { BiddingEvent, BiddingPageQuery, BiddingStanding } from '@portal/shared/contracts/bidding';
import { bidding } from '@portal/shared/contracts/bidding.endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import { ApiError, api, stream } from '../../../shared/http';
import type { ListFilter } from '../../../shared/page-table';

/** Query key prefix of everything bidding shows; a write refreshes all of it. */
export const BIDDING_QUERY_KEY = ['bidding'] as const;

export const biddingQueryKeys = {
  page: [...BIDDING_QUERY_KEY, 'page'] as const,
  counts: [...BIDDING_QUERY_KEY, 'counts'] as const,
  detail: (id: number | undefined) => [...BIDDING_QUERY_KEY, 'detail', id] as const,
};

export type BiddingFilterValues = ListFilter<BiddingPageQuery>;

/** The projects the partner is invited to (PageTable). */
export const biddingList = listOf<typeof bidding.page, BiddingFilterValues>(
  bidding.page,
  biddingQueryKeys.page,
);

/** The list's export (ExportButton). */
export const biddingExport = bidding.export;

export const useBiddingStateCounts = () =>
  useQuery({ queryKey: biddingQueryKeys.counts, queryFn: () => api(bidding.stateCounts) });

/** One project's room: items, rules, own bids, standing, award (not loaded without an id). */
export const useBiddingDetail = (id: number | undefined) =>
  useQuery({
    queryKey: biddingQueryKeys.detail(id),
    queryFn: () => api(bidding.detail, { id: id as number }),
    enabled: id !== undefined && id > 0,
  });

export const usePlaceBid = () => useWrite(write(bidding.bid), [BIDDING_QUERY_KEY]);

export const useConfirmAward = () => useWrite(write(bidding.confirm), [BIDDING_QUERY_KEY]);

/** One line of the room's event log. */
export type RoomLogEntry = { key: number; event: BiddingEvent; receivedAt: number };

export type RoomLive = {
  /** The latest standing the server sent (rank, best, bidders, end, extensions, state). */
  standing: BiddingStanding | undefined;
  /** The server's clock minus this browser's (ms): the countdown runs on the server's time. */
  clockOffset: number;
  connected: boolean;
  log: RoomLogEntry[];
};

const RECONNECT_MS = 2000;
const LOG_SIZE = 50;

/**
 * The room's live events (server-sent events over fetch, with the session's token): the standing
 * as they come, the server's clock, a log of what happened; the room's detail and the list are
 * read again when the partner's own bids or the state change. Reconnects after a lost connection
 * (the first event is always the current standing); stops on a refusal.
 */
export const useBiddingLive = (projectId: number | undefined): RoomLive => {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<RoomLive>({
    standing: undefined,
    clockOffset: 0,
    connected: false,
    log: [],
  });
  useEffect(() => {
    if (!projectId) return undefined;
    const controller = new AbortController();
    let sequence = 0;
    setLive({ standing: undefined, clockOffset: 0, connected: false, log: [] });
    const onEvent = (event: BiddingEvent) => {
      const receivedAt = Date.now();
      sequence += 1;
      const key = sequence;
      setLive((previous) => ({
        standing: {
          state: event.state,
          endTime: event.endTime,
          extensions: event.extensions,
          bidderCount: event.bidderCount,
          rank: event.rank,
          best: event.best,
          serverTime: event.serverTime,
        },
        clockOffset: new Date(event.serverTime).getTime() - receivedAt,
        connected: true,
        log:
          event.kind === 'snapshot'
            ? previous.log
            : [{ key, event, receivedAt }, ...previous.log].slice(0, LOG_SIZE),
      }));
      if (event.kind !== 'snapshot' && (event.mine || event.kind !== 'bid')) {
        void queryClient.invalidateQueries({ queryKey: BIDDING_QUERY_KEY });
      }
    };
    const follow = async () => {
      while (!controller.signal.aborted) {
        try {
          await stream(bidding.events, { projectId }, onEvent, { signal: controller.signal, silent: true });
        } catch (error) {
          // A refusal (signed out, not invited) will not change by trying again; a lost connection may.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
        }
        if (controller.signal.aborted) return;
        setLive((previous) => ({ ...previous, connected: false }));
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    };
    void follow();
    return () => controller.abort();
  }, [projectId, queryClient]);
  return live;
};

/** Now on the server's clock, every second. */
export const useServerNow = (clockOffset: number): number => {
  const [now, setNow] = useState(() => Date.now() + clockOffset);
  useEffect(() => {
    setNow(Date.now() + clockOffset);
    const timer = setInterval(() => setNow(Date.now() + clockOffset), 1000);
    return () => clearInterval(timer);
  }, [clockOffset]);
  return now;
};
