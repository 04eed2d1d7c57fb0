import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { addDays, localDayOf } from '../../../platform/local-time';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { givenTwoPartners, injectAs, type TestActor, uploadAs } from '../../../test/fixtures';
import { TINY_PDF, TINY_PNG } from '../../communal/upload.fixtures';
import { notices } from '../../partner/notice.table';
import { partnerSummaryOf } from '../../partner/partner.service';
import { categoryLineOf } from '../categories/category.service';
import { editMarketPrices } from '../goods/goods.fixtures';
import { expireInvitations, inviteToQuote } from './invitation.service';

type Lang = 'zh-CN' | 'en';
const DAY = 24 * 60 * 60 * 1000;

// 白板: a leaf without a parameter template.
const WHITEBOARD = 100601;
const MALL = 1;

describe('store invitations and quotes', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let partnerNoA: string;
  let today: string;
  let officeRoot: number;
  let brandId: number;
  let goods: { id: number; skus: { id: number }[] };

  const post = (actor: TestActor, url: string, payload: unknown, lang?: Lang) =>
    injectAs(t.app, actor, { method: 'POST', url: `/api/goods/${url}`, payload: payload as object, lang });
  const get = async (actor: TestActor, url: string, lang?: Lang) =>
    (await injectAs(t.app, actor, { method: 'GET', url: `/api/goods/${url}`, lang })).json();
  const ops = (name: string, ...args: string[]) =>
    runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, name, args);
  const invite = async (...flags: string[]) => {
    const outcome = await ops('store', 'invite', partnerNoA, String(MALL), '晨光文具旗舰店', ...flags);
    expect(outcome.ok).toBe(true);
    return Number(outcome.output.replace('invited: ', ''));
  };
  const quotePage = async (actor: TestActor, filter: object = {}) =>
    (await post(actor, 'store/quote/page', filter)).json();

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    partnerNoA = (await partnerSummaryOf(t.database.db, a.partnerId)).partnerNo;
    today = localDayOf(new Date(), t.config.timeZone);
    const line = await categoryLineOf(t.database.db, WHITEBOARD);
    officeRoot = line[line.length - 1];
    brandId = (await post(a, 'brand/add', { brandName: '晨光' })).json().data.id;
    const letter = await uploadAs(t.app, a, 'letter.pdf', TINY_PDF);
    const authorization = (
      await post(a, 'brand/authorization/add', {
        brandId,
        level: 1,
        validFrom: addDays(today, -5),
        // Past the invitations' expiry run (a day on), before the authorizations' run (three days on).
        validTo: addDays(today, 1),
        letterFileId: letter,
      })
    ).json();
    await ops('brand', 'approve', String(authorization.data.id));
    const image = await uploadAs(t.app, a, 'board.png', TINY_PNG);
    const created = (
      await post(a, 'add', {
        name: '晨光 白板',
        categoryId: WHITEBOARD,
        brandId,
        model: 'CG-60',
        unit: '块',
        imageIds: [image],
        skus: [
          { spec: '60x45cm', marketPrice: '88.00', stock: 10 },
          { spec: '90x60cm', marketPrice: '128.00', stock: 10 },
        ],
        submit: true,
      })
    ).json();
    await ops('goods', 'approve', String(created.data.id));
    goods = created.data;
  });
  afterAll(() => t.close());

  const prices = (first: string, second?: string) => [
    { skuId: goods.skus[0].id, price: first },
    ...(second ? [{ skuId: goods.skus[1].id, price: second }] : []),
  ];

  it('shows a store invitation to the invited partner only, with a notice', async () => {
    const id = await invite('--days', '7', '--categories', String(officeRoot), '--message', '请报开学季价格');
    const page = (await post(a, 'store/invitation/page', {})).json();
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      id,
      channelName: '商城',
      storeName: '晨光文具旗舰店',
      categories: [{ id: officeRoot }],
      message: '请报开学季价格',
      deadline: addDays(today, 7),
      daysLeft: 7,
      state: 0,
      quoteCount: 0,
    });
    expect((await get(a, 'store/invitation/counts')).data).toEqual({ '0': 1 });
    expect((await post(b, 'store/invitation/page', {})).json().total).toBe(0);
    const [notice] = await t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.partnerId, a.partnerId), eq(notices.title, '店铺授权报价邀请：晨光文具旗舰店')));
    expect(notice).toBeDefined();
    const wrongScope = await ops(
      'store',
      'invite',
      partnerNoA,
      String(MALL),
      '某店',
      '--categories',
      String(WHITEBOARD),
    );
    expect(wrongScope).toMatchObject({ ok: false, output: 'The scope is given as level-1 categories' });
  });

  it('declines with a reason, accepts once, and never lets another partner answer', async () => {
    const [invitation] = (await post(a, 'store/invitation/page', {})).json().data;
    const noReason = await post(a, 'store/invitation/decline', { id: invitation.id, reason: ' ' }, 'en');
    expect(noReason.json()).toMatchObject({
      success: false,
      msg: 'Invalid input: reason Give the reason for declining',
    });
    const other = await post(b, 'store/invitation/accept', { id: invitation.id }, 'en');
    expect(other.json()).toMatchObject({ code: '1111', msg: 'The invitation does not exist' });

    // Quoting before accepting is refused.
    const early = await post(
      a,
      'store/quote/add',
      { invitationId: invitation.id, goodsId: goods.id, prices: prices('80') },
      'en',
    );
    expect(early.json().msg).toBe("Accept the store's invitation first");

    const accepted = (await post(a, 'store/invitation/accept', { id: invitation.id })).json();
    expect(accepted).toMatchObject({ code: '0000', msg: '已接受邀请' });
    const again = await post(a, 'store/invitation/decline', { id: invitation.id, reason: '不做了' }, 'en');
    expect(again.json().msg).toBe('The invitation has been answered already');
    expect((await post(a, 'store/invitation/page', { state: 1 })).json().data[0]).toMatchObject({
      state: 1,
      reason: null,
    });
  });

  it('expires invitations not answered by their deadline', async () => {
    const id = await inviteToQuote(
      t.database.db,
      {
        partnerId: a.partnerId,
        channelId: MALL,
        storeName: '过期店',
        categoryIds: [],
        message: null,
        deadline: today,
      },
      today,
    );
    // Past the deadline it cannot be answered, even before the daily task runs.
    expect(await expireInvitations(t.database.db, today)).toBe(0);
    const tomorrow = addDays(today, 1);
    const { acceptInvitation } = await import('./invitation.service');
    await expect(acceptInvitation(t.database.db, a, id, tomorrow)).rejects.toMatchObject({
      key: 'quote.invitationExpired',
    });
    expect(await t.app.jobs.runDailyDue(new Date(Date.now() + DAY))).toContain('catalog.expire-invitations');
    const expired = (await post(a, 'store/invitation/page', { state: 3 })).json();
    expect(expired.data.map((row: { id: number }) => row.id)).toEqual([id]);
    const late = await post(a, 'store/invitation/accept', { id }, 'en');
    expect(late.json().msg).toBe('The invitation has been answered already');
  });

  it('quotes goods within the scope at prices not above the market price, once per store', async () => {
    const [invitation] = (await post(a, 'store/invitation/page', { state: 1 })).json().data;
    const draft = await get(a, `store/quote/draft?invitationId=${invitation.id}&goodsId=${goods.id}`);
    expect(draft.data).toMatchObject({
      storeName: '晨光文具旗舰店',
      goodsName: '晨光 白板',
      brandName: '晨光',
      skus: [
        { skuId: goods.skus[0].id, spec: '60x45cm', marketPrice: '88.00' },
        { skuId: goods.skus[1].id, spec: '90x60cm', marketPrice: '128.00' },
      ],
    });
    expect((await get(b, `store/quote/draft?invitationId=${invitation.id}&goodsId=${goods.id}`)).code).toBe(
      '1111',
    );

    const input = { invitationId: invitation.id, goodsId: goods.id };
    const above = await post(a, 'store/quote/add', { ...input, prices: prices('88.01') }, 'en');
    expect(above.json().msg).toBe('The quoted price 88.01 of "60x45cm" is above its market price 88.00');
    const none = await post(a, 'store/quote/add', { ...input, prices: [] }, 'en');
    expect(none.json().success).toBe(false);
    const notMine = await post(b, 'store/quote/add', { ...input, prices: prices('80') }, 'en');
    expect(notMine.json().code).toBe('1111');

    const created = (await post(a, 'store/quote/add', { ...input, prices: prices('80', '120.5') })).json();
    expect(created).toMatchObject({
      code: '0000',
      data: {
        state: 1,
        minPrice: '80.00',
        maxPrice: '120.50',
        storeName: '晨光文具旗舰店',
        channelName: '商城',
      },
    });
    expect(created.data.prices).toEqual([
      { skuId: goods.skus[0].id, spec: '60x45cm', marketPrice: '88.00', price: '80.00' },
      { skuId: goods.skus[1].id, spec: '90x60cm', marketPrice: '128.00', price: '120.50' },
    ]);
    const twice = await post(a, 'store/quote/add', { ...input, prices: prices('79') }, 'en');
    expect(twice.json().msg).toBe('These goods are quoted to this store already: change that quote instead');
    expect((await quotePage(a)).total).toBe(1);
    expect((await quotePage(b)).total).toBe(0);
    expect((await post(a, 'store/invitation/page', { state: 1 })).json().data[0].quoteCount).toBe(1);

    // A store asking for another family of categories does not take these goods.
    const other = await inviteToQuote(
      t.database.db,
      {
        partnerId: a.partnerId,
        channelId: MALL,
        storeName: '家电店',
        categoryIds: [officeRoot + 1],
        message: null,
        deadline: today,
      },
      today,
    );
    await post(a, 'store/invitation/accept', { id: other });
    const outOfScope = await post(
      a,
      'store/quote/add',
      { invitationId: other, goodsId: goods.id, prices: prices('80') },
      'en',
    );
    expect(outOfScope.json().msg).toBe("The goods' category is not one the store asked quotes for");
  });

  it('goes through the store: confirmed, re-priced, withdrawn, rejected with a notice', async () => {
    const [quote] = (await quotePage(a)).data;
    expect((await ops('store', 'pending')).output).toContain('晨光 白板');
    await ops('store', 'approve', String(quote.id));
    expect((await quotePage(a, { state: 2 })).data[0]).toMatchObject({ id: quote.id, state: 2 });
    expect((await ops('store', 'approve', String(quote.id))).output).toBe(
      'The quote is no longer awaiting confirmation',
    );

    const repriced = (await post(a, 'store/quote/price', { id: quote.id, prices: prices('78') })).json();
    expect(repriced.data).toMatchObject({ state: 1, minPrice: '78.00', maxPrice: '78.00' });
    expect(repriced.data.prices).toHaveLength(1);
    const foreign = await post(b, 'store/quote/price', { id: quote.id, prices: prices('70') }, 'en');
    expect(foreign.json().msg).toBe('The quote does not exist');

    expect((await post(a, 'store/quote/withdraw', { id: quote.id })).json().code).toBe('0000');
    const twice = await post(a, 'store/quote/withdraw', { id: quote.id }, 'en');
    expect(twice.json().msg).toBe('Only quotes with the store or in effect can be withdrawn');

    await post(a, 'store/quote/price', { id: quote.id, prices: prices('78', '120') });
    expect((await ops('store', 'reject', String(quote.id))).ok).toBe(false);
    await ops('store', 'reject', String(quote.id), '请按含税价报价');
    expect((await get(a, `store/quote/detail?id=${quote.id}`)).data).toMatchObject({
      state: 3,
      reason: '请按含税价报价',
    });
    const [notice] = await t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.partnerId, a.partnerId), eq(notices.title, '报价被驳回：晨光 白板')));
    expect(notice.content).toContain('请按含税价报价');
  });

  it('voids quotes when the brand authorization expires, and refuses new prices without one', async () => {
    const [quote] = (await quotePage(a)).data;
    await post(a, 'store/quote/price', { id: quote.id, prices: prices('78', '120') });
    await ops('store', 'approve', String(quote.id));
    expect(await t.app.jobs.runDailyDue(new Date(Date.now() + 3 * DAY))).toContain(
      'catalog.expire-authorizations',
    );
    expect((await get(a, `store/quote/detail?id=${quote.id}`)).data).toMatchObject({
      state: 5,
      reason: '品牌“晨光”授权已过期',
    });
    const refused = await post(a, 'store/quote/price', { id: quote.id, prices: prices('78') }, 'en');
    expect(refused.json().msg).toBe(
      'No valid authorization for this brand: apply for one on the brand authorization page',
    );
  });

  it('voids quotes of disabled goods and of goods whose market price fell below the quote', async () => {
    const letter = await uploadAs(t.app, a, 'letter2.pdf', TINY_PDF);
    const renewed = (
      await post(a, 'brand/authorization/add', {
        brandId,
        level: 1,
        validFrom: today,
        validTo: addDays(today, 365),
        letterFileId: letter,
      })
    ).json();
    await ops('brand', 'approve', String(renewed.data.id));
    const [quote] = (await quotePage(a)).data;
    await post(a, 'store/quote/price', { id: quote.id, prices: prices('80', '120') });
    await ops('store', 'approve', String(quote.id));

    await editMarketPrices(t, a, { id: goods.id, categoryId: WHITEBOARD, brandId }, ['75.00', '128.00']);
    // Under review the approved version still stands, and so does the quote.
    expect((await get(a, `store/quote/detail?id=${quote.id}`)).data.state).toBe(2);
    await ops('goods', 'approve', String(goods.id));
    expect((await get(a, `store/quote/detail?id=${quote.id}`)).data).toMatchObject({
      state: 5,
      reason: '商品规格或市场价调整后报价失效，请重新报价',
    });

    await post(a, 'store/quote/price', { id: quote.id, prices: prices('75', '120') });
    await ops('store', 'approve', String(quote.id));
    await post(a, 'disable', { ids: [goods.id] });
    expect((await get(a, `store/quote/detail?id=${quote.id}`)).data).toMatchObject({
      state: 5,
      reason: '商品已停用',
    });
  });

  it('exports the filtered quotes through the export centre', async () => {
    const requested = (await post(a, 'store/quote/export', { storeName: '晨光' })).json();
    expect(requested.code).toBe('0000');
    await t.app.jobs.runDue();
    const tasks = (
      await injectAs(t.app, a, { method: 'POST', url: '/api/communal/export/page', payload: {} })
    ).json();
    const task = tasks.data.find((x: { id: number }) => x.id === requested.data.taskId);
    expect(task).toMatchObject({ status: 2, exportName: '报价商品列表', total: 1 });
  });

  it('answers the total beside an empty page past the end', async () => {
    for (const url of ['store/invitation/page', 'store/quote/page']) {
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
