import { expect } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import type { TestApp } from '../../../test/create-test-app';
import { injectAs, type TestActor, uploadAs } from '../../../test/fixtures';
import { TINY_PDF, TINY_PNG } from '../../communal/upload.fixtures';
import { partnerSummaryOf } from '../../partner/partner.service';

// Leaves of 展示用品 (level 2: 1006), a family without a parameter template. The mall (channel 1)
// maps 白板; the offline channel (46) has no category tree.
export const DISPLAY = 1006;
export const WHITEBOARD = 100601;
export const CORKBOARD = 100604;
export const DESK_SIGN = 100606;
export const MALL = 1;
export const OFFLINE = 46;

export type Lang = 'zh-CN' | 'zh-TW' | 'en';

const DAY = 24 * 60 * 60 * 1000;

/** A calendar day in the portal's zone, `days` from today. */
export const dayOffset = (days: number) =>
  new Date(Date.now() + days * DAY).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/**
 * Edits the partner's goods to new market prices, one per SKU in their order, keeping the rest as
 * the detail shows it; the new version then awaits the operator's review.
 */
export const editMarketPrices = async (
  t: TestApp,
  actor: TestActor,
  goods: { id: number; categoryId: number; brandId: number },
  marketPrices: readonly string[],
) => {
  const detail = (
    await injectAs(t.app, actor, { method: 'GET', url: `/api/goods/detail?id=${goods.id}` })
  ).json().data;
  return injectAs(t.app, actor, {
    method: 'POST',
    url: '/api/goods/update',
    payload: {
      id: goods.id,
      name: detail.name,
      categoryId: goods.categoryId,
      brandId: goods.brandId,
      model: detail.model,
      unit: detail.unit,
      imageIds: detail.images.map((image: { id: number }) => image.id),
      skus: detail.skus.map((sku: { id: number; spec: string; stock: number }, i: number) => ({
        ...sku,
        marketPrice: marketPrices[i],
      })),
    },
  });
};

type GoodsOutcome = 'draft' | 'pending' | 'approved' | 'disabled';

/** API calls and operator commands the catalog tests set up their goods, brands and channels with. */
export const catalogSetup = (t: TestApp) => {
  const post = (actor: TestActor, url: string, payload: unknown, lang?: Lang) =>
    injectAs(t.app, actor, { method: 'POST', url: `/api/goods/${url}`, payload: payload as object, lang });
  const ops = async (name: string, ...args: string[]) => {
    const result = await runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, name, args);
    expect(result.ok, result.output).toBe(true);
    return result;
  };
  const ok = async <T>(answer: ReturnType<typeof post>): Promise<T> => {
    const body = (await answer).json();
    expect(body, body.msg).toMatchObject({ code: '0000' });
    return body.data as T;
  };

  return {
    post,
    ops,
    /** The partner joins these channels (the operator's command). */
    join: async (actor: TestActor, ...channelIds: number[]) => {
      const { partnerNo } = await partnerSummaryOf(t.database.db, actor.partnerId);
      for (const channelId of channelIds) await ops('channel', 'join', partnerNo, String(channelId));
    },
    /** A new brand, or the existing one of that name (brands are shared by all partners). */
    brand: async (actor: TestActor, brandName: string): Promise<number> => {
      const created = (await post(actor, 'brand/add', { brandName })).json();
      if (created.code === '0000') return created.data.id;
      return ok<{ id: number }>(post(actor, 'brand/exact', { brandName })).then((brand) => brand.id);
    },
    /** An authorization of the brand from `from` to `to` days from today; approved or rejected by the operator unless pending. */
    authorize: async (
      actor: TestActor,
      brandId: number,
      options: { from: number; to: number; outcome: 'pending' | 'approved' | 'rejected' },
    ): Promise<number> => {
      const letterFileId = await uploadAs(t.app, actor, 'letter.pdf', TINY_PDF);
      const { id } = await ok<{ id: number }>(
        post(actor, 'brand/authorization/add', {
          brandId,
          level: 2,
          validFrom: dayOffset(options.from),
          validTo: dayOffset(options.to),
          letterFileId,
        }),
      );
      if (options.outcome === 'approved') await ops('brand', 'approve', String(id));
      if (options.outcome === 'rejected') await ops('brand', 'reject', String(id), '授权书不清晰');
      return id;
    },
    /** Goods with two SKUs (market prices 128.00 and 198.50), taken to `outcome`. */
    goods: async (
      actor: TestActor,
      input: { name: string; brandId: number; categoryId?: number; outcome: GoodsOutcome },
    ): Promise<{ id: number; skus: { id: number }[] }> => {
      const image = await uploadAs(t.app, actor, 'goods.png', TINY_PNG);
      const created = await ok<{ id: number; skus: { id: number }[] }>(
        post(actor, 'add', {
          name: input.name,
          categoryId: input.categoryId ?? WHITEBOARD,
          brandId: input.brandId,
          model: 'M-1',
          unit: '块',
          imageIds: [image],
          skus: [
            { spec: '小号', marketPrice: '198.50', stock: 5 },
            { spec: '大号', marketPrice: '128.00', stock: 10 },
          ],
          submit: input.outcome !== 'draft',
        }),
      );
      if (input.outcome === 'approved' || input.outcome === 'disabled') {
        await ops('goods', 'approve', String(created.id));
      }
      if (input.outcome === 'disabled') await ok(post(actor, 'disable', { ids: [created.id] }));
      return created;
    },
    /** A listing of the goods in the channel at its first SKU's price; on shelf when the channel approves it. */
    list: async (
      actor: TestActor,
      goods: { id: number; skus: { id: number }[] },
      channelId: number,
      onShelf: boolean,
    ) => {
      const listing = await ok<{ id: number }>(
        post(actor, 'channel/listing/add', {
          channelId,
          goodsId: goods.id,
          prices: [{ skuId: goods.skus[0].id, price: '100.00' }],
          submit: onShelf,
        }),
      );
      if (onShelf) await ops('listing', 'approve', String(listing.id));
      return listing;
    },
  };
};
