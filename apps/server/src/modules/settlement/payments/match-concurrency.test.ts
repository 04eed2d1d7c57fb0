import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { type Database, openPostgres, queryRows } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { givenTwoPartners, injectAs, type TestActor } from '../../../test/fixtures';
import { givenCompletedOrder } from './payment.fixtures';

/**
 * Two tabs matching the same payment, or the same order, at once. With DATABASE_URL the two
 * requests go to two apps, each with its own pool, on one PostgreSQL database: truly at the same
 * time, the row locks decide. On the embedded database they are serialised, and must still end
 * with one winner.
 */
describe(`matching from two connections at once (${process.env.DATABASE_URL ? 'PostgreSQL, two apps' : 'embedded, serialised'})`, () => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: Database } | undefined;
  let a: TestActor;
  const ROUNDS = 8;

  beforeAll(async () => {
    t = await createTestApp();
    ({ a } = await givenTwoPartners(t.database.db));
    if (t.databaseUrl) {
      const database = openPostgres(t.databaseUrl, 5);
      const app = await buildApp({ config: t.config, database });
      await app.ready();
      second = { app, database };
    }
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await t.close();
  });

  const post = (app: FastifyInstance, url: string, payload: object) =>
    injectAs(app, a, { method: 'POST', url: `/api/trade/${url}`, payload }).then((res) => res.json());
  const other = () => second?.app ?? t.app;
  const money = async (paymentId: number) => {
    const [row] = await queryRows<{ amount: string; allocated: string; allocations: string | null }>(
      t.database.db,
      sql`select p.amount::text, p.allocated_amount::text as allocated,
            (select sum(x.amount)::text from settlement_allocations x where x.partner_id = p.partner_id and x.payment_id = p.id) as allocations
          from settlement_payments p where p.partner_id = ${a.partnerId} and p.id = ${paymentId}`,
    );
    return row;
  };
  const matchedOf = async (orderId: number) => {
    const [row] = await queryRows<{ matched: string }>(
      t.database.db,
      sql`select matched_amount::text as matched from orders where partner_id = ${a.partnerId} and id = ${orderId}`,
    );
    return row.matched;
  };

  it('the same payment: one full match wins, the other gets 1111, never more than the payment allocated', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const one = await givenCompletedOrder(t.database.db, a.partnerId, { amount: '1000.00' });
      const two = await givenCompletedOrder(t.database.db, a.partnerId, { amount: '1000.00' });
      const payment = (
        await post(t.app, 'payment/add', {
          payer: '南京市玄武区教育局',
          amount: '1000.00',
          paidDate: '2026-11-24',
        })
      ).data;
      const results = await Promise.all([
        post(t.app, 'match/full', { paymentId: payment.id, orderIds: [one.id] }),
        post(other(), 'match/full', { paymentId: payment.id, orderIds: [two.id] }),
      ]);
      expect(results.map((r) => r.code).sort(), JSON.stringify(results)).toEqual(['0000', '1111']);
      expect(await money(payment.id)).toEqual({
        amount: '1000.00',
        allocated: '1000.00',
        allocations: '1000.00',
      });
      const matched = [await matchedOf(one.id), await matchedOf(two.id)].sort();
      expect(matched).toEqual(['0.00', '1000.00']);
    }
  });

  it('the same order: two payments part-matching it at once never take more than its outstanding', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const target = await givenCompletedOrder(t.database.db, a.partnerId, { amount: '600.00' });
      const add = async () =>
        (
          await post(t.app, 'payment/add', {
            payer: '南京市玄武区教育局',
            amount: '400.00',
            paidDate: '2026-11-24',
          })
        ).data;
      const [p1, p2] = [await add(), await add()];
      const results = await Promise.all([
        post(t.app, 'match/part', { paymentId: p1.id, lines: [{ orderId: target.id, amount: '400.00' }] }),
        post(other(), 'match/part', { paymentId: p2.id, lines: [{ orderId: target.id, amount: '400.00' }] }),
      ]);
      expect(results.map((r) => r.code).sort(), JSON.stringify(results)).toEqual(['0000', '1111']);
      expect(await matchedOf(target.id)).toBe('400.00');
      const allocated = [(await money(p1.id)).allocated, (await money(p2.id)).allocated].sort();
      expect(allocated).toEqual(['0.00', '400.00']);
    }
  });
});
