import type { MonitorEvent } from '@portal/shared/contracts/dashboards';
import { OrderSource, OrderState } from '@portal/shared/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { createAccount, givenTwoPartners, sessionTokenFor, type TestActor } from '../../../test/fixtures';
import { confirmOrder } from '../../orders/order-actions.service';
import { insertOrders, type NewOrder } from '../../orders/order-intake.service';
import { mergeMonitorEvents } from './monitor.service';

let serial = 0;

const orderOf = (partnerId: number, amount = '88.00'): NewOrder => {
  serial += 1;
  const orderTime = new Date();
  return {
    partnerId,
    source: OrderSource.channel,
    channelId: 1,
    orderNo: `LIVE${Date.now().toString(36).toUpperCase()}${String(serial).padStart(4, '0')}`,
    customerName: '南京市教育局',
    receiverName: '王伟',
    receiverPhone: '13800000000',
    regionCodes: ['320000', '320100', '320102'],
    regionName: '江苏省 南京市 玄武区',
    address: '北京东路41号',
    freight: '0.00',
    orderTime,
    state: OrderState.awaitingConfirmation,
    confirmDeadline: new Date(orderTime.getTime() + 24 * 3_600_000),
    contractRequired: false,
    remark: null,
    createdBy: null,
    items: [
      {
        goodsId: null,
        skuId: null,
        goodsName: '得力 白板',
        spec: '大号',
        unit: '块',
        quantity: '1',
        unitPrice: amount,
      },
    ],
  };
};

/** A partner's monitor stream over real HTTP: the raw text and the events as they come. */
const openStream = async (base: string, actor: TestActor) => {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/trade/dashboard/monitor/events`, {
    headers: { authorization: `Bearer ${actor.token}` },
    signal: controller.signal,
  });
  const events: MonitorEvent[] = [];
  let raw = '';
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
      }
    } catch {
      // aborted
    }
  })();
  const until = async (match: (event: MonitorEvent) => boolean): Promise<MonitorEvent> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such event; got ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
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

const named = (event: MonitorEvent, id: number) => event.orders.find((order) => order.id === id);

describe('the monitor live stream', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
  });

  const place = async (partnerId: number) =>
    (await t.database.db.transaction((tx) => insertOrders(tx, [orderOf(partnerId)])))[0];

  it('refuses with envelopes: no session (0001), no monitor page (0002)', async () => {
    const anonymous = await fetch(`${base}/api/trade/dashboard/monitor/events`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: '0001' });
    const account = await createAccount(t.database.db, a.partnerId, {
      authorities: ['dashboard:analysis:view'],
    });
    const token = await sessionTokenFor(t.database.db, a.partnerId, account.id);
    const refused = await fetch(`${base}/api/trade/dashboard/monitor/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: '0002' });
  });

  it("tells a partner of its orders' arrivals and moves, and nothing of another partner's", async () => {
    const streamA = await openStream(base, a);
    const streamB = await openStream(base, b);
    try {
      expect(streamA.response.headers.get('content-type')).toContain('text/event-stream');
      await streamA.until((event) => event.kind === 'connected');
      await streamB.until((event) => event.kind === 'connected');

      const arrived = await place(a.partnerId);
      const arrival = await streamA.until((event) => named(event, arrived.id) !== undefined);
      expect(arrival.kind).toBe('orders');
      expect(named(arrival, arrived.id)).toEqual({ id: arrived.id, state: 2, from: null });

      await confirmOrder(t.database.db, a, arrived.id);
      const moved = await streamA.until((event) => named(event, arrived.id)?.state === 3);
      expect(named(moved, arrived.id)?.from).not.toBe(3);

      // B's order reaches B, never A.
      const others = await place(b.partnerId);
      await streamB.until((event) => named(event, others.id) !== undefined);
      // A burst of A's orders after it: one more for A, which comes after anything of B's would have.
      const last = await place(a.partnerId);
      await streamA.until((event) => named(event, last.id) !== undefined);
      expect(streamA.events.some((event) => named(event, others.id))).toBe(false);
      expect(streamB.events.some((event) => named(event, arrived.id) || named(event, last.id))).toBe(false);
      expect(streamA.raw()).not.toContain(`"id":${others.id},`);
    } finally {
      await streamA.close();
      await streamB.close();
    }
  });

  it('sends a burst as a bounded number of events that name every order', async () => {
    const stream = await openStream(base, a);
    try {
      await stream.until((event) => event.kind === 'connected');
      const placed: number[] = [];
      for (let i = 0; i < 12; i += 1) placed.push((await place(a.partnerId)).id);
      const lastId = placed[placed.length - 1];
      await stream.until((event) => named(event, lastId) !== undefined);
      const seen = new Set(stream.events.flatMap((event) => event.orders.map((order) => order.id)));
      for (const id of placed) expect(seen.has(id), `order ${id}`).toBe(true);
      // The first event goes at once; the rest wait for the throttle's window and go together.
      expect(stream.events.filter((event) => event.kind === 'orders').length).toBeLessThan(placed.length);
    } finally {
      await stream.close();
    }
  });

  it('merges held events: an order named once, with its latest state and the state it first left', () => {
    const at = new Date().toISOString();
    const merged = mergeMonitorEvents(
      { kind: 'orders', orders: [{ id: 1, state: 2, from: null }], at },
      {
        kind: 'orders',
        orders: [
          { id: 1, state: 3, from: 2 },
          { id: 2, state: 2, from: null },
        ],
        at,
      },
    );
    expect(merged.orders).toEqual([
      { id: 1, state: 3, from: null },
      { id: 2, state: 2, from: null },
    ]);
    // "Many at once" (an empty list) stays so.
    expect(mergeMonitorEvents(merged, { kind: 'orders', orders: [], at }).orders).toEqual([]);
  });
});
