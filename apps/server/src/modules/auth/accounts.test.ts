import { ALL_AUTHORITIES } from '@portal/shared/menu';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit.table';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAccount,
  createPartner,
  givenPartnerAdmin,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../test/fixtures';
import { postLogin, signIn } from './auth.fixtures';
import { accounts, roleAuthorities } from './auth.table';

type Lang = 'zh-CN' | 'zh-TW' | 'en';

describe('sub-accounts and roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (actor: { token: string }, url: string, payload: unknown, lang?: Lang) =>
    injectAs(t.app, actor, { method: 'POST', url, payload: payload as Record<string, unknown>, lang });
  const get = (actor: { token: string }, url: string, lang?: Lang) =>
    injectAs(t.app, actor, { method: 'GET', url, lang });

  const createRole = async (actor: TestActor, roleName: string, authorities: string[]) => {
    const res = await post(actor, '/api/auth/roles', { roleName, authorities });
    expect(res.json().code).toBe('0000');
    return res.json().data.id as number;
  };

  let seq = 0;
  const username = () => {
    seq += 1;
    return `sub-${Date.now().toString(36)}-${seq}`;
  };

  it('refuses a sub-account without account:edit with 0002 (HTTP 403)', async () => {
    const partner = await createPartner(t.database.db);
    const staff = await createAccount(t.database.db, partner.id, { authorities: ['index:view'] });
    const token = await sessionTokenFor(t.database.db, partner.id, staff.id);
    for (const url of ['/api/auth/accounts', '/api/auth/roles', '/api/auth/authorities']) {
      const res = await get({ token }, url, 'en');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: '0002',
        msg: 'No permission, please contact your administrator',
        success: false,
        data: null,
      });
    }
    const write = await post({ token }, '/api/auth/allocate', { roleId: 1, authorities: [] });
    expect(write.json()).toMatchObject({ code: '0002', msg: '暂无权限，请联系管理员' });
  });

  it('creates a role and a sub-account that signs in with exactly its authorities', async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    const roleId = await createRole(admin, '订单专员', ['index:view', 'ucenter:profile:view']);
    const name = username();
    const created = await post(
      admin,
      '/api/auth/accounts',
      { username: name, nickName: '小王', mobile: '13912345678', password: 'Staff1234', roleIds: [roleId] },
      'en',
    );
    expect(created.json()).toMatchObject({
      code: '0000',
      msg: 'Account saved',
      data: { id: expect.any(Number) },
    });

    const list = await get(admin, `/api/auth/accounts?username=${name}`);
    expect(list.json()).toMatchObject({
      code: '0000',
      total: 1,
      data: [
        {
          id: created.json().data.id,
          username: name,
          nickName: '小王',
          mobile: '13912345678',
          enabled: true,
          isAdmin: false,
          roles: [{ id: roleId, roleName: '订单专员' }],
          lastLoginTime: null,
        },
      ],
    });

    const staff = await signIn(t.app, name, 'Staff1234');
    const profile = (await get(staff, '/api/auth/account/profile')).json().data;
    expect(profile.roleList).toEqual([{ roleName: '订单专员' }]);
    expect(profile.authorityList.map((a: { authorityMark: string }) => a.authorityMark).sort()).toEqual([
      'index:view',
      'ucenter:profile:view',
    ]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.partnerId, admin.partnerId));
    expect(audit.map((a) => a.action)).toEqual(['role.create', 'account.create']);
  });

  it('pages and filters the account list', async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    for (let i = 0; i < 3; i += 1) {
      await createAccount(t.database.db, admin.partnerId, {
        username: `${admin.username}-s${i}`,
        enabled: i !== 2,
      });
    }
    const first = (await get(admin, '/api/auth/accounts?current=1&size=10')).json();
    expect(first.total).toBe(4);
    expect(first.data[0]).toMatchObject({ username: admin.username, isAdmin: true });
    const page2 = (await get(admin, '/api/auth/accounts?current=2&size=10')).json();
    expect(page2).toMatchObject({ total: 4, data: [] });
    const disabled = (await get(admin, '/api/auth/accounts?enabled=false')).json();
    expect(disabled.data.map((a: { username: string }) => a.username)).toEqual([`${admin.username}-s2`]);
    const sorted = (await get(admin, '/api/auth/accounts?sortBy=username&sortType=desc')).json();
    expect(sorted.data[0].username).toBe(`${admin.username}-s2`);
    const badSize = await get(admin, '/api/auth/accounts?size=15', 'en');
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().data.fields.size).toBe('page size must be one of 10, 20, 30, 40, 50, 100');
  });

  it('refuses taken usernames and mobiles', async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    const base = { nickName: 'x', password: 'Staff1234', roleIds: [] };
    const taken = await post(admin, '/api/auth/accounts', {
      ...base,
      username: admin.username.toUpperCase(),
    });
    expect(taken.json()).toMatchObject({ code: '1111', msg: '用户名已被使用' });
    await post(admin, '/api/auth/accounts', { ...base, username: username(), mobile: '13911112222' });
    const mobile = await post(
      admin,
      '/api/auth/accounts',
      { ...base, username: username(), mobile: '13911112222' },
      'en',
    );
    expect(mobile.json()).toMatchObject({
      code: '1111',
      msg: 'Another account already uses this mobile number',
    });
  });

  it('replaces a role set with allocate and the holder sees it on the next request', async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    const roleId = await createRole(admin, '客服', ['index:view']);
    const staff = await createAccount(t.database.db, admin.partnerId);
    await post(admin, '/api/auth/accounts/update', { id: staff.id, nickName: '客服一', roleIds: [roleId] });
    const token = await sessionTokenFor(t.database.db, admin.partnerId, staff.id);

    const res = await post(
      admin,
      '/api/auth/allocate',
      { roleId, authorities: ['index:notice', 'ucenter:notice:view'] },
      'en',
    );
    expect(res.json()).toMatchObject({ code: '0000', msg: 'Authorities allocated' });
    const codes = await t.database.db
      .select({ authority: roleAuthorities.authority })
      .from(roleAuthorities)
      .where(and(eq(roleAuthorities.partnerId, admin.partnerId), eq(roleAuthorities.roleId, roleId)));
    expect(codes.map((c) => c.authority).sort()).toEqual(['index:notice', 'ucenter:notice:view']);
    const profile = (await get({ token }, '/api/auth/account/profile')).json().data;
    expect(profile.authorityList.map((a: { authorityMark: string }) => a.authorityMark).sort()).toEqual([
      'index:notice',
      'ucenter:notice:view',
    ]);
    const roles = (await get(admin, '/api/auth/roles')).json().data;
    expect(roles).toEqual([
      {
        id: roleId,
        roleName: '客服',
        remark: null,
        authorities: ['index:notice', 'ucenter:notice:view'],
        accountCount: 1,
        createdTime: expect.any(String),
      },
    ]);
  });

  it('refuses authority codes outside the catalogue', async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    const roleId = await createRole(admin, '测试', []);
    const res = await post(
      admin,
      '/api/auth/allocate',
      { roleId, authorities: ['index:view', 'root:all'] },
      'zh-TW',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ 'authorities.1': '不存在的權限編碼' });
  });

  it('does not delete a role in use', async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    const roleId = await createRole(admin, '在用角色', ['index:view']);
    const staff = await createAccount(t.database.db, admin.partnerId);
    await post(admin, '/api/auth/accounts/update', { id: staff.id, nickName: 'x', roleIds: [roleId] });
    const refused = await post(admin, '/api/auth/roles/delete', { id: roleId }, 'en');
    expect(refused.json()).toMatchObject({
      code: '1111',
      msg: 'The role is held by 1 account(s) and cannot be deleted',
    });
    await post(admin, '/api/auth/accounts/update', { id: staff.id, nickName: 'x', roleIds: [] });
    expect((await post(admin, '/api/auth/roles/delete', { id: roleId })).json()).toMatchObject({
      code: '0000',
      msg: '角色已删除',
    });
    expect((await get(admin, '/api/auth/roles')).json().data).toEqual([]);
  });

  it('renames roles but refuses a duplicate name', async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    const a = await createRole(admin, '甲', []);
    await createRole(admin, '乙', []);
    const dup = await post(admin, '/api/auth/roles', { roleName: '甲' });
    expect(dup.json()).toMatchObject({ code: '1111', msg: '角色名称已存在' });
    const clash = await post(admin, '/api/auth/roles/update', { id: a, roleName: '乙' });
    expect(clash.json().msg).toBe('角色名称已存在');
    const renamed = await post(admin, '/api/auth/roles/update', { id: a, roleName: '丙', remark: '备注' });
    expect(renamed.json().code).toBe('0000');
  });

  it('disables a sub-account: its sessions end and sign-in answers 0008', async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    const staff = await createAccount(t.database.db, admin.partnerId);
    const staffActor = await signIn(t.app, staff.username);
    const res = await post(admin, '/api/auth/accounts/enable', { id: staff.id, enabled: false }, 'en');
    expect(res.json()).toMatchObject({
      code: '0000',
      msg: 'Account disabled; all its sessions were signed out',
    });
    const after = await get(staffActor, '/api/auth/account/profile');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('0001');
    const login = await postLogin(t.app, { username: staff.username });
    expect(login.statusCode).toBe(423);
    expect(login.json()).toMatchObject({ code: '0008', msg: '您的账号已被停用，请联系企业管理员' });

    await post(admin, '/api/auth/accounts/enable', { id: staff.id, enabled: true });
    expect((await postLogin(t.app, { username: staff.username })).statusCode).toBe(200);
  });

  it('never disables or gives roles to the partner admin', async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    const roleId = await createRole(admin, '角色', []);
    const disable = await post(admin, '/api/auth/accounts/enable', { id: admin.accountId, enabled: false });
    expect(disable.json()).toMatchObject({
      code: '1111',
      msg: '企业管理员拥有全部权限，不能停用或修改其角色',
    });
    const demote = await post(admin, '/api/auth/accounts/update', {
      id: admin.accountId,
      nickName: 'x',
      roleIds: [roleId],
    });
    expect(demote.json().code).toBe('1111');
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, admin.accountId));
    expect(row).toMatchObject({ isAdmin: true, enabled: true });
  });

  it("resets a sub-account's password and ends its sessions", async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    const staff = await createAccount(t.database.db, admin.partnerId);
    const staffActor = await signIn(t.app, staff.username);
    const res = await post(admin, '/api/auth/accounts/password/reset', {
      id: staff.id,
      password: 'Reset12345',
    });
    expect(res.json()).toMatchObject({ code: '0000', msg: '密码已重置，该账号需使用新密码重新登录' });
    expect((await get(staffActor, '/api/auth/account/profile')).statusCode).toBe(401);
    expect((await postLogin(t.app, { username: staff.username, password: 'Reset12345' })).statusCode).toBe(
      200,
    );
  });

  it('lets a delegate with account:edit grant only what it holds itself', async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    const delegate = await createAccount(t.database.db, admin.partnerId, {
      authorities: ['account:edit', 'account:index:view', 'index:view'],
    });
    const token = await sessionTokenFor(t.database.db, admin.partnerId, delegate.id);
    const beyond = await post({ token }, '/api/auth/roles', {
      roleName: '越权',
      authorities: ['usercenter:paybackaccount'],
    });
    expect(beyond.json()).toMatchObject({ code: '1111', msg: '不能授予超出自己权限范围的权限' });
    const within = await post({ token }, '/api/auth/roles', {
      roleName: '首页',
      authorities: ['index:view'],
    });
    expect(within.json().code).toBe('0000');
    const adminRole = await createRole(admin, '回款', ['usercenter:paybackaccount']);
    const assign = await post({ token }, '/api/auth/accounts', {
      username: username(),
      nickName: 'x',
      password: 'Staff1234',
      roleIds: [adminRole],
    });
    expect(assign.json().msg).toBe('不能授予超出自己权限范围的权限');
    const adminPassword = await post({ token }, '/api/auth/accounts/password/reset', {
      id: admin.accountId,
      password: 'Hijack1234',
    });
    expect(adminPassword.json()).toMatchObject({
      code: '1111',
      msg: '该账号拥有超出您权限范围的权限，您不能修改该账号',
    });
  });

  it('refuses every action of a delegate on an account holding more than it does, the admin included', async () => {
    const db = t.database.db;
    const admin = await givenPartnerAdmin(db);
    const own = ['account:edit', 'account:index:view', 'index:view'];
    const delegate = await createAccount(db, admin.partnerId, { authorities: own });
    const stronger = await createAccount(db, admin.partnerId, {
      authorities: [...own, 'usercenter:paybackaccount'],
    });
    const weaker = await createAccount(db, admin.partnerId, { authorities: ['index:view'] });
    const actor = { token: await sessionTokenFor(db, admin.partnerId, delegate.id) };

    const refused = {
      code: '1111',
      msg: 'This account holds authorities you do not hold; you cannot change it',
    };
    for (const target of [stronger.id, admin.accountId]) {
      const attempts = [
        post(actor, '/api/auth/accounts/password/reset', { id: target, password: 'Hijack1234' }, 'en'),
        post(actor, '/api/auth/accounts/enable', { id: target, enabled: false }, 'en'),
        post(actor, '/api/auth/accounts/update', { id: target, nickName: 'taken', roleIds: [] }, 'en'),
      ];
      for (const res of await Promise.all(attempts)) expect(res.json()).toMatchObject(refused);
    }
    const hijack = await postLogin(t.app, { username: stronger.username, password: 'Hijack1234' });
    expect(hijack.json().msg).toBe('用户名或密码错误');
    const [row] = await db.select().from(accounts).where(eq(accounts.id, stronger.id));
    expect(row).toMatchObject({ nickName: stronger.nickName, enabled: true });
    const audit = await db.select().from(auditLog).where(eq(auditLog.partnerId, admin.partnerId));
    expect(audit).toEqual([]);

    // Accounts within its own authorities, itself included, stay in its hands.
    const reset = await post(actor, '/api/auth/accounts/password/reset', {
      id: weaker.id,
      password: 'Reset12345',
    });
    expect(reset.json().code).toBe('0000');
    const renamed = await post(actor, '/api/auth/accounts/update', {
      id: delegate.id,
      nickName: 'me',
      roleIds: (await get(admin, `/api/auth/accounts?username=${delegate.username}`))
        .json()
        .data[0].roles.map((r: { id: number }) => r.id),
    });
    expect(renamed.json().code).toBe('0000');

    const manageable = async (who: { token: string }) =>
      Object.fromEntries(
        (await get(who, '/api/auth/accounts?size=100'))
          .json()
          .data.map((r: { id: number; manageable: boolean }) => [r.id, r.manageable]),
      );
    expect(await manageable(actor)).toEqual({
      [admin.accountId]: false,
      [delegate.id]: true,
      [stronger.id]: false,
      [weaker.id]: true,
    });
    expect(Object.values(await manageable(admin))).toEqual([true, true, true, true]);
  });

  it('serves the authority catalogue as the menu tree', async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    const tree = (await get(admin, '/api/auth/authorities')).json().data;
    const account = tree.find((g: { key: string }) => g.key === 'account');
    expect(account).toEqual({
      key: 'account',
      title: '账号',
      children: [
        {
          path: '/account/index',
          title: '子账号',
          hidden: false,
          delivered: true,
          viewCode: 'account:index:view',
          actions: ['account:edit'],
        },
        {
          path: '/account/role',
          title: '角色权限',
          hidden: false,
          delivered: true,
          viewCode: 'account:role:view',
          actions: ['account:edit'],
        },
      ],
    });
    const codes = tree.flatMap((g: { children: { viewCode: string; actions: string[] }[] }) =>
      g.children.flatMap((c) => [c.viewCode, ...c.actions]),
    );
    expect([...new Set(codes)].sort()).toEqual([...ALL_AUTHORITIES].sort());
  });
});

