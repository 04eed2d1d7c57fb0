import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Image captchas waiting for their answer. Only a hash of the answer is kept; a row is used once. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captchas_expires_at_idx').on(t.expiresAt)],
);
