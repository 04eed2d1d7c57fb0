import { PAYMENT_STATES, type PaymentState, type StateCounts } from '@portal/shared/contracts/settlement';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { settlementPaymentCounts as counts } from '../settlement.table';

/**
 * The kept counts of a partner's payments per state (settlement_payment_counts), changed in the
 * transaction of every change of a payment; the tabs and the list's totals read them.
 */

/** Moves `by` payments from state `before` to state `after` (null: added or deleted). */
export const recountPayments = async (
  tx: DbOrTx,
  partnerId: number,
  before: PaymentState | null,
  after: PaymentState | null,
  by = 1,
): Promise<void> => {
  if (before === after || by === 0) return;
  const changes = [
    ...(before === null ? [] : [{ partnerId, state: before, count: -by }]),
    ...(after === null ? [] : [{ partnerId, state: after, count: by }]),
  ];
  await tx
    .insert(counts)
    .values(changes)
    .onConflictDoUpdate({
      target: [counts.partnerId, counts.state],
      set: { count: sql`${counts.count} + excluded.count` },
    });
};

/** How many of the partner's payments are in each state. */
export const keptPaymentCounts = async (db: DbOrTx, partnerId: number): Promise<StateCounts> => {
  const rows = await db
    .select({ state: counts.state, count: counts.count })
    .from(counts)
    .where(eq(counts.partnerId, partnerId));
  const byState = new Map(rows.map((row) => [row.state, row.count]));
  return Object.fromEntries(PAYMENT_STATES.map((state) => [String(state), byState.get(state) ?? 0]));
};

/** The kept total of the partner's payments in `state` (every state when undefined), as a subquery. */
export const keptPaymentTotal = (
  partnerId: number | SQLWrapper,
  state: PaymentState | undefined,
): SQL<number> =>
  sql<number>`(select coalesce(sum(${counts.count}), 0)::int from ${counts} where ${and(
    eq(counts.partnerId, partnerId),
    state === undefined ? undefined : eq(counts.state, state),
  )})`;
