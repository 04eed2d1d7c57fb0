import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { PartnerState } from '@portal/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeOpsToken } from '../modules/ops/ops-token';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { createPartner } from '../test/fixtures';

const exec = promisify(execFile);
const cli = new URL('./cli.ts', import.meta.url).pathname;

/** Runs `npm run ops -- ...` as a child process; DATABASE_URL is never inherited. */
const runCli = (args: string[], env: Record<string, string>) => {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return exec(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...inherited, LANG: 'en_US.UTF-8', LOG_LEVEL: 'silent', ...env },
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);
};

describe('npm run ops', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    writeOpsToken(t.config.dataDir);
  });
  afterAll(() => t.close());

  it('runs the command on the running server through its ops token', async () => {
    const partner = await createPartner(t.database.db, { state: PartnerState.underReview });
    const result = await runCli(['partner', 'approve', partner.partnerNo], {
      DATA_DIR: t.config.dataDir,
      PORT: String(port),
    });
    expect(result.stdout).toContain(`approved: ${partner.partnerNo}`);
    const refused = await runCli(['partner', 'approve', partner.partnerNo], {
      DATA_DIR: t.config.dataDir,
      PORT: String(port),
    });
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
});
