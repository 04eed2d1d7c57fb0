import { Authority } from '@portal/shared/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit.table';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../test/fixtures';

type Lang = 'zh-CN' | 'zh-TW' | 'en';

describe('payback accounts', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
  });
  afterAll(() => t.close());

  const post = (actor: TestActor, url: string, payload: unknown, lang?: Lang) =>
    injectAs(t.app, actor, {
      method: 'POST',
      url: `/api/account/payback/${url}`,
      payload: payload as object,
      lang,
    });

  const add = async (actor: TestActor, input: Record<string, unknown>) => {
    const res = await post(actor, 'add', input);
    expect(res.json()).toMatchObject({ code: '0000', success: true });
    return res.json().data as { id: number; companyName: string };
  };

  it('adds, lists newest first, updates and deletes, trimming the fields', async () => {
    const first = await add(a, {
      companyName: '  上海回款一公司 ',
      accountName: '6222 0001',
      bankName: '工商银行',
    });
    expect(first).toMatchObject({
      companyName: '上海回款一公司',
      accountName: '6222 0001',
      bankName: '工商银行',
    });
    const second = await add(a, { companyName: '北京回款二公司', accountName: '', bankName: null });
    expect(second).toMatchObject({ accountName: null, bankName: null });

    const listed = await post(a, 'page', { current: 1, size: 10 });
    expect(listed.json()).toMatchObject({ code: '0000', total: 2 });
    expect(listed.json().data.map((row: { id: number }) => row.id)).toEqual([second.id, first.id]);
    expect(Object.keys(listed.json().data[0]).sort()).toEqual([
      'accountName',
      'bankName',
      'companyName',
      'createdTime',
      'id',
    ]);
    const oldestFirst = await post(a, 'page', {
      current: 1,
      size: 10,
      sortBy: 'createdTime',
      sortType: 'asc',
    });
    expect(oldestFirst.json().data[0].id).toBe(first.id);

    const updated = await post(a, 'update', {
      id: first.id,
      companyName: '上海回款壹公司',
      accountName: '6222 0009',
    });
    expect(updated.json()).toMatchObject({
      code: '0000',
      data: { id: first.id, companyName: '上海回款壹公司', accountName: '6222 0009', bankName: null },
    });

    const deleted = await post(a, 'delete', { id: second.id }, 'en');
    expect(deleted.json()).toMatchObject({ code: '0000', msg: 'Deleted', data: null });
    expect((await post(a, 'page', {})).json().total).toBe(1);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, a.partnerId), eq(auditLog.entity, 'payback_account')));
    expect(audits.map((row) => row.action).sort()).toEqual(['add', 'add', 'delete', 'update']);
  });

  it('filters by company and account name (contains)', async () => {
    await add(a, { companyName: '杭州百分_公司', accountName: '8888' });
    const byCompany = await post(a, 'page', { companyName: '百分_' });
    expect(byCompany.json().data.map((r: { companyName: string }) => r.companyName)).toEqual([
      '杭州百分_公司',
    ]);
    // '%' and '_' are matched literally.
    expect((await post(a, 'page', { companyName: '%' })).json().total).toBe(0);
    expect((await post(a, 'page', { accountName: '888' })).json().total).toBe(1);
  });

  it.each<[Lang, string, string, string, string]>([
    [
      'zh-CN',
      '回款公司名称不能为空',
      '回款公司名称不能超过 20 个字符',
      '回款账户不能超过 20 个字符',
      '回款银行不能超过 100 个字符',
    ],
    [
      'zh-TW',
      '回款公司名稱不能為空',
      '回款公司名稱不能超過 20 個字元',
      '回款帳戶不能超過 20 個字元',
      '回款銀行不能超過 100 個字元',
    ],
    [
      'en',
      'Payback company name cannot be empty',
      'Payback company name must be at most 20 characters',
      'Payback account must be at most 20 characters',
      'Payback bank must be at most 100 characters',
    ],
  ])(
    'validates in %s with the spec messages',
    async (lang, required, companyTooLong, accountTooLong, bankTooLong) => {
      for (const input of [{}, { companyName: '' }, { companyName: '   ' }, { companyName: null }]) {
        const res = await post(a, 'add', input, lang);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: '1111',
          success: false,
          data: { fields: { companyName: required } },
        });
      }
      const tooLong = await post(
        a,
        'add',
        { companyName: '公'.repeat(21), accountName: '1'.repeat(21), bankName: '行'.repeat(101) },
        lang,
      );
      expect(tooLong.json().data.fields).toEqual({
        companyName: companyTooLong,
        accountName: accountTooLong,
        bankName: bankTooLong,
      });
      const justFits = await post(a, 'add', {
        companyName: '公'.repeat(20),
        accountName: '1'.repeat(20),
        bankName: '行'.repeat(100),
      });
      expect(justFits.json().code).toBe('0000');
      const updateRequired = await post(a, 'update', { id: 1, companyName: ' ' }, lang);
      expect(updateRequired.json().data.fields.companyName).toBe(required);
    },
  );

  it('keeps partner B away from A’s payback accounts, whatever ids it sends', async () => {
    const mine = await add(a, { companyName: 'A的回款公司', accountName: 'A-1', bankName: 'A银行' });
    const listed = await post(b, 'page', { companyName: 'A的回款公司' });
    expect(listed.json()).toMatchObject({ code: '0000', total: 0, data: [] });

    const update = await post(b, 'update', { id: mine.id, companyName: 'B改的' });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ code: '1111', success: false });
    const missing = await post(b, 'update', { id: 999_999_999, companyName: 'B改的' });
    expect(missing.json()).toEqual(update.json());
    const remove = await post(b, 'delete', { id: mine.id });
    expect(remove.statusCode).toBe(404);

    // partnerId in the body is ignored: the session says whose data it is.
    const smuggled = await post(b, 'add', { companyName: 'B的公司', partnerId: a.partnerId });
    expect(smuggled.json().code).toBe('0000');
    const aNames = (await post(a, 'page', { size: 100 }))
      .json()
      .data.map((r: { companyName: string }) => r.companyName);
    expect(aNames).toContain('A的回款公司');
    expect(aNames).not.toContain('B的公司');
  });

  it('needs the payback authority', async () => {
    const staff = await createAccount(t.database.db, a.partnerId, { authorities: [Authority.notice] });
    const token = await sessionTokenFor(t.database.db, a.partnerId, staff.id);
    const bodies: Record<string, object> = {
      page: {},
      add: { companyName: '无权公司' },
      update: { id: 1, companyName: '无权公司' },
      delete: { id: 1 },
    };
    for (const [url, payload] of Object.entries(bodies)) {
      const res = await injectAs(
        t.app,
        { token },
        { method: 'POST', url: `/api/account/payback/${url}`, payload },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('0002');
    }
    const clerk = await createAccount(t.database.db, a.partnerId, {
      authorities: [Authority.paybackAccount],
    });
    const clerkToken = await sessionTokenFor(t.database.db, a.partnerId, clerk.id);
    const res = await injectAs(
      t.app,
      { token: clerkToken },
      { method: 'POST', url: '/api/account/payback/page', payload: {} },
    );
    expect(res.json().code).toBe('0000');
  });
});
