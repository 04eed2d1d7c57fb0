import { type AnyColumn, and, count, desc, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Selected beside a page's columns: the total of the same filter, computed in the same query
 * (one round trip instead of a second `count(*)`).
 */
export const totalOver = () => sql<number>`(count(*) over())::int`;

/** Selected as `total` where no total is wanted: a keyset batch, or the rows a count reads. */
export const noTotal = () => sql<number>`0`;

/**
 * The page and its total. A page past the end has no row to carry the total; only then is it
 * counted separately.
 */
export const pageWithTotal = async <R extends { total: number }>(
  rows: R[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: R[]; total: number }> => ({
  rows,
  total: rows.length > 0 ? rows[0].total : offset > 0 ? await countAll() : 0,
});

/** How many rows `query` answers: its joins and filter, counted over it as a subquery. */
export const countOf = async (db: DbOrTx, query: SQLWrapper): Promise<number> => {
  const [{ total }] = await db.select({ total: count() }).from(sql`${query} as counted`);
  return total;
};

type Page = { current: number; size: number };

/**
 * One page of a list, in `orderBy`, with its total. `select(total)` is the list's query (its
 * columns with `total` among them, its joins) made dynamic; `where` is its filter. A page past the
 * end is counted over the same joins and filter.
 */
export const pageOf = async <Q extends PgSelect>(
  db: DbOrTx,
  page: Page,
  select: (total: SQL<number>) => Q,
  where: SQL | undefined,
  orderBy: readonly SQL[],
): Promise<{ rows: Awaited<Q>; total: number }> => {
  const offset = (page.current - 1) * page.size;
  const rows: Awaited<Q> = await select(totalOver())
    .where(where)
    .orderBy(...orderBy)
    .limit(page.size)
    .offset(offset);
  const { total } = await pageWithTotal(rows as { total: number }[], offset, () =>
    countOf(db, select(noTotal()).where(where)),
  );
  return { rows, total };
};

/**
 * A keyset batch of a list for its export: up to `limit` rows of `select` (dynamic, with
 * `noTotal()`) matching `where`, newest `id` first, after the row `afterId`. No window total: it
 * would read every matching row for each batch.
 */
export const batchAfter = <Q extends PgSelect>(
  select: Q,
  where: SQL | undefined,
  id: AnyColumn,
  afterId: number | undefined,
  limit: number,
): Q =>
  select
    .where(and(where, afterId === undefined ? undefined : lt(id, afterId)))
    .orderBy(desc(id))
    .limit(limit);
