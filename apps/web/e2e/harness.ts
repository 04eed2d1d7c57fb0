import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const root = path.resolve(new URL('.', import.meta.url).pathname, '../../..');
export const screenshotDir = path.join(root, 'test-results', 'screenshots');

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export type Portal = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

/**
 * Starts the BUILT portal (apps/server/dist, serving apps/web/dist) on a free port with a fresh
 * embedded database and the demo seed; the captcha is off for automation only.
 */
export const startPortal = async (env: Record<string, string> = {}): Promise<Portal> => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopping = false;
  // A portal that dies under a journey shows up as refused connections: say why, once.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`portal on port ${port} exited unexpectedly (code ${code}, signal ${signal})`);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('portal did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-dev-shm-usage',
    ],
  });

export const newContext = (browser: Browser, baseUrl: string, language = 'zh-CN'): Promise<BrowserContext> =>
  browser.newContext({ baseURL: baseUrl, locale: language, viewport: { width: 1440, height: 900 } });

export const screenshot = async (page: Page, name: string): Promise<void> => {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
};
