import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../seed/seed';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { injectAs } from '../../../test/fixtures';
import { DEMO_PASSWORD } from '../../auth/auth.seed';

describe('purchase demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, { storage: t.app.storage, timeZone: t.config.timeZone });
  });
  afterAll(() => t.close());

  const signIn = async (username: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: DEMO_PASSWORD },
    });
    return { token: res.json().data.token as string };
  };
  const call = async (actor: { token: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
    (await injectAs(t.app, actor, { method, url, payload })).json();

  it('gives each demo partner purchase orders in every state and sign codes awaiting, used and locked', async () => {
    for (const username of ['demo', 'demo-b']) {
      const actor = await signIn(username);
      const counts = (await call(actor, 'GET', '/api/trade/purchase/state/counts')).data;
      for (const state of ['1', '2', '3', '4', '5', '6', '7']) {
        expect(counts[state], `${username} state ${state}`).toBeGreaterThan(0);
      }
      const codes = (await call(actor, 'GET', '/api/trade/purchase/delivery/state/counts')).data;
      // The later seed steps (documents, back-to-back purchases) ship and receive more orders.
      expect(codes).toMatchObject({ '3': 1 });
      expect(codes['1']).toBeGreaterThan(0);
      expect(codes['2']).toBeGreaterThan(0);
      const todo = (await call(actor, 'GET', '/api/trade/purchase/todo/stats')).data;
      expect(todo.draftCount).toBeGreaterThan(0);
      expect(todo.submittedCount).toBeGreaterThan(0);
      // Shipped orders await their code, or a new one where it locked.
      expect(todo.shippedCount).toBe(codes['1'] + codes['3']);
      // Partner B's one contract due is uploaded by the documents step (in review there).
      if (username === 'demo') expect(todo.contractWaitUploadCount).toBeGreaterThan(0);
    }
  });

  it('fills the demo admin’s cart with lines of two suppliers', async () => {
    const cart = (await call(await signIn('demo'), 'GET', '/api/goods/cart/detail')).data;
    expect(cart.groups).toHaveLength(2);
    expect(cart.groups.every((group: { orderableCount: number }) => group.orderableCount > 0)).toBe(true);
  });
});
