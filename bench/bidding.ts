import os from 'node:os';
import { openPostgres } from '../apps/server/src/db/client';
import { installModules } from '../apps/server/src/modules';
import {
  createProject,
  invitePartner,
  openProject,
} from '../apps/server/src/modules/inquiry/bidding/bidding.service';
import { createAccount, createPartner, sessionTokenFor } from '../apps/server/src/test/fixtures';

/**
 * Bidding (issue 13): one reverse auction with BIDDERS partners bidding as fast as their answers
 * come back (one connection each) while WATCHERS event streams follow the room, on PostgreSQL.
 * Measured: accepted bids per second, the acknowledgement's latency, and the time from a bid's
 * stored server time to its event at each watcher (same machine, same clock).
 */
export const BIDDERS = 50;
export const WATCHERS = Number(process.env.BENCH_BIDDING_WATCHERS ?? 500);
const SECONDS = 10;
export const ACK_P99_TARGET_MS = 100;
/** The paced run: each bidder bids every this many ms (50 bidders: 20 bids/s offered). */
const PACE_MS = 2500;

export type BiddingBench = {
  name: string;
  /** 'flat out' (each bidder again as soon as answered) or the paced offer. */
  load: string;
  bidders: number;
  watchers: number;
  seconds: number;
  accepted: number;
  refused: number;
  bidsPerSecond: number;
  ackP50: number;
  ackP99: number;
  eventP50: number;
  eventP99: number;
  /** Events received by all watchers, and the events each watcher should have had. */
  delivered: number;
  expected: number;
};

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};

type Bidder = { partnerId: number; token: string };

/** Partners with a signed-in admin each, and the project they are invited to, straight in the database. */
const prepare = async (databaseUrl: string) => {
  installModules();
  const database = openPostgres(databaseUrl, 4);
  try {
    const db = database.db;
    const bidders: Bidder[] = [];
    for (let i = 0; i < BIDDERS; i += 1) {
      const partner = await createPartner(db, { name: `竞价压测供应商${String(i).padStart(3, '0')}` });
      const account = await createAccount(db, partner.id, { isAdmin: true });
      bidders.push({ partnerId: partner.id, token: await sessionTokenFor(db, partner.id, account.id) });
    }
    const now = Date.now();
    const project = await createProject(
      db,
      {
        title: '压测：反向竞价',
        channelId: 1,
        customerName: '压测客户',
        items: [{ name: '复印纸 A4', spec: '70g', quantity: '1000', unit: '箱' }],
        ceilingAmount: '10000000.00',
        startTime: new Date(now - 60_000),
        endTime: new Date(now + 60 * 60_000),
        decrement: { kind: 'amount', value: '0.01' },
        mode: 'reverse',
        extendMinutes: 0,
        maxExtensions: 0,
        minBidders: 1,
      },
      'Asia/Shanghai',
    );
    for (const bidder of bidders) await invitePartner(db, project.id, bidder.partnerId);
    await openProject(db, project.id);
    return { bidders, projectId: project.id };
  } finally {
    await database.close();
  }
};

/** One watcher: the room's stream, each event's delay after its bid's server time. */
const watch = async (
  baseUrl: string,
  token: string,
  projectId: number,
  signal: AbortSignal,
  delays: number[],
  counted: { events: number },
  ready: () => void,
) => {
  const response = await fetch(`${baseUrl}/api/goods/bidding/events?projectId=${projectId}`, {
    headers: { authorization: `Bearer ${token}` },
    signal,
  });
  if (!response.body) throw new Error('no event stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (!frame.startsWith('data: ') && !frame.includes('\ndata: ')) continue;
        const data = frame.slice(frame.indexOf('data: ') + 6);
        const event = JSON.parse(data) as { kind: string; serverTime: string };
        if (event.kind === 'snapshot') {
          ready();
          continue;
        }
        if (event.kind !== 'bid') continue;
        counted.events += 1;
        delays.push(Date.now() - Date.parse(event.serverTime));
      }
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
};

/** One bidder: bids its own previous price less 0.01, again as soon as the answer comes back. */
const bid = async (
  baseUrl: string,
  bidder: Bidder,
  projectId: number,
  index: number,
  until: number,
  acks: number[],
  result: { accepted: number; refused: number },
  start: number,
  paceMs: number | undefined,
) => {
  // Cents below the ceiling, apart per bidder so that ranks keep changing.
  let cents = start - index;
  // Paced bidders start spread over one period.
  if (paceMs) await new Promise((r) => setTimeout(r, (index * paceMs) / BIDDERS));
  while (Date.now() < until) {
    const round = performance.now();
    cents -= BIDDERS;
    const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/goods/bidding/bid`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bidder.token}` },
      body: JSON.stringify({ projectId, amount }),
    });
    const envelope = (await res.json()) as { code: string };
    acks.push(performance.now() - started);
    if (envelope.code === '0000') result.accepted += 1;
    else result.refused += 1;
    if (paceMs) await new Promise((r) => setTimeout(r, Math.max(0, paceMs - (performance.now() - round))));
  }
  return cents;
};

