import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(new URL('.', import.meta.url).pathname, '..');

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export type Running = {
  baseUrl: string;
  stop: () => Promise<void>;
  pid: number | undefined;
  /** How long seeding the volume took, seconds (0 without volume). */
  seedSeconds?: number;
};

const waitFor = async (child: ChildProcess, url: string) => {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 90 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

const stopper = (child: ChildProcess, cleanup: () => void) => async () => {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  cleanup();
};

/**
 * The built portal in its own process (so the load generator does not share its event loop), on a
 * fresh database: the demo set, plus `scale` goods of the demo partner (`npm run seed -- --scale`)
 * and `orders` orders over the bench partners and the demo partner (`--orders`), and `purchases`
 * purchase orders of the demo partner (`--purchases`).
 */
export const startPortal = async (
  options: { databaseUrl?: string; scale?: number; orders?: number; purchases?: number } = {},
): Promise<Running> => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl ?? '',
    NODE_ENV: 'production',
  };
  let seedSeconds = 0;
  if (options.scale || options.orders || options.purchases) {
    const started = Date.now();
    const volume = [
      ...(options.scale ? ['--scale', String(options.scale)] : []),
      ...(options.orders ? ['--orders', String(options.orders)] : []),
      ...(options.purchases ? ['--purchases', String(options.purchases)] : []),
    ];
    execFileSync(process.execPath, [path.join(root, 'apps/server/dist/seed.js'), ...volume], {
      cwd: root,
      env,
      // The seed logs its progress; a million orders take minutes.
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    seedSeconds = (Date.now() - started) / 1000;
    console.log(`seeded ${volume.join(' ')} in ${seedSeconds.toFixed(1)} s`);
  }
  // BENCH_PORTAL_NODE_ARGS: node flags for the portal only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = process.env.BENCH_PORTAL_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(child, `${baseUrl}/api/health`);
  return {
    baseUrl,
    pid: child.pid,
    seedSeconds,
    stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })),
  };
};

export const startBare = async (): Promise<Running> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/bare-server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(child, `${baseUrl}/bare`);
  return { baseUrl, pid: child.pid, stop: stopper(child, () => {}) };
};
