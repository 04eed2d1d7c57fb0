import type { Profile, ProfileUpdateInput } from '@portal/shared/contracts/auth';
import type { ExportRequested } from '@portal/shared/contracts/communal';
import type {
  Announcement,
  Notice,
  NoticeBell,
  NoticeFilter,
  NoticeSummary,
} from '@portal/shared/contracts/partner';
import type {
  DetailChangeRequest,
  DetailChangeRequestInput,
  PartnerDetail,
  PartnerDetailInput,
  PartnerSettings,
} from '@portal/shared/contracts/partner-profile';
import { NOTICE_BELL_COUNT } from '@portal/shared/constants';
import { http, type RequestOptions } from '../../shared/http';
import type { PageParams } from '../../shared/page-table';

/** Writes show the server's success message (spec section 8). */
const saved = { showSuccess: true } as const;

export const noticeApi = {
  /** The bell: the newest notices and the unread count; polled, so failures stay quiet. */
  bell: () =>
    http.post<NoticeBell>(
      '/api/account/notice/index/list',
      { dataCount: NOTICE_BELL_COUNT },
      { silent: true },
    ),
  clear: () => http.post<null>('/api/account/notice/clear', {}, saved),
  page: (params: PageParams & Partial<NoticeFilter>, options?: RequestOptions) =>
    http.page<NoticeSummary>('POST', '/api/account/notice/page', params, options),
  read: (id: number) => http.post<null>('/api/account/notice/read', { id }),
  detail: (id: number) => http.get<Notice>(`/api/account/notice/${id}`),
  export: (filter: Partial<NoticeFilter>) => http.post<ExportRequested>('/api/account/notice/export', filter),
};

export const announcementApi = {
  /** The next announcement to acknowledge, or null. */
  next: () => http.post<Announcement | null>('/api/account/notice/detail', {}, { silent: true }),
  acknowledge: (noticeBoarId: number) => http.post<null>('/api/account/notice/add', { noticeBoarId }),
};

export const profileApi = {
  get: () => http.get<Profile>('/api/auth/account/profile'),
  update: (input: ProfileUpdateInput, options?: RequestOptions) =>
    http.post<Profile>('/api/auth/account/profile/update', input, options),
};

export const partnerApi = {
  detail: () => http.get<PartnerDetail>('/api/account/partner/detail'),
  submitDetail: (input: PartnerDetailInput) =>
    http.post<PartnerDetail>('/api/account/partner/detail/submit', input, saved),
  requestDetailChange: (input: DetailChangeRequestInput) =>
    http.post<DetailChangeRequest>('/api/account/partner/detail/change-request', input, saved),
  settings: () => http.get<PartnerSettings>('/api/account/partner/settings'),
  saveSettings: (input: PartnerSettings) =>
    http.post<PartnerSettings>('/api/account/partner/settings', input, saved),
};
