import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PartnerState } from '@portal/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataDirLock, lockDataDir } from '../db/data-dir-lock';
import { writeOpsToken } from '../modules/ops/ops-token';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { createPartner } from '../test/fixtures';
import { runServerScript, startServerProcess } from '../test/server-process';

const cli = new URL('./cli.ts', import.meta.url).pathname;
const seedCli = new URL('../seed/cli.ts', import.meta.url).pathname;
const mainScript = new URL('../main.ts', import.meta.url).pathname;

/** Runs `npm run ops -- ...` as a child process; DATABASE_URL is never inherited. */
const runCli = (args: string[], env: Record<string, string>) => runServerScript(cli, args, env);

describe('npm run ops', () => {
  let t: TestApp;
  let lock: DataDirLock;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // What main.ts does: hold the data directory, announce the address, write the ops token.
    lock = lockDataDir(t.config.dataDir, 'server');
    lock.announce(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    writeOpsToken(t.config.dataDir);
  });
  afterAll(async () => {
    lock.release();
    await t.close();
  });

  it('runs the command on the server holding the data directory, whatever PORT says', async () => {
    const partner = await createPartner(t.database.db, { state: PartnerState.underReview });
    // Port 9 (discard) has no HTTP server: the address comes from the data directory.
    const result = await runCli(['partner', 'approve', partner.partnerNo], {
      DATA_DIR: t.config.dataDir,
      PORT: '9',
    });
    expect(result.stdout).toContain(`approved: ${partner.partnerNo}`);
    const refused = await runCli(['partner', 'approve', partner.partnerNo], { DATA_DIR: t.config.dataDir });
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('is not under review') });
  });

  it('opens the embedded database itself when no server answers', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-ops-'));
    try {
      // Port 9 (discard) has no HTTP server here.
      const result = await runCli(['sms'], { DATA_DIR: dataDir, PORT: '9' });
      expect(result.stdout).toContain('the SMS outbox is empty');
      const usage = await runCli(['help'], { DATA_DIR: dataDir, PORT: '9' });
      expect(usage.stdout).toContain('partner approve <partnerNo>');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never opens the embedded database a live server holds, on whatever port it listens', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-live-'));
    const server = await startServerProcess({ DATA_DIR: dataDir, SEED_ON_EMPTY: 'on' });
    try {
      // The probe's reproduction: the server listens elsewhere than the CLI's PORT (8080 by default).
      const disabled = await runCli(['partner', 'disable', 'GYS000002', 'probe'], { DATA_DIR: dataDir });
      expect(disabled).toMatchObject({ code: 0, stdout: expect.stringContaining('disabled: GYS000002') });
      // The server saw the change at once: its sign-in answers with the reason.
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ username: 'demo-b', password: 'Demo@2026' }),
      });
      expect(await login.json()).toMatchObject({ code: '0008', msg: expect.stringContaining('probe') });

      const second = await runServerScript(mainScript, [], { DATA_DIR: dataDir, PORT: '0' });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`is in use by the portal server, pid ${server.child.pid}`);
      expect(second.stderr).not.toMatch(/RuntimeError|Aborted|wasm/);
      const seed = await runServerScript(seedCli, [], { DATA_DIR: dataDir });
      expect(seed).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('is in use by the portal server'),
      });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    // Stopped: the CLI opens the directory itself, and the server's write is there.
    try {
      const list = await runCli(['partner', 'list'], { DATA_DIR: dataDir });
      expect(list.stdout).toMatch(/GYS000002\s+2 disabled/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Four processes start one after another (server, a second server, seed, CLI): slow on a busy machine.
  }, 180_000);
});
