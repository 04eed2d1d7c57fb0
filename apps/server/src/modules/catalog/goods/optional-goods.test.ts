import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import {
  CORKBOARD,
  catalogSetup,
  DESK_SIGN,
  DISPLAY,
  dayOffset,
  type Lang,
  MALL,
  OFFLINE,
} from './goods.fixtures';

type Row = { goodsId: number; channelId: number; name: string };

describe('optional goods (/goods/optional)', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let setup: ReturnType<typeof catalogSetup>;
  const ids: Record<string, number> = {};
  const brandIds: Record<string, number> = {};

  const page = async (actor: TestActor, filter: object = {}, lang?: Lang) =>
    (await setup.post(actor, 'optional/page', filter, lang)).json();
  /** 'goods name @ channel id' of each row, in the page's order. */
  const pairsOf = (body: { data: Row[] }) => body.data.map((row) => `${row.name} @ ${row.channelId}`);

  beforeAll(async () => {
    t = await createTestApp();
    setup = catalogSetup(t);
    ({ a, b } = await givenTwoPartners(t.database.db));
    await setup.join(a, MALL, OFFLINE);
    await setup.join(b, MALL);

    brandIds.deli = await setup.brand(a, '得力');
    brandIds.chenguang = await setup.brand(a, '晨光');
    brandIds.comix = await setup.brand(a, '齐心');
    await setup.authorize(a, brandIds.deli, { from: -5, to: 100, outcome: 'approved' });
    // Approved, but valid only from the day after tomorrow: not sellable today.
    await setup.authorize(a, brandIds.chenguang, { from: 2, to: 200, outcome: 'approved' });
    await setup.authorize(a, brandIds.comix, { from: -5, to: 100, outcome: 'pending' });

    const board = await setup.goods(a, { name: '得力 白板', brandId: brandIds.deli, outcome: 'approved' });
    ids.board = board.id;
    const cork = await setup.goods(a, {
      name: '得力 软木板',
      brandId: brandIds.deli,
      categoryId: CORKBOARD,
      outcome: 'approved',
    });
    ids.cork = cork.id;
    // Listed offline already (not yet submitted): only the mall is left for it.
    await setup.list(a, cork, OFFLINE, false);
    await setup.goods(a, {
      name: '得力 桌牌 草稿',
      brandId: brandIds.deli,
      categoryId: DESK_SIGN,
      outcome: 'draft',
    });
    await setup.goods(a, { name: '得力 桌牌 待审', brandId: brandIds.deli, outcome: 'pending' });
    await setup.goods(a, { name: '得力 停用白板', brandId: brandIds.deli, outcome: 'disabled' });
    await setup.goods(a, { name: '晨光 白板', brandId: brandIds.chenguang, outcome: 'approved' });
    await setup.goods(a, { name: '齐心 白板', brandId: brandIds.comix, outcome: 'approved' });

    // B sells 得力 too, with its own authorization, in the mall only.
    await setup.authorize(b, brandIds.deli, { from: 0, to: 30, outcome: 'approved' });
    ids.boardB = (
      await setup.goods(b, { name: 'B 得力 白板', brandId: brandIds.deli, outcome: 'approved' })
    ).id;
  });
  afterAll(() => t.close());

  it('pairs approved goods of an authorized brand with each joined channel that lacks a listing of it', async () => {
    const all = await page(a);
    expect(all.total).toBe(3);
    // Newest change first; within goods, the channels in their order.
    expect(pairsOf(all)).toEqual([`得力 软木板 @ ${MALL}`, `得力 白板 @ ${MALL}`, `得力 白板 @ ${OFFLINE}`]);
    expect(all.data[1]).toMatchObject({
      goodsId: ids.board,
      channelName: '商城',
      brandId: brandIds.deli,
      brandName: '得力',
      model: 'M-1',
      categoryPath: expect.stringContaining('白板'),
      minPrice: '128.00',
      maxPrice: '198.50',
      validTo: dayOffset(100),
      daysLeft: 100,
    });
    expect(all.data[1].mainImageUrl).toMatch(/^\/api\//);
  });

  it('filters by name, channel, category of any level and brand, and sorts by the authorization end', async () => {
    expect(pairsOf(await page(a, { name: '软木' }))).toEqual([`得力 软木板 @ ${MALL}`]);
    expect(pairsOf(await page(a, { channelId: OFFLINE }))).toEqual([`得力 白板 @ ${OFFLINE}`]);
    expect(pairsOf(await page(a, { categoryId: CORKBOARD }))).toEqual([`得力 软木板 @ ${MALL}`]);
    expect((await page(a, { categoryId: DISPLAY })).total).toBe(3);
    expect((await page(a, { brandId: brandIds.deli })).total).toBe(3);
    expect((await page(a, { brandId: brandIds.chenguang })).total).toBe(0);
    expect((await page(a, { sortBy: 'validTo', sortType: 'asc', size: 20 })).total).toBe(3);
    const second = await page(a, { current: 2, size: 10 });
    expect(second).toMatchObject({ code: '0000', data: [], total: 3 });
  });

  it('drops the pair once the goods is listed in that channel', async () => {
    const detail = await injectAs(t.app, a, { method: 'GET', url: `/api/goods/detail?id=${ids.board}` });
    await setup.list(a, { id: ids.board, skus: detail.json().data.skus }, OFFLINE, false);
    expect(pairsOf(await page(a))).toEqual([`得力 软木板 @ ${MALL}`, `得力 白板 @ ${MALL}`]);
  });

  it('answers a channel the partner has not joined with a translated refusal', async () => {
    expect(await page(a, { channelId: 3 }, 'en')).toMatchObject({
      code: '1111',
      msg: 'Your company has not joined the channel "北京"',
    });
    const tooLarge = await setup.post(a, 'optional/page', { size: 1000 }, 'en');
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().code).toBe('1111');
  });

  it('never shows another partner its goods, and needs the screen view code', async () => {
    const pageB = await page(b);
    expect(pairsOf(pageB)).toEqual([`B 得力 白板 @ ${MALL}`]);
    expect(pageB.data[0].validTo).toBe(dayOffset(30));
    expect((await page(b, { name: '得力 白板' })).data.map((row: Row) => row.goodsId)).toEqual([ids.boardB]);

    const account = await createAccount(t.database.db, a.partnerId, { authorities: ['goods:index:view'] });
    const token = await sessionTokenFor(t.database.db, a.partnerId, account.id);
    const refused = await setup.post({ ...a, token }, 'optional/page', {});
    expect(refused.statusCode).toBe(403);
  });
});
