import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysetBatches } from '../../../platform/export/export-registry';
import { localDayOf } from '../../../platform/local-time';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { cells, exportAs } from '../../../test/exports';
import { createAccount, givenTwoPartners, sessionTokenFor, type TestActor } from '../../../test/fixtures';
import { listGoodsAuthorizationsAfter } from './goods-authorization.service';
import { catalogSetup, dayOffset, type Lang, OFFLINE } from './goods.fixtures';

describe('export of the goods authorizations (/goods/authorization)', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let setup: ReturnType<typeof catalogSetup>;
  const brandIds: Record<string, number> = {};

  const exportOf = (actor: TestActor, filter: Record<string, unknown>, lang?: Lang) =>
    exportAs(t.app, actor, '/api/goods/authorization/export', filter, lang);
  const namesOf = (rows: unknown[][]) => rows.map((row) => row[0]);

  beforeAll(async () => {
    t = await createTestApp();
    setup = catalogSetup(t);
    ({ a, b } = await givenTwoPartners(t.database.db));
    await setup.join(a, OFFLINE);
    for (const name of ['得力', '晨光', '齐心', '惠普', '真彩']) brandIds[name] = await setup.brand(a, name);
    await setup.authorize(a, brandIds.得力, { from: -5, to: 100, outcome: 'approved' });
    await setup.authorize(a, brandIds.晨光, { from: -5, to: 10, outcome: 'approved' });
    await setup.authorize(a, brandIds.齐心, { from: 0, to: 365, outcome: 'pending' });
    await setup.authorize(a, brandIds.惠普, { from: 0, to: 365, outcome: 'rejected' });

    const deli = await setup.goods(a, { name: '得力 白板', brandId: brandIds.得力, outcome: 'approved' });
    await setup.list(a, deli, OFFLINE, true);
    await setup.goods(a, { name: '晨光 白板', brandId: brandIds.晨光, outcome: 'approved' });
    await setup.goods(a, { name: '齐心 白板', brandId: brandIds.齐心, outcome: 'draft' });
    await setup.goods(a, { name: '惠普 白板', brandId: brandIds.惠普, outcome: 'pending' });
    await setup.goods(a, { name: '真彩 白板', brandId: brandIds.真彩, outcome: 'draft' });

    // B sells 得力 without an authorization of its own: A's does not cover B's goods.
    await setup.goods(b, { name: 'B 得力 白板', brandId: brandIds.得力, outcome: 'draft' });
  });
  afterAll(() => t.close());

  it('exports each goods with its covering authorization, coverage, days left and listings on shelf', async () => {
    const all = await exportOf(a, {});
    expect(all.task).toMatchObject({ exportName: '商品授权列表', total: 5 });
    expect(all.header).toEqual(
      cells(
        '商品名称 | 型号 | 商品状态 | 品牌 | 授权级别 | 有效期起 | 有效期至 | 剩余天数 | 授权覆盖 | 审核状态 | 原因 | 在架渠道数',
      ),
    );
    // Newest goods first.
    expect(all.rows).toEqual([
      ['真彩 白板', 'M-1', '草稿', '真彩', null, null, null, null, '过期或未授权', '未申请', null, 0],
      [
        '惠普 白板',
        'M-1',
        '待审核',
        '惠普',
        '一级代理',
        dayOffset(0),
        dayOffset(365),
        null,
        '过期或未授权',
        '已驳回',
        '授权书不清晰',
        0,
      ],
      [
        '齐心 白板',
        'M-1',
        '草稿',
        '齐心',
        '一级代理',
        dayOffset(0),
        dayOffset(365),
        null,
        '审核中',
        '待审核',
        null,
        0,
      ],
      [
        '晨光 白板',
        'M-1',
        '审核通过',
        '晨光',
        '一级代理',
        dayOffset(-5),
        dayOffset(10),
        10,
        '30 天内到期',
        '已通过',
        null,
        0,
      ],
      [
        '得力 白板',
        'M-1',
        '审核通过',
        '得力',
        '一级代理',
        dayOffset(-5),
        dayOffset(100),
        100,
        '有效',
        '已通过',
        null,
        1,
      ],
    ]);
  });

  it('follows the search form: coverage, name and brand', async () => {
    expect(namesOf((await exportOf(a, { coverage: 'invalid' })).rows)).toEqual(['真彩 白板', '惠普 白板']);
    expect(namesOf((await exportOf(a, { coverage: 'expiring' })).rows)).toEqual(['晨光 白板']);
    expect(namesOf((await exportOf(a, { name: '得力' })).rows)).toEqual(['得力 白板']);
    expect(namesOf((await exportOf(a, { brandId: brandIds.惠普 })).rows)).toEqual(['惠普 白板']);
    expect((await exportOf(a, { brandId: brandIds.惠普, coverage: 'valid' })).rows).toEqual([]);
  });

  it('names states, levels and coverage in the requester’s language', async () => {
    const english = await exportOf(a, { name: '晨光' }, 'en');
    expect(english.task.exportName).toBe('Goods authorizations');
    expect(english.header).toEqual(
      cells(
        'Name | Model | Goods state | Brand | Level | Valid from | Valid to | Days left | Coverage | Authorization | Reason | Listings on shelf',
      ),
    );
    expect(english.rows[0].slice(2, 10)).toEqual([
      'Approved',
      '晨光',
      'First-level agent',
      dayOffset(-5),
      dayOffset(10),
      10,
      'Ends within 30 days',
      'Approved',
    ]);
    const traditional = await exportOf(a, { coverage: 'invalid' }, 'zh-TW');
    expect(traditional.rows.map((row) => [row[0], row[2], row[8], row[9]])).toEqual([
      ['真彩 白板', '草稿', '過期或未授權', '未申請'],
      ['惠普 白板', '待審核', '過期或未授權', '已駁回'],
    ]);
    const pending = await exportOf(a, { coverage: 'pending' }, 'zh-TW');
    expect(pending.rows.map((row) => [row[8], row[9]])).toEqual([['審核中', '待審核']]);
  });

  it('never puts another partner’s goods or authorizations into an export', async () => {
    const all = await exportOf(b, {});
    expect(all.rows).toEqual([
      ['B 得力 白板', 'M-1', '草稿', '得力', null, null, null, null, '过期或未授权', '未申请', null, 0],
    ]);
    expect((await exportOf(b, { name: '晨光' })).rows).toEqual([]);
    expect((await exportOf(b, { coverage: 'valid' })).rows).toEqual([]);
  });

  it('reads the goods in keyset batches that neither skip nor repeat one', async () => {
    const today = localDayOf(new Date(), t.config.timeZone);
    const ids: number[] = [];
    for await (const batch of keysetBatches(
      (after: { goodsId: number } | undefined, limit) =>
        listGoodsAuthorizationsAfter(t.database.db, a.partnerId, {}, after?.goodsId, limit, today),
      2,
    )) {
      ids.push(...batch.map((row) => row.goodsId));
    }
    expect(ids).toHaveLength(5);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it('needs the view code of the goods authorization screen', async () => {
    const account = await createAccount(t.database.db, a.partnerId, { authorities: ['goods:index:view'] });
    const token = await sessionTokenFor(t.database.db, a.partnerId, account.id);
    expect((await setup.post({ ...a, token }, 'authorization/export', {})).statusCode).toBe(403);
  });
});
