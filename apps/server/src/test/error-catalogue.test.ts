import { PartnerState } from '@portal/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../modules/partner/partner.table';
import { createTestApp, type TestApp } from './create-test-app';
import { createAccount, createPartner, givenPartnerAdmin, injectAs, sessionTokenFor } from './fixtures';

/** Every envelope code of DESIGN.md section 3 with its HTTP status, through real routes. */
describe('error catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        beforeReady: (app) => {
          app.get('/api/test/boom', { config: { auth: 'public' }, schema: { hide: true } }, async () => {
            throw new Error('secret detail at /srv/app.ts:12');
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('0000: success', async () => {
    const actor = await givenPartnerAdmin(t.database.db);
    const res = await injectAs(t.app, actor, { method: 'GET', url: '/api/auth/loadUserMenus' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '0000', success: true, msg: '' });
  });

  it('1111: a business rule refused (HTTP 422), message in the caller language', async () => {
    const actor = await givenPartnerAdmin(t.database.db);
    const res = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/auth/accounts/enable',
      payload: { id: actor.accountId, enabled: false },
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: '1111',
      msg: 'The company administrator holds every authority and cannot be disabled or given roles',
      success: false,
      data: null,
    });
  });

  it('0001: not signed in (HTTP 401)', async () => {
    const res = await injectAs(
      t.app,
      { token: 'not-a-token' },
      { method: 'GET', url: '/api/auth/account/profile' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: '0001', success: false, msg: '登录状态已过期，请重新登录' });
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/account/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('0001');
  });

  it('0002: no permission (HTTP 403)', async () => {
    const partner = await createPartner(t.database.db);
    const staff = await createAccount(t.database.db, partner.id);
    const token = await sessionTokenFor(t.database.db, partner.id, staff.id);
    const res = await injectAs(t.app, { token }, { method: 'GET', url: '/api/auth/roles' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: '0002', msg: '暂无权限，请联系管理员', success: false, data: null });
  });

  it('0008: a blocking notice (HTTP 423) for a session of a disabled partner', async () => {
    const actor = await givenPartnerAdmin(t.database.db);
    await t.database.db
      .update(partners)
      .set({ state: PartnerState.disabled, stateReason: '违规经营' })
      .where(eq(partners.id, actor.partnerId));
    const res = await injectAs(t.app, actor, {
      method: 'GET',
      url: '/api/auth/account/profile',
      lang: 'zh-TW',
    });
    expect(res.statusCode).toBe(423);
    expect(res.json()).toEqual({
      code: '0008',
      msg: '您的企業帳戶已被停用：违规经营',
      success: false,
      data: null,
    });
  });

  it('validation: 1111 with HTTP 400 and the fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/communal/sms/code',
      payload: { mobile: 'x', scene: 'register' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: '1111',
      msg: 'Invalid input: mobile Not a valid mobile number',
      success: false,
      data: { fields: { mobile: 'Not a valid mobile number' } },
    });
  });

  it('unknown errors: HTTP 500 with a request id and no stack', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ code: '1111', success: false, data: { requestId: expect.any(String) } });
    expect(body.msg).toBe(
      `Internal server error, please try again later (request id ${body.data.requestId})`,
    );
    expect(res.body).not.toContain('secret detail');
    expect(res.body).not.toContain('app.ts');
  });
});
