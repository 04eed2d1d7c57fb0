import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import { catalogSetup, CORKBOARD, DISPLAY } from './goods.fixtures';

describe('my goods (/goods/my)', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  /** A sub-account of partner A that sees both goods lists and edits goods. */
  let staff: TestActor;
  let setup: ReturnType<typeof catalogSetup>;
  const mine: Record<string, number> = {};

  const subAccount = async (partnerId: number, authorities: string[]): Promise<TestActor> => {
    const account = await createAccount(t.database.db, partnerId, { authorities });
    return {
      partnerId,
      accountId: account.id,
      username: account.username,
      token: await sessionTokenFor(t.database.db, partnerId, account.id),
    };
  };
  const page = async (actor: TestActor, url: string, payload: object = {}) =>
    (await setup.post(actor, url, payload)).json();
  const namesOf = (body: { data: { name: string }[] }) => body.data.map((row) => row.name).sort();

  beforeAll(async () => {
    t = await createTestApp();
    setup = catalogSetup(t);
    ({ a, b } = await givenTwoPartners(t.database.db));
    staff = await subAccount(a.partnerId, [
      'goods:index:view',
      'goods:my:view',
      'goods:edit',
      'goods:submit',
      'goods:export',
    ]);
    const deli = await setup.brand(a, '得力');
    mine.adminBoard = (await setup.goods(a, { name: '管理员 白板', brandId: deli, outcome: 'draft' })).id;
    mine.adminCork = (
      await setup.goods(a, {
        name: '管理员 软木板',
        brandId: deli,
        categoryId: CORKBOARD,
        outcome: 'pending',
      })
    ).id;
    mine.staffBoard = (await setup.goods(staff, { name: '员工 白板', brandId: deli, outcome: 'draft' })).id;
    mine.staffCork = (
      await setup.goods(staff, {
        name: '员工 软木板',
        brandId: deli,
        categoryId: CORKBOARD,
        outcome: 'approved',
      })
    ).id;
    await setup.goods(b, { name: 'B 白板', brandId: deli, outcome: 'draft' });
  });
  afterAll(() => t.close());

  it('lists only the goods the calling account created; the goods list still shows them all', async () => {
    expect(namesOf(await page(staff, 'my/page'))).toEqual(['员工 白板', '员工 软木板']);
    expect(namesOf(await page(a, 'my/page'))).toEqual(['管理员 白板', '管理员 软木板']);
    expect((await page(staff, 'page')).total).toBe(4);
    expect((await page(a, 'page')).total).toBe(4);
  });

  it('filters my goods by name, state, category and brand, pages and sorts them', async () => {
    expect(namesOf(await page(staff, 'my/page', { name: '软木' }))).toEqual(['员工 软木板']);
    expect(namesOf(await page(staff, 'my/page', { state: 2 }))).toEqual(['员工 软木板']);
    expect(namesOf(await page(staff, 'my/page', { state: 1 }))).toEqual([]);
    expect(namesOf(await page(a, 'my/page', { state: 1 }))).toEqual(['管理员 软木板']);
    expect(namesOf(await page(staff, 'my/page', { categoryId: CORKBOARD }))).toEqual(['员工 软木板']);
    expect((await page(staff, 'my/page', { categoryId: DISPLAY })).total).toBe(2);
    const deli = await setup.brand(a, '得力');
    expect((await page(staff, 'my/page', { brandId: deli })).total).toBe(2);

    const oldestFirst = await page(staff, 'my/page', { sortBy: 'createdTime', sortType: 'asc', size: 10 });
    expect(oldestFirst.data.map((row: { id: number }) => row.id)).toEqual([mine.staffBoard, mine.staffCork]);
    const second = await page(staff, 'my/page', { current: 2, size: 10 });
    expect(second).toMatchObject({ code: '0000', data: [], total: 2 });
  });

  it('counts the state tabs of my goods', async () => {
    const counts = async (actor: TestActor, query = '') =>
      (await injectAs(t.app, actor, { method: 'GET', url: `/api/goods/my/state/counts${query}` })).json()
        .data;
    expect(await counts(staff)).toEqual({ '0': 1, '1': 0, '2': 1, '3': 0, '4': 0 });
    expect(await counts(a)).toEqual({ '0': 1, '1': 1, '2': 0, '3': 0, '4': 0 });
    expect(await counts(staff, `?categoryId=${CORKBOARD}`)).toEqual({
      '0': 0,
      '1': 0,
      '2': 1,
      '3': 0,
      '4': 0,
    });
    expect(await counts(b)).toEqual({ '0': 1, '1': 0, '2': 0, '3': 0, '4': 0 });
  });

  it('never shows another partner its goods', async () => {
    expect(namesOf(await page(b, 'my/page'))).toEqual(['B 白板']);
    expect(namesOf(await page(b, 'my/page', { name: '员工' }))).toEqual([]);
  });

  it('is a screen of its own: its view code opens it, the goods list view code does not', async () => {
    const listOnly = await subAccount(a.partnerId, ['goods:index:view']);
    const refused = await setup.post(listOnly, 'my/page', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('0002');
    const myOnly = await subAccount(a.partnerId, ['goods:my:view']);
    expect((await page(myOnly, 'my/page')).total).toBe(0);
    expect((await setup.post(myOnly, 'page', {})).statusCode).toBe(403);
  });

  it('exports only my goods when asked from /goods/my', async () => {
    const requested = (await page(staff, 'export', { mine: true })).data;
    await t.app.jobs.runDue();
    const tasks = (
      await injectAs(t.app, staff, { method: 'POST', url: '/api/communal/export/page', payload: {} })
    ).json();
    const task = tasks.data.find((x: { id: number }) => x.id === requested.taskId);
    expect(task).toMatchObject({ status: 2, total: 2 });
  });
});
