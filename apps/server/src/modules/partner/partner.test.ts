import { PartnerState } from '@portal/shared/constants';
import { isUnifiedSocialCreditCode } from '@portal/shared/contracts/partner-profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { runOpsCommand } from '../../ops/run-command';
import { auditLog } from '../../platform/audit.table';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAccount,
  createPartner,
  givenPartnerAdmin,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
} from '../../test/fixtures';
import { postLogin, signIn } from '../auth/auth.fixtures';
import { files } from '../communal/files.table';
import { writeOpsToken } from '../ops/ops-token';
import { notices } from './notice.table';
import { partners } from './partner.table';

/** A valid unified social credit code: the 17 characters given plus their check character. */
const usccOf = (first17: string): string => {
  for (const check of '0123456789ABCDEFGHJKLMNPQRTUWXY') {
    if (isUnifiedSocialCreditCode(first17 + check)) return first17 + check;
  }
  throw new Error('no check character');
};

const storedFile = async (db: Db, partnerId: number, createdBy: number, kind: 'pdf' | 'excel' = 'pdf') => {
  const [file] = await db
    .insert(files)
    .values({
      partnerId,
      kind,
      name: 'licence.pdf',
      size: 10,
      mime: 'application/pdf',
      storageKey: 'k',
      createdBy,
    })
    .returning({ id: files.id });
  return file.id;
};

const detailsOf = (licenceFile: number) => ({
  licenceNo: usccOf('91320200MA1MXY0T0').toLowerCase(),
  legalPerson: '王五',
  taxNo: usccOf('91320200MA1MXY0T0'),
  address: '江苏省无锡市滨湖区某路 1 号',
  bankName: '中国银行无锡分行',
  bankAccount: '6217000012345678',
  licenceFile,
  contactName: '王经理',
  contactMobile: '13812345678',
});

