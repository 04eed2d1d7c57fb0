import { sql } from 'drizzle-orm';

/**
 * Selected beside a page's columns: the total of the same filter, computed in the same query
 * (one round trip instead of a second `count(*)`).
 */
export const totalOver = () => sql<number>`(count(*) over())::int`;

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
