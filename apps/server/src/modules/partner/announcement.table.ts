import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { partnerIdColumn } from '../../db/columns';

/** A platform-wide announcement: the same for every partner (a reference table when distributed). */
export const announcements = pgTable('announcements', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  /** HTML, sanitized when it was stored. */
  content: text('content').notNull(),
  createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
});

/** An account ticked "read" on an announcement; the next one shows after that. */
export const announcementAcks = pgTable(
  'announcement_acks',
  {
    partnerId: partnerIdColumn(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    announcementId: bigint('announcement_id', { mode: 'number' }).notNull(),
    ackedTime: timestamp('acked_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.accountId, t.announcementId] })],
);