describe('two partners', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let aStaffId: number;
  let aRoleId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    aStaffId = (await createAccount(t.database.db, a.partnerId, { username: `${a.username}-staff` })).id;
    const res = await injectAs(t.app, a, {
      method: 'POST',
      url: '/api/auth/roles',
      payload: { roleName: 'A 的角色', authorities: ['index:view'] },
    });
    aRoleId = res.json().data.id;
  });
  afterAll(() => t.close());

  const asB = (url: string, payload: Record<string, unknown>) =>
    injectAs(t.app, b, { method: 'POST', url, payload, lang: 'en' });

  const expectMissing = (
    res: { statusCode: number; json: () => { code: string; msg: string } },
    msg: string,
  ) => {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '1111', msg });
  };

  it("lists only B's own accounts and roles", async () => {
    const accountsOfB = (
      await injectAs(t.app, b, { method: 'GET', url: '/api/auth/accounts?size=100' })
    ).json();
    expect(accountsOfB.total).toBe(1);
    expect(accountsOfB.data.map((x: { id: number }) => x.id)).toEqual([b.accountId]);
    const found = (
      await injectAs(t.app, b, { method: 'GET', url: `/api/auth/accounts?username=${a.username}` })
    ).json();
    expect(found).toMatchObject({ total: 0, data: [] });
    expect((await injectAs(t.app, b, { method: 'GET', url: '/api/auth/roles' })).json().data).toEqual([]);
  });

  it("cannot change A's accounts by id", async () => {
    expectMissing(
      await asB('/api/auth/accounts/update', { id: aStaffId, nickName: 'hacked', roleIds: [] }),
      'No such account',
    );
    expectMissing(
      await asB('/api/auth/accounts/enable', { id: aStaffId, enabled: false }),
      'No such account',
    );
    expectMissing(
      await asB('/api/auth/accounts/password/reset', { id: aStaffId, password: 'Hacked1234' }),
      'No such account',
    );
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, aStaffId));
    expect(row).toMatchObject({ nickName: `${a.username}-staff`, enabled: true });
  });

  it("cannot use, change or delete A's roles by id", async () => {
    expectMissing(await asB('/api/auth/roles/update', { id: aRoleId, roleName: 'hacked' }), 'No such role');
    expectMissing(await asB('/api/auth/roles/delete', { id: aRoleId }), 'No such role');
    expectMissing(
      await asB('/api/auth/allocate', { roleId: aRoleId, authorities: ['account:edit'] }),
      'No such role',
    );
    expectMissing(
      await asB('/api/auth/accounts', {
        username: `${b.username}-x`,
        nickName: 'x',
        password: 'Staff1234',
        roleIds: [aRoleId],
      }),
      'No such role',
    );
    const roles = (await injectAs(t.app, a, { method: 'GET', url: '/api/auth/roles' })).json().data;
    expect(roles).toMatchObject([{ id: aRoleId, roleName: 'A 的角色', authorities: ['index:view'] }]);
  });
});
