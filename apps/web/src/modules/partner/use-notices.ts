import { useQuery, useQueryClient } from '@tanstack/react-query';
import { noticeApi } from './partner.api';

/** Query key prefix of everything about notices (bell, list, detail). */
export const NOTICE_QUERY_KEY = ['partner', 'notices'] as const;

/** The bell polls every minute. */
export const NOTICE_POLL_MS = 60_000;

/** The bell's newest notices and unread count, polled. */
export const useNoticeBell = (enabled: boolean) =>
  useQuery({
    queryKey: [...NOTICE_QUERY_KEY, 'bell'],
    queryFn: noticeApi.bell,
    enabled,
    refetchInterval: NOTICE_POLL_MS,
    retry: false,
  });

/** Refreshes the bell and the list after a read or a clear. */
export const useRefreshNotices = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: NOTICE_QUERY_KEY });
};
