import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ExportStatus } from '@portal/shared/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, queryRows } from '../../db/client';
import type { Database } from '../../db/client';
import { createPostgresDatabase } from '../create-test-app';
import { type ServerProcess, startServerProcess } from '../server-process';
import { apiOf, signIn, sleep, waitFor } from './harness';

/**
 * Two servers on one PostgreSQL database (and one data directory for their files), as a
 * deployment with two instances runs: sessions are shared, a sign-out reaches the other server
 * within its session cache, an export is built once, daily tasks run once across both.
 */

const SESSION_CACHE_MS = 2000;
const admin = process.env.DATABASE_URL;

/** Every file under `dir` (relative paths), or none when it does not exist. */
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
};

describe.skipIf(!admin)(
  'two servers on one PostgreSQL database (needs DATABASE_URL: skipped on the embedded one)',
  () => {
    let dataDir: string;
    let postgres: { url: string; drop: () => Promise<void> };
    let database: Database;
    const servers: ServerProcess[] = [];
    let one: ServerProcess;
    let two: ServerProcess;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'portal-two-'));
      postgres = await createPostgresDatabase(admin as string);
      const envOf = (instance: string): Record<string, string> => ({
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        SEED_ON_EMPTY: 'on',
        JOBS: 'on',
        INSTANCE_ID: instance,
        LOG_LEVEL: 'info',
        SESSION_CACHE_MS: String(SESSION_CACHE_MS),
      });
      // Started together on the empty database: both migrate it and look for the demo data at once.
      const started = await Promise.allSettled([
        startServerProcess(envOf('server-1')),
        startServerProcess(envOf('server-2')),
      ]);
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      for (const result of started) if (result.status === 'rejected') throw result.reason;
      [one, two] = servers;
      database = openPostgres(postgres.url, 2);
    }, 120_000);

    afterAll(async () => {
      for (const server of servers) await server.stop();
      await database?.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('made the demo data once, though both started on the empty database', async () => {
      const [{ partners, accounts }] = await queryRows<{ partners: number; accounts: number }>(
        database.db,
        sql`select (select count(*)::int from partners where partner_no = 'GYS000001') as partners,
                 (select count(*)::int from accounts where username = 'demo') as accounts`,
      );
      expect({ partners, accounts }).toEqual({ partners: 1, accounts: 1 });
    });

    it('takes a session made on one server on the other, and refuses it there soon after a sign-out', async () => {
      const token = await signIn(one.url, 'demo');
      const onTwo = apiOf(two.url, token);
      // Read on server 2, so it holds the session in its cache when server 1 ends it.
      expect(await onTwo.get('/api/auth/account/profile')).toMatchObject({ code: '0000' });
      expect(await apiOf(one.url, token).post('/api/auth/logout')).toMatchObject({ code: '0000' });
      const signedOut = Date.now();
      const refused = await waitFor(
        'server 2 refuses the signed-out session',
        async () => {
          const answer = await onTwo.get('/api/auth/account/profile');
          return answer.code === '0001' ? answer : undefined;
        },
        SESSION_CACHE_MS + 1500,
        100,
      );
      expect(refused.code).toBe('0001');
      expect(Date.now() - signedOut).toBeLessThan(SESSION_CACHE_MS + 1500);
    });

    it('builds an export requested on one server once, and the other serves it', async () => {
      const token = await signIn(one.url, 'demo');
      const requested = await apiOf(one.url, token).post<{ taskId: number }>('/api/trade/order/export', {});
      expect(requested).toMatchObject({ code: '0000' });
      const { taskId } = requested.data;
      const onTwo = apiOf(two.url, token);
      const task = await waitFor(
        'the export finishes',
        async () => {
          const tasks = await onTwo.post<Array<{ id: number; status: number }>>(
            '/api/communal/export/page',
            {},
          );
          const found = tasks.data.find((row) => row.id === taskId);
          return found && found.status !== ExportStatus.waiting && found.status !== ExportStatus.exporting
            ? found
            : undefined;
        },
        30_000,
      );
      expect(task.status).toBe(ExportStatus.finished);
      const [job] = await queryRows<{ state: string; attempts: number; file_key: string }>(
        database.db,
        sql`select j.state, j.attempts, t.file_key
            from jobs j join export_tasks t on t.id = (j.payload ->> 'taskId')::bigint
           where j.kind = 'export' and t.id = ${taskId}`,
      );
      expect(job).toMatchObject({ state: 'done', attempts: 1 });
      // One file in storage: the task's (no second build, no part file left).
      expect(filesUnder(path.join(dataDir, 'files', 'exports'))).toEqual([
        path.relative('exports', job.file_key),
      ]);
      const download = await fetch(`${two.url}/api/communal/export/download/${taskId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.status).toBe(200);
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
    });

    it('runs each daily task once across both servers', async () => {
      // Both servers list every registered task there on their first tick; the first to claim one runs it.
      const names = await waitFor(
        'every daily task has run',
        async () => {
          const rows = await queryRows<{ name: string; last_run_day: string | null }>(
            database.db,
            sql`select name, last_run_day from daily_tasks order by name`,
          );
          return rows.length > 0 && rows.every((row) => row.last_run_day !== null)
            ? rows.map((row) => row.name)
            : undefined;
        },
        15_000,
      );
      expect(names.length).toBeGreaterThanOrEqual(2);
      // A few more polls of both workers: none runs a task again.
      await sleep(1500);
      const output = one.output() + two.output();
      for (const name of names) {
        const runs = output
          .split('\n')
          .filter((line) => line.includes('daily task ran') && line.includes(`"task":"${name}"`));
        expect(runs, `${name} ran ${runs.length} times`).toHaveLength(1);
      }
    });
  },
);
