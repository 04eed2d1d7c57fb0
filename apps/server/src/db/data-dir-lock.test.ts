import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, dataDirOwnerOf, lockDataDir } from './data-dir-lock';

const lockModule = new URL('./data-dir-lock.ts', import.meta.url).pathname;

/** Another process that takes the directory and keeps it until killed. */
const holdInAnotherProcess = async (dataDir: string): Promise<ChildProcess> => {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
       lockDataDir(process.argv[1], 'seed');
       console.log('locked');
       setInterval(() => {}, 1000);`,
      dataDir,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = await once(child.stdout as NodeJS.ReadableStream, 'data');
  expect(String(line)).toContain('locked');
  return child;
};

describe('the embedded data directory lock', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second open in the same process and frees the directory on release', () => {
    const lock = lockDataDir(dataDir, 'server');
    expect(() => lockDataDir(dataDir, 'ops')).toThrow(DataDirLockedError);
    lock.release();
    lockDataDir(dataDir, 'ops').release();
  });

  it('refuses while another process holding it lives, naming it, and takes over once it died', async () => {
    const child = await holdInAnotherProcess(dataDir);
    try {
      expect(dataDirOwnerOf(dataDir)).toMatchObject({ pid: child.pid, role: 'seed' });
      expect(() => lockDataDir(dataDir, 'server')).toThrow(
        `The data directory ${dataDir} is in use by another process (seed), pid ${child.pid}.`,
      );
    } finally {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    // A crashed owner leaves its lock file behind: a stale lock is taken over.
    expect(dataDirOwnerOf(dataDir)).toBeUndefined();
    const lock = lockDataDir(dataDir, 'server');
    expect(JSON.parse(readFileSync(path.join(dataDir, 'portal.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
      role: 'server',
    });
    lock.announce('http://127.0.0.1:4321');
    expect(dataDirOwnerOf(dataDir)).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:4321' });
    lock.release();
    expect(dataDirOwnerOf(dataDir)).toBeUndefined();
  });

  it('answers a clear error, not a database failure, when PGlite is opened on a held directory', async () => {
    const database = await openDatabase({ dataDir, role: 'server' });
    try {
      await expect(openDatabase({ dataDir, role: 'ops' })).rejects.toThrow(
        /is in use by the portal server, pid \d+\. Only one process may open an embedded database/,
      );
    } finally {
      await database.close();
    }
    const again = await openDatabase({ dataDir, role: 'ops' });
    await again.ping();
    await again.close();
  });
});
