import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { pathOf } from '@portal/shared/contracts/endpoint';
import { ops } from '@portal/shared/contracts/ops.endpoints';
import { readOpsToken } from '../modules/ops/ops-token';

const mainScript = new URL('../main.ts', import.meta.url).pathname;

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** The DATA_DIR it was given (undefined: the default ./data). */
  dataDir: string | undefined;
  /** Everything the process wrote, for failure messages. */
  output: () => string;
  /** SIGTERM, and waits for the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL: the crash a power cut or the OOM killer makes. */
  kill: () => Promise<void>;
  /**
   * Runs an operator command in the server (POST /api/ops/commands/:name with the token of its
   * data directory), as `npm run ops` does; answers the envelope.
   */
  ops: (name: string, args?: readonly string[]) => Promise<{ code: string; msg: string; data: unknown }>;
};

/** A port nothing listens on right now. */
export const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
};

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : once(child, 'exit').then(([code]) => code as number | null);

/**
 * Runs the real server (src/main.ts) as a child process and waits until /api/health answers.
 * DATABASE_URL is inherited only when given in `env`, so a test decides which database it uses.
 */
export const startServerProcess = async (
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<ServerProcess> => {
  const port = env.PORT ?? String(await freePort());
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'off',
      AUTH_RATE_LIMIT: '10000',
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within the time limit:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const dataDir = env.DATA_DIR;
  return {
    url,
    child,
    dataDir,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    ops: async (name, args = []) => {
      if (!dataDir) throw new Error('ops needs the server started with a DATA_DIR');
      const response = await fetch(url + pathOf(ops.run.path, { name }), {
        method: ops.run.method,
        headers: { 'content-type': 'application/json', 'x-ops-token': readOpsToken(dataDir) ?? '' },
        body: JSON.stringify({ args }),
      });
      return (await response.json()) as { code: string; msg: string; data: unknown };
    },
  };
};

/** Runs a script of the server (the ops or seed CLI) to its end. */
export const runServerScript = (
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> => {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...inherited, LANG: 'en_US.UTF-8', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return exited(child).then((code) => ({ code, stdout, stderr }));
};
