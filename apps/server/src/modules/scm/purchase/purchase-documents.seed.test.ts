import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../auth/auth.seed';
import { seedDemo } from '../../../seed/seed';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { injectAs } from '../../../test/fixtures';

describe('purchase documents demo seed', () => {
  let t: TestApp;
  const signIn = async (username: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: DEMO_PASSWORD },
    });
    return { token: res.json().data.token as string };
  };
  const get = async (token: { token: string }, url: string) =>
    (await injectAs(t.app, token, { method: 'GET', url: `/api/trade/purchase/${url}` })).json().data;
  const post = async (token: { token: string }, url: string, payload: object) =>
    (await injectAs(t.app, token, { method: 'POST', url: `/api/trade/purchase/${url}`, payload })).json();

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, { storage: t.app.storage, timeZone: t.config.timeZone });
  });
  afterAll(() => t.close());

  it("gives partner A's contracts and invoices every state and two mailings, one delivered", async () => {
    const demo = await signIn('demo');
    for (const kind of ['contract', 'invoice']) {
      const counts = await get(demo, `${kind}/counts`);
      for (const state of ['1', '2', '3', '4']) expect(counts[state]).toBeGreaterThan(0);
    }
    const rejected = (await post(demo, 'contract/page', { documentState: 4 })).data[0];
    const detail = await get(demo, `contract/detail?id=${rejected.id}`);
    expect(detail.documents[0]).toMatchObject({ kind: 'contract', state: 4 });
    expect(detail.documents[0].reason).toContain('盖章');
    expect(detail.documents[0].files[0].name).toMatch(/合同\.pdf$/);
    expect(await get(demo, 'mail/counts')).toEqual({ '1': 1, '2': 1 });
    const mailings = (await post(demo, 'mail/page', {})).data;
    expect(mailings.every((row: { purchaseOrders: unknown[] }) => row.purchaseOrders.length === 1)).toBe(
      true,
    );
  });

  it('gives partner B a contract in review', async () => {
    const b = await signIn('demo-b');
    expect((await get(b, 'contract/counts'))['2']).toBeGreaterThan(0);
  });
});
