import { z } from 'zod';
import { NOTICE_BELL_COUNT, PaybackLimits } from '../constants';
import { IdSchema, optionalText, pageQueryOf } from './common';
import { CreatedTimeRangeSchema, dateRangeIssue, startNotAfterEnd } from './communal';

// ---- Payback accounts (spec sections 2, 3 and 5) ----

/** The payback account edit dialog's fields. */
export const PaybackInputSchema = z.object({
  companyName: z
    .string({ error: 'payback.companyNameRequired' })
    .trim()
    .min(1, { error: 'payback.companyNameRequired' })
    .max(PaybackLimits.companyName, { error: 'payback.companyNameTooLong' }),
  accountName: optionalText(PaybackLimits.accountName, 'payback.accountNameTooLong'),
  bankName: optionalText(PaybackLimits.bankName, 'payback.bankNameTooLong'),
});
export type PaybackInput = z.infer<typeof PaybackInputSchema>;

export const PaybackUpdateSchema = PaybackInputSchema.extend({ id: IdSchema });
export type PaybackUpdate = z.infer<typeof PaybackUpdateSchema>;

export const PaybackAccountSchema = z.object({
  id: z.number(),
  companyName: z.string(),
  accountName: z.string().nullable(),
  bankName: z.string().nullable(),
  createdTime: z.string(),
});
export type PaybackAccount = z.infer<typeof PaybackAccountSchema>;

/** Filters of the payback list; its export takes the same. Both match "contains". */
export const PaybackFilterSchema = z.object({
  companyName: z.string().trim().max(100).nullish(),
  accountName: z.string().trim().max(100).nullish(),
});
export type PaybackFilter = z.infer<typeof PaybackFilterSchema>;

export const PaybackPageQuerySchema = pageQueryOf(['createdTime']).extend(PaybackFilterSchema.shape);
export type PaybackPageQuery = z.infer<typeof PaybackPageQuerySchema>;

export const IdInputSchema = z.object({ id: IdSchema });
export type IdInput = z.infer<typeof IdInputSchema>;

// ---- Notices (to the partner; read state per account) ----

/** The notice bell (spec section 7: dataCount, 4 by default). */
export const NoticeBellQuerySchema = z.object({
  dataCount: z.coerce.number().int().min(1).max(20).default(NOTICE_BELL_COUNT),
});
export type NoticeBellQuery = z.infer<typeof NoticeBellQuerySchema>;

export const NoticeSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  createdTime: z.string(),
  read: z.boolean(),
});
export type NoticeSummary = z.infer<typeof NoticeSummarySchema>;

/** The bell's answer: the newest notices and `count`, the caller's number of unread notices. */
export const NoticeBellSchema = z.object({ list: z.array(NoticeSummarySchema), count: z.number() });
export type NoticeBell = z.infer<typeof NoticeBellSchema>;

export const NoticeSchema = NoticeSummarySchema.extend({ content: z.string() });
export type Notice = z.infer<typeof NoticeSchema>;

/** Filters of the notice list page; its export takes the same. */
export const NoticeFilterSchema = CreatedTimeRangeSchema.extend({
  title: z.string().trim().max(100).nullish(),
  read: z.boolean().nullish(),
});
export const NoticeExportFilterSchema = NoticeFilterSchema.refine(startNotAfterEnd, dateRangeIssue);
export type NoticeFilter = z.infer<typeof NoticeFilterSchema>;

export const NoticePageQuerySchema = pageQueryOf(['createdTime'])
  .extend(NoticeFilterSchema.shape)
  .refine(startNotAfterEnd, dateRangeIssue);
export type NoticePageQuery = z.infer<typeof NoticePageQuerySchema>;

// ---- Announcements (platform-wide HTML, acknowledged one by one) ----

export const AnnouncementSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** `POST /api/account/notice/add`: the spec's own spelling of the field. */
export const AnnouncementAckSchema = z.object({ noticeBoarId: IdSchema });
export type AnnouncementAck = z.infer<typeof AnnouncementAckSchema>;
