import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column named with its table ("scm_goods"."id"). drizzle leaves the columns of a one-table
 * select list unqualified, which inside a scalar subquery would name the inner table's column.
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
