import { z } from 'zod';
import { viewCodeOf } from '../menu';
import { Authority } from '../permissions';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import {
  AnnouncementAckSchema,
  AnnouncementSchema,
  IdInputSchema,
  NoticeBellQuerySchema,
  NoticeBellSchema,
  NoticeExportFilterSchema,
  NoticePageQuerySchema,
  NoticeSchema,
  NoticeSummarySchema,
  PaybackAccountSchema,
  PaybackFilterSchema,
  PaybackInputSchema,
  PaybackPageQuerySchema,
  PaybackUpdateSchema,
} from './partner';
import {
  DetailChangeRequestInputSchema,
  DetailChangeRequestSchema,
  PartnerDetailInputSchema,
  PartnerDetailSchema,
  PartnerSettingsSchema,
} from './partner-profile';

/**
 * The partner's own life cycle: company details (/ucenter/detail, the one page of a partner in
 * state 4: reading needs its view code, submitting the edit code) and settings (/ucenter/partner_set:
 * reading needs the page, changing the account-centre code of spec section 6).
 */
export const partner = endpoints('partner', 'partner', {
  detail: {
    method: 'GET',
    path: '/api/account/partner/detail',
    summary: "The partner's state and company details",
    auth: viewCodeOf('/ucenter/detail'),
    allowIncomplete: true,
    data: PartnerDetailSchema,
  },
  submitDetail: {
    method: 'POST',
    path: '/api/account/partner/detail/submit',
    summary: 'Submits the company details for review (state 4 -> 3)',
    auth: Authority.partnerDetailEdit,
    allowIncomplete: true,
    body: PartnerDetailInputSchema,
    data: PartnerDetailSchema,
  },
  requestDetailChange: {
    method: 'POST',
    path: '/api/account/partner/detail/change-request',
    summary: 'Asks the platform to change the approved company details',
    auth: Authority.partnerDetailEdit,
    body: DetailChangeRequestInputSchema,
    data: DetailChangeRequestSchema,
  },
  settings: {
    method: 'GET',
    path: '/api/account/partner/settings',
    summary: "The partner's settings: order reminder, invoice type, contact email",
    auth: viewCodeOf('/ucenter/partner_set'),
    data: PartnerSettingsSchema,
  },
  saveSettings: {
    method: 'POST',
    path: '/api/account/partner/settings',
    summary: "Changes the partner's settings",
    auth: Authority.accountCenter,
    body: PartnerSettingsSchema,
    data: PartnerSettingsSchema,
  },
});

/**
 * Notices of the header bell and of /ucenter/notice. They stay readable for a partner in state 4:
 * a rejected review explains itself in one.
 */
export const notice = endpoints('partner', 'notice', {
  bell: {
    method: 'POST',
    path: '/api/account/notice/index/list',
    summary: "The bell: the newest notices and the caller's unread count",
    auth: Authority.notice,
    allowIncomplete: true,
    body: NoticeBellQuerySchema,
    data: NoticeBellSchema,
  },
  clear: {
    method: 'POST',
    path: '/api/account/notice/clear',
    summary: "Marks all of the caller's notices read",
    auth: Authority.notice,
    allowIncomplete: true,
    data: z.object({ cleared: z.number() }),
  },
  page: {
    method: 'POST',
    path: '/api/account/notice/page',
    summary: "A page of the caller's notices, newest first",
    auth: 'login',
    allowIncomplete: true,
    body: NoticePageQuerySchema,
    rows: NoticeSummarySchema,
  },
  read: {
    method: 'POST',
    path: '/api/account/notice/read',
    summary: 'Marks a notice read',
    auth: 'login',
    allowIncomplete: true,
    body: IdInputSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/account/notice/:id',
    summary: 'One notice with its content',
    auth: 'login',
    allowIncomplete: true,
    params: IdInputSchema,
    data: NoticeSchema,
  },
  export: {
    method: 'POST',
    path: '/api/account/notice/export',
    summary: 'Exports the notices matching the filter (a task of the export centre)',
    auth: 'login',
    body: NoticeExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/**
 * Announcements (spec sections 4 and 7): the shell shows the next unacknowledged one, on every
 * page, the state-4 details page included.
 */
export const announcement = endpoints('partner', 'announcement', {
  next: {
    method: 'POST',
    path: '/api/account/notice/detail',
    summary: 'The next announcement the caller has not acknowledged, or null',
    auth: 'login',
    allowIncomplete: true,
    data: AnnouncementSchema.nullable(),
  },
  acknowledge: {
    method: 'POST',
    path: '/api/account/notice/add',
    summary: 'Records that the caller has read an announcement',
    auth: 'login',
    allowIncomplete: true,
    body: AnnouncementAckSchema,
  },
});

/** Payback accounts (spec sections 2 and 5): the header dialog and /ucenter/payback_account. */
export const payback = endpoints('partner', 'payback', {
  page: {
    method: 'POST',
    path: '/api/account/payback/page',
    summary: "A page of the partner's payback accounts, newest first",
    auth: Authority.paybackAccount,
    body: PaybackPageQuerySchema,
    rows: PaybackAccountSchema,
  },
  add: {
    method: 'POST',
    path: '/api/account/payback/add',
    summary: 'Adds a payback account',
    auth: Authority.paybackAccount,
    body: PaybackInputSchema,
    data: PaybackAccountSchema,
  },
  update: {
    method: 'POST',
    path: '/api/account/payback/update',
    summary: 'Changes a payback account',
    auth: Authority.paybackAccount,
    body: PaybackUpdateSchema,
    data: PaybackAccountSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/account/payback/delete',
    summary: 'Deletes a payback account',
    auth: Authority.paybackAccount,
    body: IdInputSchema,
  },
  export: {
    method: 'POST',
    path: '/api/account/payback/export',
    summary: 'Exports the payback accounts matching the filter (a task of the export centre)',
    auth: Authority.paybackAccount,
    body: PaybackFilterSchema,
    data: ExportRequestedSchema,
  },
});
