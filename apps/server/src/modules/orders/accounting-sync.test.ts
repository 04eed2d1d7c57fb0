import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OrderSource, OrderState } from '@portal/shared/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { givenTwoPartners, injectAs, type TestActor } from '../../test/fixtures';
import { insertOrders } from './order-intake.service';
import { accountingSettings } from './orders.table';

/** An accounting system on loopback that answers with the status it is told to, and keeps what it got. */
const givenReceiver = async () => {
  const received: { authorization: string | undefined; body: Record<string, unknown> }[] = [];
  let status = 200;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (request, response) => {
    received.push({ authorization: request.headers.authorization, body: JSON.parse(await read(request)) });
    response.statusCode = status;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/vouchers`,
    received,
    answer: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('accounting-system sync', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let receiver: Awaited<ReturnType<typeof givenReceiver>>;

  // The receiver listens on loopback: this app may call it, as an on-premises system (README).
  let strict: TestApp;
  let c: TestActor;

  const post = (actor: TestActor, url: string, payload: unknown, app = t, lang?: 'en' | 'zh-CN') =>
    injectAs(app.app, actor, { method: 'POST', url: `/api/trade/${url}`, payload: payload as object, lang });
  /** A completed order of the partner (as if every step had been taken). */
  const completedOrder = async (partnerId: number, orderNo: string, app = t) => {
    const [order] = await app.database.db.transaction((tx) =>
      insertOrders(tx, [
        {
          partnerId,
          source: OrderSource.channel,
          channelId: 1,
          orderNo,
          customerName: '苏州市财政局',
          receiverName: '张敏',
          receiverPhone: '13900000000',
          regionCodes: ['320000', '320500', '320505'],
          regionName: '江苏省 苏州市 虎丘区',
          address: '狮山路1号',
          freight: '0',
          orderTime: new Date(),
          state: OrderState.awaitingConfirmation,
          confirmDeadline: null,
          contractRequired: false,
          remark: null,
          createdBy: null,
          items: [
            {
              goodsId: null,
              skuId: null,
              goodsName: '复印纸',
              spec: 'A4',
              unit: '箱',
              quantity: '10',
              unitPrice: '150.55',
            },
          ],
        },
      ]),
    );
    await app.database.db.execute(
      sql`update orders set state = 7, completed_time = now() where partner_id = ${partnerId} and id = ${order.id}`,
    );
    return order.id;
  };
  const rowOf = async (actor: TestActor, orderNo: string, app = t, lang?: 'en' | 'zh-CN') =>
    (await post(actor, 'order/sync/page', { orderNo }, app, lang)).json().data[0];
  const runJobs = async (app = t) => {
    while ((await app.app.jobs.runDue()) > 0) {
      // until nothing is due
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ OUTBOUND_ALLOW_HTTP: 'on', OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
    ({ a, b } = await givenTwoPartners(t.database.db));
    strict = await createTestApp();
    ({ a: c } = await givenTwoPartners(strict.database.db));
    receiver = await givenReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
    await strict.close();
  });

  it('keeps the connection per partner and never sends the token back', async () => {
    const empty = (await injectAs(t.app, a, { method: 'GET', url: '/api/trade/accounting/settings' })).json();
    expect(empty.data).toEqual({
      system: 'webhook',
      url: '',
      tokenSet: false,
      enabled: false,
      updatedTime: null,
    });
    const wrongUrl = await post(a, 'accounting/settings', {
      system: 'kingdee',
      url: 'ftp://x',
      enabled: true,
    });
    expect(wrongUrl.statusCode).toBe(400);
    const saved = (
      await post(a, 'accounting/settings', {
        system: 'kingdee',
        url: receiver.url,
        token: 's3cret',
        enabled: true,
      })
    ).json();
    expect(saved.data).toMatchObject({ system: 'kingdee', url: receiver.url, tokenSet: true, enabled: true });
    expect(JSON.stringify(saved)).not.toContain('s3cret');
    // Saving without a token keeps it.
    const kept = (
      await post(a, 'accounting/settings', { system: 'kingdee', url: receiver.url, enabled: true })
    ).json();
    expect(kept.data.tokenSet).toBe(true);
    const other = (await injectAs(t.app, b, { method: 'GET', url: '/api/trade/accounting/settings' })).json();
    expect(other.data.url).toBe('');
  });

  it('pushes a completed order with exact amounts; a failing system is retried, then marked failed', async () => {
    const id = await completedOrder(a.partnerId, 'SYNC-0001');
    expect(await rowOf(a, 'SYNC-0001')).toMatchObject({ syncState: 0, syncAttempts: 0 });
    const queued = (await post(a, 'order/sync/retry', { ids: [id] })).json();
    expect(queued.data).toEqual({ queued: 1 });
    await runJobs();
    expect(await rowOf(a, 'SYNC-0001')).toMatchObject({ syncState: 1, syncMessage: null, syncAttempts: 1 });
    const sent = receiver.received.at(-1);
    expect(sent?.authorization).toBe('Bearer s3cret');
    expect(sent?.body).toMatchObject({ orderNo: 'SYNC-0001', channel: '商城', totalAmount: '1505.50' });
    // A synced order is not sent again.
    expect((await post(a, 'order/sync/retry', { ids: [id] })).json().data).toEqual({ queued: 0 });

    receiver.answer(503);
    const failing = await completedOrder(a.partnerId, 'SYNC-0002');
    await post(a, 'order/sync/retry', { ids: [failing] });
    await runJobs();
    expect(await rowOf(a, 'SYNC-0002')).toMatchObject({
      syncState: 0,
      syncMessage: 'HTTP 503',
      syncAttempts: 1,
    });
    // The job retries with backoff; make every retry due now, until it gives up.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await t.database.db.execute(sql`update jobs set run_after = now() where state <> 'done'`);
      await runJobs();
    }
    expect(await rowOf(a, 'SYNC-0002')).toMatchObject({
      syncState: 2,
      syncMessage: 'HTTP 503',
      syncAttempts: 5,
    });

    receiver.answer(200);
    await post(a, 'order/sync/retry', { ids: [failing] });
    await runJobs();
    expect(await rowOf(a, 'SYNC-0002')).toMatchObject({ syncState: 1, syncAttempts: 1 });
    expect((await post(a, 'order/sync/page', { syncState: 1 })).json().total).toBe(2);
  });

  it("never sends or lists another partner's orders", async () => {
    const id = await completedOrder(a.partnerId, 'SYNC-0003');
    expect((await post(b, 'order/sync/retry', { ids: [id] })).json().data).toEqual({ queued: 0 });
    expect((await post(b, 'order/sync/page', {})).json().total).toBe(0);
  });

  it('refuses to save an address on loopback, a private network or a metadata service', async () => {
    const port = new URL(receiver.url).port;
    for (const url of [
      receiver.url,
      `https://127.0.0.1:${port}/vouchers`,
      'https://169.254.169.254/latest/meta-data/',
      `https://localhost:${port}/vouchers`,
      'https://2130706433/',
      'https://0x7f.1/',
      'https://192.168.1.20/api',
      'https://[::1]/',
    ]) {
      const refused = await post(
        c,
        'accounting/settings',
        { system: 'webhook', url, enabled: true },
        strict,
        'en',
      );
      expect(refused.json(), url).toMatchObject({
        code: '1111',
        msg: expect.stringMatching(/^The address must be a public https address/),
      });
    }
    const zh = await post(
      c,
      'accounting/settings',
      { system: 'webhook', url: 'https://169.254.169.254/', enabled: true },
      strict,
      'zh-CN',
    );
    expect(zh.json().msg).toMatch(/^接口地址必须是公网的 https 地址/);
    // Plain http is refused unless configured, whatever the host.
    const plain = await post(
      c,
      'accounting/settings',
      { system: 'webhook', url: 'http://8.8.8.8/vouchers', enabled: true },
      strict,
      'en',
    );
    expect(plain.json().code).toBe('1111');
    const stored = (
      await injectAs(strict.app, c, { method: 'GET', url: '/api/trade/accounting/settings' })
    ).json();
    expect(stored.data).toMatchObject({ url: '', enabled: false });
  });

  it('never connects to a refused address when it sends, and shows the refusal as the sync error', async () => {
    // Stored before the rule existed (or by any path around the check): the push checks again.
    await strict.database.db.insert(accountingSettings).values({
      partnerId: c.partnerId,
      system: 'webhook',
      url: receiver.url,
      token: 's3cret',
      enabled: true,
    });
    const before = receiver.received.length;
    const id = await completedOrder(c.partnerId, 'SYNC-REFUSED', strict);
    await post(c, 'order/sync/retry', { ids: [id] }, strict);
    await runJobs(strict);
    expect(receiver.received).toHaveLength(before);
    expect(await rowOf(c, 'SYNC-REFUSED', strict, 'en')).toMatchObject({
      syncState: 2,
      syncMessage: expect.stringMatching(/^The address must be a public https address/),
      syncAttempts: 1,
    });
    expect((await rowOf(c, 'SYNC-REFUSED', strict, 'zh-CN')).syncMessage).toMatch(/^接口地址必须是公网/);
    const detail = await injectAs(strict.app, c, {
      method: 'GET',
      url: `/api/trade/order/detail?id=${id}`,
      lang: 'en',
    });
    expect(detail.json().data.syncMessage).toMatch(/^The address must be a public https address/);
  });
});