describe('partner life cycle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ops = (args: string[]) =>
    runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'partner', args);

  it('checks the unified social credit code', () => {
    expect(isUnifiedSocialCreditCode('91350100M000100Y43')).toBe(true);
    expect(isUnifiedSocialCreditCode('91350100M000100Y44')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100M000100Y4')).toBe(false);
  });

  it('moves 4 -> 3 on submitted details, then 3 -> 1 when the operator approves', async () => {
    const actor = await givenPartnerAdmin(t.database.db, { state: PartnerState.detailsToComplete });
    const fileId = await storedFile(t.database.db, actor.partnerId, actor.accountId);

    const res = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/account/partner/detail/submit',
      payload: detailsOf(fileId),
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: '0000',
      msg: 'Company details submitted; the platform will review them',
      data: { state: 3, stateReason: null, contactName: '王经理', mobile: '13812345678' },
    });
    expect(res.json().data.details.licenceNo).toBe(usccOf('91320200MA1MXY0T0'));
    expect(res.json().data.submittedTime).toEqual(expect.any(String));

    const again = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/account/partner/detail/submit',
      payload: detailsOf(fileId),
    });
    expect(again.json()).toMatchObject({ code: '1111', msg: '企业资料正在审核中，请勿重复提交' });
    // Under review, business routes are open (state 3 is not the blocking state).
    expect((await injectAs(t.app, actor, { method: 'GET', url: '/api/auth/accounts' })).statusCode).toBe(200);

    const [partner] = await t.database.db.select().from(partners).where(eq(partners.id, actor.partnerId));
    const approved = await ops(['approve', partner.partnerNo]);
    expect(approved).toEqual({ ok: true, output: expect.stringContaining('approved') });
    const profile = (
      await injectAs(t.app, actor, { method: 'GET', url: '/api/auth/account/profile' })
    ).json();
    expect(profile.data.partnerState).toBe(PartnerState.active);
    const menus = (await injectAs(t.app, actor, { method: 'GET', url: '/api/auth/loadUserMenus' })).json();
    expect(menus.data.length).toBeGreaterThan(1);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.partnerId, actor.partnerId));
    expect(audit.map((a) => a.action)).toEqual(['partner.submitDetails', 'partner.approve']);
    expect(audit[1]).toMatchObject({ accountId: null, before: { state: 3 }, after: { state: 1 } });

    const told = await t.database.db.select().from(notices).where(eq(notices.partnerId, actor.partnerId));
    expect(told.map((n) => n.title)).toEqual(['企业资料审核通过']);

    const twice = await ops(['approve', partner.partnerNo]);
    expect(twice).toEqual({ ok: false, output: `Partner ${partner.partnerNo} is not under review` });
  });

  it('shows the reason of a rejected review and lets the partner submit again', async () => {
    const actor = await givenPartnerAdmin(t.database.db, { state: PartnerState.underReview });
    const [partner] = await t.database.db.select().from(partners).where(eq(partners.id, actor.partnerId));
    expect((await ops(['reject', partner.partnerNo])).output).toBe('A reason is required');
    expect((await ops(['reject', partner.partnerNo, '营业执照', '不清晰'])).ok).toBe(true);

    const detail = (
      await injectAs(t.app, actor, { method: 'GET', url: '/api/account/partner/detail' })
    ).json();
    expect(detail.data).toMatchObject({ state: 4, stateReason: '营业执照 不清晰' });
    const [told] = await t.database.db.select().from(notices).where(eq(notices.partnerId, actor.partnerId));
    expect(told).toMatchObject({
      title: '企业资料审核未通过',
      content: expect.stringContaining('营业执照 不清晰'),
    });
    const fileId = await storedFile(t.database.db, actor.partnerId, actor.accountId);
    const res = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/account/partner/detail/submit',
      payload: detailsOf(fileId),
    });
    expect(res.json().data).toMatchObject({ state: 3, stateReason: null });
  });

  it('lets an account with only the view code of the details page read them but not submit them', async () => {
    const partner = await createPartner(t.database.db, { state: PartnerState.detailsToComplete });
    const viewer = await createAccount(t.database.db, partner.id, { authorities: ['ucenter:detail:view'] });
    const actor = { token: await sessionTokenFor(t.database.db, partner.id, viewer.id) };
    const fileId = await storedFile(t.database.db, partner.id, viewer.id);
    const read = await injectAs(t.app, actor, { method: 'GET', url: '/api/account/partner/detail' });
    expect(read.json()).toMatchObject({ code: '0000', data: { state: PartnerState.detailsToComplete } });
    const submit = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/account/partner/detail/submit',
      payload: detailsOf(fileId),
    });
    expect(submit.statusCode).toBe(403);
    expect(submit.json()).toMatchObject({ code: '0002', msg: '暂无权限，请联系管理员' });
    const [row] = await t.database.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row.state).toBe(PartnerState.detailsToComplete);
  });

  it('refuses details from an active partner', async () => {
    const actor = await givenPartnerAdmin(t.database.db);
    const fileId = await storedFile(t.database.db, actor.partnerId, actor.accountId);
    const res = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/account/partner/detail/submit',
      payload: detailsOf(fileId),
      lang: 'zh-TW',
    });
    expect(res.json()).toMatchObject({ code: '1111', msg: '企業已通過審核，資料不能再次提交' });
  });

  it("refuses another partner's file, or a file of the wrong kind, as licence", async () => {
    const actor = await givenPartnerAdmin(t.database.db, { state: PartnerState.detailsToComplete });
    const other = await givenPartnerAdmin(t.database.db);
    const foreign = await storedFile(t.database.db, other.partnerId, other.accountId);
    const res = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/account/partner/detail/submit',
      payload: detailsOf(foreign),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('1111');
    const sheet = await storedFile(t.database.db, actor.partnerId, actor.accountId, 'excel');
    const wrongKind = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/account/partner/detail/submit',
      payload: detailsOf(sheet),
    });
    expect(wrongKind.json().code).toBe('1111');
    const [row] = await t.database.db.select().from(partners).where(eq(partners.id, actor.partnerId));
    expect(row.state).toBe(PartnerState.detailsToComplete);
  });

  it('validates the details form in three languages', async () => {
    const actor = await givenPartnerAdmin(t.database.db, { state: PartnerState.detailsToComplete });
    const payload = { ...detailsOf(1), licenceNo: '91350100M000100Y44', bankAccount: 'abc', legalPerson: '' };
    const fields = async (lang: 'zh-CN' | 'zh-TW' | 'en') => {
      const res = await injectAs(t.app, actor, {
        method: 'POST',
        url: '/api/account/partner/detail/submit',
        payload,
        lang,
      });
      expect(res.statusCode).toBe(400);
      return res.json().data.fields;
    };
    expect(await fields('zh-CN')).toEqual({
      licenceNo: '统一社会信用代码格式不正确（18 位）',
      legalPerson: '请输入法定代表人',
      bankAccount: '银行账号为 6-32 位数字',
    });
    expect((await fields('zh-TW')).legalPerson).toBe('請輸入法定代表人');
    expect((await fields('en')).licenceNo).toBe('Not a valid unified social credit code (18 characters)');
  });

  it('disables a partner: its sessions end and sign-in answers 0008 with the reason; enable restores it', async () => {
    const partner = await createPartner(t.database.db);
    const admin = await createAccount(t.database.db, partner.id, { isAdmin: true });
    const actor = await signIn(t.app, admin.username);

    expect((await ops(['disable', partner.partnerNo, '合同到期'])).ok).toBe(true);
    const session = await injectAs(t.app, actor, { method: 'GET', url: '/api/auth/account/profile' });
    expect(session.statusCode).toBe(401);
    const login = await postLogin(t.app, { username: admin.username }, 'en');
    expect(login.statusCode).toBe(423);
    expect(login.json()).toEqual({
      code: '0008',
      msg: 'Your company account has been disabled: 合同到期',
      success: false,
      data: null,
    });
    expect((await ops(['disable', partner.partnerNo, 'again'])).ok).toBe(false);

    expect((await ops(['enable', partner.partnerNo])).ok).toBe(true);
    expect((await postLogin(t.app, { username: admin.username })).statusCode).toBe(200);
    expect((await ops(['enable', partner.partnerNo])).output).toBe(
      `Partner ${partner.partnerNo} is not disabled`,
    );
    expect((await ops(['approve', 'GYS-NONE'])).output).toBe('No partner GYS-NONE');
  });

  it('lists partners for the operator', async () => {
    const partner = await createPartner(t.database.db, {
      name: '列表测试公司',
      state: PartnerState.underReview,
    });
    const all = await ops(['list']);
    expect(all.output).toContain(partner.partnerNo);
    const review = await ops(['list', '3']);
    expect(review.output).toContain('列表测试公司');
    expect((await ops(['list', '1'])).output).not.toContain('列表测试公司');
    expect((await ops(['bogus'])).ok).toBe(false);
  });
});

