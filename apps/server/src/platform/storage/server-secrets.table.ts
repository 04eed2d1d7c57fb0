import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets every server process of one installation must share (e.g. the URL-signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
