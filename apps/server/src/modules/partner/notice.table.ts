import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { partnerIdColumn, tenantKeyColumns, tenantPrimaryKey } from '../../db/columns';

/**
 * A notice the system writes: its message key (`<key>.title`, `<key>.content` in the catalogue) and
 * parameters, so each reader sees it in their own language.
 */
export type NoticeMessage = { key: string; params: Record<string, string> };

/** A notice to a partner: to one account, or to all its accounts when `account_id` is null. */
export const notices = pgTable(
  'notices',
  {
    ...tenantKeyColumns(),
    accountId: bigint('account_id', { mode: 'number' }),
    title: text('title').notNull(),
    /** Plain text. With a message: the message in zh-CN (what the title search looks in). */
    content: text('content').notNull(),
    /** Set for notices the system writes; null for an operator's text, shown as written. */
    message: jsonb('message').$type<NoticeMessage>(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), index('notices_created_idx').on(t.partnerId, t.createdTime, t.id)],
);

/** Which account has read which notice; no row means unread. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    partnerId: partnerIdColumn(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    noticeId: bigint('notice_id', { mode: 'number' }).notNull(),
    readTime: timestamp('read_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.accountId, t.noticeId] })],
);
