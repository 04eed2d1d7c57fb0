import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed what: every money- or state-changing action writes one row (DESIGN.md 4). */
export const auditLog = pgTable(
  'audit_log',
  {
    partnerId: bigint('partner_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.id] }),
    index('audit_log_entity_idx').on(t.partnerId, t.entity, t.entityId),
  ],
);
