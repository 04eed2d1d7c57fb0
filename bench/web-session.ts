import { chromium } from 'playwright-core';
import { postApi } from './api';

/** Debian's Chromium, or CHROMIUM_PATH. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium as the bench runs it: no sandbox (containers), no GPU, no background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** What a signed-in visit finds in local storage: the build version and the demo user's token. */
export type WebSession = { appVersion: string; token: string };

/**
 * Signs the demo user in through the API and reads the build version the app stores on a first
 * visit (the app clears local storage when it meets no stored version, token included). The demo
 * user has read the platform announcements, as on every visit after the first: the measured pages
 * are the pages, not the announcement dialog over them.
 */
export const openWebSession = async (baseUrl: string): Promise<WebSession> => {
  const { token } = await postApi<{ token: string }>(baseUrl, '/api/auth/login', {
    username: 'demo',
    password: 'Demo@2026',
    captchaId: '',
    captcha: '',
  });
  for (;;) {
    const announcement = await postApi<{ id: number } | null>(
      baseUrl,
      '/api/account/notice/detail',
      {},
      token,
    );
    if (!announcement) break;
    await postApi(baseUrl, '/api/account/notice/add', { noticeBoarId: announcement.id }, token);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto('/login', { waitUntil: 'networkidle' });
    const appVersion = String(await page.evaluate('localStorage.getItem("appVersion")'));
    return { appVersion, token };
  } finally {
    await browser.close();
  }
};

/** A script (run in the page, so a string) that stores the session unless one is there already. */
export const sessionScript = (session: WebSession): string =>
  [
    `if (!localStorage.getItem('appVersion')) localStorage.setItem('appVersion', ${JSON.stringify(session.appVersion)});`,
    `if (!localStorage.getItem('access_token')) localStorage.setItem('access_token', ${JSON.stringify(session.token)});`,
  ].join('\n');

/** The pages measured, as a new user meets them; `signedIn` visits carry the demo user's session. */
export type WebPage = { name: string; path: string; signedIn: boolean };

export const WEB_PAGES: WebPage[] = [
  { name: 'login page', path: '/login', signedIn: false },
  { name: 'home page', path: '/index', signedIn: true },
  { name: 'order list', path: '/order/index', signedIn: true },
];
