import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { checkA11y, formatA11yViolations, scanOnGoto, takeA11yViolations } from './a11y';
import { launchBrowser, newContext, type Portal, screenshot, startPortal } from './harness';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Demo@2026';

/** How long a journey waits for one UI state (the page's own loading, never a fixed sleep). */
export const UI_TIMEOUT = 15_000;

/** A running portal and a browser for one journey file. */
export type Journey = {
  portal: Portal;
  browser: Browser;
  /**
   * A fresh browser context (its own storage) at the portal, in a browser language. The overtime
   * order reminder starts snoozed (session flag `type` = 1), so its box does not cover the pages of
   * journeys that are not about it; `{ overtimeReminder: true }` leaves it on.
   */
  context: (language?: string, options?: { overtimeReminder?: boolean }) => Promise<BrowserContext>;
};

/**
 * The journey of one file: starts the built portal (fresh database, demo seed) and a browser before
 * its tests, closes the contexts a test opened after it (screenshots of their pages first when it
 * failed, as `failed-<test>-<n>.png`), and stops both after the file.
 *
 * Accessibility: every screen a test opens (by URL, signing in, from the sider) and the screens its
 * pages show when it ends are checked with axe-core; a test that passed fails afterwards when any of
 * them has a critical or serious violation, with the list.
 */
export const useJourney = (env: Record<string, string> = {}): Journey => {
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  const journey: Journey = {
    get portal() {
      if (!portal) throw new Error('the portal is not running');
      return portal;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not running');
      return browser;
    },
    context: async (language = 'zh-CN', options = {}) => {
      const context = await newContext(journey.browser, journey.portal.baseUrl, language);
      context.setDefaultTimeout(UI_TIMEOUT);
      if (!options.overtimeReminder) {
        await context.addInitScript(() => {
          if (sessionStorage.getItem('type') === null) sessionStorage.setItem('type', '1');
        });
      }
      // Every page opened in it is checked with axe-core when it opens a URL (see a11y.ts).
      context.on('page', scanOnGoto);
      contexts.push(context);
      return context;
    },
  };

  beforeAll(async () => {
    // Journeys sign in through the form many times a minute: lift the per-IP login limit.
    portal = await startPortal({ AUTH_RATE_LIMIT: '1000', ...env });
    browser = await launchBrowser();
  });

  afterEach(async ({ task }) => {
    const open = contexts;
    contexts = [];
    const passed = task.result?.state !== 'fail';
    if (passed) {
      // The last screen of each page: the end of the test's last step.
      for (const page of open.flatMap((context) => context.pages())) await checkA11y(page);
    }
    const violations = takeA11yViolations();
    if (!passed) {
      const pages = open.flatMap((context) => context.pages());
      const name = task.name.replace(/[^\w一-龥]+/g, '-').slice(0, 60);
      for (const [i, page] of pages.entries()) {
        await screenshot(page, `failed-${name}-${i + 1}`).catch(() => undefined);
      }
    }
    await Promise.allSettled(open.map((context) => context.close()));
    if (passed && violations.length > 0) expect.fail(formatA11yViolations(violations));
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await portal?.stop();
  });

  return journey;
};

type Envelope<T> = { code: string; msg: string; success: boolean; data: T };

/** Calls the portal's API as a client would (for set-up and checks beside the UI). */
export const api = async <T>(
  portal: Portal,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Envelope<T>> => {
  const response = await fetch(`${portal.baseUrl}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as Envelope<T>;
};

/** Signs in through the API (the captcha is off in journeys) and returns the token. */
export const apiLogin = async (
  portal: Portal,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> => {
  const answer = await api<{ token: string }>(portal, 'POST', '/api/auth/login', {
    body: { username, password, captchaId: '', captcha: '' },
  });
  if (!answer.success) throw new Error(`login of ${username} failed: ${answer.msg}`);
  return answer.data.token;
};

/**
 * Acknowledges every platform announcement for an account, so its dialog does not cover the pages
 * of a journey that is not about announcements.
 */
export const acknowledgeAnnouncements = async (
  portal: Portal,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> => {
  const token = await apiLogin(portal, username, password);
  for (let i = 0; i < 20; i += 1) {
    const next = await api<{ id: number } | null>(portal, 'POST', '/api/account/notice/detail', { token });
    if (!next.data) break;
    await api(portal, 'POST', '/api/account/notice/add', { token, body: { noticeBoarId: next.data.id } });
  }
  await api(portal, 'POST', '/api/auth/logout', { token });
};

/** Runs an `npm run ops` command on the running portal through /api/ops and its token file. */
export const ops = async (portal: Portal, name: string, ...args: string[]): Promise<string> => {
  const token = readFileSync(path.join(portal.dataDir, 'ops-token'), 'utf8').trim();
  const response = await fetch(`${portal.baseUrl}/api/ops/commands/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-token': token, 'accept-language': 'en' },
    body: JSON.stringify({ args }),
  });
  const answer = (await response.json()) as Envelope<{ output: string } | null>;
  if (!answer.success) throw new Error(`ops ${name} failed: ${answer.msg}`);
  return answer.data?.output ?? '';
};

