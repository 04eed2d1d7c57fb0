import type { BiddingEvent } from '@portal/shared/contracts/bidding';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { type Database, openPostgres } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { givenPartnerAdmin, givenTwoPartners, injectAs, type TestActor } from '../../../test/fixtures';
import { endProjectIn, givenOpenProject } from './bidding.fixtures';
import { LIVE_BID_MS } from './bidding.routes';
import { cancelProject, closeProjectNow } from './bidding.service';

/** A partner's event stream over real HTTP: the raw text, and the events parsed as they come. */
const openStream = async (base: string, actor: TestActor, projectId: number) => {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/goods/bidding/events?projectId=${projectId}`, {
    headers: { authorization: `Bearer ${actor.token}` },
    signal: controller.signal,
  });
  const events: BiddingEvent[] = [];
  let raw = '';
  const waiters: (() => void)[] = [];
  const reading = (async () => {
    const reader = response.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const text = decoder.decode(value, { stream: true });
        raw += text;
        buffer += text;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of frame.split('\n'))
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // aborted
    }
  })();
  /** Waits until an event matches (or fails after 5 s). */
  const until = async (match: (event: BiddingEvent) => boolean): Promise<BiddingEvent> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such event; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return {
    response,
    events,
    raw: () => raw,
    until,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
};

describe(`the bidding room's live events (${process.env.DATABASE_URL ? 'PostgreSQL, two servers' : 'embedded'})`, () => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: Database } | undefined;
  let a: TestActor;
  let b: TestActor;
  let c: TestActor;
  let baseA: string;
  let baseB: string;

  const listen = async (app: FastifyInstance) => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    return address;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    c = await givenPartnerAdmin(t.database.db);
    baseA = await listen(t.app);
    baseB = baseA;
    if (t.databaseUrl) {
      const database = openPostgres(t.databaseUrl, 5);
      const app = await buildApp({ config: t.config, database });
      second = { app, database };
      // B watches through the other server: events published by A's server reach it through PostgreSQL.
      baseB = await listen(app);
    }
  });
  afterAll(async () => {
    // The test's own HTTP client keeps sockets of aborted streams in its pool: drop them.
    t.app.server.closeAllConnections();
    second?.app.server.closeAllConnections();
    await second?.app.close();
    await second?.database.close();
    await t.close();
  });

  const bid = (actor: TestActor, projectId: number, amount: string) =>
    injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/goods/bidding/bid',
      payload: { projectId, amount },
    }).then((res) => res.json());

  it('refuses with envelopes: no session (0001), a project the partner is not invited to (1111)', async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId]);
    const anonymous = await fetch(`${baseA}/api/goods/bidding/events?projectId=${project.id}`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: '0001', success: false });
    const stranger = await fetch(`${baseA}/api/goods/bidding/events?projectId=${project.id}`, {
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(await stranger.json()).toMatchObject({ code: '1111', success: false });
    const bad = await fetch(`${baseA}/api/goods/bidding/events?projectId=abc`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(((await bad.json()) as { code: string }).code).toBe('1111');
  });

  it("sends each partner its own rank, the bidder count, extensions and the close; never a rival's price", async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId], { minBidders: 2 });
    const streamA = await openStream(baseA, a, project.id);
    const streamB = await openStream(baseB, b, project.id);
    try {
      expect(streamB.response.headers.get('content-type')).toContain('text/event-stream');
      const snapshot = await streamB.until((event) => event.kind === 'snapshot');
      expect(snapshot).toMatchObject({ state: 2, rank: null, bidderCount: 0, projectId: project.id });
      expect(typeof snapshot.serverTime).toBe('string');

      expect((await bid(a, project.id, '9700.00')).code).toBe('0000');
      const first = await streamB.until((event) => event.kind === 'bid');
      expect(first).toMatchObject({ mine: false, rank: null, bidderCount: 1 });
      expect(await streamA.until((event) => event.kind === 'bid')).toMatchObject({
        mine: true,
        rank: 1,
        best: true,
      });

      expect((await bid(b, project.id, '9650.00')).code).toBe('0000');
      expect(await streamB.until((event) => event.kind === 'bid' && event.mine)).toMatchObject({
        rank: 1,
        best: true,
        bidderCount: 2,
      });
      // A fell to second: its event says so.
      expect(await streamA.until((event) => event.kind === 'bid' && !event.mine)).toMatchObject({
        rank: 2,
        best: false,
        bidderCount: 2,
      });

      // A late bid extends the end.
      await endProjectIn(t.database.db, project.id, 1);
      expect((await bid(a, project.id, '9500.00')).code).toBe('0000');
      const extended = await streamB.until((event) => event.kind === 'extended');
      expect(extended).toMatchObject({ extensions: 1, rank: 2, best: false });

      await closeProjectNow(t.database.db, project.id);
      expect(await streamB.until((event) => event.kind === 'closed')).toMatchObject({ state: 3 });
      expect(await streamB.until((event) => event.kind === 'awarded')).toMatchObject({ state: 3 });

      // Nothing of the rival's prices in either stream, nor a partner id.
      expect(streamB.raw()).not.toMatch(/9700|9500/);
      expect(streamA.raw()).not.toContain('9650');
      for (const event of [...streamA.events, ...streamB.events]) {
        expect(Object.keys(event).sort()).toEqual(
          [
            'best',
            'bidderCount',
            'endTime',
            'extensions',
            'kind',
            'mine',
            'projectId',
            'rank',
            'serverTime',
            'state',
          ].sort(),
        );
      }
    } finally {
      await streamA.close();
      await streamB.close();
    }
  });

  it('sealed: no rank, no count while open; a cancel reaches the room', async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId], { mode: 'sealed' });
    const streamB = await openStream(baseB, b, project.id);
    try {
      await streamB.until((event) => event.kind === 'snapshot');
      await bid(a, project.id, '9000.00');
      expect(await streamB.until((event) => event.kind === 'bid')).toMatchObject({
        rank: null,
        bidderCount: null,
      });
      await cancelProject(t.database.db, project.id, '需求取消');
      expect(await streamB.until((event) => event.kind === 'cancelled')).toMatchObject({
        state: 6,
        rank: null,
      });
      expect(streamB.raw()).not.toContain('9000');
    } finally {
      await streamB.close();
    }
  });

  it("sends a flood of rivals' bids as the latest standing, at most one every LIVE_BID_MS; its own bids at once", async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId], {
      decrement: { kind: 'amount', value: '1.00' },
    });
    const streamA = await openStream(baseA, a, project.id);
    try {
      await streamA.until((event) => event.kind === 'snapshot');
      expect((await bid(a, project.id, '9000.00')).code).toBe('0000');
      await streamA.until((event) => event.kind === 'bid' && event.mine);
      const started = Date.now();
      let last: { data: { bid: { bidTime: string } } } | undefined;
      for (let i = 1; i <= 20; i += 1) {
        last = await bid(b, project.id, `${9000 - i}.00`);
        expect(last).toMatchObject({ code: '0000' });
      }
      // The last standing always arrives: B ahead, A second.
      const final = await streamA.until(
        (event) => event.kind === 'bid' && event.serverTime === last?.data.bid.bidTime,
      );
      expect(final).toMatchObject({ mine: false, rank: 2, bidderCount: 2 });
      const elapsed = Date.now() - started;
      const rivals = streamA.events.filter((event) => event.kind === 'bid' && !event.mine);
      expect(rivals.length).toBeLessThanOrEqual(Math.floor(elapsed / (0.75 * LIVE_BID_MS)) + 2);
      // Its own bid is not held back behind the rivals' ones.
      expect((await bid(a, project.id, '8000.00')).code).toBe('0000');
      expect(
        await streamA.until((event) => event.kind === 'bid' && event.mine && event.rank === 1),
      ).toMatchObject({
        best: true,
      });
    } finally {
      await streamA.close();
    }
  });

  it('forgets a stream when its client goes away', async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId]);
    const stream = await openStream(baseA, a, project.id);
    await stream.until((event) => event.kind === 'snapshot');
    expect(t.app.live.subscribers(`bidding:${project.id}`)).toBe(1);
    await stream.close();
    const deadline = Date.now() + 3000;
    while (t.app.live.subscribers(`bidding:${project.id}`) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.app.live.subscribers(`bidding:${project.id}`)).toBe(0);
  });
});
