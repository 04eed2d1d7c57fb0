import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysetBatches } from '../../../platform/export/export-registry';
import { localDayOf } from '../../../platform/local-time';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { cells, exportAs } from '../../../test/exports';
import { createAccount, givenTwoPartners, sessionTokenFor, type TestActor } from '../../../test/fixtures';
import { CORKBOARD, catalogSetup, dayOffset, type Lang, MALL, OFFLINE } from './goods.fixtures';
import { type OptionalGoodsKey, listOptionalGoodsAfter } from './optional-goods.service';

type PageRow = { goodsId: number; channelId: number; channelName: string; categoryPath: string };

describe('export of the optional goods (/goods/optional)', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let setup: ReturnType<typeof catalogSetup>;
  const brandIds: Record<string, number> = {};
  const ids: Record<string, number> = {};
  /** Channel name and category path of each pair on A's page, by 'goodsId@channelId'. */
  const onPage = new Map<string, PageRow>();

  const exportOf = (actor: TestActor, filter: Record<string, unknown>, lang?: Lang) =>
    exportAs(t.app, actor, '/api/goods/optional/export', filter, lang);
  const pairOf = (name: string, channelId: number) =>
    [...onPage.values()].find((row) => row.channelId === channelId && row.goodsId === ids[name]);

  beforeAll(async () => {
    t = await createTestApp();
    setup = catalogSetup(t);
    ({ a, b } = await givenTwoPartners(t.database.db));
    await setup.join(a, MALL, OFFLINE);
    await setup.join(b, MALL);
    brandIds.deli = await setup.brand(a, '得力');
    brandIds.chenguang = await setup.brand(a, '晨光');
    await setup.authorize(a, brandIds.deli, { from: -5, to: 100, outcome: 'approved' });
    // Not yet valid: its goods are not optional today.
    await setup.authorize(a, brandIds.chenguang, { from: 2, to: 200, outcome: 'approved' });

    ids.board = (await setup.goods(a, { name: '得力 白板', brandId: brandIds.deli, outcome: 'approved' })).id;
    const cork = await setup.goods(a, {
      name: '得力 软木板',
      brandId: brandIds.deli,
      categoryId: CORKBOARD,
      outcome: 'approved',
    });
    ids.cork = cork.id;
    await setup.list(a, cork, OFFLINE, false);
    await setup.goods(a, { name: '得力 白板 待审', brandId: brandIds.deli, outcome: 'pending' });
    await setup.goods(a, { name: '晨光 白板', brandId: brandIds.chenguang, outcome: 'approved' });

    // B sells 得力 too, under its own authorization, in the mall only.
    await setup.authorize(b, brandIds.deli, { from: 0, to: 30, outcome: 'approved' });
    await setup.goods(b, { name: 'B 得力 白板', brandId: brandIds.deli, outcome: 'approved' });

    const page = (await setup.post(a, 'optional/page', { size: 20 })).json();
    for (const row of page.data as PageRow[]) onPage.set(`${row.goodsId}@${row.channelId}`, row);
  });
  afterAll(() => t.close());

  it('exports each goods and channel pair on the page, newest goods first, channels in id order', async () => {
    const all = await exportOf(a, {});
    expect(all.task).toMatchObject({ exportName: '可选商品列表', total: 3 });
    expect(all.header).toEqual(
      cells('商品名称 | 品牌 | 型号 | 类目 | 最低市场价 | 最高市场价 | 渠道 | 授权有效期至'),
    );
    const cork = pairOf('cork', MALL);
    const boardMall = pairOf('board', MALL);
    const boardOffline = pairOf('board', OFFLINE);
    expect(all.rows).toEqual([
      [
        '得力 软木板',
        '得力',
        'M-1',
        cork?.categoryPath,
        '128.00',
        '198.50',
        cork?.channelName,
        dayOffset(100),
      ],
      ['得力 白板', '得力', 'M-1', boardMall?.categoryPath, '128.00', '198.50', '商城', dayOffset(100)],
      [
        '得力 白板',
        '得力',
        'M-1',
        boardOffline?.categoryPath,
        '128.00',
        '198.50',
        boardOffline?.channelName,
        dayOffset(100),
      ],
    ]);
    expect(all.task.total).toBe(onPage.size);
  });

  it('follows the search form: name, channel, category and brand', async () => {
    const names = async (filter: Record<string, unknown>) =>
      (await exportOf(a, filter)).rows.map((row) => `${row[0]} @ ${row[6]}`);
    const offline = pairOf('board', OFFLINE)?.channelName;
    expect(await names({ channelId: OFFLINE })).toEqual([`得力 白板 @ ${offline}`]);
    expect(await names({ categoryId: CORKBOARD })).toEqual(['得力 软木板 @ 商城']);
    expect(await names({ name: '白板', channelId: MALL })).toEqual(['得力 白板 @ 商城']);
    expect(await names({ brandId: brandIds.chenguang })).toEqual([]);

    const english = await exportOf(a, { categoryId: CORKBOARD }, 'en');
    expect(english.task.exportName).toBe('Optional goods');
    expect(english.header).toEqual(
      cells('Name | Brand | Model | Category | Lowest price | Highest price | Channel | Authorized until'),
    );
  });

  it('never puts another partner’s goods into an export', async () => {
    const all = await exportOf(b, {});
    expect(all.rows.map((row) => [row[0], row[6], row[7]])).toEqual([['B 得力 白板', '商城', dayOffset(30)]]);
    expect((await exportOf(b, { name: '软木' })).rows).toEqual([]);
    // A channel B has not joined has no pair of B's.
    expect((await exportOf(b, { channelId: OFFLINE })).rows).toEqual([]);
  });

  it('reads the pairs in keyset batches that neither skip nor repeat one, even within a goods', async () => {
    const today = localDayOf(new Date(), t.config.timeZone);
    const pairs: string[] = [];
    for await (const batch of keysetBatches(
      (after: OptionalGoodsKey | undefined, limit) =>
        listOptionalGoodsAfter(t.database.db, a.partnerId, {}, after, limit, today),
      1,
    )) {
      pairs.push(...batch.map((row) => `${row.goodsId}@${row.channelId}`));
    }
    expect(pairs).toEqual([`${ids.cork}@${MALL}`, `${ids.board}@${MALL}`, `${ids.board}@${OFFLINE}`]);
  });

  it('needs the view code of the optional goods screen', async () => {
    const account = await createAccount(t.database.db, a.partnerId, { authorities: ['goods:index:view'] });
    const token = await sessionTokenFor(t.database.db, a.partnerId, account.id);
    expect((await setup.post({ ...a, token }, 'optional/export', {})).statusCode).toBe(403);
  });
});
