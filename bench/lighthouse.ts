import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { freePort } from './processes';
import { CHROMIUM, CHROMIUM_FLAGS, type WebPage, type WebSession } from './web-session';

export type FormFactor = 'mobile' | 'desktop';

export type LighthouseResult = {
  name: string;
  path: string;
  formFactor: FormFactor;
  /** Performance scores (0-100) of every run, in run order. */
  scores: number[];
  /** The median run's figures. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

const RUNS = 3;

const audit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * Lighthouse's performance category (its default simulated throttling: a mid-range phone on slow 4G
 * for mobile, the desktop preset otherwise), the median of three runs per page and form factor.
 *
 * Signed-in pages need the token in local storage: Chromium runs with its own profile, which
 * playwright-core opens first (the same browser, through its DevTools port), and before every run
 * the bench empties the browser cache and stores the session afresh. Lighthouse itself keeps the
 * storage (`disableStorageReset`), so every run is a first visit with a signed-in user.
 */
export const measureLighthouse = async (
  baseUrl: string,
  session: WebSession,
  pages: WebPage[],
): Promise<LighthouseResult[]> => {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  const results: LighthouseResult[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const prepare = async (signedIn: boolean) => {
      await cdp.send('Network.clearBrowserCache');
      // A same-origin address that is not the app, to write its local storage without running it.
      await page.goto(`${baseUrl}/api/health`);
      await page.evaluate(
        `localStorage.clear();${
          signedIn
            ? `localStorage.setItem('appVersion', ${JSON.stringify(session.appVersion)});` +
              `localStorage.setItem('access_token', ${JSON.stringify(session.token)});`
            : ''
        }`,
      );
    };
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const visit of pages) {
        const runs: Result[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          await prepare(visit.signedIn);
          const flags: Flags = {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: true,
          };
          const answer = await lighthouse(
            baseUrl + visit.path,
            flags,
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!answer) throw new Error(`lighthouse gave no result for ${visit.path}`);
          if (answer.lhr.runtimeError) throw new Error(`${visit.path}: ${answer.lhr.runtimeError.message}`);
          // A lost session would measure the login page instead.
          const shown = new URL(answer.lhr.finalDisplayedUrl).pathname;
          if (shown !== visit.path) throw new Error(`${visit.path} ended on ${shown}`);
          runs.push(answer.lhr);
        }
        const scoreOf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
        const median = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b))[Math.floor(RUNS / 2)];
        results.push({
          name: visit.name,
          path: visit.path,
          formFactor,
          scores: runs.map(scoreOf),
          score: scoreOf(median),
          fcpMs: Math.round(audit(median, 'first-contentful-paint')),
          lcpMs: Math.round(audit(median, 'largest-contentful-paint')),
          tbtMs: Math.round(audit(median, 'total-blocking-time')),
          cls: Math.round(audit(median, 'cumulative-layout-shift') * 1000) / 1000,
        });
        console.log(`lighthouse ${formFactor} ${visit.path}: ${runs.map(scoreOf).join(', ')}`);
      }
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
};
