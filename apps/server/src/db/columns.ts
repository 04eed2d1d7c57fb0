import { bigint, type PgColumn, primaryKey, timestamp } from 'drizzle-orm/pg-core';

// The columns every table repeats, written once (DESIGN.md 4). Each helper returns new column
// builders: a builder belongs to the one table it is given to.

/** The tenant: the partner that owns the row, first in the table's primary key (db/tenancy.unit.test.ts). */
export const partnerIdColumn = () => bigint('partner_id', { mode: 'number' }).notNull();

/**
 * `partner_id` and the row's own `id` (an identity), the first two columns of a partner's table;
 * `tenantPrimaryKey(t)` makes them its key.
 */
export const tenantKeyColumns = () => ({
  partnerId: partnerIdColumn(),
  id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
});

/** `primary key (partner_id, id)`, for the table's extra configuration. */
export const tenantPrimaryKey = (t: { partnerId: PgColumn; id: PgColumn }) =>
  primaryKey({ columns: [t.partnerId, t.id] });

/** A point in time: `timestamptz` (DESIGN.md 4). */
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** `created_time` and `updated_time`, both now() on insert; the service sets `updatedTime` on each change. */
export const createdUpdatedTime = () => ({
  createdTime: timestamptz('created_time').notNull().defaultNow(),
  updatedTime: timestamptz('updated_time').notNull().defaultNow(),
});

/** `created_at` and `updated_at`, the same pair under the names the older tables use. */
export const createdUpdatedAt = () => ({
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