describe('company details change requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const URL = '/api/account/partner/detail/change-request';
  const noticeTitlesOf = async (partnerId: number) =>
    (await t.database.db.select().from(notices).where(eq(notices.partnerId, partnerId))).map((n) => n.title);

  it("records an approved partner's request for the operator and confirms it to that partner only", async () => {
    const { a, b } = await givenTwoPartners(t.database.db);
    const res = await injectAs(t.app, a, {
      method: 'POST',
      url: URL,
      payload: { content: '  开户银行变更为测试银行无锡分行  ' },
      lang: 'en',
    });
    expect(res.json()).toMatchObject({
      code: '0000',
      msg: 'Change request sent; the platform will contact you shortly',
      data: { requestedTime: expect.any(String) },
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'partner.requestDetailsChange'));
    expect(audit).toEqual([
      expect.objectContaining({
        partnerId: a.partnerId,
        accountId: a.accountId,
        after: { content: '开户银行变更为测试银行无锡分行' },
      }),
    ]);
    expect(await noticeTitlesOf(a.partnerId)).toContain('企业资料变更申请已收到');
    expect(await noticeTitlesOf(b.partnerId)).not.toContain('企业资料变更申请已收到');

    const [partnerA] = await t.database.db.select().from(partners).where(eq(partners.id, a.partnerId));
    const listed = await runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'partner', [
      'requests',
    ]);
    expect(listed.output).toContain(partnerA.partnerNo);
    expect(listed.output).toContain('开户银行变更为测试银行无锡分行');
    // The details themselves are unchanged: the operator makes the change.
    expect(partnerA.state).toBe(PartnerState.active);
  });

  it('needs the edit code of the details, an approved partner and a text, in the caller language', async () => {
    const { a } = await givenTwoPartners(t.database.db);
    const viewer = await createAccount(t.database.db, a.partnerId, {
      authorities: ['ucenter:partner_set:view', 'ucenter:detail:view'],
    });
    const asViewer = { token: await sessionTokenFor(t.database.db, a.partnerId, viewer.id) };
    const refused = await injectAs(t.app, asViewer, { method: 'POST', url: URL, payload: { content: 'x' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: '0002' });

    const empty = await injectAs(t.app, a, {
      method: 'POST',
      url: URL,
      payload: { content: '  ' },
      lang: 'zh-TW',
    });
    expect(empty.json()).toMatchObject({ code: '1111', msg: '參數校驗失敗：content 請填寫需要變更的內容' });
    const long = await injectAs(t.app, a, {
      method: 'POST',
      url: URL,
      payload: { content: 'x'.repeat(501) },
    });
    expect(long.json()).toMatchObject({
      code: '1111',
      msg: '参数校验失败：content 变更内容不能超过 500 个字符',
    });

    const review = await givenPartnerAdmin(t.database.db, { state: PartnerState.underReview });
    const early = await injectAs(t.app, review, { method: 'POST', url: URL, payload: { content: '地址' } });
    expect(early.json()).toMatchObject({ code: '1111', msg: '企业审核通过后才能申请变更资料' });
    expect(await noticeTitlesOf(review.partnerId)).toEqual([]);
  });
});

