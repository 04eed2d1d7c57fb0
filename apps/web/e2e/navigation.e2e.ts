// The shell's navigation rules (spec section 2), sign-in and sign-out, tabs, language and theme,
// as a user sees them in the browser.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import {
  acknowledgeAnnouncements,
  api,
  dialog,
  eventually,
  loginForm,
  openFromSider,
  openSignOut,
  ops,
  poll,
  settled,
  sider,
  siderEntries,
  signIn,
  useJourney,
  storedTokens,
} from './journey';

/**
 * Records the texts drawn on canvases: antd's Watermark paints the nickname and the time onto a
 * canvas that becomes the background of its layer, so the drawn text is what the user sees.
 */
const recordCanvasText = (page: Page) =>
  page.addInitScript(() => {
    const drawn: string[] = [];
    (window as unknown as { __drawnText: string[] }).__drawnText = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text, ...rest) {
      drawn.push(String(text));
      return fillText.call(this, text, ...rest);
    };
  });

const drawnText = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...((window as unknown as { __drawnText?: string[] }).__drawnText ?? [])]);

/** The watermark layer antd puts over the page: a div with the drawn canvas as background image. */
const watermarkLayer = (page: Page) => page.locator('.app-watermark > div[style*="background-image"]');

const tabLabels = async (page: Page): Promise<string[]> =>
  (await page.locator('.shell-tabs .ant-tabs-tab .shell-tab-label').allInnerTexts()).map((t) => t.trim());

