import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { keysetBatches } from '../../../platform/export/export-registry';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { cells, exportAs } from '../../../test/exports';
import { givenTwoPartners, injectAs, type TestActor, uploadAs } from '../../../test/fixtures';
import { TINY_PDF, TINY_PNG } from '../../communal/upload.fixtures';
import { partnerSummaryOf } from '../../partner/partner.service';
import { listListingRecordsAfter } from './listing.service';

type Lang = 'zh-CN' | 'zh-TW' | 'en';
const DAY = 24 * 60 * 60 * 1000;
const dayOffset = (days: number) =>
  new Date(Date.now() + days * DAY).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

// 白板: a leaf without a parameter template that the mall (channel 1) maps.
const WHITEBOARD = 100601;
const MALL = 1;
const OFFLINE = 46;

describe('export of the channel record', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;

  const post = (actor: TestActor, url: string, payload: object, lang?: Lang) =>
    injectAs(t.app, actor, { method: 'POST', url: `/api/goods/${url}`, payload, lang });
  const ops = (name: string, ...args: string[]) =>
    runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, name, args);
  const exportOf = (actor: TestActor, filter: Record<string, unknown>, lang?: Lang) =>
    exportAs(t.app, actor, '/api/goods/channel/record/export', filter, lang);

  /** The partner joins the mall and the offline channel, and may sell `brandName`. */
  const sellerOf = async (actor: TestActor, brandName: string) => {
    const { partnerNo } = await partnerSummaryOf(t.database.db, actor.partnerId);
    await ops('channel', 'join', partnerNo, String(MALL));
    await ops('channel', 'join', partnerNo, String(OFFLINE));
    const brandId = (await post(actor, 'brand/add', { brandName })).json().data.id as number;
    const letterFileId = await uploadAs(t.app, actor, 'letter.pdf', TINY_PDF);
    const authorization = (
      await post(actor, 'brand/authorization/add', {
        brandId,
        level: 1,
        validFrom: dayOffset(-1),
        validTo: dayOffset(100),
        letterFileId,
      })
    ).json();
    await ops('brand', 'approve', String(authorization.data.id));
    return brandId;
  };

  /** Approved goods with two SKUs (market prices 128.00 and 198.50). */
  const approvedGoods = async (actor: TestActor, brandId: number, name: string) => {
    const image = await uploadAs(t.app, actor, 'board.png', TINY_PNG);
    const created = (
      await post(actor, 'add', {
        name,
        categoryId: WHITEBOARD,
        brandId,
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

  const list = async (actor: TestActor, channelId: number, goods: { id: number; skus: { id: number }[] }) => {
    const listed = (
      await post(actor, 'channel/listing/add', {
        channelId,
        goodsId: goods.id,
        prices: [
          { skuId: goods.skus[0].id, price: '120.00' },
          { skuId: goods.skus[1].id, price: '188' },
        ],
        submit: true,
      })
    ).json();
    expect(listed.code).toBe('0000');
    return listed.data.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    // A: on shelf in the mall, repriced, then taken off; submitted to the offline channel.
    const boardA = await approvedGoods(a, await sellerOf(a, '得力'), '得力 磁性白板');
    const mallListing = await list(a, MALL, boardA);
    await ops('listing', 'approve', String(mallListing));
    const repriced = await post(a, 'channel/listing/price', {
      id: mallListing,
      prices: [{ skuId: boardA.skus[0].id, price: '115.50' }],
    });
    expect(repriced.json().code).toBe('0000');
    await post(a, 'channel/listing/off', { id: mallListing, reason: '换季停售' });
    await list(a, OFFLINE, boardA);
    // B: its own listing in the mall.
    const boardB = await approvedGoods(b, await sellerOf(b, '晨光'), '晨光 白板');
    await ops('listing', 'approve', String(await list(b, MALL, boardB)));
  });
  afterAll(() => t.close());

  it('exports the channel record of the chosen channel with states, prices, reasons and operators', async () => {
    const exported = await exportOf(a, { channelId: MALL });
    expect(exported.task).toMatchObject({ exportName: '渠道记录', total: 4 });
    expect(exported.header).toEqual(
      cells('时间 | 渠道 | 商品名称 | 变更内容 | 状态变化 | 价格变化 | 原因 | 操作人'),
    );
    const operator = (await post(a, 'channel/record/page', { action: 'offShelf' })).json().data[0].operator;
    expect(operator).toBeTruthy();
    expect(exported.rows.map((row) => row.slice(1))).toEqual([
      ['商城', '得力 磁性白板', '下架', '已上架 → 已下架', null, '换季停售', operator],
      [
        '商城',
        '得力 磁性白板',
        '改价',
        null,
        '90x60cm: 120.00 → 115.50; 120x90cm: 188.00 → -',
        null,
        operator,
      ],
      ['商城', '得力 磁性白板', '渠道审核通过', '渠道审核中 → 已上架', null, null, '渠道/平台'],
      [
        '商城',
        '得力 磁性白板',
        '提交渠道审核',
        '渠道审核中',
        '90x60cm: - → 120.00; 120x90cm: - → 188.00',
        null,
        operator,
      ],
    ]);
    for (const row of exported.rows) expect(String(row[0])).toMatch(DATE_TIME);
    expect(exported.task.total).toBe(
      (await post(a, 'channel/record/page', { channelId: MALL })).json().total,
    );
  });

  it('applies the action, goods name and time filters, with headers in the requester’s language', async () => {
    const priced = await exportOf(a, { action: 'priceChanged' }, 'en');
    expect(priced.task.exportName).toBe('Channel records');
    expect(priced.header).toEqual(['Time', 'Channel', 'Goods', 'Change', 'State', 'Prices', 'Reason', 'By']);
    expect(priced.rows.map((row) => row.slice(1, 6))).toEqual([
      ['商城', '得力 磁性白板', 'Price changed', null, '90x60cm: 120.00 → 115.50; 120x90cm: 188.00 → -'],
    ]);

    const offline = await exportOf(a, { channelId: OFFLINE, goodsName: '磁性' }, 'zh-TW');
    expect(offline.header[4]).toBe('狀態變化');
    expect(offline.rows.map((row) => [row[1], row[3], row[4]])).toEqual([
      ['线下', '提交渠道審核', '渠道審核中'],
    ]);

    expect((await exportOf(a, { goodsName: '软木板' })).rows).toEqual([]);
    const inHour = new Date(Date.now() + 3_600_000).toISOString();
    expect((await exportOf(a, { createdTimeStart: inHour })).rows).toEqual([]);
    const reversed = await post(
      a,
      'channel/record/export',
      { createdTimeStart: inHour, createdTimeEnd: new Date().toISOString() },
      'en',
    );
    expect(reversed.statusCode).toBe(400);
  });

  it('never puts another partner’s records into an export', async () => {
    const ofB = await exportOf(b, {});
    expect(ofB.rows.map((row) => [row[2], row[3]])).toEqual([
      ['晨光 白板', '渠道审核通过'],
      ['晨光 白板', '提交渠道审核'],
    ]);
    expect((await exportOf(b, { goodsName: '得力' })).rows).toEqual([]);
    const ofA = await exportOf(a, {});
    expect(ofA.task.total).toBe(5);
    expect(ofA.rows.every((row) => row[2] === '得力 磁性白板')).toBe(true);
  });

  it('reads the export in keyset batches that neither skip nor repeat a row', async () => {
    const ids: number[] = [];
    for await (const batch of keysetBatches(
      (after: { id: number } | undefined, limit) =>
        listListingRecordsAfter(t.database.db, a.partnerId, {}, after?.id, limit),
      2,
    )) {
      ids.push(...batch.map((row) => row.id));
    }
    expect(ids).toHaveLength(5);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });
});