/** The login form's fields, by their accessible names in zh_CN. */
export const loginForm = (page: Page) => ({
  username: page.locator('#login-username'),
  password: page.locator('#login-password'),
  captcha: page.locator('#login-captcha'),
  remember: page.locator('.auth-checkbox input[type=checkbox]'),
  submit: page.locator('button.auth-submit'),
});

/**
 * Signs in through the login form (already on /login or opened here). The captcha field is shown
 * and required by the form; with CAPTCHA=off the server accepts any value.
 */
export const signIn = async (
  page: Page,
  username: string,
  options: { remember?: boolean; password?: string; open?: boolean } = {},
): Promise<void> => {
  if (options.open !== false) await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(username);
  await form.password.fill(options.password ?? DEMO_PASSWORD);
  await form.captcha.fill('e2e1');
  if (options.remember) await form.remember.check();
  await form.submit.click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await checkA11y(page);
};

/** Opens the header's sign-out confirmation (zh_CN): the confirm dialog, not yet answered. */
export const openSignOut = async (page: Page): Promise<Locator> => {
  await page.getByTestId('user-menu').hover();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) li', { hasText: '退出登录' }).click();
  return page.locator('.ant-modal-confirm', { hasText: '您确定要退出登录吗?' });
};

/** Signs out through the header's user menu and its confirmation. */
export const signOut = async (page: Page): Promise<void> => {
  const confirm = await openSignOut(page);
  await confirm.getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
};

/** The token as the web app keeps it: [localStorage, sessionStorage]. */
export const storedTokens = (page: Page): Promise<[string | null, string | null]> =>
  page.evaluate(() => [localStorage.getItem('access_token'), sessionStorage.getItem('access_token')]);

/** The sider's menu (antd Menu inside the layout's sider). */
export const sider = (page: Page): Locator => page.locator('.shell-sider .shell-menu');

/** The texts of the sider's top-level entries (groups and single items). */
export const siderEntries = async (page: Page): Promise<string[]> => {
  const entries = sider(page).locator(
    ':scope > li.ant-menu-item, :scope > li.ant-menu-submenu > .ant-menu-submenu-title',
  );
  await entries.first().waitFor();
  return (await entries.allInnerTexts()).map((text) => text.trim());
};

/** Opens a page through the sider: the group (when it is one) and then the item. */
export const openFromSider = async (page: Page, group: string | null, item: string): Promise<void> => {
  const menu = sider(page);
  await menu.waitFor();
  const leaf = menu.locator('li.ant-menu-item', { hasText: item });
  if (group && !(await leaf.isVisible())) {
    await menu.locator('.ant-menu-submenu-title', { hasText: group }).click();
    // The group opens with a height animation: on a slow machine a click during it can miss the row.
    await menu.locator('[class*="ant-motion-collapse"]').first().waitFor({ state: 'detached' });
  }
  await leaf.click();
  await menu.locator('li.ant-menu-item-selected', { hasText: item }).waitFor();
  await checkA11y(page);
};

/**
 * Picks an option of an antd Select (`select`: its `.ant-select`) and waits until the select shows
 * it. A click during the dropdown's opening animation can be lost on a slow machine: then it is
 * opened and picked again.
 */
export const pickOption = async (page: Page, select: Locator, option: string): Promise<void> => {
  // antd 6 shows a single choice in the select's content, several as selection items: both as text.
  const chosen = select.filter({ hasText: option });
  const item = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first();
  for (let attempt = 1; ; attempt += 1) {
    if (attempt === 1 || !(await item.isVisible())) await select.click();
    await item.click();
    try {
      await chosen.first().waitFor({ timeout: 3000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

/** The table rows in `scope` (a page or a dialog) that contain `text`. */
export const rowOf = (scope: Page | Locator, text: string): Locator =>
  scope.locator('tr.ant-table-row', { hasText: text });

/** The open modal dialog with this title (antd Modal). */
export const dialog = (page: Page, title: string | RegExp): Locator =>
  page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal', {
    has: page.locator('.ant-modal-title', { hasText: title }),
  });

/** Polls a value until it passes the check (for storage and files; UI states use locators). */
export const eventually = async <T>(
  read: () => Promise<T> | T,
  check: (value: T) => boolean,
  timeout = UI_TIMEOUT,
): Promise<T> => {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) {
      expect.fail(`condition not met within ${timeout} ms; last value: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
};

/** Waits until the element's finite animations (antd's zoom and fade motions) have finished. */
export const settled = async (locator: Locator): Promise<void> => {
  await locator.waitFor();
  await eventually(
    () =>
      locator.evaluate((element) =>
        element
          .getAnimations({ subtree: true })
          // Spinners loop forever (and may linger invisibly in a leave motion): not an entrance.
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => {
            const target = (a.effect as KeyframeEffect | null)?.target;
            const name = a instanceof CSSAnimation ? a.animationName : a.constructor.name;
            return `${name} on ${target instanceof Element ? target.className : '?'}`;
          }),
      ),
    (running) => running.length === 0,
  );
};

/** expect.poll with the journeys' patience (vitest's default is 1 s, too short on a busy machine). */
export const poll = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: UI_TIMEOUT, interval: 100 });
