import { CustomerSource } from '@portal/shared/analytics-states';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customers } from './sellers.table';

/**
 * Orders' attribution (orders/order-attribution.ts), in the placing transaction: records the
 * customers not seen yet (source: from orders, no seller) and answers each name's seller now.
 * `on conflict do nothing`: two orders of a new customer placed at once record it once.
 */
export const attributeToSellers = async (
  tx: DbOrTx,
  partnerId: number,
  customerNames: readonly string[],
): Promise<Map<string, number | null>> => {
  if (customerNames.length === 0) return new Map();
  await tx
    .insert(customers)
    .values(customerNames.map((name) => ({ partnerId, name, source: CustomerSource.fromOrders })))
    .onConflictDoNothing({ target: [customers.partnerId, customers.name] });
  const rows = await tx
    .select({ name: customers.name, sellerId: customers.sellerId })
    .from(customers)
    .where(and(eq(customers.partnerId, partnerId), inArray(customers.name, [...customerNames])));
  return new Map(rows.map((row) => [row.name, row.sellerId]));
};
