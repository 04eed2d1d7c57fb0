import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../modules/auth/auth.seed';
import { accounts } from '../modules/auth/auth.table';
import { partners } from '../modules/partner/partner.table';
import { auditLog } from '../platform/audit.table';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { injectAs } from '../test/fixtures';
import { seedDemo } from './seed';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const partnerIdOf = async (partnerNo: string) =>
    (await t.database.db.select().from(partners).where(eq(partners.partnerNo, partnerNo)))[0].id;

  const signIn = async (username: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return { token: res.json().data.token as string };
  };

  it('creates the two demo partners once (and the three rival bidders of the bidding demo)', async () => {
    expect(await seedDemo(t.database.db, { storage: t.app.storage, timeZone: t.config.timeZone })).toBe(true);
    expect(await seedDemo(t.database.db, { storage: t.app.storage, timeZone: t.config.timeZone })).toBe(
      false,
    );
    const rows = await t.database.db.select().from(partners).orderBy(partners.partnerNo);
    expect(rows.map((p) => [p.partnerNo, p.name, p.state])).toEqual([
      ['GYS000001', '华东办公用品有限公司', 1],
      ['GYS000002', '北方科技设备有限公司', 1],
      // Rivals of the bidding demo (inquiry/bidding/bidding.seed.ts): partners without accounts.
      ['GYS000901', '江南商贸有限公司', 1],
      ['GYS000902', '华中办公设备有限公司', 1],
      ['GYS000903', '岭南文具供应链有限公司', 1],
    ]);
    const [b] = await t.database.db.select().from(accounts).where(eq(accounts.username, 'demo-b'));
    expect(b).toMatchObject({ partnerId: rows[1].id, isAdmin: true });
  });

  it('gives the demo partners company details, submitted and approved as a registration is', async () => {
    const demo = await signIn('demo');
    const detail = (await injectAs(t.app, demo, { method: 'GET', url: '/api/account/partner/detail' })).json()
      .data;
    expect(detail).toMatchObject({
      partnerNo: 'GYS000001',
      state: 1,
      details: { licenceNo: '91320200MA1P8Q3K25', contactName: '王经理' },
      submittedTime: expect.any(String),
    });
    // The licence is a real file of the partner.
    const licence = await injectAs(t.app, demo, {
      method: 'GET',
      url: `/api/communal/file/${detail.details.licenceFile}`,
    });
    expect(licence.statusCode).toBe(200);
    const history = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, await partnerIdOf('GYS000001')), like(auditLog.action, 'partner.%')))
      .orderBy(auditLog.id);
    expect(history.map((row) => row.action)).toEqual(['partner.submitDetails', 'partner.approve']);
  });

  it('signs the demo admin in with every authority', async () => {
    const demo = await signIn('demo');
    const profile = (await injectAs(t.app, demo, { method: 'GET', url: '/api/auth/account/profile' })).json()
      .data;
    expect(profile).toMatchObject({
      partnerNo: 'GYS000001',
      partnerName: '华东办公用品有限公司',
      isAdmin: true,
    });
  });

  it('gives demo-staff a narrower role: no payback accounts, no account editing', async () => {
    const staff = await signIn('demo-staff');
    const profile = (await injectAs(t.app, staff, { method: 'GET', url: '/api/auth/account/profile' })).json()
      .data;
    expect(profile).toMatchObject({ isAdmin: false, roleList: [{ roleName: '客服专员' }] });
    const codes = profile.authorityList.map((a: { authorityMark: string }) => a.authorityMark);
    expect(codes).toEqual(expect.arrayContaining(['index:view', 'index:notice', 'ucenter:profile:view']));
    expect(codes).not.toContain('usercenter:paybackaccount');
    expect(codes).not.toContain('account:edit');
    const res = await injectAs(t.app, staff, { method: 'GET', url: '/api/auth/accounts' });
    expect(res.json().code).toBe('0002');
  });

  it('gives the demo partners channels, brands and authorizations in every state, with real letters', async () => {
    const demo = await signIn('demo');
    const channels = (
      await injectAs(t.app, demo, { method: 'GET', url: '/api/goods/channel/partner/list' })
    ).json();
    expect(channels.data.map((c: { channelId: number }) => c.channelId)).toEqual([1, 37, 45, 67]);
    const authorizations = (
      await injectAs(t.app, demo, { method: 'POST', url: '/api/goods/brand/authorization/page', payload: {} })
    ).json();
    expect(
      authorizations.data.map((x: { brandName: string; state: number }) => [x.brandName, x.state]),
    ).toEqual(
      expect.arrayContaining([
        ['得力', 1],
        ['晨光', 1],
        ['齐心', 0],
        ['惠普', 2],
      ]),
    );
    const letter = await t.app.inject({ method: 'GET', url: authorizations.data[0].letterUrl });
    expect(letter.statusCode).toBe(200);
    expect(letter.body.startsWith('%PDF-1.4')).toBe(true);
  });

  it('gives demo partner A goods in every review state, with pictures', async () => {
    const demo = await signIn('demo');
    const counts = (await injectAs(t.app, demo, { method: 'GET', url: '/api/goods/state/counts' })).json()
      .data;
    expect(counts).toEqual({ '0': 1, '1': 1, '2': 2, '3': 1, '4': 0 });
    const list = (
      await injectAs(t.app, demo, { method: 'POST', url: '/api/goods/page', payload: { state: 2 } })
    ).json();
    const picture = await t.app.inject({ method: 'GET', url: list.data[0].mainImageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('gives demo partner A orders in every state, with to-dos and two past the confirmation limit', async () => {
    const demo = await signIn('demo');
    const get = async (url: string) => (await injectAs(t.app, demo, { method: 'GET', url })).json().data;
    const counts = await get('/api/trade/order/state/counts');
    expect(Object.keys(counts).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const todo = await get('/api/trade/index/todo/stats');
    // Six channel orders, the order of the won quotation (the inquiry seed) and the sellers' three
    // newest orders (the analytics seed).
    expect(todo).toMatchObject({ orderWaitConfirmCount: 10, signWaitUploadCount: expect.any(Number) });
    expect(todo.signWaitUploadCount).toBeGreaterThan(0);
    const stats = (
      await injectAs(t.app, demo, { method: 'POST', url: '/api/trade/order/timeout/unconfirmed/stats' })
    ).json().data;
    expect(stats.count).toBe(2);
  });
});
