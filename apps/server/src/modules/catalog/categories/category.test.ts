import { CHANNELS } from '@portal/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { givenTwoPartners, injectAs, type TestActor } from '../../../test/fixtures';
import { partnerSummaryOf } from '../../partner/partner.service';
import { CATEGORY_PARAMS } from './category-params.data';
import { CHANNEL_CATEGORIES, PLATFORM_CATEGORIES } from './category-data';
import { tallyGoods } from './category.service';

describe('categories and channels', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
  });
  afterAll(() => t.close());

  const get = async (actor: TestActor, url: string) =>
    (await injectAs(t.app, actor, { method: 'GET', url })).json();

  const office = PLATFORM_CATEGORIES[0];
  const writing = office.children?.[0];
  const pen = writing?.children?.[0];

  it('answers the platform tree level by level, leaves only at level 3', async () => {
    const roots = await get(a, '/api/goods/category/child/list?categoryId=0');
    expect(roots.data.map((n: { name: string }) => n.name)).toEqual(PLATFORM_CATEGORIES.map((n) => n.name));
    expect(roots.data[0]).toEqual({
      id: office.id,
      name: office.name,
      level: 1,
      hasSpu: false,
      isLeaf: false,
      children: [],
    });

    const second = await get(a, `/api/goods/category/child/list?categoryId=${office.id}`);
    expect(second.data[0]).toMatchObject({ id: writing?.id, level: 2, isLeaf: false });
    const third = await get(a, `/api/goods/category/child/list?categoryId=${writing?.id}`);
    expect(third.data[0]).toMatchObject({ id: pen?.id, name: pen?.name, level: 3, isLeaf: true });
    expect((await get(a, '/api/goods/category/child/list?categoryId=999999999')).data).toEqual([]);
  });

  it("marks hasSpu from the caller's own goods only, on the leaf and its ancestors", async () => {
    if (!pen || !writing) throw new Error('seed tree has no leaf');
    await tallyGoods(t.database.db, a.partnerId, [pen.id, writing.id, office.id], 2, 2);
    const rootsA = await get(a, '/api/goods/category/child/list?categoryId=0');
    const rootsB = await get(b, '/api/goods/category/child/list?categoryId=0');
    expect(rootsA.data[0].hasSpu).toBe(true);
    expect(rootsB.data[0].hasSpu).toBe(false);
    const leavesA = await get(a, `/api/goods/category/child/list?categoryId=${writing.id}`);
    expect(
      leavesA.data.filter((n: { hasSpu: boolean }) => n.hasSpu).map((n: { id: number }) => n.id),
    ).toEqual([pen.id]);
    await tallyGoods(t.database.db, a.partnerId, [pen.id, writing.id, office.id], 2, -2);
    expect((await get(a, '/api/goods/category/child/list?categoryId=0')).data[0].hasSpu).toBe(false);
  });

  it('answers the channel trees in their three shapes', async () => {
    const shenzhen = CHANNEL_CATEGORIES.find((c) => c.channelId === 37);
    const sz = await get(a, '/api/goods/category/sz/child/list?categoryId=0');
    expect(sz.data.map((n: { id: number }) => n.id)).toEqual(shenzhen?.tree.map((n) => n.id));

    const jiangsu = CHANNEL_CATEGORIES.find((c) => c.channelId === 67);
    const zcy = (
      await injectAs(t.app, a, {
        method: 'POST',
        url: '/api/goods/category/zcy/list',
        payload: { channelId: 67, categoryId: 0 },
      })
    ).json();
    expect(zcy.data.result.children[0].node).toMatchObject({
      id: jiangsu?.tree[0].id,
      level: 1,
      isLeaf: false,
    });

    const tree = await get(a, '/api/goods/category/channel/tree?channelId=1');
    expect(tree.data[0]).toMatchObject({ id: 0, name: '商城', level: 0 });
    const mall = CHANNEL_CATEGORIES.find((c) => c.channelId === 1);
    expect(tree.data[0].children).toHaveLength(mall?.tree.length ?? -1);
    expect(tree.data[0].children[0].children[0].children[0].isLeaf).toBe(true);

    const unknown = (
      await injectAs(t.app, a, {
        method: 'GET',
        url: '/api/goods/category/channel/tree?channelId=2',
        headers: { 'accept-language': 'en' },
      })
    ).json();
    expect(unknown).toMatchObject({ code: '1111', msg: 'The channel does not exist' });
  });

  it('searches leaves by any part of their path, gives a path and the parameter template', async () => {
    if (!pen || !writing) throw new Error('seed tree has no leaf');
    const found = await get(a, `/api/goods/category/search?keyword=${encodeURIComponent(pen.name)}`);
    expect(found.data[0]).toEqual({
      ids: [office.id, writing.id, pen.id],
      names: [office.name, writing.name, pen.name],
    });
    const byGroup = await get(a, `/api/goods/category/search?keyword=${encodeURIComponent(writing.name)}`);
    expect(byGroup.data.length).toBe(writing.children?.length);

    expect((await get(a, `/api/goods/category/path?categoryId=${pen.id}`)).data.ids).toEqual([
      office.id,
      writing.id,
      pen.id,
    ]);

    const [templated] = Object.keys(CATEGORY_PARAMS).map(Number);
    const parent = PLATFORM_CATEGORIES.flatMap((l1) => l1.children ?? []).find((l2) => l2.id === templated);
    const leaf = parent?.children?.[0];
    const params = await get(a, `/api/goods/category/params?categoryId=${leaf?.id}`);
    expect(params.data.map((p: { name: string }) => p.name)).toEqual(
      CATEGORY_PARAMS[templated].map((p) => p.name),
    );
  });

  it('lists every channel of spec section 9 and the channels a partner joined, with their terms', async () => {
    const all = await get(a, '/api/goods/channel/list');
    expect(all.data).toEqual(CHANNELS.map(({ channelId, channelName }) => ({ channelId, channelName })));
    expect((await get(a, '/api/goods/channel/partner/list')).data).toEqual([]);

    const { partnerNo } = await partnerSummaryOf(t.database.db, a.partnerId);
    const ops = (...args: string[]) =>
      runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'channel', args);
    expect((await ops('join', partnerNo, '67')).output).toContain('江苏');
    expect((await ops('join', partnerNo, '1')).ok).toBe(true);
    expect((await ops('join', partnerNo, '2')).ok).toBe(false);

    const joined = await get(a, '/api/goods/channel/partner/list');
    expect(joined.data.map((c: { channelId: number }) => c.channelId)).toEqual([1, 67]);
    expect(joined.data[0]).toMatchObject({ channelName: '商城', feeRate: '0.0080', confirmHours: 24 });
    expect(
      (await get(a, `/api/goods/channel/partner/list?name=${encodeURIComponent('江')}`)).data,
    ).toHaveLength(1);
    expect((await get(b, '/api/goods/channel/partner/list')).data).toEqual([]);

    expect((await ops('leave', partnerNo, '1')).ok).toBe(true);
    expect((await get(a, '/api/goods/channel/partner/list')).data).toHaveLength(1);
  });
});
