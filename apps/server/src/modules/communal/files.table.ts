import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantKeyColumns, tenantPrimaryKey } from '../../db/columns';
import type { FileKind } from '@portal/shared/file-types';

/** An uploaded file. The bytes are in storage under `storage_key`; `name` is only shown. */
export const files = pgTable(
  'files',
  {
    ...tenantKeyColumns(),
    kind: text('kind').$type<FileKind>().notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Decided from the content, not from the name or the browser's claim. */
    mime: text('mime').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t)],
);
