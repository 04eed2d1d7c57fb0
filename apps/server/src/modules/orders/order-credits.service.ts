import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { orders } from './orders.table';
import { rollupSums } from './order-rollups.service';

// Whether orders name a seller or a customer: the guards of deleting one (module analytics).

/** Whether any order of the partner, in any state, is credited to the seller (read from the rollups). */
export const sellerHasOrders = async (db: DbOrTx, partnerId: number, sellerId: number): Promise<boolean> => {
  const [sum] = await rollupSums(db, {
    partnerId,
    fact: 'state',
    from: '2000-01-01',
    to: '2100-12-31',
    sellerIds: [sellerId],
  });
  return (sum?.orderCount ?? 0) > 0;
};

/** Whether any order of the partner, in any state, names this customer (one look-up, stops at the first). */
export const customerHasOrders = async (
  db: DbOrTx,
  partnerId: number,
  customerName: string,
): Promise<boolean> => {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from ${orders} where ${orders.partnerId} = ${partnerId}
      and ${orders.customerName} = ${customerName} limit 1`,
  );
  return rows.length > 0;
};
