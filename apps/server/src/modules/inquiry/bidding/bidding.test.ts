import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { givenPartnerAdmin, givenTwoPartners, injectAs, type TestActor } from '../../../test/fixtures';
import { endProjectIn, givenOpenProject } from './bidding.fixtures';
import { partnerSummaryOf } from '../../partner/partner.service';
import { biddingCommand } from './bidding.command';
import { simulateBids } from './bidding-simulator';
import { cancelProject, closeProject, closeProjectNow, passExpiredAward } from './bidding.service';

describe('bidding: projects, bids, the close and the award', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let c: TestActor;

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    c = await givenPartnerAdmin(t.database.db);
  });
  afterAll(() => t.close());

  const bid = (actor: TestActor, projectId: number, amount: string, lang?: 'zh-CN' | 'en') =>
    injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/goods/bidding/bid',
      payload: { projectId, amount },
      lang,
    }).then((res) => res.json());
  const detail = (actor: TestActor, id: number) =>
    injectAs(t.app, actor, { method: 'GET', url: `/api/goods/bidding/detail?id=${id}` }).then((res) =>
      res.json(),
    );
  const confirm = (actor: TestActor, id: number) =>
    injectAs(t.app, actor, { method: 'POST', url: '/api/goods/bidding/confirm', payload: { id } }).then(
      (res) => res.json(),
    );
  const invitation = async (partnerId: number, projectId: number) =>
    (
      await queryRows<{ state: number; award_state: string | null; best_amount: string | null }>(
        t.database.db,
        sql`select state, award_state, best_amount::text from bidding_invitations
             where partner_id = ${partnerId} and project_id = ${projectId}`,
      )
    )[0];

  it('refuses a bid above the ceiling and one not below the previous by the decrement, translated', async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId]);
    const above = await bid(a, project.id, '10000.01', 'en');
    expect(above).toMatchObject({ code: '1111', success: false });
    expect(above.msg).toContain('ceiling');
    const first = await bid(a, project.id, '9900.00');
    expect(first.code).toBe('0000');
    expect(first.data).toMatchObject({ bid: { amount: '9900.00', valid: true }, largestAllowed: '9800.00' });
    expect(first.data.standing).toMatchObject({ rank: 1, best: true, bidderCount: 1 });
    const tooHigh = await bid(a, project.id, '9800.01');
    expect(tooHigh.code).toBe('1111');
    expect(tooHigh.msg).toContain('9800.00');
    expect((await bid(a, project.id, '9800.00')).code).toBe('0000');
    // The percentage decrement: 0.5 % of the previous bid, rounded down to the cent.
    const percent = await givenOpenProject(t.database.db, [a.partnerId], {
      decrement: { kind: 'percent', value: '0.50' },
    });
    expect((await bid(a, percent.id, '9999.99')).data.largestAllowed).toBe('9949.99');
    expect((await bid(a, percent.id, '9950.00')).code).toBe('1111');
    expect((await bid(a, percent.id, '9949.99')).code).toBe('0000');
  });

  it('refuses bids before the start, after the end, on a cancelled project and from a partner not invited', async () => {
    const later = await givenOpenProject(t.database.db, [a.partnerId], {
      startInMinutes: 10,
      endInMinutes: 60,
    });
    const early = await bid(a, later.id, '9000.00', 'en');
    expect(early).toMatchObject({ code: '1111' });
    expect(early.msg).toMatch(/not started/);
    const ended = await givenOpenProject(t.database.db, [a.partnerId]);
    await endProjectIn(t.database.db, ended.id, -0.1);
    expect((await bid(a, ended.id, '9000.00', 'en')).msg).toMatch(/ended/);
    const stranger = await bid(c, ended.id, '9000.00');
    expect(stranger.code).toBe('1111');
    expect((await detail(c, ended.id)).code).toBe('1111');
    const cancelled = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId]);
    expect((await bid(a, cancelled.id, '9500.00')).code).toBe('0000');
    expect((await bid(b, cancelled.id, '9400.00')).code).toBe('0000');
    await cancelProject(t.database.db, cancelled.id, '需求变更');
    expect((await bid(a, cancelled.id, '9000.00', 'en')).msg).toMatch(/cancelled/);
    const bids = await queryRows<{ valid: boolean }>(
      t.database.db,
      sql`select valid from bidding_bids where project_id = ${cancelled.id}`,
    );
    expect(bids.map((row) => row.valid)).toEqual([false, false]);
    const seen = await detail(a, cancelled.id);
    expect(seen.data).toMatchObject({ state: 6, result: 'cancelled', myBestAmount: null });
    expect(seen.data.bids.every((one: { valid: boolean }) => !one.valid)).toBe(true);
  });

  it('stores each bid with its server time, its audit row and the best, alike on both paths (one statement; extending)', async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId]);
    const stored = async (
      answer: { data: { bid: { id: number; bidTime: string } } },
      before: string | null,
    ) => {
      const [row] = await queryRows<{
        amount: string;
        bid_time: string | Date;
        after: unknown;
        before: unknown;
      }>(
        t.database.db,
        sql`select b.amount::text, b.bid_time, l.after, l.before from bidding_bids b
              join audit_log l on l.entity = 'biddingBid' and l.entity_id = b.id::text and l.partner_id = b.partner_id
             where b.partner_id = ${a.partnerId} and b.id = ${answer.data.bid.id}`,
      );
      expect(new Date(row.bid_time).toISOString()).toBe(answer.data.bid.bidTime);
      expect(row.after).toEqual({ amount: row.amount, bidTime: answer.data.bid.bidTime });
      expect(row.before).toEqual({ bestAmount: before });
    };
    // One statement (the project open, the end far): rank, count, the next largest allowed.
    const first = await bid(a, project.id, '9000.00');
    expect(first.data).toMatchObject({
      bid: { amount: '9000.00', valid: true, extended: false },
      standing: { rank: 1, best: true, bidderCount: 1, extensions: 0, state: 2 },
      largestAllowed: '8900.00',
    });
    await stored(first, null);
    // B goes ahead: A's outbid notice comes from a job queued with the bid.
    expect((await bid(b, project.id, '8500.00')).data.standing).toMatchObject({ rank: 1, bidderCount: 2 });
    const [job] = await queryRows<{ payload: unknown }>(
      t.database.db,
      sql`select payload from jobs where kind = 'bidding.outbid' and payload->>'projectId' = ${String(project.id)}`,
    );
    expect(job.payload).toEqual({ projectId: project.id, ranks: [[a.partnerId, 2]] });
    // The general path: a bid in the last minutes extends the end.
    await endProjectIn(t.database.db, project.id, 1);
    const late = await bid(a, project.id, '8400.00');
    expect(late.data).toMatchObject({
      bid: { amount: '8400.00', extended: true },
      standing: { rank: 1, extensions: 1, bidderCount: 2 },
    });
    await stored(late, '9000.00');
    expect(await invitation(a.partnerId, project.id)).toMatchObject({ best_amount: '8400.00' });
  });

  it("never answers a rival's price or name; the partner sees its rank and the bidder count", async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId, c.partnerId]);
    expect((await bid(a, project.id, '9700.00')).code).toBe('0000');
    const placed = await bid(b, project.id, '9650.00');
    expect(placed.data.standing).toMatchObject({ rank: 1, best: true, bidderCount: 2 });
    const seenByA = await detail(a, project.id);
    expect(seenByA.data.standing).toMatchObject({ rank: 2, best: false, bidderCount: 2 });
    expect(seenByA.data.bids.map((one: { amount: string }) => one.amount)).toEqual(['9700.00']);
    const list = await injectAs(t.app, a, {
      method: 'POST',
      url: '/api/goods/bidding/page',
      payload: { current: 1, size: 50 },
    });
    for (const text of [JSON.stringify(seenByA), list.body]) {
      expect(text).not.toContain('9650');
      // No partner's name (the fixtures' partners are all named 测试供应商...).
      expect(text).not.toContain('测试供应商');
    }
    const seenByC = JSON.stringify(await detail(c, project.id));
    expect(seenByC).not.toContain('9700');
    expect(seenByC).not.toContain('9650');
    // Sealed: not even a rank or a count while it is open.
    const sealed = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId], { mode: 'sealed' });
    await bid(a, sealed.id, '9000.00');
    const sealedBid = await bid(b, sealed.id, '8000.00');
    expect(sealedBid.data.standing).toMatchObject({ rank: null, best: false, bidderCount: null });
    expect((await detail(a, sealed.id)).data.standing).toMatchObject({ rank: null, bidderCount: null });
  });

  it("a bid in the last minutes extends the end, at most the project's number of times, with a new close job", async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId], {
      endInMinutes: 3,
      extendMinutes: 5,
      maxExtensions: 2,
    });
    const endOf = async () =>
      (
        await queryRows<{ end_time: string; extensions: number; left: number }>(
          t.database.db,
          sql`select end_time::text, extensions, extract(epoch from end_time - now())::int as left
                from bidding_projects where id = ${project.id}`,
        )
      )[0];
    const first = await bid(a, project.id, '9900.00');
    expect(first.data.standing.extensions).toBe(1);
    expect((await endOf()).left).toBeGreaterThan(7 * 60);
    // Outside the last five minutes: no extension.
    expect((await bid(b, project.id, '9800.00')).data.standing.extensions).toBe(1);
    await endProjectIn(t.database.db, project.id, 2);
    expect((await bid(b, project.id, '9700.00')).data.standing.extensions).toBe(2);
    await endProjectIn(t.database.db, project.id, 2);
    const third = await bid(a, project.id, '9600.00');
    expect(third.data.standing.extensions).toBe(2);
    expect((await endOf()).left).toBeLessThanOrEqual(120);
    const jobs = await queryRows<{ total: number }>(
      t.database.db,
      sql`select count(*)::int as total from jobs where kind = 'bidding.close' and payload->>'projectId' = ${String(project.id)}`,
    );
    expect(jobs[0].total).toBe(3);
    const extendedBids = await queryRows<{ total: number }>(
      t.database.db,
      sql`select count(*)::int as total from bidding_bids where project_id = ${project.id} and extended`,
    );
    expect(extendedBids[0].total).toBe(2);
    const notices = await queryRows<{ total: number }>(
      t.database.db,
      sql`select count(*)::int as total from notices where partner_id = ${b.partnerId}
            and message->>'key' = 'bidding.notice.extended' and message->'params'->>'projectNo' = ${project.projectNo}`,
    );
    expect(notices[0].total).toBe(2);
  });

  it('closes at the end: the lowest bid wins, a tie goes to the earlier bid; the close job is idempotent', async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId, c.partnerId], {
      minBidders: 2,
    });
    await bid(c, project.id, '9500.00');
    await bid(a, project.id, '9000.00');
    await bid(b, project.id, '9000.00');
    expect((await detail(b, project.id)).data.standing).toMatchObject({ rank: 2, best: false });
    // Before the end the close job does nothing.
    await closeProject(t.database.db, project.id);
    expect((await detail(a, project.id)).data.state).toBe(2);
    await endProjectIn(t.database.db, project.id, -0.01);
    await t.database.db.execute(
      sql`update jobs set run_after = now() where kind = 'bidding.close' and payload->>'projectId' = ${String(project.id)}`,
    );
    await t.app.jobs.runDue();
    await closeProject(t.database.db, project.id);
    expect(await invitation(a.partnerId, project.id)).toMatchObject({ state: 3, award_state: 'offered' });
    expect(await invitation(b.partnerId, project.id)).toMatchObject({ state: 3, award_state: null });
    expect((await confirm(b, project.id)).code).toBe('1111');
    const confirmed = await confirm(a, project.id);
    expect(confirmed.code).toBe('0000');
    expect(confirmed.data).toMatchObject({ state: 4, result: 'awarded', award: { state: 'confirmed' } });
    expect((await detail(b, project.id)).data.state).toBe(5);
    expect((await detail(c, project.id)).data.state).toBe(5);
  });

  it('fails (流标) with fewer valid bidders than the minimum', async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId], { minBidders: 2 });
    await bid(a, project.id, '9000.00');
    await closeProjectNow(t.database.db, project.id);
    const seen = await detail(a, project.id);
    expect(seen.data).toMatchObject({ state: 7, result: 'tooFewBidders', award: null });
    expect((await detail(b, project.id)).data.state).toBe(7);
  });

  it('passes the award to the next bidder when the winner does not confirm within 72 hours', async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId], { minBidders: 2 });
    await bid(a, project.id, '9000.00');
    await bid(b, project.id, '9100.00');
    await closeProjectNow(t.database.db, project.id);
    const [offer] = await queryRows<{ deadline: string; hours: number }>(
      t.database.db,
      sql`select award_deadline::text as deadline,
                 round(extract(epoch from award_deadline - award_time) / 3600)::int as hours
            from bidding_invitations where partner_id = ${a.partnerId} and project_id = ${project.id}`,
    );
    expect(offer.hours).toBe(72);
    const deadline = new Date(offer.deadline);
    // A fake now one second before the deadline: nothing passes.
    expect(
      await passExpiredAward(
        t.database.db,
        { projectId: project.id, partnerId: a.partnerId },
        new Date(deadline.getTime() - 1000),
      ),
    ).toBe(false);
    expect(
      await passExpiredAward(
        t.database.db,
        { projectId: project.id, partnerId: a.partnerId },
        new Date(deadline.getTime() + 1000),
      ),
    ).toBe(true);
    expect(await invitation(a.partnerId, project.id)).toMatchObject({ state: 5, award_state: 'expired' });
    expect(await invitation(b.partnerId, project.id)).toMatchObject({ state: 3, award_state: 'offered' });
    expect((await confirm(a, project.id)).code).toBe('1111');
    // B's deadline passes too, through the job: nobody left, the project fails.
    await t.database.db.execute(sql`update bidding_invitations set award_deadline = now() - interval '1 second'
       where partner_id = ${b.partnerId} and project_id = ${project.id}`);
    await t.database.db.execute(sql`update jobs set run_after = now()
       where kind = 'bidding.passAward' and payload->>'projectId' = ${String(project.id)} and state = 'queued'`);
    await t.app.jobs.runDue();
    expect(await invitation(b.partnerId, project.id)).toMatchObject({ state: 5, award_state: 'expired' });
    expect((await detail(a, project.id)).data).toMatchObject({ state: 5, result: 'noConfirmation' });
  });

  it('tells partners: opened, outbid (rank falls), closed', async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId]);
    await bid(a, project.id, '9000.00');
    await bid(b, project.id, '8900.00');
    // The outbid notice comes from a job, after the bid.
    await t.app.jobs.runDue();
    await closeProjectNow(t.database.db, project.id);
    const keys = await queryRows<{ key: string }>(
      t.database.db,
      sql`select message->>'key' as key from notices where partner_id = ${a.partnerId}
            and message->'params'->>'projectNo' = ${project.projectNo} order by id`,
    );
    expect(keys.map((row) => row.key)).toEqual([
      'bidding.notice.invited',
      'bidding.notice.opened',
      'bidding.notice.outbid',
      'bidding.notice.closed',
    ]);
  });

  it('lists the projects with state counts, filters and an export', async () => {
    const counts = await injectAs(t.app, a, { method: 'GET', url: '/api/goods/bidding/state/counts' });
    expect(counts.json().data['2']).toBeGreaterThan(0);
    const open = await injectAs(t.app, a, {
      method: 'POST',
      url: '/api/goods/bidding/page',
      payload: { current: 1, size: 10, state: 2 },
    });
    expect(open.json().total).toBe(counts.json().data['2']);
    expect(open.json().data.every((row: { state: number }) => row.state === 2)).toBe(true);
    const exported = await injectAs(t.app, a, {
      method: 'POST',
      url: '/api/goods/bidding/export',
      payload: { state: 2 },
    });
    expect(exported.json()).toMatchObject({ code: '0000', data: { taskId: expect.any(Number) } });
  });

  it('the operator commands: create, invite, open, show, close, cancel; bad input is refused', async () => {
    const context = { db: t.database.db, config: t.config, locale: 'en' as const };
    const run = (...args: string[]) => biddingCommand.run(context, args);
    const created = await run(
      'create',
      '--title',
      '运维创建的竞价',
      '--customer',
      '苏州市财政局',
      '--ceiling',
      '5000',
      '--start',
      '+60',
      '--end',
      '+120',
      '--decrement',
      '1%',
      '--min-bidders',
      '1',
      '--item',
      '复印纸 A4|70g|10|箱',
      '--no',
      'JJOPS0001',
    );
    expect(created).toContain('JJOPS0001');
    const { partnerNo } = await partnerSummaryOf(t.database.db, a.partnerId);
    // The fixtures' partners are active (state 1).
    expect(await run('invite', 'JJOPS0001', partnerNo)).toContain('invited');
    expect(await run('invite', 'JJOPS0001', partnerNo)).toContain('invited already');
    expect(await run('open', 'JJOPS0001')).toContain('state 2');
    const [project] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from bidding_projects where project_no = 'JJOPS0001'`,
    );
    expect((await bid(a, project.id, '4900.00')).code).toBe('0000');
    expect(await run('show', 'JJOPS0001')).toContain('4900.00');
    expect(await run('close', 'JJOPS0001')).toContain('state 3');
    expect(await invitation(a.partnerId, project.id)).toMatchObject({ award_state: 'offered' });
    await expect(run('cancel', 'JJOPS0001')).rejects.toThrow(/usage/);
    expect(await run('cancel', 'JJOPS0001', '需求', '变更')).toContain('state 6');
    await expect(
      run('create', '--title', 'x', '--customer', 'y', '--ceiling', '0', '--start', '+1', '--end', '+2'),
    ).rejects.toMatchObject({
      key: 'bidding.ceilingInvalid',
    });
    await expect(run('open', 'NOPE')).rejects.toMatchObject({ key: 'bidding.notFound' });
  });

  it('the simulator: rivals bid against one partner, who never bids', async () => {
    const project = await givenOpenProject(t.database.db, [a.partnerId, b.partnerId, c.partnerId]);
    await bid(a, project.id, '9000.00');
    const accepted = await simulateBids(t.database.db, {
      projectId: project.id,
      exceptPartnerId: a.partnerId,
      minutes: 0.02,
      intervalMs: 100,
      seed: 7,
    });
    expect(accepted).toBeGreaterThan(3);
    const counts = await queryRows<{ partner_id: number; total: number }>(
      t.database.db,
      sql`select partner_id, count(*)::int as total from bidding_bids where project_id = ${project.id} group by partner_id`,
    );
    expect(counts.find((row) => row.partner_id === a.partnerId)?.total).toBe(1);
    expect((await detail(a, project.id)).data.standing.rank).toBeGreaterThan(1);
  });
});
