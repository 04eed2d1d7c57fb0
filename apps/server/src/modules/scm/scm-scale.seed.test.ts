import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { seedDemo } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { partnerByNo } from '../partner/partner.service';
import { seedPurchasesScale } from './scm-scale.seed';

describe('purchase volume seed (--purchases)', () => {
  let t: TestApp;
  let demoId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, { storage: t.app.storage, timeZone: t.config.timeZone });
    demoId = (await partnerByNo(t.database.db, 'GYS000001'))?.id as number;
  });
  afterAll(() => t.close());

  it('adds purchase orders of the demo partner up to the number asked for, exact, with kept counts and transactions', async () => {
    const { db } = t.database;
    expect(await seedPurchasesScale(db, 1500)).toBe(1500);
    expect(await seedPurchasesScale(db, 2000)).toBe(500);
    expect(await seedPurchasesScale(db, 2000)).toBe(0);
    const [check] = await queryRows<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from purchase_orders where partner_id = ${demoId} and purchase_no like 'CGB%') as orders,
        (select count(*)::int from purchase_orders o where o.partner_id = ${demoId} and o.items_amount <>
          (select sum(amount) from purchase_order_items i where i.partner_id = o.partner_id and i.purchase_order_id = o.id)) as wrong_amounts,
        (select count(distinct state)::int from purchase_orders where partner_id = ${demoId}) as states,
        (select coalesce(sum(count), 0)::int from purchase_counts where partner_id = ${demoId} and key like 'state:%') as kept,
        (select count(*)::int from purchase_orders where partner_id = ${demoId}) as all_orders,
        (select count(*)::int from scm_transactions where partner_id = ${demoId}) as transactions,
        (select count from scm_transaction_counts where partner_id = ${demoId} and key = 'all') as kept_transactions,
        (select count(*)::int from scm_transaction_counts c
          join (select sum(cost_amount) as cost, coalesce(sum(sale_amount), 0) as sale, coalesce(sum(margin), 0) as margin
            from scm_transactions where partner_id = ${demoId}) x
          on c.cost_amount <> x.cost or c.sale_amount <> x.sale or c.margin <> x.margin
          where c.partner_id = ${demoId} and c.key = 'all') as wrong_sums,
        (select count(*)::int from scm_transactions where partner_id = ${demoId}
          and margin is not null and margin <> sale_amount - cost_amount) as wrong_margins`,
    );
    expect(check).toMatchObject({
      orders: 2000,
      wrong_amounts: 0,
      states: 7,
      wrong_margins: 0,
      wrong_sums: 0,
    });
    expect(check.kept).toBe(check.all_orders);
    expect(check.kept_transactions).toBe(check.transactions);
    expect(check.transactions).toBeGreaterThan(1500);
  });
});