/** One run over the open streams: bids for SECONDS, then the events they made arrive. */
const run = async (
  load: string,
  baseUrl: string,
  bidders: readonly Bidder[],
  projectId: number,
  streams: { delays: number[]; counted: { events: number } },
  start: number,
  paceMs?: number,
) => {
  streams.delays.length = 0;
  streams.counted.events = 0;
  const acks: number[] = [];
  const result = { accepted: 0, refused: 0 };
  const started = performance.now();
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    bidders.map((bidder, index) =>
      bid(baseUrl, bidder, projectId, index, until, acks, result, start, paceMs),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const expected = result.accepted * WATCHERS;
  const deadline = Date.now() + 10_000;
  while (streams.counted.events < expected && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  return {
    load,
    bidders: BIDDERS,
    watchers: WATCHERS,
    seconds,
    accepted: result.accepted,
    refused: result.refused,
    bidsPerSecond: Math.round(result.accepted / seconds),
    ackP50: percentile(acks, 50),
    ackP99: percentile(acks, 99),
    eventP50: percentile(streams.delays, 50),
    eventP99: percentile(streams.delays, 99),
    delivered: streams.counted.events,
    expected,
  };
};

/** Flat out, then paced, on one project with the watchers following both runs. */
export const measureBidding = async (
  name: string,
  baseUrl: string,
  databaseUrl: string,
): Promise<BiddingBench[]> => {
  const { bidders, projectId } = await prepare(databaseUrl);
  const controller = new AbortController();
  const streams = { delays: [] as number[], counted: { events: 0 } };
  let readyCount = 0;
  let allReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    allReady = resolve;
  });
  const watchers = Array.from({ length: WATCHERS }, (_, i) =>
    watch(
      baseUrl,
      bidders[i % BIDDERS].token,
      projectId,
      controller.signal,
      streams.delays,
      streams.counted,
      () => {
        readyCount += 1;
        if (readyCount === WATCHERS) allReady();
      },
    ),
  );
  if (WATCHERS > 0) await ready;
  try {
    const flat = await run('flat out', baseUrl, bidders, projectId, streams, 1_000_000_000);
    // The paced run bids below everything the first one did.
    const paced = await run(
      `each bidder every ${PACE_MS / 1000} s (${Math.round((BIDDERS * 1000) / PACE_MS)} bids/s offered)`,
      baseUrl,
      bidders,
      projectId,
      streams,
      500_000_000,
      PACE_MS,
    );
    return [
      { name, ...flat },
      { name, ...paced },
    ];
  } finally {
    controller.abort();
    await Promise.allSettled(watchers);
  }
};

export const BIDDING_HEADING = '## Bidding: bids on one project with live watchers';

export const renderBidding = (benches: readonly BiddingBench[]): string[] => [
  BIDDING_HEADING,
  '',
  `One reverse auction on PostgreSQL: ${BIDDERS} partners bid as fast as their answers come back (one`,
  `connection each, each bid its own previous less ¥0.01) for ${SECONDS} s while ${WATCHERS} event streams`,
  '(`GET /api/goods/bidding/events`, in the bench process) follow the room. A bid locks the project row,',
  'is stored with its server time, ranks the bidders and publishes its event with `pg_notify`; each',
  "server's LISTEN connection hands it to the streams, each of which is sent its own rank. Event delay:",
  "from the bid's stored server time to its arrival at a watcher (same machine, one clock), over every",
  'watcher and event.',
  '',
  'Flat out, every bidder has a bid waiting on the project lock, so an acknowledgement waits for the',
  "bids ahead of it (about 50 times one bid's time): that run gives the throughput. The paced run",
  'gives the latency of a bid when the lock is not the queue.',
  `Load average (1 min) when written: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores (the bench, the portal and PostgreSQL share them).`,
  '',
  '| run | load | bidders | watchers | accepted bids/s | refused | ack p50 ms | ack p99 ms | event p50 ms | event p99 ms | events delivered | target | met |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ...benches.map(
    (b) =>
      `| ${b.name} | ${b.load} | ${b.bidders} | ${b.watchers} | ${b.bidsPerSecond} | ${b.refused} | ${b.ackP50} | ${b.ackP99} | ${b.eventP50} | ${b.eventP99} | ${b.delivered.toLocaleString('en')} of ${b.expected.toLocaleString('en')} | ack p99 < ${ACK_P99_TARGET_MS} ms | ${b.ackP99 < ACK_P99_TARGET_MS && b.refused === 0 ? 'yes' : '**no**'} |`,
  ),
  '',
];
