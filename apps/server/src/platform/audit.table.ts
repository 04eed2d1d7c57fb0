import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantKeyColumns, tenantPrimaryKey } from '../db/columns';

/** Who changed what: every money- or state-changing action writes one row (DESIGN.md 4). */
export const auditLog = pgTable(
  'audit_log',
  {
    ...tenantKeyColumns(),
    accountId: bigint('account_id', { mode: 'number' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), index('audit_log_entity_idx').on(t.partnerId, t.entity, t.entityId)],
);
