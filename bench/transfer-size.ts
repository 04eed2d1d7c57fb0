import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, sessionScript, type WebPage, type WebSession } from './web-session';

export type TransferResult = {
  name: string;
  path: string;
  jsFiles: number;
  jsKb: number;
  cssKb: number;
  /** Everything the visit fetched: document, scripts, styles, API answers, images, fonts. */
  totalKb: number;
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Bytes as Chromium transferred them (headers and the compressed body the server chose, from the
 * DevTools protocol's `Network.loadingFinished`), on a first visit: every page in a new browser
 * context, so with an empty cache. The visit ends when the network has been idle for half a second.
 */
export const measureTransfer = async (
  baseUrl: string,
  session: WebSession,
  pages: WebPage[],
): Promise<TransferResult[]> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const results: TransferResult[] = [];
  try {
    for (const visit of pages) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
      if (visit.signedIn) await context.addInitScript(sessionScript(session));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const types = new Map<string, string>();
      const totals = { js: 0, css: 0, all: 0, jsFiles: 0 };
      cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
      cdp.on('Network.loadingFinished', (event) => {
        const type = types.get(event.requestId);
        totals.all += event.encodedDataLength;
        if (type === 'Script') {
          totals.js += event.encodedDataLength;
          totals.jsFiles += 1;
        } else if (type === 'Stylesheet') totals.css += event.encodedDataLength;
      });
      await cdp.send('Network.enable');
      await page.goto(visit.path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      results.push({
        name: visit.name,
        path: visit.path,
        jsFiles: totals.jsFiles,
        jsKb: kb(totals.js),
        cssKb: kb(totals.css),
        totalKb: kb(totals.all),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
};
