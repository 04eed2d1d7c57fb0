import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantKeyColumns, tenantPrimaryKey } from '../../db/columns';

/**
 * Server-side sessions. Only the SHA-256 of a token is stored. A rotated token keeps its
 * predecessor valid for a short grace period so requests already in flight do not fail.
 * A token is looked up by its hash over all partners (the guard does not know the partner yet).
 */
export const sessions = pgTable(
  'sessions',
  {
    ...tenantKeyColumns(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_previous_token_hash_idx').on(t.previousTokenHash),
    index('sessions_account_idx').on(t.partnerId, t.accountId),
  ],
);