describe('partner settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the defaults, then saves settings', async () => {
    const actor = await givenPartnerAdmin(t.database.db);
    const defaults = await injectAs(t.app, actor, { method: 'GET', url: '/api/account/partner/settings' });
    expect(defaults.json().data).toEqual({
      orderConfirmReminder: true,
      orderConfirmNoticeHours: 2,
      defaultInvoiceType: 'normal',
      contactEmail: '',
    });
    const saved = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/account/partner/settings',
      payload: {
        orderConfirmReminder: false,
        orderConfirmNoticeHours: 4,
        defaultInvoiceType: 'special',
        contactEmail: 'ops@example.com',
      },
      lang: 'en',
    });
    expect(saved.json()).toMatchObject({ code: '0000', msg: 'Settings saved' });
    const after = await injectAs(t.app, actor, { method: 'GET', url: '/api/account/partner/settings' });
    expect(after.json().data).toEqual({
      orderConfirmReminder: false,
      orderConfirmNoticeHours: 4,
      defaultInvoiceType: 'special',
      contactEmail: 'ops@example.com',
    });
  });

  it('validates the settings', async () => {
    const actor = await givenPartnerAdmin(t.database.db);
    const res = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/account/partner/settings',
      payload: { contactEmail: 'not-mail', orderConfirmNoticeHours: 100, defaultInvoiceType: 'paper' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      contactEmail: '邮箱格式不正确',
      orderConfirmNoticeHours: '不能大于 72',
      defaultInvoiceType: '格式不正确',
    });
  });

  it('lets only holders of usercenter:set change the settings', async () => {
    const partner = await createPartner(t.database.db);
    const staff = await createAccount(t.database.db, partner.id, {
      authorities: ['ucenter:partner_set:view'],
    });
    const token = await sessionTokenFor(t.database.db, partner.id, staff.id);
    expect(
      (await injectAs(t.app, { token }, { method: 'GET', url: '/api/account/partner/settings' })).statusCode,
    ).toBe(200);
    const write = await injectAs(
      t.app,
      { token },
      { method: 'POST', url: '/api/account/partner/settings', payload: {} },
    );
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('0002');
  });
});

describe('ops routes', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = writeOpsToken(t.config.dataDir);
  });
  afterAll(() => t.close());

  const run = (name: string, args: string[], headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/ops/commands/${name}`, payload: { args }, headers });

  it('refuses a missing or wrong ops token', async () => {
    expect((await run('partner', ['list'], {})).statusCode).toBe(401);
    const wrong = await run('partner', ['list'], { 'x-ops-token': `${token.slice(0, -1)}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('0001');
  });

  it('runs a command with the token and answers its output', async () => {
    const partner = await createPartner(t.database.db, { state: PartnerState.underReview });
    const res = await run('partner', ['approve', partner.partnerNo], { 'x-ops-token': token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: '0000',
      data: { output: expect.stringContaining(partner.partnerNo) },
    });
    const [row] = await t.database.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row.state).toBe(PartnerState.active);
  });

  it('answers a refused command as 1111 in the caller language', async () => {
    const res = await run('partner', ['approve', 'GYS-NONE'], {
      'x-ops-token': token,
      'accept-language': 'zh-TW',
    });
    expect(res.json()).toMatchObject({ code: '1111', msg: '供應商 GYS-NONE 不存在' });
    const unknown = await run('nothing', [], { 'x-ops-token': token });
    expect(unknown.json().msg).toContain('unknown command');
  });

  it('is hidden from the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/ops'))).toBe(false);
    expect(Object.keys(doc.paths)).toContain('/api/auth/login');
  });
});
