// A new partner's life (spec section 4, DOMAIN.md): registration with an SMS code, the forced
// details page of state 4, submission for review, the operator's approval; a forgotten password reset.
import { isUnifiedSocialCreditCode } from '@portal/shared/contracts/partner-profile';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PNG } from './files';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  DEMO_PASSWORD,
  apiLogin,
  dialog,
  type Journey,
  openFromSider,
  ops,
  settled,
  sider,
  signIn,
  useJourney,
} from './journey';

const MOBILE = '13912340001';
const USERNAME = 'e2e-partner';
const PASSWORD = 'Partner2026';

/** A unified social credit code with a valid check character. */
const creditCode = (): string => {
  const prefix = '91320200MA1X2Y3T4';
  for (const c of '0123456789ABCDEFGHJKLMNPQRTUWXY') {
    if (isUnifiedSocialCreditCode(prefix + c)) return prefix + c;
  }
  throw new Error('no check character');
};

/** A 1x1 PNG: the upload checks the content, not the name. */
/** The code the default SMS sender wrote to the outbox for this mobile (`npm run ops -- sms`). */
const smsCodeFor = async (journey: Journey, mobile: string): Promise<string> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = (await ops(journey.portal, 'sms', '50')).split('\n').find((l) => l.includes(mobile));
    const code = line?.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${mobile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const menuPaths = async (journey: Journey, token: string): Promise<string[]> => {
  const menus = await api<Array<{ children: Array<{ path: string }> }>>(
    journey.portal,
    'GET',
    '/api/auth/loadUserMenus',
    { token },
  );
  return menus.data.flatMap((group) => group.children.map((leaf) => leaf.path));
};

const field = (page: Page, id: string) => page.locator(`#${id}`);

describe('partner life cycle', () => {
  const journey = useJourney();

  it('registers with an SMS code, is held on /ucenter/detail, submits, and is approved', async () => {
    const page = await (await journey.context()).newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: '立即注册' }).click();
    await page.waitForURL('**/register');

    // The code button checks the mobile first.
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('请输入手机号码').waitFor();
    await field(page, 'companyName').fill('E2E 测试供应商有限公司');
    await field(page, 'contactName').fill('测试联系人');
    await field(page, 'mobile').fill(MOBILE);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    const code = await smsCodeFor(journey, MOBILE);
    await field(page, 'smsCode').fill(code);
    await field(page, 'username').fill(USERNAME);
    await field(page, 'password').fill(PASSWORD);
    await field(page, 'confirm').fill(`${PASSWORD}x`);
    await field(page, 'password').focus();
    await page.getByText('两次输入密码不一致').waitFor();
    await field(page, 'confirm').fill(PASSWORD);
    await screenshot(page, 'register-zh_CN');
    await page.getByRole('button', { name: /注\s?册/ }).click();
    await page.waitForURL('**/login/result?type=success');
    await page.getByText('注册成功').waitFor();

    // The new partner is in state 4: signed in, it is sent to the details page whatever it asks for.
    await acknowledgeAnnouncements(journey.portal, USERNAME, PASSWORD);
    await signIn(page, USERNAME, { password: PASSWORD });
    await page.waitForURL('**/ucenter/detail');
    await page.getByText('E2E 测试供应商有限公司').first().waitFor();
    await page.getByText('待完善资料').waitFor();
    // No sider, no tabs, no header actions; the blocking mask is there.
    expect(await sider(page).count()).toBe(0);
    expect(await page.locator('.shell-tabs').count()).toBe(0);
    expect(await page.getByRole('button', { name: '导出列表', exact: true }).count()).toBe(0);
    expect(await page.locator('.shell-blocked-mask').count()).toBe(1);
    await screenshot(page, 'partner-state4-detail-zh_CN');
    await page.goto('/ucenter/profile');
    await page.waitForURL('**/ucenter/detail');
    await page.goto('/');
    await page.waitForURL('**/ucenter/detail');
    const token = await apiLogin(journey.portal, USERNAME, PASSWORD);
    expect(await menuPaths(journey, token)).toEqual(['/ucenter/detail']);
    const partnerNo = ((await page.locator('.shell-partner-no strong').textContent()) ?? '').trim();
    expect(partnerNo).toMatch(/^GYS\d+/);
    expect(await ops(journey.portal, 'partner', 'list', '4')).toContain(partnerNo);

    // The details: the form's rules, the licence upload, then submission for review.
    await field(page, 'licenceNo').fill('123');
    await field(page, 'legalPerson').focus();
    await page.getByText('统一社会信用代码格式不正确 (18 位)').waitFor();
    await field(page, 'licenceNo').fill(creditCode());
    await field(page, 'legalPerson').fill('张三');
    await field(page, 'taxNo').fill(creditCode());
    await field(page, 'address').fill('江苏省无锡市新吴区测试路 1 号');
    await field(page, 'bankName').fill('测试银行无锡分行');
    await field(page, 'bankAccount').fill('6222000011112222');
    expect(await field(page, 'contactName').inputValue()).toBe('测试联系人');
    expect(await field(page, 'contactMobile').inputValue()).toBe(MOBILE);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.ant-upload-list-item-done').first().waitFor();
    await screenshot(page, 'partner-detail-form-zh_CN');
    await page.getByRole('button', { name: '提交审核' }).click();

    // Under review (state 3): the restriction is lifted and the details page sends the user home.
    await page.waitForURL('**/index');
    await sider(page).getByText('个人中心').waitFor();
    expect(await page.locator('.shell-blocked-mask').count()).toBe(0);
    await page.goto('/ucenter/detail');
    await page.waitForURL('**/index');
    expect(await ops(journey.portal, 'partner', 'list', '3')).toContain(partnerNo);

    // The operator approves: the partner is active.
    expect(await ops(journey.portal, 'partner', 'approve', partnerNo)).toContain(`approved: ${partnerNo}`);
    expect(await ops(journey.portal, 'partner', 'list', '1')).toContain(partnerNo);
    await page.reload();
    await sider(page).getByText('个人中心').waitFor();
    await page.getByText(/好，测试联系人/).waitFor();
    expect(await menuPaths(journey, token)).toContain('/ucenter/payback_account');
    await screenshot(page, 'partner-approved-home-zh_CN');

    // Active: the state-4 page is neither served nor offered; the details are read-only in the
    // user centre's company settings, with a change request to the platform.
    expect(await menuPaths(journey, token)).not.toContain('/ucenter/detail');
    await openFromSider(page, '个人中心', '企业设置');
    expect(await sider(page).locator('li.ant-menu-item', { hasText: '企业资料' }).count()).toBe(0);
    const details = page.locator('.ant-card', {
      has: page.locator('.ant-card-head-title', { hasText: '企业资料' }),
    });
    await details.getByText('江苏省无锡市新吴区测试路 1 号').waitFor();
    await details.getByText('正常').waitFor();
    expect(await details.locator('input, textarea').count()).toBe(0);
    await details.getByRole('button', { name: '申请变更' }).click();
    const request = dialog(page, '申请变更企业资料');
    await settled(request);
    await request.getByRole('button', { name: /确\s?定/ }).click();
    await request.getByText('请填写需要变更的内容').waitFor();
    await request.getByLabel('变更内容').fill('开户银行变更为测试银行苏州分行');
    await screenshot(page, 'partner-detail-change-request-zh_CN');
    await request.getByRole('button', { name: /确\s?定/ }).click();
    await page.getByText('变更申请已提交，平台将尽快与您联系').waitFor();
    await request.waitFor({ state: 'hidden' });
    await screenshot(page, 'partner-company-details-zh_CN');
    expect(await ops(journey.portal, 'partner', 'requests')).toContain('开户银行变更为测试银行苏州分行');
    expect(await ops(journey.portal, 'partner', 'requests')).toContain(partnerNo);
    // The partner's own confirmation arrives as a notice.
    await page.goto('/ucenter/notice');
    await page.getByText('企业资料变更申请已收到').first().waitFor();
  });

  it('resets a forgotten password with an SMS code to the mobile; the old password and sessions end', async () => {
    const staffMobile = '13800000003';
    const before = await apiLogin(journey.portal, 'demo-staff');
    const page = await (await journey.context()).newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await page.waitForURL('**/forget');
    await field(page, 'mobile').fill(staffMobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await field(page, 'smsCode').fill(await smsCodeFor(journey, staffMobile));
    await field(page, 'password').fill('short');
    await field(page, 'confirm').focus();
    await page
      .locator('.ant-form-item-explain-error', { hasText: '至少 8 位，须同时包含字母和数字' })
      .waitFor();
    const renewed = 'Staff2026New';
    await field(page, 'password').fill(renewed);
    await field(page, 'confirm').fill(renewed);
    await screenshot(page, 'forget-zh_CN');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('密码已重置，请使用新密码登录').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');

    expect((await api(journey.portal, 'GET', '/api/auth/account/profile', { token: before })).code).toBe(
      '0001',
    );
    const old = await api(journey.portal, 'POST', '/api/auth/login', {
      body: { username: 'demo-staff', password: DEMO_PASSWORD, captchaId: '', captcha: '' },
    });
    expect(old.success).toBe(false);
    await acknowledgeAnnouncements(journey.portal, 'demo-staff', renewed);
    await signIn(page, 'demo-staff', { password: renewed, open: false });
    await page.getByText(/好，李客服/).waitFor();
  });

  it("answers a disabled partner's sign-in with a blocking notice and the reason", async () => {
    await ops(journey.portal, 'partner', 'disable', 'GYS000002', '资质过期');
    try {
      const page = await (await journey.context()).newPage();
      await page.goto('/login');
      const form = page.locator('form.auth-form');
      await form.locator('#login-username').fill('demo-b');
      await form.locator('#login-password').fill(DEMO_PASSWORD);
      await form.locator('#login-captcha').fill('e2e1');
      await form.locator('button.auth-submit').click();
      // 0008: a warning without buttons that cannot be closed, with the server's reason.
      const notice = page.locator('.ant-modal-confirm', { hasText: '资质过期' });
      await settled(notice);
      expect(await notice.getByRole('button').count()).toBe(0);
      await page.keyboard.press('Escape');
      await notice.waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname).toBe('/login');
      await screenshot(page, 'login-disabled-partner-zh_CN');
    } finally {
      await ops(journey.portal, 'partner', 'enable', 'GYS000002');
    }
  });
});
