import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { type Database, openPostgres, queryRows } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  createAccount,
  createPartner,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import { givenOpenProject } from './bidding.fixtures';
import { closeProjectNow } from './bidding.service';

const BIDDERS = 50;

/**
 * Fifty partners bidding in the same second. With DATABASE_URL the bids go half to one app and
 * half to another, each with its own pool, on one PostgreSQL database: the project's row lock
 * orders them. On the embedded database they are serialised, and must end the same way.
 */
describe(`fifty partners bidding at once (${process.env.DATABASE_URL ? 'PostgreSQL, two apps' : 'embedded, serialised'})`, () => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: Database } | undefined;
  const actors: TestActor[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < BIDDERS; i += 1) {
      const partner = await createPartner(t.database.db);
      const account = await createAccount(t.database.db, partner.id, { isAdmin: true });
      actors.push({
        partnerId: partner.id,
        accountId: account.id,
        username: account.username,
        token: await sessionTokenFor(t.database.db, partner.id, account.id),
      });
    }
    if (t.databaseUrl) {
      const database = openPostgres(t.databaseUrl, 10);
      const app = await buildApp({ config: t.config, database });
      await app.ready();
      second = { app, database };
    }
  }, 120_000);
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await t.close();
  });

  it('stores every acknowledged bid with its server time and ends with exactly one winner', async () => {
    const project = await givenOpenProject(
      t.database.db,
      actors.map((actor) => actor.partnerId),
      { minBidders: 2, ceilingAmount: '100000.00', decrement: { kind: 'amount', value: '10.00' } },
    );
    const appOf = (index: number) => (index % 2 === 1 && second ? second.app : t.app);
    // Two rounds: everyone bids at once, then everyone undercuts its own bid at once. Many
    // partners bid the same price: the tie goes to the earlier bid.
    const answers: { code: string; data?: { bid: { id: number; amount: string; bidTime: string } } }[] = [];
    for (const round of [0, 1]) {
      const results = await Promise.all(
        actors.map((actor, index) =>
          injectAs(appOf(index), actor, {
            method: 'POST',
            url: '/api/goods/bidding/bid',
            payload: { projectId: project.id, amount: String(90_000 - round * 1000 - (index % 7) * 10) },
          }).then((res) => res.json()),
        ),
      );
      answers.push(...results);
    }
    const acknowledged = answers.filter((answer) => answer.code === '0000');
    expect(acknowledged.length, JSON.stringify(answers.find((answer) => answer.code !== '0000'))).toBe(
      2 * BIDDERS,
    );
    const stored = await queryRows<{ id: number; amount: string; bid_time: string }>(
      t.database.db,
      sql`select id, amount::text, bid_time::text from bidding_bids where project_id = ${project.id}`,
    );
    expect(stored).toHaveLength(acknowledged.length);
    const storedById = new Map(stored.map((row) => [row.id, row]));
    for (const answer of acknowledged) {
      const row = storedById.get(answer.data?.bid.id ?? 0);
      expect(row?.amount).toBe(answer.data?.bid.amount);
    }
    // Bids are ordered by their server time exactly as by the lock: ids and times agree.
    const ordered = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from bidding_bids where project_id = ${project.id} order by bid_time, id`,
    );
    const byId = [...ordered].sort((x, y) => x.id - y.id);
    expect(ordered.map((row) => row.id)).toEqual(byId.map((row) => row.id));

    await closeProjectNow(t.database.db, project.id);
    const offered = await queryRows<{ partner_id: number; best_amount: string; best_bid_id: number }>(
      t.database.db,
      sql`select partner_id, best_amount::text, best_bid_id from bidding_invitations
           where project_id = ${project.id} and award_state = 'offered'`,
    );
    expect(offered).toHaveLength(1);
    const [lowest] = await queryRows<{ id: number; partner_id: number; amount: string }>(
      t.database.db,
      sql`select id, partner_id, amount::text from bidding_bids where project_id = ${project.id}
           order by amount, bid_time, id limit 1`,
    );
    expect(offered[0]).toMatchObject({ partner_id: lowest.partner_id, best_bid_id: lowest.id });
  }, 120_000);
});
