import { NOTICE_BELL_COUNT } from '@portal/shared/constants';
import { notice } from '@portal/shared/contracts/partner.endpoints';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../shared/api-hooks';
import { api } from '../../shared/http';

/** Query key prefix of everything about notices (bell, list, detail). */
export const NOTICE_QUERY_KEY = ['partner', 'notices'] as const;

/** The bell polls every minute. */
export const NOTICE_POLL_MS = 60_000;

/** The bell's newest notices and unread count, polled, so failures stay quiet. */
export const useNoticeBell = (enabled: boolean) =>
  useQuery({
    queryKey: [...NOTICE_QUERY_KEY, 'bell'],
    queryFn: () => api(notice.bell, { dataCount: NOTICE_BELL_COUNT }, { silent: true }),
    enabled,
    refetchInterval: NOTICE_POLL_MS,
    retry: false,
  });

/** The notice list (PageTable). */
export const noticeList = listOf(notice.page, [...NOTICE_QUERY_KEY, 'page']);

/** One notice, while `noticeId` is set. */
export const useNoticeDetail = (noticeId: number | null) =>
  useQuery({
    queryKey: [...NOTICE_QUERY_KEY, 'detail', noticeId],
    queryFn: () => api(notice.detail, { id: noticeId as number }),
    enabled: noticeId !== null,
    retry: false,
  });

/** Marks a notice read, without a message; the bell and the list follow. */
export const useMarkNoticeRead = () => useWrite((id: number) => api(notice.read, { id }), [NOTICE_QUERY_KEY]);

/** Marks every notice read (the server's message is shown). */
export const useClearNotices = () => useWrite(write(notice.clear), [NOTICE_QUERY_KEY]);

/** The list's export (ExportButton). */
export const noticeExport = notice.export;
