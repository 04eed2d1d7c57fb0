import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { purchaseCounts, type purchaseOrders } from './purchase.table';

type CountedPurchase = Pick<
  typeof purchaseOrders.$inferSelect,
  'partnerId' | 'state' | 'contractState' | 'invoiceState' | 'mailState'
>;

/** The keys a purchase order counts under: its state and each document's and the mailing's state. */
export const purchaseCountKeysOf = (order: CountedPurchase): string[] => [
  `state:${order.state}`,
  `contract:${order.contractState}`,
  `invoice:${order.invoiceState}`,
  `mail:${order.mailState}`,
];

/** Adds each count to its key (negative counts subtract); a key not kept yet starts at 0. */
const addCounts = async (tx: DbOrTx, values: Array<{ partnerId: number; key: string; count: number }>) => {
  if (values.length === 0) return;
  await tx
    .insert(purchaseCounts)
    .values(values)
    .onConflictDoUpdate({
      target: [purchaseCounts.partnerId, purchaseCounts.key],
      set: { count: sql`${purchaseCounts.count} + excluded.count` },
    });
};

/**
 * Moves a purchase order's counts from what it was (null: new) to what it is now, in the caller's
 * transaction. Only keys that changed are written.
 */
export const recountPurchase = async (tx: DbOrTx, before: CountedPurchase | null, after: CountedPurchase) => {
  const delta = new Map<string, number>();
  for (const key of before ? purchaseCountKeysOf(before) : []) delta.set(key, (delta.get(key) ?? 0) - 1);
  for (const key of purchaseCountKeysOf(after)) delta.set(key, (delta.get(key) ?? 0) + 1);
  await addCounts(
    tx,
    [...delta]
      .filter(([, by]) => by !== 0)
      .map(([key, count]) => ({ partnerId: after.partnerId, key, count })),
  );
};

/** Adds many new purchase orders' counts at once (the seed and the volume seed). */
export const countNewPurchases = async (tx: DbOrTx, created: readonly CountedPurchase[]) => {
  const totals = new Map<string, { partnerId: number; key: string; count: number }>();
  for (const order of created) {
    for (const key of purchaseCountKeysOf(order)) {
      const id = `${order.partnerId}|${key}`;
      const total = totals.get(id) ?? { partnerId: order.partnerId, key, count: 0 };
      total.count += 1;
      totals.set(id, total);
    }
  }
  await addCounts(tx, [...totals.values()]);
};

/** The kept counts of some keys ('state:2' ...); a key never counted reads 0. */
export const purchaseCountsOf = async (
  db: DbOrTx,
  partnerId: number,
  keys: readonly string[],
): Promise<Map<string, number>> => {
  const rows = await db
    .select({ key: purchaseCounts.key, count: purchaseCounts.count })
    .from(purchaseCounts)
    .where(and(eq(purchaseCounts.partnerId, partnerId), inArray(purchaseCounts.key, [...keys])));
  return new Map(rows.map((row) => [row.key, row.count]));
};

/** The non-zero counts under one key prefix ('state:'), keyed by what follows it (the tabs). */
export const purchaseCountsUnder = async (
  db: DbOrTx,
  partnerId: number,
  prefix: 'state:' | 'contract:' | 'invoice:' | 'mail:',
): Promise<Record<string, number>> => {
  const rows = await db
    .select({ key: purchaseCounts.key, count: purchaseCounts.count })
    .from(purchaseCounts)
    .where(and(eq(purchaseCounts.partnerId, partnerId), sql`starts_with(${purchaseCounts.key}, ${prefix})`));
  return Object.fromEntries(
    rows.filter((row) => row.count > 0).map((row) => [row.key.slice(prefix.length), row.count]),
  );
};
