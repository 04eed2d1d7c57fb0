import type { SellerOption } from '@portal/shared/contracts/sellers';
import type { SellerState } from '@portal/shared/analytics-states';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { pageOf } from '../../../db/paging';
import { sellers } from './sellers.table';

const s = sellers;

/**
 * A page of the partner's sellers in name order (the seller select of every analytics page):
 * `keyword` in the name, `id` for that one only, `state` for one state.
 */
export const listSellerOptions = async (
  db: DbOrTx,
  partnerId: number,
  query: {
    keyword: string | null;
    id?: number | null;
    state?: SellerState | null;
    page: { current: number; size: number };
  },
): Promise<{ rows: SellerOption[]; total: number }> => {
  const where = and(
    eq(s.partnerId, partnerId),
    query.keyword ? ilike(s.name, containsPattern(query.keyword)) : undefined,
    query.id ? eq(s.id, query.id) : undefined,
    query.state ? eq(s.state, query.state) : undefined,
  );
  const { rows, total } = await pageOf(
    db,
    query.page,
    (t) => db.select({ id: s.id, name: s.name, state: s.state, total: t }).from(s).$dynamic(),
    where,
    [asc(s.name), asc(s.id)],
  );
  return { total, rows: rows.map(({ id, name, state }) => ({ id, name, state }) as SellerOption) };
};

/** The names of these sellers of the partner: id -> name. */
export const sellerNamesOf = async (
  db: DbOrTx,
  partnerId: number,
  ids: readonly number[],
): Promise<Map<number, { name: string; state: SellerState }>> => {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: s.id, name: s.name, state: s.state })
    .from(s)
    .where(and(eq(s.partnerId, partnerId), inArray(s.id, unique)));
  return new Map(rows.map((row) => [row.id, { name: row.name, state: row.state as SellerState }]));
};
