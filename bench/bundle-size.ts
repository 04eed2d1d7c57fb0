import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export type BundleResult = { name: string; jsFiles: number; jsGzipKb: number; cssGzipKb: number };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Loads pages of the built portal in Chromium and sums the gzip size of every JS and CSS file the
 * browser fetched (as a gzip-serving proxy would send them). Inline styles of antd's CSS-in-JS are
 * part of the JS.
 */
export const measureBundles = async (baseUrl: string, token: string): Promise<BundleResult[]> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results: BundleResult[] = [];
  try {
    // The app clears storage when it meets no stored build version: read it once, store it with the token.
    const probe = await browser.newContext({ baseURL: baseUrl });
    const probePage = await probe.newPage();
    await probePage.goto('/login', { waitUntil: 'networkidle' });
    const appVersion = await probePage.evaluate('localStorage.getItem("appVersion")');
    await probe.close();

    const visit = async (name: string, path: string, withToken: boolean) => {
      const context = await browser.newContext({ baseURL: baseUrl });
      if (withToken) {
        await context.addInitScript(
          `if (!localStorage.getItem('appVersion')) localStorage.setItem('appVersion', ${JSON.stringify(appVersion)});`,
        );
        // Runs in the page: a string keeps the DOM types out of this Node program.
        await context.addInitScript(
          `if (!localStorage.getItem('access_token')) localStorage.setItem('access_token', ${JSON.stringify(token)});`,
        );
      }
      const page = await context.newPage();
      let js = 0;
      let css = 0;
      let jsFiles = 0;
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const size = gzipSync(body, { level: 9 }).length;
        if (type === 'script') {
          js += size;
          jsFiles += 1;
        } else css += size;
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      results.push({ name, jsFiles, jsGzipKb: kb(js), cssGzipKb: kb(css) });
      await context.close();
    };
    await visit('login page (/login)', '/login', false);
    await visit('shell + first page (/index)', '/index', true);
  } finally {
    await browser.close();
  }
  return results;
};
