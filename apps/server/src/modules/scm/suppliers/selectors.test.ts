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
import { nextCreditCode } from './suppliers.fixtures';

describe('the supplier, referrer and label selectors', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;

  const post = async (actor: Pick<TestActor, 'token'>, url: string, payload?: unknown) => {
    const res = await injectAs(t.app, actor, {
      method: 'POST',
      url: `/api/goods/${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, ...res.json() };
  };
  const supplierOf = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    creditCode: nextCreditCode(),
    contactName: '王强',
    contactPhone: '13800000000',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    for (let i = 1; i <= 12; i += 1) {
      const created = await post(a, 'supplier/add', supplierOf(`甲供应商${String(i).padStart(2, '0')}`));
      expect(created.code).toBe('0000');
    }
    const disabled = await post(a, 'supplier/add', supplierOf('甲停用供应商'));
    expect((await post(a, 'supplier/disable', { id: disabled.data.id })).code).toBe('0000');
    for (let i = 1; i <= 11; i += 1)
      await post(a, 'referrer/add', { name: `推荐人${i}`, commissionRate: '1.5' });
    await post(a, 'label/add', { labelName: '优质', color: 'green', sort: 2 });
    await post(a, 'label/add', { labelName: '华东', color: 'blue', sort: 1 });
    await post(b, 'supplier/add', supplierOf('乙供应商'));
  });
  afterAll(() => t.close());

  it('searches active suppliers by name, at most 20, in name order', async () => {
    const all = await post(a, 'supplier/search', { keyword: '' });
    expect(all.code).toBe('0000');
    expect(all.data).toHaveLength(12);
    expect(all.data[0]).toEqual({ id: expect.any(Number), supplierName: '甲供应商01', state: 1 });
    expect(all.data.some((s: { supplierName: string }) => s.supplierName === '甲停用供应商')).toBe(false);
    const some = await post(a, 'supplier/search', { keyword: '1' });
    expect(some.data.map((s: { supplierName: string }) => s.supplierName)).toEqual([
      '甲供应商01',
      '甲供应商10',
      '甲供应商11',
      '甲供应商12',
    ]);
  });

  it('pages suppliers 10 at a time with the nested page of the spec, and finds one by id', async () => {
    const first = await post(a, 'supplier/list', { supplierName: '', page: { current: 1, size: 10 } });
    expect(first.total).toBe(13);
    expect(first.data).toHaveLength(10);
    const second = await post(a, 'supplier/list', { supplierName: '', page: { current: 2, size: 10 } });
    expect(second.data).toHaveLength(3);
    const named = await post(a, 'supplier/list', { supplierName: '停用', page: { current: 1, size: 10 } });
    expect(named.data).toEqual([{ id: expect.any(Number), supplierName: '甲停用供应商', state: 2 }]);
    const byId = await post(a, 'supplier/list', { id: named.data[0].id });
    expect(byId.data).toEqual(named.data);
    expect((await post(a, 'supplier/list', { page: { current: 1, size: 7 } })).status).toBe(400);
  });

  it('pages referrers 10 at a time', async () => {
    const first = await post(a, 'referrer/list', { name: '', page: { current: 1, size: 10 } });
    expect(first.total).toBe(11);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toEqual({ id: expect.any(Number), name: '推荐人1' });
    const named = await post(a, 'referrer/list', { name: '推荐人11', page: { current: 1, size: 10 } });
    expect(named.data).toEqual([{ id: expect.any(Number), name: '推荐人11' }]);
  });

  it('lists all labels with their colours, in sort order', async () => {
    const labels = await post(a, 'label/list');
    expect(labels.data).toEqual([
      { id: expect.any(Number), labelName: '华东', color: 'blue' },
      { id: expect.any(Number), labelName: '优质', color: 'green' },
    ]);
  });

  it("gives the other partner only its own rows, and A's ids answer nothing", async () => {
    expect(
      (await post(b, 'supplier/search', { keyword: '' })).data.map(
        (s: { supplierName: string }) => s.supplierName,
      ),
    ).toEqual(['乙供应商']);
    const aFirst = (await post(a, 'supplier/list', {})).data[0].id;
    expect((await post(b, 'supplier/list', { id: aFirst })).data).toEqual([]);
    expect((await post(b, 'referrer/list', {})).total).toBe(0);
    expect((await post(b, 'label/list')).data).toEqual([]);
  });

  it('serves the selectors to purchasers too, and to nobody without an scm screen', async () => {
    const purchaser = await createAccount(t.database.db, a.partnerId, {
      authorities: [viewCodeOf('/scm/cart'), 'scm:purchase'],
    });
    const token = { token: await sessionTokenFor(t.database.db, a.partnerId, purchaser.id) };
    expect((await post(token, 'supplier/search', { keyword: '' })).data).toHaveLength(12);
    expect((await post(token, 'label/list')).code).toBe('0000');
    expect((await post(token, 'supplier/add', supplierOf('采购员新增'))).code).toBe('0002');
    const clerk = await createAccount(t.database.db, a.partnerId, {
      authorities: [viewCodeOf('/order/index')],
    });
    const clerkToken = { token: await sessionTokenFor(t.database.db, a.partnerId, clerk.id) };
    expect((await post(clerkToken, 'supplier/search', { keyword: '' })).code).toBe('0002');
  });
});
