import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { givenTwoPartners, injectAs, type TestActor, uploadAs } from '../../../test/fixtures';
import { TINY_PDF, TINY_PNG } from '../../communal/upload.fixtures';
import { notices } from '../../partner/notice.table';
import { partnerSummaryOf } from '../../partner/partner.service';
import { CHANNEL_CATEGORIES } from '../categories/category-data';
import { editMarketPrices } from '../goods/goods.fixtures';

type Lang = 'zh-CN' | 'en';
const DAY = 24 * 60 * 60 * 1000;
const dayOffset = (days: number) =>
  new Date(Date.now() + days * DAY).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

// 白板: a leaf without a parameter template that the mall (channel 1) maps.
const WHITEBOARD = 100601;
const MALL = 1;
const OFFLINE = 46;

describe('channel listings', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let goodsId: number;
  let skuIds: number[];
  let authorizationId: number;
  let brandId: number;

  const post = (actor: TestActor, url: string, payload: unknown, lang?: Lang) =>
    injectAs(t.app, actor, { method: 'POST', url: `/api/goods/${url}`, payload: payload as object, lang });
  const get = async (actor: TestActor, url: string, lang?: Lang) =>
    (await injectAs(t.app, actor, { method: 'GET', url: `/api/goods/${url}`, lang })).json();
  const ops = (name: string, ...args: string[]) =>
    runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, name, args);

  /** Approved goods of brand `brandOf` with two SKUs (market prices 128.00 and 198.50). */
  const approvedGoods = async (actor: TestActor, brand: number, name: string) => {
    const image = await uploadAs(t.app, actor, 'board.png', TINY_PNG);
    const created = (
      await post(actor, 'add', {
        name,
        categoryId: WHITEBOARD,
        brandId: brand,
        model: 'WB-90',
        unit: '块',
        imageIds: [image],
        skus: [
          { spec: '90x60cm', marketPrice: '128.00', stock: 10 },
          { spec: '120x90cm', marketPrice: '198.50', stock: 5 },
        ],
        submit: true,
      })
    ).json();
    expect(created.code).toBe('0000');
    await ops('goods', 'approve', String(created.data.id));
    return created.data as { id: number; skus: { id: number }[] };
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    const { partnerNo } = await partnerSummaryOf(t.database.db, a.partnerId);
    await ops('channel', 'join', partnerNo, String(MALL));
    await ops('channel', 'join', partnerNo, String(OFFLINE));
    brandId = (await post(a, 'brand/add', { brandName: '得力' })).json().data.id;
    const letter = await uploadAs(t.app, a, 'letter.pdf', TINY_PDF);
    const authorization = (
      await post(a, 'brand/authorization/add', {
        brandId,
        level: 2,
        validFrom: dayOffset(-5),
        validTo: dayOffset(0),
        letterFileId: letter,
      })
    ).json();
    authorizationId = authorization.data.id;
    await ops('brand', 'approve', String(authorizationId));
    const created = await approvedGoods(a, brandId, '得力 磁性白板');
    goodsId = created.id;
    skuIds = created.skus.map((sku) => sku.id);
  });
  afterAll(() => t.close());

  const prices = (first: string, second?: string) => [
    { skuId: skuIds[0], price: first },
    ...(second ? [{ skuId: skuIds[1], price: second }] : []),
  ];

  it('starts a listing from the approved goods, with the channel category its category maps to', async () => {
    const draft = await get(a, `channel/listing/draft?channelId=${MALL}&goodsId=${goodsId}`);
    const mall = CHANNEL_CATEGORIES.find((c) => c.channelId === MALL);
    expect(draft.data).toMatchObject({
      channelName: '商城',
      goodsName: '得力 磁性白板',
      channelCategoryId: mall?.mapping[WHITEBOARD],
      channelHasTree: true,
      skus: [
        { skuId: skuIds[0], spec: '90x60cm', marketPrice: '128.00' },
        { skuId: skuIds[1], spec: '120x90cm', marketPrice: '198.50' },
      ],
    });
    const notJoined = await get(a, `channel/listing/draft?channelId=3&goodsId=${goodsId}`, 'en');
    expect(notJoined).toMatchObject({ code: '1111', msg: 'Your company has not joined the channel "北京"' });
    expect((await get(b, `channel/listing/draft?channelId=${MALL}&goodsId=${goodsId}`)).code).toBe('1111');
  });

  it('refuses a price above the market price, lists and submits, once per goods and channel', async () => {
    const above = await post(
      a,
      'channel/listing/add',
      { channelId: MALL, goodsId, prices: prices('128.01'), submit: true },
      'en',
    );
    expect(above.json()).toMatchObject({
      code: '1111',
      msg: 'The channel price 128.01 of "90x60cm" is above its market price 128.00',
    });
    const listed = (
      await post(a, 'channel/listing/add', {
        channelId: MALL,
        goodsId,
        prices: prices('120.00', '188'),
        submit: true,
      })
    ).json();
    expect(listed).toMatchObject({
      code: '0000',
      data: { state: 1, minPrice: '120.00', maxPrice: '188.00', channelName: '商城' },
    });
    const again = await post(
      a,
      'channel/listing/add',
      { channelId: MALL, goodsId, prices: prices('100') },
      'en',
    );
    expect(again.json().msg).toBe(
      'These goods are already listed in this channel: change that listing instead',
    );

    // The offline channel has no category tree: no category needed.
    const offline = (
      await post(a, 'channel/listing/add', { channelId: OFFLINE, goodsId, prices: prices('99.90') })
    ).json();
    expect(offline).toMatchObject({ code: '0000', data: { state: 0, channelCategoryId: null } });

    // Another partner sees and touches none of it.
    expect((await post(b, 'channel/listing/page', {})).json().total).toBe(0);
    expect((await get(b, `channel/listing/detail?id=${listed.data.id}`)).code).toBe('1111');
    expect(
      (await post(b, 'channel/listing/price', { id: listed.data.id, prices: prices('1') })).json().code,
    ).toBe('1111');
  });

  it('goes on shelf by the channel, changes price on shelf, and keeps every change in the channel record', async () => {
    const [listing] = (await post(a, 'channel/listing/page', { channelId: MALL })).json().data;
    const pending = await post(a, 'channel/listing/price', { id: listing.id, prices: prices('110') }, 'en');
    expect(pending.json().msg).toBe('The channel is reviewing the listing: prices cannot change now');

    expect((await ops('listing', 'pending')).output).toContain('得力 磁性白板');
    await ops('listing', 'approve', String(listing.id));
    const repriced = (
      await post(a, 'channel/listing/price', { id: listing.id, prices: prices('115.50', '188') })
    ).json();
    expect(repriced).toMatchObject({ code: '0000', data: { state: 2, minPrice: '115.50' } });

    const records = (await post(a, 'channel/record/page', { channelId: MALL, sortType: 'asc' })).json().data;
    expect(records.map((r: { action: string }) => r.action)).toEqual([
      'submitted',
      'approved',
      'priceChanged',
    ]);
    expect(records[0].prices).toEqual({ '90x60cm': [null, '120.00'], '120x90cm': [null, '188.00'] });
    expect(records[2].prices).toEqual({ '90x60cm': ['120.00', '115.50'] });
    expect(records[1]).toMatchObject({ stateFrom: 1, stateTo: 2, operator: null });
    expect((await post(b, 'channel/record/page', {})).json().total).toBe(0);
  });

  it('a channel rejection is shown with its reason; the listing is changed and submitted again', async () => {
    const offline = (await post(a, 'channel/listing/page', { channelId: OFFLINE })).json().data[0];
    await post(a, 'channel/listing/submit', { id: offline.id });
    expect((await ops('listing', 'reject', String(offline.id))).ok).toBe(false);
    await ops('listing', 'reject', String(offline.id), '线下渠道价格须含运费');
    const rejected = (await get(a, `channel/listing/detail?id=${offline.id}`)).data;
    expect(rejected).toMatchObject({ state: 4, reason: '线下渠道价格须含运费' });
    const changed = (
      await post(a, 'channel/listing/update', { id: offline.id, prices: prices('109.90'), submit: true })
    ).json();
    expect(changed).toMatchObject({ code: '0000', data: { state: 1, reason: null, minPrice: '109.90' } });
  });

  it('takes listings off shelf when the brand authorization expires, with the reason on the listing', async () => {
    const [onShelf] = (await post(a, 'channel/listing/page', { channelId: MALL })).json().data;
    expect(onShelf.state).toBe(2);
    expect(await t.app.jobs.runDailyDue(new Date(Date.now() + 2 * DAY))).toContain(
      'catalog.expire-authorizations',
    );
    const after = (await get(a, `channel/listing/detail?id=${onShelf.id}`)).data;
    expect(after).toMatchObject({ state: 3, reason: '品牌“得力”授权已过期' });
    const offline = (await post(a, 'channel/listing/page', { channelId: OFFLINE })).json().data[0];
    expect(offline).toMatchObject({ state: 3, reason: '品牌“得力”授权已过期' });
    const records = (await post(a, 'channel/record/page', { action: 'authorizationExpired' })).json();
    expect(records.total).toBe(2);
    const [notice] = await t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.partnerId, a.partnerId), eq(notices.title, '品牌授权已过期：得力')));
    expect(notice).toBeDefined();

    // The brand list says how many listings the expiry took off shelf.
    const brandsPage = (await post(a, 'brand/page', { brandName: '得力' })).json();
    expect(brandsPage.data[0]).toMatchObject({ brandName: '得力', withdrawnListings: 2 });

    // Without a valid authorization the listing cannot go back to the channel.
    const refused = await post(a, 'channel/listing/submit', { id: onShelf.id }, 'en');
    expect(refused.json().msg).toBe(
      'No valid authorization for this brand: apply for one on the brand authorization page',
    );
  });

  it('takes the listings of disabled goods off shelf, and of goods whose new market price is lower', async () => {
    const letter = await uploadAs(t.app, a, 'letter2.pdf', TINY_PDF);
    const renewed = (
      await post(a, 'brand/authorization/add', {
        brandId,
        level: 2,
        validFrom: dayOffset(0),
        validTo: dayOffset(365),
        letterFileId: letter,
      })
    ).json();
    await ops('brand', 'approve', String(renewed.data.id));

    const second = await approvedGoods(a, brandId, '得力 软木板');
    const listing = (
      await post(a, 'channel/listing/add', {
        channelId: MALL,
        goodsId: second.id,
        prices: [{ skuId: second.skus[0].id, price: '120.00' }],
        submit: true,
      })
    ).json().data;
    await ops('listing', 'approve', String(listing.id));

    // A new approved version lowers the market price below the channel price.
    await editMarketPrices(t, a, { id: second.id, categoryId: WHITEBOARD, brandId }, ['99.00', '198.50']);
    await ops('goods', 'approve', String(second.id));
    expect((await get(a, `channel/listing/detail?id=${listing.id}`)).data).toMatchObject({
      state: 3,
      reason: '市场价调整后渠道价高于市场价，请调整渠道价',
    });

    await post(a, 'channel/listing/price', {
      id: listing.id,
      prices: [{ skuId: second.skus[0].id, price: '95' }],
    });
    await post(a, 'channel/listing/submit', { id: listing.id });
    await ops('listing', 'approve', String(listing.id));
    expect((await post(a, 'disable', { ids: [second.id] })).json().data.changed).toBe(1);
    expect((await get(a, `channel/listing/detail?id=${listing.id}`)).data).toMatchObject({
      state: 3,
      reason: '商品已停用',
    });
  });

  it('exports the filtered listings through the export centre', async () => {
    const requested = (await post(a, 'channel/listing/export', { channelId: MALL })).json();
    expect(requested.code).toBe('0000');
    await t.app.jobs.runDue();
    const tasks = (
      await injectAs(t.app, a, { method: 'POST', url: '/api/communal/export/page', payload: {} })
    ).json();
    const task = tasks.data.find((x: { id: number }) => x.id === requested.data.taskId);
    expect(task).toMatchObject({ status: 2, exportName: '渠道商品列表' });
    expect(task.total).toBe((await post(a, 'channel/listing/page', { channelId: MALL })).json().total);
  });

  it('answers the total beside an empty page past the end', async () => {
    for (const url of ['channel/listing/page', 'channel/record/page']) {
      const first = (await post(a, url, {})).json();
      expect(first.total, url).toBeGreaterThan(0);
      expect((await post(a, url, { current: 99 })).json(), url).toMatchObject({
        code: '0000',
        data: [],
        total: first.total,
      });
    }
  });
});
