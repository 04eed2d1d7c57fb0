import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A notice to a partner: to one account, or to all its accounts when `account_id` is null. */
export const notices = pgTable(
  'notices',
  {
    partnerId: bigint('partner_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }),
    title: text('title').notNull(),
    /** Plain text. */
    content: text('content').notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.id] }),
    index('notices_created_idx').on(t.partnerId, t.createdTime, t.id),
  ],
);

/** Which account has read which notice; no row means unread. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    partnerId: bigint('partner_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    noticeId: bigint('notice_id', { mode: 'number' }).notNull(),
    readTime: timestamp('read_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.accountId, t.noticeId] })],
);
