import { PartnerState } from '@portal/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit.table';
import { smsCodes, smsOutbox } from '../../platform/sms/sms.table';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAccount, createPartner, injectAs, TEST_PASSWORD } from '../../test/fixtures';
import { partners } from '../partner/partner.table';
import { postLogin, signIn, smsCodeSentTo } from './auth.fixtures';
import { accounts } from './auth.table';

let mobileSeq = 0;
// Distinct mobiles per test, so the one-code-per-minute rule does not bite across tests.
const newMobile = () => {
  mobileSeq += 1;
  return `137${String(Date.now() % 100_000).padStart(5, '0')}${String(mobileSeq).padStart(3, '0')}`;
};

describe('SMS codes, registration and the forgotten password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const requestCode = (mobile: string, scene: 'register' | 'forget', lang?: 'zh-CN' | 'zh-TW' | 'en') =>
    injectAs(t.app, null, {
      method: 'POST',
      url: '/api/communal/sms/code',
      payload: { mobile, scene },
      lang,
    });

  const register = (payload: Record<string, unknown>, lang?: 'zh-CN' | 'zh-TW' | 'en') =>
    injectAs(t.app, null, { method: 'POST', url: '/api/account/partner/register', payload, lang });

  const registration = (mobile: string, smsCode: string, n: string) => ({
    companyName: `注册测试公司${n}`,
    contactName: '张三',
    mobile,
    smsCode,
    username: `reg-${n}`,
    password: 'Register123',
    confirm: 'Register123',
  });

  it('sends a 6-digit code through the outbox and keeps only its hash', async () => {
    const mobile = newMobile();
    const res = await requestCode(mobile, 'register', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: '0000',
      msg: 'The code has been sent',
      success: true,
      data: { resendAfter: 60, expiresIn: 300 },
    });
    const code = await smsCodeSentTo(t.database.db, mobile);
    const [outbox] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(outbox.text).toContain('Your verification code is');
    const [stored] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(stored.codeHash).not.toContain(code);
    expect(stored.scene).toBe('register');
  });

  it('sends one code per mobile per minute', async () => {
    const mobile = newMobile();
    expect((await requestCode(mobile, 'register')).statusCode).toBe(200);
    const again = await requestCode(mobile, 'register');
    expect(again.statusCode).toBe(422);
    expect(again.json().msg).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
  });

  it('validates the mobile and the scene', async () => {
    const res = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/communal/sms/code',
      payload: { mobile: '12345', scene: 'other' },
      lang: 'zh-TW',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({ mobile: '手機號碼格式不正確', scene: '格式不正確' });
  });

  it('registers a partner in state 4 with its admin, in one go', async () => {
    const mobile = newMobile();
    await requestCode(mobile, 'register');
    const code = await smsCodeSentTo(t.database.db, mobile);
    const n = `${Date.now()}a`;
    const res = await register(registration(mobile, code, n), 'en');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: '0000',
      msg: 'Registered; sign in and complete your company details',
      data: { username: `reg-${n}` },
    });
    expect(body.data.partnerNo).toMatch(/^GYS\d{6}$/);

    const [partner] = await t.database.db
      .select()
      .from(partners)
      .where(eq(partners.partnerNo, body.data.partnerNo));
    expect(partner).toMatchObject({
      name: `注册测试公司${n}`,
      state: PartnerState.detailsToComplete,
      mobile,
    });
    const [admin] = await t.database.db.select().from(accounts).where(eq(accounts.partnerId, partner.id));
    expect(admin).toMatchObject({ username: `reg-${n}`, isAdmin: true, mobile, nickName: '张三' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.partnerId, partner.id));
    expect(audit.map((a) => a.action)).toEqual(['partner.register']);

    // The code is used up.
    const again = await register({ ...registration(mobile, code, `${n}x`) });
    expect(again.json().code).toBe('1111');
  });

  it('keeps a new partner on its details page until the details are submitted', async () => {
    const mobile = newMobile();
    await requestCode(mobile, 'register');
    const n = `${Date.now()}b`;
    await register(registration(mobile, await smsCodeSentTo(t.database.db, mobile), n));
    const actor = await signIn(t.app, `reg-${n}`, 'Register123');

    const profile = await injectAs(t.app, actor, { method: 'GET', url: '/api/auth/account/profile' });
    expect(profile.json().data).toMatchObject({ partnerState: 4, isAdmin: true });
    const business = await injectAs(t.app, actor, { method: 'GET', url: '/api/auth/accounts', lang: 'en' });
    expect(business.statusCode).toBe(403);
    expect(business.json()).toMatchObject({
      code: '0002',
      msg: 'Please complete your company details first',
    });
    const detail = await injectAs(t.app, actor, { method: 'GET', url: '/api/account/partner/detail' });
    expect(detail.json()).toMatchObject({ code: '0000', data: { state: 4, details: null } });
  });

  it('refuses a wrong code, and any code after 5 wrong attempts', async () => {
    const mobile = newMobile();
    await requestCode(mobile, 'register');
    const code = await smsCodeSentTo(t.database.db, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const n = `${Date.now()}c`;
    for (let i = 0; i < 5; i += 1) {
      const res = await register(registration(mobile, wrong, n), 'zh-TW');
      expect(res.json()).toMatchObject({ code: '1111', msg: '簡訊驗證碼錯誤或已失效' });
    }
    const right = await register(registration(mobile, code, n));
    expect(right.json()).toMatchObject({ code: '1111', msg: '短信验证码错误或已失效' });
  });

  it('refuses a taken username, company name or mobile before using the code', async () => {
    const partner = await createPartner(t.database.db, { name: `已注册公司${Date.now()}` });
    const existing = await createAccount(t.database.db, partner.id, { mobile: newMobile() });
    const mobile = newMobile();
    await requestCode(mobile, 'register');
    const code = await smsCodeSentTo(t.database.db, mobile);
    const n = `${Date.now()}d`;

    const takenUser = await register({
      ...registration(mobile, code, n),
      username: existing.username.toUpperCase(),
    });
    expect(takenUser.json()).toMatchObject({ code: '1111', msg: '用户名已被使用' });
    const takenName = await register({ ...registration(mobile, code, n), companyName: partner.name }, 'en');
    expect(takenName.json()).toMatchObject({ code: '1111', msg: 'This company is already registered' });
    // The code is still good.
    expect((await register(registration(mobile, code, n))).json().code).toBe('0000');

    const registered = await requestCode(existing.mobile as string, 'register');
    expect(registered.json().msg).toBe('该手机号已注册，请直接登录或找回密码');
  });

  it('validates the registration form in three languages', async () => {
    const payload = {
      companyName: '',
      mobile: '1',
      smsCode: '12',
      username: 'a',
      password: 'short',
      confirm: 'x',
    };
    const zh = (await register(payload)).json();
    expect(zh.data.fields).toEqual({
      companyName: '请输入企业名称',
      contactName: '请输入联系人',
      mobile: '手机号格式不正确',
      smsCode: '短信验证码为 6 位数字',
      username: '用户名为 3-32 位字母、数字或 _ . @ -',
      password: '密码至少 8 位，且须同时包含字母和数字',
    });
    const en = (await register({ ...payload, contactName: '' }, 'en')).json();
    expect(en.data.fields.contactName).toBe('Enter a contact name');
    const mismatch = (
      await register({ ...registration('13700000000', '123456', 'm'), confirm: 'Other1234' }, 'zh-TW')
    ).json();
    expect(mismatch.data.fields).toEqual({ confirm: '兩次輸入密碼不一致' });
  });

  it('resets a forgotten password with an SMS code and ends every session', async () => {
    const partner = await createPartner(t.database.db);
    const mobile = newMobile();
    const account = await createAccount(t.database.db, partner.id, { isAdmin: true, mobile });
    const actor = await signIn(t.app, account.username);

    const unknown = await requestCode(newMobile(), 'forget', 'en');
    expect(unknown.json()).toMatchObject({ code: '1111', msg: 'No account uses this mobile number' });

    await requestCode(mobile, 'forget');
    const code = await smsCodeSentTo(t.database.db, mobile);
    const reset = (smsCode: string) =>
      injectAs(t.app, null, {
        method: 'POST',
        url: '/api/auth/password/reset',
        payload: { mobile, smsCode, password: 'Forgot1234', confirm: 'Forgot1234' },
      });
    expect((await reset(code === '000000' ? '111111' : '000000')).json().msg).toBe('短信验证码错误或已失效');
    const res = await reset(code);
    expect(res.json()).toMatchObject({ code: '0000', msg: '密码已重置，请使用新密码登录' });

    const old = await injectAs(t.app, actor, { method: 'GET', url: '/api/auth/account/profile' });
    expect(old.statusCode).toBe(401);
    expect(
      (await postLogin(t.app, { username: account.username, password: TEST_PASSWORD })).json().code,
    ).toBe('1111');
    expect((await postLogin(t.app, { username: account.username, password: 'Forgot1234' })).statusCode).toBe(
      200,
    );
  });

  it('does not accept a registration code for the forgotten-password form', async () => {
    const mobile = newMobile();
    await requestCode(mobile, 'register');
    const code = await smsCodeSentTo(t.database.db, mobile);
    const res = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { mobile, smsCode: code, password: 'Forgot1234' },
    });
    expect(res.json().code).toBe('1111');
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('answers 1111 with HTTP 429 once an IP asks too often', async () => {
    const ask = () =>
      injectAs(t.app, null, {
        method: 'POST',
        url: '/api/communal/sms/code',
        payload: { mobile: newMobile(), scene: 'forget' },
        lang: 'en',
      });
    await ask();
    await ask();
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      code: '1111',
      msg: 'Too many requests, please try again later',
      success: false,
      data: null,
    });
    const login = () => postLogin(t.app, { username: 'nobody' });
    await login();
    await login();
    expect((await login()).statusCode).toBe(429);
  });
});

describe('rate limits and X-Forwarded-For', () => {
  const loginFrom = (app: TestApp['app'], forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody', password: 'Wrong1234' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores the header by default: another claimed address does not escape the login limit', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const codes = [];
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        codes.push((await loginFrom(t.app, address)).statusCode);
      }
      expect(codes).toEqual([422, 422, 429]);
    } finally {
      await t.close();
    }
  });

  it.each(['127.0.0.1', '1'])('honours the header from a trusted proxy (TRUST_PROXY=%s)', async (trust) => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: trust });
    try {
      const codes = [];
      for (const address of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.1']) {
        codes.push((await loginFrom(t.app, address)).statusCode);
      }
      expect(codes).toEqual([422, 422, 422, 429]);
    } finally {
      await t.close();
    }
  });
});
