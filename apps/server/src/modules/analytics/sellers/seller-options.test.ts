import { SellerState } from '@portal/shared/analytics-states';
import { viewCodeOf } from '@portal/shared/menu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import { sellers } from './sellers.table';

describe('the seller select', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;

  const options = async (actor: Pick<TestActor, 'token'>, payload: object = {}) => {
    const res = await injectAs(t.app, actor, { method: 'POST', url: '/api/account/seller/options', payload });
    return { status: res.statusCode, ...res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    const { db } = t.database;
    await db.insert(sellers).values([
      ...Array.from({ length: 11 }, (_, i) => ({
        partnerId: a.partnerId,
        name: `甲销售${String(i + 1).padStart(2, '0')}`,
        state: SellerState.active,
      })),
      { partnerId: a.partnerId, name: '甲离职销售', state: SellerState.left },
      { partnerId: b.partnerId, name: '乙销售', state: SellerState.active },
    ]);
  });
  afterAll(() => t.close());

  it('pages sellers 10 at a time in name order, by keyword, state and id', async () => {
    const first = await options(a, { keyword: '', page: { current: 1, size: 10 } });
    expect(first.code).toBe('0000');
    expect(first.total).toBe(12);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toEqual({ id: expect.any(Number), name: '甲离职销售', state: 2 });
    expect((await options(a, { page: { current: 2, size: 10 } })).data).toHaveLength(2);
    const named = await options(a, { keyword: '11' });
    expect(named.data).toEqual([{ id: expect.any(Number), name: '甲销售11', state: 1 }]);
    expect((await options(a, { state: SellerState.active })).total).toBe(11);
    expect((await options(a, { id: named.data[0].id })).data).toEqual(named.data);
    expect((await options(a, { page: { current: 1, size: 7 } })).status).toBe(400);
  });

  it("gives the other partner only its own sellers, and A's ids answer nothing", async () => {
    expect((await options(b)).data.map((row: { name: string }) => row.name)).toEqual(['乙销售']);
    const aFirst = (await options(a)).data[0].id;
    expect((await options(b, { id: aFirst })).data).toEqual([]);
  });

  it('serves any analytics page, and nobody without one', async () => {
    const viewer = await createAccount(t.database.db, a.partnerId, {
      authorities: [viewCodeOf('/stat/order')],
    });
    const token = { token: await sessionTokenFor(t.database.db, a.partnerId, viewer.id) };
    expect((await options(token)).total).toBe(12);
    const clerk = await createAccount(t.database.db, a.partnerId, {
      authorities: [viewCodeOf('/order/index')],
    });
    const clerkToken = { token: await sessionTokenFor(t.database.db, a.partnerId, clerk.id) };
    expect((await options(clerkToken)).code).toBe('0002');
  });
});
