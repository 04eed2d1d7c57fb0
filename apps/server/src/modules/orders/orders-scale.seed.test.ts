import { OrderPageQuerySchema } from '@portal/shared/contracts/orders';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStateCounts, todoStats } from './order-counts';
import { orders } from './orders.table';
import { listOrders } from './orders.service';
import { partnerByNo } from '../partner/partner.service';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { queryRows } from '../../db/client';
import { seedOrdersScale } from './orders-scale.seed';
import { seedDemo } from '../../seed/seed';

const DAY = 24 * 60 * 60 * 1000;

describe('order volume seed (--orders)', () => {
  let t: TestApp;
  let demoId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, { storage: t.app.storage, timeZone: t.config.timeZone });
    demoId = (await partnerByNo(t.database.db, 'GYS000001'))?.id as number;
  });
  afterAll(() => t.close());

  it('adds orders over 1,000 bench partners and the demo partner, up to the number asked for', async () => {
    const { db } = t.database;
    expect(await seedOrdersScale(db, 3000)).toBe(3000);
    expect(await seedOrdersScale(db, 4000)).toBe(1000);
    expect(await seedOrdersScale(db, 4000)).toBe(0);
    const [partners] = await queryRows<{ bench: number; active: number }>(
      db,
      sql`select count(*)::int as bench, count(*) filter (where state = 1)::int as active
        from partners where partner_no like 'GYS1%'`,
    );
    expect(partners).toEqual({ bench: 1000, active: 1000 });
    const [volume] = await queryRows<{ total: number; demo: number; partners: number }>(
      db,
      sql`select count(*)::int as total, count(*) filter (where partner_id = ${demoId})::int as demo,
        count(distinct partner_id)::int as partners from orders where order_no like '%B________'`,
    );
    expect(volume).toMatchObject({ total: 4000, demo: 400 });
    expect(volume.partners).toBeGreaterThan(900);
  });

  it('keeps amounts exact, documents as the state makes them due, and the kept counts right', async () => {
    const { db } = t.database;
    const [wrong] = await queryRows<{ amounts: number; documents: number; items: number }>(
      db,
      sql`select
        count(*) filter (where o.items_amount <> i.sum or o.total_amount <> o.items_amount + o.freight
          or o.item_count <> i.n)::int as amounts,
        count(*) filter (where (o.state in (1, 2, 8, 9) and (o.sign_state, o.contract_state, o.invoice_state) <> (0, 0, 0))
          or (o.state = 7 and (o.sign_state <> 3 or o.invoice_state <> 3 or o.contract_state <> case when o.contract_required then 3 else 0 end))
          or (o.state = 6 and (o.sign_state <> 3 or o.invoice_state = 3))
          or (o.state in (3, 4) and (o.sign_state <> 0 or o.invoice_state = 0))
          or (not o.contract_required and o.contract_state <> 0))::int as documents,
        count(*) filter (where i.n not between 1 and 3)::int as items
        from orders o cross join lateral (select sum(amount) as sum, count(*)::int as n from order_items x
          where x.partner_id = o.partner_id and x.order_id = o.id) i`,
    );
    expect(wrong).toEqual({ amounts: 0, documents: 0, items: 0 });
    const states = await orderStateCounts(db, demoId);
    expect(Object.keys(states).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const [counted] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders where partner_id = ${demoId} and state = 2`,
    );
    expect((await todoStats(db, demoId)).orderWaitConfirmCount).toBe(counted.n);
    const [mismatches] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from order_counts c where not starts_with(c.key, 'settlement:')
        and c.count <> (select count(*) from orders o
        where o.partner_id = c.partner_id and case split_part(c.key, ':', 1)
          when 'state' then o.state::text = split_part(c.key, ':', 2)
          when 'sign' then o.sign_state::text = split_part(c.key, ':', 2)
          when 'contract' then o.contract_state::text = split_part(c.key, ':', 2)
          when 'invoice' then o.invoice_state::text = split_part(c.key, ':', 2)
          else o.state::text = split_part(c.key, ':', 2)
            and to_char(o.order_time at time zone 'UTC', 'YYYY-MM-DD') = split_part(c.key, ':', 3) end)`,
    );
    expect(mismatches.n).toBe(0);
  });

  it('answers the totals of state and order-time filters from the kept counts exactly', async () => {
    const { db } = t.database;
    const now = Date.now();
    const ranges: [number | null, number | null][] = [
      [90, 0],
      [30.5, 2.25],
      [400, null],
      [null, 45.7],
      [1.2, 1.1],
      [0.5, null],
    ];
    for (const state of [undefined, 7, 2]) {
      for (const [from, to] of ranges) {
        const start = from === null ? undefined : new Date(now - from * DAY);
        const end = to === null ? undefined : new Date(now - to * DAY);
        const query = OrderPageQuerySchema.parse({
          state,
          orderTimeStart: start?.toISOString(),
          orderTimeEnd: end?.toISOString(),
          sortBy: 'orderTime',
          sortType: 'desc',
        });
        const [{ expected }] = await db
          .select({ expected: count() })
          .from(orders)
          .where(
            and(
              eq(orders.partnerId, demoId),
              state ? eq(orders.state, state) : undefined,
              start ? gte(orders.orderTime, start) : undefined,
              end ? lte(orders.orderTime, end) : undefined,
            ),
          );
        const page = await listOrders(db, demoId, query);
        expect({ state, from, to, total: page.total }).toEqual({ state, from, to, total: expected });
        const times = page.rows.map((row) => row.orderTime);
        expect(times).toEqual([...times].sort().reverse());
      }
    }
  });
});
