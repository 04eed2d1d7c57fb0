import { OrderState } from '@portal/shared/contracts/orders';
import { viewCodeOf } from '@portal/shared/menu';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { auditLog } from '../../../platform/audit.table';
import { businessTimeZone, localDayOf } from '../../../platform/local-time';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { cells, exportAs } from '../../../test/exports';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import { insertOrders } from '../../orders/order-intake.service';
import { rollupSums } from '../../orders/order-rollups.service';
import { completedOrderOf } from '../../orders/order.fixtures';
import { partners } from '../../partner/partner.table';
import { customerAssignments } from './sellers.table';

describe('sellers and customers', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let serial = 0;

  const call = async (
    actor: Pick<TestActor, 'token'>,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    lang: 'zh-CN' | 'zh-TW' | 'en' = 'zh-CN',
  ) => {
    const res = await injectAs(t.app, actor, {
      method,
      url: `/api/account/${url}`,
      lang,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, ...res.json() };
  };
  const post = (actor: Pick<TestActor, 'token'>, url: string, payload: object = {}, lang?: 'en') =>
    call(actor, 'POST', url, payload, lang);
  const get = (actor: Pick<TestActor, 'token'>, url: string) => call(actor, 'GET', url);

  /** An order placed through the real intake for the customer, now (a new order awaiting confirmation). */
  const placeOrder = async (partnerId: number, customerName: string, amount: string) => {
    serial += 1;
    const [order] = await t.database.db.transaction((tx) =>
      insertOrders(tx, [
        {
          ...completedOrderOf(partnerId, {
            channelId: null,
            orderNo: `SELLERS${String(serial).padStart(6, '0')}`,
            amount,
            customerName,
            orderTime: new Date(),
          }),
          state: OrderState.awaitingConfirmation,
          confirmDeadline: new Date(Date.now() + 86_400_000),
        },
      ]),
    );
    return order;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
  });
  afterAll(() => t.close());

  describe('sellers', () => {
    it('adds sellers with a unique name, a valid phone and email, answering translated refusals', async () => {
      const added = await post(a, 'seller/add', {
        name: ' 王销售 ',
        phone: '13800001111',
        email: 'wang@example.com',
      });
      expect(added.code).toBe('0000');
      expect(added.msg).toBe('销售人员已新增');
      expect(added.data).toMatchObject({
        name: '王销售',
        phone: '13800001111',
        state: 1,
        customerCount: 0,
        monthDoneCount: 0,
        monthDoneAmount: '0.00',
        monthOrderCount: 0,
        accountId: null,
      });
      const twice = await post(a, 'seller/add', { name: '王销售' }, 'en');
      expect(twice.code).toBe('1111');
      expect(twice.msg).toBe('A seller named "王销售" already exists');
      const bad = await post(a, 'seller/add', { name: '', phone: '123', email: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.msg).toContain('请填写销售人员姓名');
      // Another partner may use the same name.
      expect((await post(b, 'seller/add', { name: '王销售' })).code).toBe('0000');
    });

    it("links a seller to one of the partner's accounts, never another partner's nor one already linked", async () => {
      const staff = await createAccount(t.database.db, a.partnerId, { username: `staff${Date.now()}` });
      const foreign = await createAccount(t.database.db, b.partnerId);
      const linked = await post(a, 'seller/add', { name: '李销售', accountId: staff.id });
      expect(linked.code).toBe('0000');
      expect(linked.data.accountName).toBe(staff.nickName);
      expect((await post(a, 'seller/add', { name: '赵销售', accountId: foreign.id })).msg).toBe(
        '关联的账号不存在',
      );
      expect((await post(a, 'seller/add', { name: '赵销售', accountId: staff.id })).msg).toBe(
        '该账号已关联其他销售人员',
      );
      const accounts = await post(a, 'seller/accounts', { keyword: '' });
      expect(accounts.data.find((row: { id: number }) => row.id === staff.id)).toMatchObject({
        sellerId: linked.data.id,
        sellerName: '李销售',
      });
      expect(accounts.data.some((row: { id: number }) => row.id === foreign.id)).toBe(false);
      // Editing keeps its own link, and may drop it.
      const edited = await post(a, 'seller/update', {
        id: linked.data.id,
        name: '李销售',
        accountId: staff.id,
        remark: '华东区',
      });
      expect(edited.data.remark).toBe('华东区');
      expect(
        (await post(a, 'seller/update', { id: linked.data.id, name: '李销售' })).data.accountId,
      ).toBeNull();
    });

    it('marks a seller as left and active again, guarded on its state, with audit rows', async () => {
      const { data: seller } = await post(a, 'seller/add', { name: '周销售' });
      const left = await post(a, 'seller/leave', { id: seller.id });
      expect(left.data.state).toBe(2);
      expect((await post(a, 'seller/leave', { id: seller.id })).msg).toBe('该销售人员已离职');
      expect((await post(a, 'seller/reactivate', { id: seller.id })).data.state).toBe(1);
      expect((await post(a, 'seller/reactivate', { id: seller.id })).msg).toBe('该销售人员在职');
      const audits = await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.partnerId, a.partnerId), eq(auditLog.entityId, String(seller.id))));
      expect(audits.map((row) => row.action)).toEqual(
        expect.arrayContaining([
          'analytics.seller.add',
          'analytics.seller.leave',
          'analytics.seller.reactivate',
        ]),
      );
      await post(a, 'seller/leave', { id: seller.id });
    });

    it('pages sellers by name and state, with tab counts', async () => {
      const all = await post(a, 'seller/page', {});
      expect(all.total).toBe(3);
      expect(
        (await post(a, 'seller/page', { state: 2 })).data.map((row: { name: string }) => row.name),
      ).toEqual(['周销售']);
      expect(
        (await post(a, 'seller/page', { name: '1111' })).data.map((row: { name: string }) => row.name),
      ).toEqual(['王销售']);
      expect((await get(a, 'seller/state/counts')).data).toEqual({ 1: 2, 2: 1 });
      expect((await post(a, 'seller/page', { sortBy: 'name', sortType: 'asc', size: 10 })).total).toBe(3);
    });
  });

  describe('customers', () => {
    let wang: number;
    let li: number;
    let zhou: number;
    const sellerId = async (name: string) =>
      (await post(a, 'seller/options', { keyword: name })).data[0].id as number;

    beforeAll(async () => {
      wang = await sellerId('王销售');
      li = await sellerId('李销售');
      zhou = await sellerId('周销售');
    });

    it('adds customers by hand with a unique name, optionally assigned at once', async () => {
      const added = await post(a, 'customer/add', {
        name: '南京市鼓楼区教育局',
        contactName: '陈老师',
        contactPhone: '025-83000000',
        regionCodes: ['320000', '320100', '320106'],
        sellerId: wang,
      });
      expect(added.msg).toBe('客户已新增');
      expect(added.data).toMatchObject({
        sellerId: wang,
        sellerName: '王销售',
        source: 2,
        regionName: '江苏省 南京市 鼓楼区',
        orderCount: 0,
        orderAmount: '0.00',
      });
      expect((await post(a, 'customer/add', { name: '南京市鼓楼区教育局' })).msg).toBe(
        '客户“南京市鼓楼区教育局”已存在',
      );
      expect((await post(a, 'customer/add', { name: '左销售客户', sellerId: zhou })).msg).toBe(
        '销售人员“周销售”已离职，不能分配新客户',
      );
      expect(
        (await post(a, 'customer/add', { name: '区域错误', regionCodes: ['320000', '110100'] })).msg,
      ).toBe('所在地区不正确');
      const history = await get(a, `customer/assignments?id=${added.data.id}`);
      expect(history.data).toEqual([
        expect.objectContaining({ fromSellerId: null, toSellerId: wang, toSellerName: '王销售' }),
      ]);
    });

    it('re-assignment keeps the past credited to the old seller: each seller gets their own orders', async () => {
      const name = '苏州市工业园区管委会';
      await placeOrder(a.partnerId, name, '100.00');
      const [recorded] = (await post(a, 'customer/page', { name })).data;
      expect(recorded).toMatchObject({
        name,
        source: 1,
        sellerId: null,
        orderCount: 1,
        orderAmount: '100.00',
      });
      expect((await post(a, 'customer/assign', { customerIds: [recorded.id], sellerId: wang })).data).toEqual(
        {
          changed: 1,
        },
      );
      await placeOrder(a.partnerId, name, '200.00');
      await placeOrder(a.partnerId, name, '50.50');
      const moved = await post(a, 'customer/assign', { customerIds: [recorded.id], sellerId: li });
      expect(moved.msg).toBe('已分配 1 个客户');
      await placeOrder(a.partnerId, name, '300.00');

      const today = localDayOf(new Date(), businessTimeZone());
      const sums = await rollupSums(t.database.db, {
        partnerId: a.partnerId,
        fact: 'order',
        from: today,
        to: today,
        by: ['seller'],
        members: undefined,
      });
      const bySeller = Object.fromEntries(sums.map((sum) => [sum.sellerId, [sum.orderCount, sum.amount]]));
      expect(bySeller[0]).toEqual([1, '100.00']);
      expect(bySeller[wang]).toEqual([2, '250.50']);
      expect(bySeller[li]).toEqual([1, '300.00']);

      const sellers = (await post(a, 'seller/page', {})).data as Array<{
        id: number;
        monthOrderCount: number;
        monthOrderAmount: string;
        customerCount: number;
      }>;
      expect(sellers.find((row) => row.id === wang)).toMatchObject({
        monthOrderCount: 2,
        monthOrderAmount: '250.50',
      });
      expect(sellers.find((row) => row.id === li)).toMatchObject({
        monthOrderCount: 1,
        monthOrderAmount: '300.00',
        customerCount: 1,
      });
      const [after] = (await post(a, 'customer/page', { name })).data;
      expect(after).toMatchObject({ sellerName: '李销售', orderCount: 4, orderAmount: '650.50' });
      const history = await get(a, `customer/assignments?id=${recorded.id}`);
      expect(
        history.data.map((row: { fromSellerName: string | null; toSellerName: string }) => [
          row.fromSellerName,
          row.toSellerName,
        ]),
      ).toEqual([
        ['王销售', '李销售'],
        [null, '王销售'],
      ]);
      // Re-assigning to the same seller changes nothing and records nothing.
      expect(
        (await post(a, 'customer/assign', { customerIds: [recorded.id], sellerId: li })).data.changed,
      ).toBe(0);
    });

    it('filters by seller, unassigned and source, with a period for the orders columns', async () => {
      const unassigned = await post(a, 'customer/page', { sellerId: 0 });
      expect(unassigned.data.every((row: { sellerId: number | null }) => row.sellerId === null)).toBe(true);
      expect(
        (await post(a, 'customer/page', { sellerId: wang })).data.map((row: { name: string }) => row.name),
      ).toEqual(['南京市鼓楼区教育局']);
      expect((await post(a, 'customer/page', { source: 1 })).total).toBe(1);
      expect((await post(a, 'customer/page', { assigned: true })).total).toBe(2);
      expect((await post(a, 'customer/page', { assigned: false })).total).toBe(0);
      const lastYear = await post(a, 'customer/page', {
        name: '苏州',
        dateFrom: '2025-01-01',
        dateTo: '2025-12-31',
      });
      expect(lastYear.data[0]).toMatchObject({ orderCount: 0, dateFrom: '2025-01-01', dateTo: '2025-12-31' });
      expect((await post(a, 'customer/page', { dateFrom: '2025-02-01', dateTo: '2025-01-01' })).status).toBe(
        400,
      );
      expect((await get(a, 'customer/counts')).data).toEqual({ all: 2, assigned: 2, unassigned: 0 });
    });

    it('assigns and unassigns many at once, each with a history row; a left seller takes none', async () => {
      const c1 = (await post(a, 'customer/add', { name: '批量客户一' })).data.id;
      const c2 = (await post(a, 'customer/add', { name: '批量客户二' })).data.id;
      expect((await post(a, 'customer/assign', { customerIds: [c1, c2], sellerId: zhou })).msg).toBe(
        '销售人员“周销售”已离职，不能分配新客户',
      );
      expect(
        (await post(a, 'customer/assign', { customerIds: [c1, c2, c2], sellerId: wang })).data.changed,
      ).toBe(2);
      expect((await post(a, 'customer/assign', { customerIds: [], sellerId: wang })).status).toBe(400);
      expect((await post(a, 'customer/unassign', { customerIds: [c1] })).data.changed).toBe(1);
      const rows = await t.database.db
        .select()
        .from(customerAssignments)
        .where(and(eq(customerAssignments.partnerId, a.partnerId), eq(customerAssignments.customerId, c1)));
      expect(rows.map((row) => row.toSellerId)).toEqual([wang, null]);
    });

    it('edits contact, region and remark', async () => {
      const [row] = (await post(a, 'customer/page', { name: '批量客户一' })).data;
      const edited = await post(a, 'customer/update', {
        id: row.id,
        contactName: '刘经理',
        contactPhone: '13900002222',
        regionCodes: ['310000', '310100', '310104'],
        address: '漕溪北路1号',
        remark: '重点客户',
      });
      expect(edited.data).toMatchObject({
        contactName: '刘经理',
        regionName: '上海市 徐汇区',
        remark: '重点客户',
      });
      expect((await post(a, 'customer/update', { id: row.id, contactPhone: '12' })).status).toBe(400);
    });

    it('deletes only hand-added customers no order names, and sellers with no customer and no order', async () => {
      const [fromOrders] = (await post(a, 'customer/page', { source: 1 })).data;
      expect((await post(a, 'customer/delete', { id: fromOrders.id })).msg).toBe('该客户来自订单，不能删除');
      const named = (await post(a, 'customer/add', { name: '手工后下单客户' })).data;
      await placeOrder(a.partnerId, '手工后下单客户', '10.00');
      expect((await post(a, 'customer/delete', { id: named.id })).msg).toBe('已有订单使用该客户，不能删除');
      const [free] = (await post(a, 'customer/page', { name: '批量客户一' })).data;
      expect((await post(a, 'customer/delete', { id: free.id })).code).toBe('0000');
      expect((await get(a, `customer/assignments?id=${free.id}`)).code).toBe('1111');

      expect((await post(a, 'seller/delete', { id: wang })).msg).toBe(
        '该销售人员名下有 2 个客户，不能删除；请先将客户分配给其他销售人员',
      );
      const wangCustomers = (await post(a, 'customer/page', { sellerId: wang })).data.map(
        (row: { id: number }) => row.id,
      );
      await post(a, 'customer/unassign', { customerIds: wangCustomers });
      expect((await post(a, 'seller/delete', { id: wang }, 'en')).msg).toBe(
        'Orders are credited to this seller, so it cannot be deleted; mark it as left instead',
      );
      expect((await post(a, 'seller/delete', { id: zhou })).code).toBe('0000');
      expect((await get(a, `seller/detail?id=${zhou}`)).code).toBe('1111');
    });

    it('exports sellers and customers through the export centre', async () => {
      const sellers = await exportAs(t.app, a, '/api/account/seller/export', { state: 1 });
      expect(sellers.header).toEqual(
        cells(
          '姓名 | 联系电话 | 邮箱 | 关联账号 | 状态 | 客户数 | 本月下单数 | 本月下单金额 | 本月成交单数 | 本月成交金额 | 备注 | 创建时间',
        ),
      );
      expect(sellers.rows.map((row) => row[0]).sort()).toEqual(['李销售', '王销售']);
      const customers = await exportAs(t.app, a, '/api/account/customer/export', { name: '苏州' }, 'en');
      expect(customers.rows).toHaveLength(1);
      expect(customers.rows[0][0]).toBe('苏州市工业园区管委会');
      expect(customers.rows[0][1]).toBe('李销售');
      expect(customers.rows[0][2]).toBe('Orders');
      expect(customers.rows[0][9]).toBe('650.50');
    });
  });

  describe('the ops command', () => {
    it('lists the sellers and assigns a customer by names', async () => {
      const [partner] = await t.database.db.select().from(partners).where(eq(partners.id, a.partnerId));
      const run = (...args: string[]) =>
        runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'seller', args);
      const listed = await run('list', partner.partnerNo);
      expect(listed.ok).toBe(true);
      expect(listed.output).toContain('李销售');
      expect(listed.output).toContain('Active');
      const name = '苏州市工业园区管委会';
      expect((await run('assign', partner.partnerNo, name, '王销售')).output).toBe(
        `${name} assigned to 王销售: its next orders are credited to them`,
      );
      expect((await run('assign', partner.partnerNo, name, '王销售')).output).toBe(
        `${name} is already assigned to 王销售`,
      );
      expect(await run('assign', partner.partnerNo, name, '无此人')).toEqual({
        ok: false,
        output: 'The seller does not exist',
      });
      await run('assign', partner.partnerNo, name, '李销售');
    });
  });

  describe('who may see and change them', () => {
    it("gives the other partner nothing of A's sellers and customers, and lets it touch none", async () => {
      const aSeller = (await post(a, 'seller/page', {})).data[0];
      const aCustomer = (await post(a, 'customer/page', {})).data[0];
      expect((await post(b, 'seller/page', {})).data.map((row: { name: string }) => row.name)).toEqual([
        '王销售',
      ]);
      expect((await post(b, 'customer/page', {})).total).toBe(0);
      expect((await get(b, `seller/detail?id=${aSeller.id}`)).code).toBe('1111');
      expect((await post(b, 'seller/update', { id: aSeller.id, name: '乙改名' })).code).toBe('1111');
      expect((await post(b, 'seller/leave', { id: aSeller.id })).code).toBe('1111');
      expect((await post(b, 'seller/delete', { id: aSeller.id })).code).toBe('1111');
      expect((await post(b, 'customer/update', { id: aCustomer.id, remark: 'x' })).code).toBe('1111');
      expect((await post(b, 'customer/delete', { id: aCustomer.id })).code).toBe('1111');
      expect((await get(b, `customer/assignments?id=${aCustomer.id}`)).code).toBe('1111');
      const bSeller = (await post(b, 'seller/page', {})).data[0];
      expect(
        (await post(b, 'customer/assign', { customerIds: [aCustomer.id], sellerId: bSeller.id })).code,
      ).toBe('1111');
      expect(
        (await post(a, 'customer/assign', { customerIds: [aCustomer.id], sellerId: bSeller.id })).code,
      ).toBe('1111');
      expect((await post(a, 'customer/page', { name: aCustomer.name })).data[0].sellerId).toBe(
        aCustomer.sellerId,
      );
    });

    it('lets a viewer without seller:edit read but not write (0002)', async () => {
      const viewer = await createAccount(t.database.db, a.partnerId, {
        authorities: [viewCodeOf('/seller/list'), viewCodeOf('/seller/customer')],
      });
      const token = { token: await sessionTokenFor(t.database.db, a.partnerId, viewer.id) };
      expect((await post(token, 'seller/page', {})).code).toBe('0000');
      expect((await post(token, 'customer/page', {})).code).toBe('0000');
      expect((await post(token, 'seller/add', { name: '越权' })).code).toBe('0002');
      expect((await post(token, 'seller/accounts', {})).code).toBe('0002');
      const [customer] = (await post(a, 'customer/page', {})).data;
      expect((await post(token, 'customer/unassign', { customerIds: [customer.id] })).code).toBe('0002');
      expect((await post(token, 'customer/add', { name: '越权客户' })).code).toBe('0002');
      const stranger = await createAccount(t.database.db, a.partnerId, {
        authorities: [viewCodeOf('/order/index')],
      });
      const strangerToken = { token: await sessionTokenFor(t.database.db, a.partnerId, stranger.id) };
      expect((await post(strangerToken, 'seller/page', {})).code).toBe('0002');
      expect((await post(strangerToken, 'customer/page', {})).code).toBe('0002');
    });
  });
});
