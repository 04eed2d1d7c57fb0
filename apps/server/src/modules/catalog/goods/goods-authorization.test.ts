import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { createAccount, givenTwoPartners, sessionTokenFor, type TestActor } from '../../../test/fixtures';
import { catalogSetup, dayOffset, type Lang, MALL, OFFLINE } from './goods.fixtures';

type Row = { name: string; coverage: string };

const DAY = 24 * 60 * 60 * 1000;

describe('goods authorizations (/goods/authorization)', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let setup: ReturnType<typeof catalogSetup>;
  const brandIds: Record<string, number> = {};

  const page = async (actor: TestActor, filter: object = {}, lang?: Lang) =>
    (await setup.post(actor, 'authorization/page', filter, lang)).json();
  const coverageOf = (body: { data: Row[] }) =>
    Object.fromEntries(body.data.map((row) => [row.name, row.coverage]));
  const namesOf = (body: { data: Row[] }) => body.data.map((row) => row.name).sort();

  beforeAll(async () => {
    t = await createTestApp();
    setup = catalogSetup(t);
    ({ a, b } = await givenTwoPartners(t.database.db));
    await setup.join(a, MALL, OFFLINE);
    for (const name of ['得力', '晨光', '齐心', '惠普', '真彩', '金得利']) {
      brandIds[name] = await setup.brand(a, name);
    }
    // Ends today: the nightly expiry below ends it.
    await setup.authorize(a, brandIds.金得利, { from: -30, to: 0, outcome: 'approved' });
    expect(await t.app.jobs.runDailyDue(new Date(Date.now() + 2 * DAY))).toContain(
      'catalog.expire-authorizations',
    );
    await setup.authorize(a, brandIds.得力, { from: -5, to: 100, outcome: 'approved' });
    await setup.authorize(a, brandIds.晨光, { from: -5, to: 10, outcome: 'approved' });
    await setup.authorize(a, brandIds.齐心, { from: 0, to: 365, outcome: 'pending' });
    await setup.authorize(a, brandIds.惠普, { from: 0, to: 365, outcome: 'rejected' });

    const deli = await setup.goods(a, { name: '得力 白板', brandId: brandIds.得力, outcome: 'approved' });
    await setup.list(a, deli, OFFLINE, true);
    await setup.list(a, deli, MALL, false);
    await setup.goods(a, { name: '晨光 白板', brandId: brandIds.晨光, outcome: 'approved' });
    await setup.goods(a, { name: '齐心 白板', brandId: brandIds.齐心, outcome: 'draft' });
    await setup.goods(a, { name: '惠普 白板', brandId: brandIds.惠普, outcome: 'pending' });
    await setup.goods(a, { name: '真彩 白板', brandId: brandIds.真彩, outcome: 'draft' });
    await setup.goods(a, { name: '金得利 白板', brandId: brandIds.金得利, outcome: 'approved' });

    // B sells 得力 without an authorization of its own: A's does not cover B's goods.
    await setup.goods(b, { name: 'B 得力 白板', brandId: brandIds.得力, outcome: 'draft' });
  });
  afterAll(() => t.close());

  it('shows each goods with the authorization covering it, its days left and its listings on shelf', async () => {
    const all = await page(a, { size: 20 });
    expect(all.total).toBe(6);
    expect(coverageOf(all)).toEqual({
      '得力 白板': 'valid',
      '晨光 白板': 'expiring',
      '齐心 白板': 'pending',
      '惠普 白板': 'invalid',
      '真彩 白板': 'invalid',
      '金得利 白板': 'invalid',
    });
    const byName = (name: string) => all.data.find((row: Row) => row.name === name);
    expect(byName('得力 白板')).toMatchObject({
      brandName: '得力',
      level: 2,
      validFrom: dayOffset(-5),
      validTo: dayOffset(100),
      daysLeft: 100,
      authorizationState: 1,
      goodsState: 2,
      onShelfListings: 1,
    });
    expect(byName('晨光 白板')).toMatchObject({ daysLeft: 10, onShelfListings: 0 });
    expect(byName('惠普 白板')).toMatchObject({
      authorizationState: 2,
      reason: '授权书不清晰',
      validTo: dayOffset(365),
      daysLeft: null,
      goodsState: 1,
    });
    expect(byName('齐心 白板')).toMatchObject({ authorizationState: 0, daysLeft: null });
    expect(byName('真彩 白板')).toMatchObject({
      authorizationId: null,
      level: null,
      validTo: null,
      daysLeft: null,
      authorizationState: null,
    });
    expect(byName('金得利 白板')).toMatchObject({ authorizationState: 3, daysLeft: 0 });
  });

  it('filters by coverage, name and brand', async () => {
    expect(namesOf(await page(a, { coverage: 'invalid' }))).toEqual([
      '惠普 白板',
      '真彩 白板',
      '金得利 白板',
    ]);
    expect(namesOf(await page(a, { coverage: 'expiring' }))).toEqual(['晨光 白板']);
    expect(namesOf(await page(a, { coverage: 'valid' }))).toEqual(['得力 白板']);
    expect(namesOf(await page(a, { coverage: 'pending' }))).toEqual(['齐心 白板']);
    expect(namesOf(await page(a, { name: '晨光' }))).toEqual(['晨光 白板']);
    expect(namesOf(await page(a, { brandId: brandIds.惠普 }))).toEqual(['惠普 白板']);
    expect(namesOf(await page(a, { brandId: brandIds.惠普, coverage: 'valid' }))).toEqual([]);
    const second = await page(a, { coverage: 'invalid', current: 2, size: 10 });
    expect(second).toMatchObject({ code: '0000', data: [], total: 3 });
  });

  it('sorts by the authorization end, the goods without one first', async () => {
    const soonest = await page(a, { sortBy: 'validTo', sortType: 'asc', size: 20 });
    expect(soonest.data.map((row: Row) => row.name)).toEqual([
      '真彩 白板',
      '金得利 白板',
      '晨光 白板',
      '得力 白板',
      '齐心 白板',
      '惠普 白板',
    ]);
    const latest = await page(a, { sortBy: 'validTo', sortType: 'desc', size: 20 });
    expect(latest.data.at(-1).name).toBe('真彩 白板');
  });

  it('never shows another partner its goods nor covers them with its authorizations', async () => {
    const pageB = await page(b);
    expect(pageB.data.map((row: Row) => [row.name, row.coverage])).toEqual([['B 得力 白板', 'invalid']]);
    expect(pageB.data[0]).toMatchObject({ authorizationId: null, onShelfListings: 0 });
    expect((await page(b, { name: '晨光' })).total).toBe(0);
  });

  it('refuses an unknown coverage in the caller language, and needs the screen view code', async () => {
    const refused = await setup.post(a, 'authorization/page', { coverage: 'soon' }, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: '1111',
      data: { fields: { coverage: expect.any(String) } },
    });

    const account = await createAccount(t.database.db, a.partnerId, { authorities: ['goods:index:view'] });
    const token = await sessionTokenFor(t.database.db, a.partnerId, account.id);
    expect((await setup.post({ ...a, token }, 'authorization/page', {})).statusCode).toBe(403);
  });
});