describe('navigation and the shell', () => {
  const journey = useJourney();

  beforeAll(async () => {
    // demo's pages are not about announcements; demo-b's first sign-in is (see below).
    await acknowledgeAnnouncements(journey.portal, 'demo');
  });

  it('sends a visitor without a token to /login, with `from` except for /', async () => {
    const page = await (await journey.context()).newPage();
    await page.goto('/ucenter/profile');
    await page.waitForURL('**/login?from=%2Fucenter%2Fprofile');
    expect(new URL(page.url()).search).toBe('?from=%2Fucenter%2Fprofile');
    await poll(() => page.title()).toBe('登录 - 供应商门户');

    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('');

    // The public pages stay where they are.
    await page.goto('/register');
    await page.getByRole('button', { name: '注 册' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    await poll(() => page.title()).toBe('注册 - 供应商门户');
    // No watermark on the public pages.
    expect(await page.locator('.app-watermark').count()).toBe(0);
    await page.goto('/forget');
    await page.getByText('找回密码').first().waitFor();
    expect(await page.locator('.app-watermark').count()).toBe(0);
  });

  it('signs in through the form and lands on `from`, titled, watermarked, with the served menus', async () => {
    const page = await (await journey.context()).newPage();
    await recordCanvasText(page);
    await page.goto('/ucenter/profile');
    await page.waitForURL('**/login?from=%2Fucenter%2Fprofile');

    // The login page: captcha shown (any value passes with CAPTCHA=off), no watermark.
    const form = loginForm(page);
    await form.captcha.waitFor();
    await page.locator('.auth-captcha-image img').waitFor();
    expect(await page.locator('.app-watermark').count()).toBe(0);
    // The form checks its fields on submit before asking the server.
    await form.submit.click();
    await page.getByText('请输入用户名').waitFor();
    await screenshot(page, 'login-zh_CN');

    await signIn(page, 'demo', { open: false });
    expect(new URL(page.url()).pathname).toBe('/ucenter/profile');
    await page.getByText('账号信息').waitFor();
    await poll(() => page.title()).toBe('个人资料 - 供应商门户');

    // Not remembered: the token lives in sessionStorage only.
    const [local, session] = await storedTokens(page);
    expect(local).toBeNull();
    expect(session).toMatch(/\S{20,}/);

    // The watermark: a layer over the page, drawn with the nickname and the current time.
    await watermarkLayer(page).waitFor({ state: 'attached' });
    const texts = await eventually(
      () => drawnText(page),
      (t) => t.includes('王经理') && t.some((s) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(s)),
    );
    expect(texts).toContain('王经理');

    // The sider shows the menus the server serves to the partner admin.
    expect(await siderEntries(page)).toEqual([
      '首页',
      '工作台',
      '待办',
      '商品',
      '品牌',
      '询报价',
      '订单',
      '结算',
      '供应链',
      '采购',
      '销售',
      '统计',
      '报表',
      '目标管理',
      '任务管理',
      '导出中心',
      '账号',
      '个人中心',
    ]);
    const ucenter = sider(page).locator('li.ant-menu-submenu-open');
    expect((await ucenter.locator('li.ant-menu-item').allInnerTexts()).map((t) => t.trim())).toEqual([
      '个人资料',
      '消息通知',
      '企业设置',
      '回款账户',
      '账户中心',
    ]);
    // The header: the partner code and the user's nickname.
    await page.getByText('GYS000001').first().waitFor();
    expect(await page.getByTestId('user-menu').textContent()).toContain('王经理');
    await screenshot(page, 'profile-zh_CN');

    // The root goes to the home page, which has a title of its own.
    await page.goto('/');
    await page.waitForURL('**/index');
    await poll(() => page.title()).toBe('首页 - 供应商门户');
    // An unknown path inside the shell shows the 404 page.
    await page.goto('/no/such/page');
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
  });

  it('signs in to the home path: the address goes from /login to /index, never the root', async () => {
    const page = await (await journey.context()).newPage();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await signIn(page, 'demo');
    await page.waitForURL('**/index');
    await page.getByText(/好，王经理/).waitFor();
    expect(visited).not.toContain('/');
    expect(new URL(page.url()).pathname).toBe('/index');
  });

  it('shows a new announcement once: ticking "read" and confirming records it', async () => {
    await ops(journey.portal, 'announce', 'E2E 公告', '<p>请阅读<b>本公告</b></p><script>alert(1)</script>');
    // Every account gets it: the other journeys' account acknowledges it at once.
    await acknowledgeAnnouncements(journey.portal, 'demo');
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo-b');
    // The seed's announcement first, then the new one.
    for (const title of ['关于供应商门户上线的公告', 'E2E 公告']) {
      const box = dialog(page, title);
      await settled(box);
      await box.getByText('我已阅读').click();
      await box.locator('.ant-checkbox-checked').waitFor();
      await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/account/notice/add')),
        box.getByRole('button', { name: '确 定' }).click(),
      ]);
      await box.waitFor({ state: 'hidden' });
    }
    // Sanitized on the way in: the script tag never reached the page.
    await page.reload();
    await page.getByTestId('user-menu').waitFor();
    const next = await api<unknown>(journey.portal, 'POST', '/api/account/notice/detail', {
      token: (await storedTokens(page))[1] ?? '',
    });
    expect(next.data).toBeNull();
    expect(await page.locator('.ant-modal-title', { hasText: '公告' }).count()).toBe(0);
  });

  it('opens pages in tabs and closes the others from the context menu', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.waitForURL('**/index');
    // Each page is seen before the next is opened (a page still loading is replaced, not tabbed).
    await openFromSider(page, '个人中心', '个人资料');
    await page.waitForURL('**/ucenter/profile');
    await page.getByText('账号信息').waitFor();
    await openFromSider(page, '个人中心', '消息通知');
    await page.waitForURL('**/ucenter/notice');
    await page.locator('.ant-pagination-total-text').waitFor();
    await poll(() => tabLabels(page)).toEqual(['首页', '个人资料', '消息通知']);
    await poll(() => page.title()).toBe('消息通知 - 供应商门户');

    // A click on a tab goes back to its page.
    await page.locator('.shell-tabs .ant-tabs-tab', { hasText: '个人资料' }).click();
    await page.waitForURL('**/ucenter/profile');

    await page.locator('.shell-tab-label', { hasText: '消息通知' }).click({ button: 'right' });
    const contextMenu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await settled(contextMenu);
    await screenshot(page, 'tabs-context-menu-zh_CN');
    await contextMenu.locator('li', { hasText: '关闭其他' }).click();
    // The home tab is fixed; the right-clicked tab stays and becomes the page.
    await poll(() => tabLabels(page)).toEqual(['首页', '消息通知']);
    await page.waitForURL('**/ucenter/notice');
  });

  it('switches the language to English: menus, antd texts and title follow, and it persists', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.goto('/ucenter/notice');
    // antd's own texts (the pagination's size changer) are Chinese first.
    await page.locator('.ant-pagination-options').getByText('10 条/页').waitFor();
    // A system notice (kept with its message key): newer modules' notices fill the first page, so it is searched for.
    await page.getByLabel('标题').fill('订单已取消');
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await page.locator('tr.ant-table-row', { hasText: '订单已取消：' }).first().waitFor();

    await page.getByRole('button', { name: '语言' }).hover();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) li', { hasText: 'English' }).click();
    await sider(page).getByText('User center').waitFor();
    expect(await siderEntries(page)).toEqual([
      'Home',
      'Workbench',
      'To-do',
      'Goods',
      'Brands',
      'Inquiry & quotation',
      'Orders',
      'Settlement',
      'Supply chain',
      'Purchasing',
      'Sales',
      'Statistics',
      'Reports',
      'Targets',
      'Tasks',
      'Export centre',
      'Accounts',
      'User center',
    ]);
    await page.locator('.ant-pagination-options').getByText('10 / page').waitFor();
    // The system's notices are asked for again, now in English; the operators' stay as written.
    await page.locator('tr.ant-table-row', { hasText: 'Order cancelled: ' }).first().waitFor();
    await poll(() => page.title()).toBe('Notifications - Supplier Portal');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await sider(page).getByText('User center').waitFor();
    await page.locator('.ant-pagination-options').getByText('10 / page').waitFor();
    await poll(() => page.title()).toBe('Notifications - Supplier Portal');
    await screenshot(page, 'notices-en');

    // The login page follows the stored language too.
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'login-en');
  });

  it('keeps the theme settings (colour, dark mode) under `theme` across a reload', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo');
    await page.getByRole('button', { name: '主题设置' }).click();
    const drawer = page.locator('.settings-drawer');
    await drawer.getByText('界面显示').waitFor();
    await drawer.getByRole('button', { name: '#722ed1' }).click();
    await drawer.locator('.settings-row', { hasText: '暗黑模式' }).getByRole('switch').click();

    const applied = () =>
      page.evaluate(() => ({
        dark: document.documentElement.classList.contains('dark-mode'),
        color: (document.querySelector('.app-root') as HTMLElement).style.getPropertyValue(
          '--ant-color-primary',
        ),
      }));
    await poll(applied).toEqual({ dark: true, color: '#722ed1' });
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('theme'))) ?? '{}');
    expect(stored).toMatchObject({ color: '#722ed1', darkMode: true, layout: 'side' });
    await screenshot(page, 'theme-drawer-dark-zh_CN');

    await page.reload();
    await page.getByTestId('user-menu').waitFor();
    await poll(applied).toEqual({ dark: true, color: '#722ed1' });
    await page.getByRole('button', { name: '主题设置' }).click();
    const darkSwitch = drawer.locator('.settings-row', { hasText: '暗黑模式' }).getByRole('switch');
    await poll(() => darkSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await drawer.getByRole('button', { name: '#722ed1' }).getAttribute('aria-pressed')).toBe('true');

    // Back to the defaults of spec section 9.
    await drawer.getByRole('button', { name: '恢复默认' }).click();
    await poll(applied).toEqual({ dark: false, color: '#1890ff' });
  });

  it('remembers the sign-in in localStorage when asked, and shares it with a new tab', async () => {
    const context = await journey.context();
    const page = await context.newPage();
    await signIn(page, 'demo', { remember: true });
    const [local, session] = await storedTokens(page);
    expect(local).toMatch(/\S{20,}/);
    expect(session).toBeNull();

    const second = await context.newPage();
    await second.goto('/ucenter/profile');
    await second.getByText('账号信息').waitFor();
    expect(new URL(second.url()).pathname).toBe('/ucenter/profile');
  });

  it('clears the token when a signed-in user opens /login', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo', { remember: true });
    const [token] = await storedTokens(page);
    await page.goto('/login');
    await loginForm(page).username.waitFor();
    await eventually(
      () => storedTokens(page),
      ([l, s]) => l === null && s === null,
    );
    // The session is over on the server as well.
    await eventually(
      () => api(journey.portal, 'GET', '/api/auth/account/profile', { token: token ?? '' }),
      (answer) => answer.code === '0001',
    );
    await page.goto('/ucenter/profile');
    await page.waitForURL('**/login?from=%2Fucenter%2Fprofile');
  });

  it('asks before signing out, then lands on /login without the token', async () => {
    const page = await (await journey.context()).newPage();
    await signIn(page, 'demo', { remember: true });
    const [token] = await storedTokens(page);

    // Cancelling keeps the session.
    let confirm = await openSignOut(page);
    await settled(confirm);
    await screenshot(page, 'logout-confirm-zh_CN');
    await confirm.getByRole('button', { name: '取 消' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await storedTokens(page))[0]).toBe(token);

    confirm = await openSignOut(page);
    await confirm.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('');
    expect(await storedTokens(page)).toEqual([null, null]);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    const answer = await api(journey.portal, 'GET', '/api/auth/account/profile', { token: token ?? '' });
    expect(answer.code).toBe('0001');
  });
});
