import { viewCodeOf } from '@portal/shared/menu';
import { ScmGoodsState } from '@portal/shared/scm-states';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { auditLog } from '../../../platform/audit.table';
import { partners } from '../../partner/partner.table';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { exportAs } from '../../../test/exports';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import { insertPurchaseOrder } from '../purchase/purchase-intake';
import { givenScmGoods, WAREHOUSE } from '../scm.fixtures';
import { scmGoodsLabels } from '../goods/scm-goods.table';
import { nextCreditCode } from './suppliers.fixtures';
import { scmSupplierLabels, scmSuppliers } from './suppliers.table';

type Lang = 'zh-CN' | 'en';

describe('suppliers, referrers and labels', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;

  const post = async (actor: Pick<TestActor, 'token'>, url: string, payload?: unknown, lang?: Lang) => {
    const res = await injectAs(t.app, actor, {
      method: 'POST',
      url: `/api/goods/${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      lang,
    });
    return { status: res.statusCode, ...res.json() };
  };
  const get = async (actor: Pick<TestActor, 'token'>, url: string) =>
    (await injectAs(t.app, actor, { method: 'GET', url: `/api/goods/${url}` })).json();
  const supplierOf = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    creditCode: nextCreditCode(),
    contactName: '王强',
    contactPhone: '13800000000',
    ...extra,
  });
  const addSupplier = async (actor: TestActor, name: string, extra: Record<string, unknown> = {}) => {
    const res = await post(actor, 'supplier/add', supplierOf(name, extra));
    expect(res.code, JSON.stringify(res)).toBe('0000');
    return res.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
  });
  afterAll(() => t.close());

  describe('suppliers', () => {
    it('creates a supplier with its region, referrer and labels, and lists it by every filter', async () => {
      const referrer = (
        await post(a, 'referrer/add', { name: '张介绍', commissionRate: '3.50', phone: '13911112222' })
      ).data;
      const label = (await post(a, 'label/add', { labelName: '长期合作', color: 'gold' })).data;
      const other = (await post(a, 'label/add', { labelName: '待评估', color: 'red' })).data;
      const created = await post(a, 'supplier/add', {
        ...supplierOf('南京晨光文具供应链有限公司'),
        creditCode: ' 91320100ma0000001x ',
        email: 'sales@chenguang.example',
        bankName: '中国银行南京分行',
        bankAccount: '6217 0000 1234 5678',
        regionCodes: ['320000', '320100', '320102'],
        address: '中山路 18 号',
        referrerId: referrer.id,
        labelIds: [label.id, other.id, label.id],
      });
      expect(created.code, JSON.stringify(created)).not.toBe('0000');
      expect(created.status).toBe(400);
      expect(Object.keys(created.data.fields)).toEqual(['creditCode']);

      const code = nextCreditCode();
      const supplier = (
        await post(a, 'supplier/add', {
          ...supplierOf('南京晨光文具供应链有限公司'),
          creditCode: ` ${code.toLowerCase()} `,
          email: 'sales@chenguang.example',
          bankName: '中国银行南京分行',
          bankAccount: '6217 0000 1234 5678',
          regionCodes: ['320000', '320100', '320102'],
          address: '中山路 18 号',
          referrerId: referrer.id,
          labelIds: [label.id, other.id, label.id],
        })
      ).data;
      expect(supplier).toMatchObject({
        name: '南京晨光文具供应链有限公司',
        creditCode: code,
        bankAccount: '6217000012345678',
        regionName: '江苏省 南京市 玄武区',
        referrerName: '张介绍',
        state: 1,
        goodsCount: 0,
        purchaseCount: 0,
      });
      expect(supplier.labels.map((l: { labelName: string }) => l.labelName).sort()).toEqual([
        '待评估',
        '长期合作',
      ]);
      await addSupplier(a, '苏州得力办公用品有限公司', { regionCodes: ['320000', '320500'] });

      const find = async (filter: Record<string, unknown>) =>
        (await post(a, 'supplier/page', { current: 1, size: 10, ...filter })).data.map(
          (s: { name: string }) => s.name,
        );
      expect(await find({ supplierName: '晨光' })).toEqual(['南京晨光文具供应链有限公司']);
      expect(await find({ supplierName: code.slice(0, 12) })).toContain('南京晨光文具供应链有限公司');
      expect(await find({ labelId: label.id })).toEqual(['南京晨光文具供应链有限公司']);
      expect(await find({ referrerId: referrer.id })).toEqual(['南京晨光文具供应链有限公司']);
      expect(await find({ regionCode: '320500' })).toEqual(['苏州得力办公用品有限公司']);
      expect(await find({ regionCode: '320000', sortBy: 'name', sortType: 'asc' })).toHaveLength(2);
      expect(await find({ createdTimeStart: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
      expect(await find({ state: 2 })).toEqual([]);
      const backwards = await post(a, 'supplier/page', {
        createdTimeStart: '2026-11-20T00:00:00Z',
        createdTimeEnd: '2026-11-01T00:00:00Z',
      });
      expect(backwards.status).toBe(400);
    });

    it('refuses bad input with a translated 1111 and the fields', async () => {
      const bad = await post(
        a,
        'supplier/add',
        {
          name: 'x'.repeat(101),
          creditCode: '91320100MA0000001',
          contactName: '',
          contactPhone: '12345',
          email: 'not-an-email',
          bankAccount: 'abc',
          labelIds: [],
        },
        'en',
      );
      expect(bad).toMatchObject({ status: 400, code: '1111' });
      expect(bad.data.fields).toMatchObject({
        name: 'The supplier name may have at most 100 characters',
        creditCode: expect.stringContaining('not valid'),
        contactName: 'Enter the contact name',
        contactPhone: expect.stringContaining('phone'),
        email: 'The email address is not valid',
        bankAccount: 'The bank account must be 6 to 30 digits',
      });
      const region = await post(
        a,
        'supplier/add',
        supplierOf('地区错', { regionCodes: ['320000', '110100'] }),
      );
      expect(region).toMatchObject({ code: '1111', msg: '所在地区不正确' });
      const nul = await post(a, 'supplier/add', supplierOf('名\u0000称'));
      expect(nul.status).toBe(400);
    });

    it('keeps names and credit codes unique per partner, not across partners', async () => {
      const first = await addSupplier(a, '上海联想电子科技有限公司');
      const sameName = await post(a, 'supplier/add', supplierOf('上海联想电子科技有限公司'));
      expect(sameName).toMatchObject({ code: '1111', msg: '供应商名称“上海联想电子科技有限公司”已存在' });
      const sameCode = await post(a, 'supplier/add', supplierOf('另一家', { creditCode: first.creditCode }));
      expect(sameCode.msg).toContain(first.creditCode);
      // Partner B may have the same supplier.
      await addSupplier(b, '上海联想电子科技有限公司', { creditCode: first.creditCode });
      // An edit keeps its own name; taking another's is refused.
      const second = await addSupplier(a, '杭州海康威视数字技术有限公司');
      const renamed = await post(a, 'supplier/update', {
        ...supplierOf('上海联想电子科技有限公司', { creditCode: second.creditCode }),
        id: second.id,
      });
      expect(renamed.code).toBe('1111');
      const kept = await post(a, 'supplier/update', {
        ...supplierOf('杭州海康威视数字技术有限公司', { creditCode: second.creditCode }),
        id: second.id,
        remark: '安防设备',
      });
      expect(kept).toMatchObject({ code: '0000', data: { remark: '安防设备' } });
    });

    it('disables and enables with audit rows, and refuses a repeat', async () => {
      const supplier = await addSupplier(a, '北京京东世纪贸易有限公司');
      const disabled = await post(a, 'supplier/disable', { id: supplier.id });
      expect(disabled).toMatchObject({ code: '0000', msg: '供应商已停用', data: { state: 2 } });
      expect(await post(a, 'supplier/disable', { id: supplier.id })).toMatchObject({
        code: '1111',
        msg: '该供应商已停用',
      });
      const counts = (await get(a, 'supplier/state/counts')).data;
      expect(counts['2']).toBe(1);
      expect((await post(a, 'supplier/search', { keyword: '京东' })).data).toEqual([]);
      expect((await post(a, 'supplier/enable', { id: supplier.id })).data.state).toBe(1);
      expect((await post(a, 'supplier/enable', { id: supplier.id })).code).toBe('1111');
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.partnerId, a.partnerId), eq(auditLog.entityId, String(supplier.id))));
      expect(audits.map((row) => row.action).sort()).toEqual(['scm.supplier.disable', 'scm.supplier.enable']);
    });

    it('deletes a supplier nothing refers to, and refuses one with goods or purchase orders', async () => {
      const free = await addSupplier(a, '无业务供应商', { labelIds: [] });
      expect(await post(a, 'supplier/delete', { id: free.id })).toMatchObject({
        code: '0000',
        msg: '供应商已删除',
      });
      expect((await get(a, `supplier/detail?id=${free.id}`)).code).toBe('1111');

      const busy = await addSupplier(a, '有商品供应商');
      await givenScmGoods(t.database.db, a.partnerId, busy.id, { skus: [{ costPrice: '10.00' }] });
      const refused = await post(a, 'supplier/delete', { id: busy.id });
      expect(refused).toMatchObject({
        code: '1111',
        msg: '该供应商有 1 个供应链商品、0 张采购单，不能删除；可停用',
      });
      expect((await get(a, `supplier/detail?id=${busy.id}`)).data.goodsCount).toBe(1);

      const bought = await addSupplier(a, '有采购供应商');
      const { skus } = await givenScmGoods(t.database.db, a.partnerId, bought.id, {
        skus: [{ costPrice: '3.00' }],
      });
      await t.database.db.transaction((tx) =>
        insertPurchaseOrder(
          tx,
          a,
          {
            ...WAREHOUSE,
            supplierId: bought.id,
            lines: [{ scmSkuId: skus[0].id, quantity: '2' }],
            contractRequired: false,
            invoiceRequired: false,
          },
          { timeZone: t.config.timeZone },
        ),
      );
      expect(await post(a, 'supplier/delete', { id: bought.id })).toMatchObject({
        code: '1111',
        msg: '该供应商有 1 个供应链商品、1 张采购单，不能删除；可停用',
      });
    });

    it("answers another partner's supplier as missing, and changes nothing of it", async () => {
      const mine = await addSupplier(a, '甲方独有供应商');
      for (const url of ['supplier/disable', 'supplier/enable', 'supplier/delete']) {
        expect(await post(b, url, { id: mine.id })).toMatchObject({
          status: 404,
          code: '1111',
          msg: '供应商不存在',
        });
      }
      expect((await get(b, `supplier/detail?id=${mine.id}`)).code).toBe('1111');
      const update = await post(b, 'supplier/update', { ...supplierOf('改名'), id: mine.id });
      expect(update.status).toBe(404);
      const [row] = await t.database.db.select().from(scmSuppliers).where(eq(scmSuppliers.id, mine.id));
      expect(row).toMatchObject({ name: '甲方独有供应商', state: 1 });
      // A's referrer and labels cannot be put on B's suppliers.
      const referrer = (await post(a, 'referrer/add', { name: '甲方推荐人', commissionRate: 1 })).data;
      const label = (await post(a, 'label/add', { labelName: '甲方标签', color: 'blue' })).data;
      expect((await post(b, 'supplier/add', supplierOf('乙方供应商', { referrerId: referrer.id }))).msg).toBe(
        '推荐人不存在',
      );
      expect((await post(b, 'supplier/add', supplierOf('乙方供应商', { labelIds: [label.id] }))).msg).toBe(
        '标签不存在',
      );
      const names = (await post(b, 'supplier/page', { size: 100 })).data.map((s: { name: string }) => s.name);
      expect(names).not.toContain('甲方独有供应商');
    });

    it('exports the filtered suppliers through the export centre', async () => {
      const { rows, header } = await exportAs(t.app, a, '/api/goods/supplier/export', {
        supplierName: '晨光',
      });
      expect(header[0]).toBe('供应商名称');
      expect(rows).toHaveLength(1);
      expect(rows[0][0]).toBe('南京晨光文具供应链有限公司');
      expect(rows[0]).toContain('启用');
    });
  });

  describe('referrers', () => {
    it('keeps the commission rate as an exact decimal and refuses bad rates', async () => {
      const added = await post(a, 'referrer/add', { name: '李推荐', commissionRate: '12.5' });
      expect(added.data).toMatchObject({ commissionRate: '12.50', supplierCount: 0 });
      for (const rate of ['100.01', '-1', '1.234', 'abc', '']) {
        const bad = await post(a, 'referrer/add', { name: `坏比例${rate}`, commissionRate: rate });
        expect(bad.status, rate).toBe(400);
        expect(bad.data.fields.commissionRate).toBe('佣金比例须为 0 到 100 之间的数，最多两位小数');
      }
      expect(
        (await post(a, 'referrer/add', { name: '满比例', commissionRate: '100' })).data.commissionRate,
      ).toBe('100.00');
      expect((await post(a, 'referrer/add', { name: '李推荐', commissionRate: '1' })).msg).toBe(
        '推荐人“李推荐”已存在',
      );
      expect((await post(a, 'referrer/add', { name: 'x'.repeat(31), commissionRate: '1' })).status).toBe(400);
      const changed = await post(a, 'referrer/update', {
        id: added.data.id,
        name: '李推荐',
        commissionRate: '8',
      });
      expect(changed.data.commissionRate).toBe('8.00');
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'scm.referrer.rate'), eq(auditLog.entityId, String(added.data.id))));
      expect(audit).toMatchObject({ before: { commissionRate: '12.50' }, after: { commissionRate: '8' } });
    });

    it('counts the suppliers a referrer introduced, refuses its delete while they name it, or unlinks them', async () => {
      const referrer = (await post(a, 'referrer/add', { name: '王引荐', commissionRate: '2' })).data;
      const one = await addSupplier(a, '引荐一号', { referrerId: referrer.id });
      await addSupplier(a, '引荐二号', { referrerId: referrer.id });
      const listed = (await post(a, 'referrer/page', { name: '王引荐' })).data[0];
      expect(listed.supplierCount).toBe(2);
      expect(await post(a, 'referrer/delete', { id: referrer.id })).toMatchObject({
        code: '1111',
        msg: '有 2 个供应商的推荐人是该推荐人，不能删除；可选择解除关联后删除',
      });
      expect(await post(b, 'referrer/delete', { id: referrer.id, unlink: true })).toMatchObject({
        status: 404,
      });
      expect((await post(a, 'referrer/delete', { id: referrer.id, unlink: true })).code).toBe('0000');
      expect((await get(a, `supplier/detail?id=${one.id}`)).data).toMatchObject({
        referrerId: null,
        referrerName: null,
      });
      const free = (await post(a, 'referrer/add', { name: '无关联', commissionRate: '0' })).data;
      expect((await post(a, 'referrer/delete', { id: free.id })).code).toBe('0000');
    });

    it('exports the referrers', async () => {
      const { rows } = await exportAs(t.app, a, '/api/goods/referrer/export', { name: '李推荐' }, 'en');
      expect(rows).toHaveLength(1);
      expect(rows[0][0]).toBe('李推荐');
      expect(rows[0][2]).toBe('8.00');
    });
  });

  describe('labels', () => {
    it('refuses bad names and colours, and duplicates', async () => {
      const bad = await post(a, 'label/add', { labelName: 'x'.repeat(21), color: 'pink-ish', sort: -1 });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.data.fields).sort()).toEqual(['color', 'labelName', 'sort']);
      await post(a, 'label/add', { labelName: '华东', color: 'cyan' });
      expect((await post(a, 'label/add', { labelName: '华东', color: 'blue' })).msg).toBe('标签“华东”已存在');
      expect((await post(b, 'label/add', { labelName: '华东', color: 'blue' })).code).toBe('0000');
    });

    it('counts suppliers and SCM goods carrying a label, and deletes it with its links', async () => {
      const label = (await post(a, 'label/add', { labelName: '电子产品', color: 'geekblue', sort: 3 })).data;
      const supplier = await addSupplier(a, '深圳华强电子有限公司', { labelIds: [label.id] });
      const { goods } = await givenScmGoods(t.database.db, a.partnerId, supplier.id, {
        skus: [{ costPrice: '5.00' }],
        state: ScmGoodsState.onOffer,
      });
      await t.database.db
        .insert(scmGoodsLabels)
        .values({ partnerId: a.partnerId, scmGoodsId: goods.id, labelId: label.id });
      const row = (await post(a, 'label/page', { labelName: '电子' })).data[0];
      expect(row).toMatchObject({ labelName: '电子产品', supplierCount: 1, goodsCount: 1 });
      expect((await post(b, 'label/delete', { id: label.id })).status).toBe(404);
      const updated = await post(a, 'label/update', {
        id: label.id,
        labelName: '电子元器件',
        color: 'purple',
        sort: 1,
      });
      expect(updated.data).toMatchObject({ labelName: '电子元器件', color: 'purple', supplierCount: 1 });
      expect((await post(a, 'label/delete', { id: label.id })).code).toBe('0000');
      const links = await t.database.db
        .select()
        .from(scmSupplierLabels)
        .where(eq(scmSupplierLabels.labelId, label.id));
      const goodsLinks = await t.database.db
        .select()
        .from(scmGoodsLabels)
        .where(eq(scmGoodsLabels.labelId, label.id));
      expect([links.length, goodsLinks.length]).toEqual([0, 0]);
      expect((await get(a, `supplier/detail?id=${supplier.id}`)).data.labels).toEqual([]);
    });
  });

  it('lists, disables and enables suppliers with the ops command', async () => {
    const supplier = await addSupplier(a, '运维停用供应商');
    const [partner] = await t.database.db.select().from(partners).where(eq(partners.id, a.partnerId));
    const ops = (args: string[]) =>
      runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'supplier', args);
    expect((await ops(['list', partner.partnerNo])).output).toContain('运维停用供应商');
    expect(await ops(['disable', partner.partnerNo, String(supplier.id)])).toEqual({
      ok: true,
      output: `supplier ${supplier.id} disabled: 运维停用供应商`,
    });
    expect(await ops(['disable', partner.partnerNo, String(supplier.id)])).toMatchObject({
      ok: false,
      output: expect.stringContaining('disabled already'),
    });
    expect((await ops(['enable', partner.partnerNo, String(supplier.id)])).output).toContain('enabled');
    // Another partner's supplier answers as missing.
    const [other] = await t.database.db.select().from(partners).where(eq(partners.id, b.partnerId));
    expect((await ops(['disable', other.partnerNo, String(supplier.id)])).ok).toBe(false);
  });

  it('gives a sub-account without scm:edit 0002 on every write, and lets a viewer read', async () => {
    const viewer = await createAccount(t.database.db, a.partnerId, {
      authorities: ['/scm/supplier', '/scm/referrer', '/scm/label'].map(viewCodeOf),
    });
    const token = { token: await sessionTokenFor(t.database.db, a.partnerId, viewer.id) };
    expect((await post(token, 'supplier/page', {})).code).toBe('0000');
    expect((await post(token, 'referrer/page', {})).code).toBe('0000');
    expect((await post(token, 'label/page', {})).code).toBe('0000');
    const writes: [string, unknown][] = [
      ['supplier/add', supplierOf('无权新增')],
      ['supplier/update', { ...supplierOf('无权修改'), id: 1 }],
      ['supplier/disable', { id: 1 }],
      ['supplier/enable', { id: 1 }],
      ['supplier/delete', { id: 1 }],
      ['referrer/add', { name: '无权', commissionRate: '1' }],
      ['referrer/update', { id: 1, name: '无权', commissionRate: '1' }],
      ['referrer/delete', { id: 1 }],
      ['label/add', { labelName: '无权', color: 'red' }],
      ['label/update', { id: 1, labelName: '无权', color: 'red' }],
      ['label/delete', { id: 1 }],
    ];
    for (const [url, payload] of writes) expect((await post(token, url, payload)).code, url).toBe('0002');
    const editor = await createAccount(t.database.db, a.partnerId, {
      authorities: [viewCodeOf('/scm/label'), 'scm:edit'],
    });
    const editorToken = { token: await sessionTokenFor(t.database.db, a.partnerId, editor.id) };
    expect((await post(editorToken, 'label/add', { labelName: '有权', color: 'lime' })).code).toBe('0000');
    expect((await post(editorToken, 'supplier/page', {})).code).toBe('0002');
  });
});
