import type { DbOrTx } from '../db/client';
import { auditLog } from './audit.table';

export type AuditEntry = {
  partnerId: number;
  accountId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

/** Writes one audit row; call it inside the transaction of the change it records. */
export const writeAudit = async (db: DbOrTx, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    partnerId: entry.partnerId,
    accountId: entry.accountId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
};
