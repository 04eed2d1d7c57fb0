import {
  INQUIRY_STATES,
  PARTLY_QUOTED_TAB,
  QUOTATION_STATES,
  type StateCounts,
} from '@portal/shared/contracts/inquiry';
import { and, count, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { inquiries, inquiryCounts as counts } from './inquiries.table';

/**
 * The kept counts of a partner's inquiries (list 1, per InquiryState) and quotations (list 2, per
 * QuotationState), changed in the transaction of every change; the tabs and the tab pages' totals
 * read them. The "partly quoted" tab is counted on its partial index (open inquiries only).
 */
export const CountList = { inquiries: 1, quotations: 2 } as const;
export type CountList = (typeof CountList)[keyof typeof CountList];

/** Moves one row of `list` from state `before` to `after` (null: added or removed). */
export const recount = async (
  tx: DbOrTx,
  partnerId: number,
  list: CountList,
  before: number | null,
  after: number | null,
): Promise<void> => {
  if (before === after) return;
  const changes = [
    ...(before === null ? [] : [{ partnerId, list, state: before, count: -1 }]),
    ...(after === null ? [] : [{ partnerId, list, state: after, count: 1 }]),
  ];
  await tx
    .insert(counts)
    .values(changes)
    .onConflictDoUpdate({
      target: [counts.partnerId, counts.list, counts.state],
      set: { count: sql`${counts.count} + excluded.count` },
    });
};

/** Adds `by` rows of `list` in `state` (the seed and the simulator insert many at once). */
export const countAdded = async (
  tx: DbOrTx,
  partnerId: number,
  list: CountList,
  state: number,
  by: number,
): Promise<void> => {
  if (by === 0) return;
  await tx
    .insert(counts)
    .values({ partnerId, list, state, count: by })
    .onConflictDoUpdate({
      target: [counts.partnerId, counts.list, counts.state],
      set: { count: sql`${counts.count} + excluded.count` },
    });
};

const keptOf = async (db: DbOrTx, partnerId: number, list: CountList) => {
  const rows = await db
    .select({ state: counts.state, count: counts.count })
    .from(counts)
    .where(and(eq(counts.partnerId, partnerId), eq(counts.list, list)));
  return new Map(rows.map((row) => [row.state, row.count]));
};

/** The condition of the "partly quoted" tab (matches the partial index inquiries_partly_idx). */
export const partlyQuotedWhere = (): SQL =>
  and(eq(inquiries.coverage, 1), inArray(inquiries.state, [1, 2])) as SQL;

/** The inquiry tabs: a count per state and the open inquiries quoted in part. */
export const inquiryTabCounts = async (db: DbOrTx, partnerId: number): Promise<StateCounts> => {
  const [byState, [partly]] = await Promise.all([
    keptOf(db, partnerId, CountList.inquiries),
    db
      .select({ count: count() })
      .from(inquiries)
      .where(and(eq(inquiries.partnerId, partnerId), partlyQuotedWhere())),
  ]);
  return {
    ...Object.fromEntries(INQUIRY_STATES.map((state) => [String(state), byState.get(state) ?? 0])),
    [PARTLY_QUOTED_TAB]: partly.count,
  };
};

/** The quotation tabs: a count per state. */
export const quotationTabCounts = async (db: DbOrTx, partnerId: number): Promise<StateCounts> => {
  const byState = await keptOf(db, partnerId, CountList.quotations);
  return Object.fromEntries(QUOTATION_STATES.map((state) => [String(state), byState.get(state) ?? 0]));
};

/** The kept total of `list` in `state` (every state when undefined), as a scalar subquery. */
export const keptTotal = (
  partnerId: number | SQLWrapper,
  list: CountList,
  state: number | undefined,
): SQL<number> =>
  sql<number>`(select coalesce(sum(${counts.count}), 0)::int from ${counts} where ${and(
    eq(counts.partnerId, partnerId),
    eq(counts.list, list),
    state === undefined ? undefined : eq(counts.state, state),
  )})`;
