import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ExportStatus } from '@portal/shared/constants';
import { OrderState } from '@portal/shared/contracts/orders';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { batchXlsxOf, PLAIN_FAMILY } from '../../modules/catalog/goods/batch.fixtures';
import { createPostgresDatabase } from '../create-test-app';
import { type ServerProcess, startServerProcess } from '../server-process';
import {
  apiOf,
  goodsCountMismatches,
  inconsistentOrders,
  openServerDatabase,
  orderCountMismatches,
  signIn,
  sleep,
  waitFor,
} from './harness';

/**
 * kill -9 in the middle of a burst of writes, then a restart on the same data: every write that
 * was answered '0000' is there, nothing is half-written, the kept counts equal the real ones and
 * no job is left running. On the embedded database always; on PostgreSQL too when DATABASE_URL
 * names a server (a throw-away database is made on it).
 */

const PARTNER_NO = 'GYS000001';
const IMPORTED_GOODS = 40;
const BRAND = 'CrashTest';
/** The burst is killed once this many confirmations were answered (or after BURST_LIMIT_MS). */
const KILL_AFTER_CONFIRMATIONS = 12;
const BURST_LIMIT_MS = 20_000;
/** How long the kill waits for the export job to be writing its file. */
const EXPORT_WAIT_MS = 10_000;
/** Orders of the partner before the burst: enough that its export takes a while. */
const PARTNER_ORDERS = 2000;

const family = PLAIN_FAMILY;
const leaf = family?.children?.[0];
if (!family || !leaf) throw new Error('the category tree lacks 展示用品');

const batchFile = (): Promise<Buffer> =>
  batchXlsxOf(
    Array.from({ length: IMPORTED_GOODS }, (_, i) => [
      `崩溃测试白板 ${i}`,
      leaf.id,
      BRAND,
      `CRASH-${i}`,
      '块',
      '',
      '',
      '标准',
      '',
      '10.00',
      5,
    ]),
  );

const databases = [
  { name: 'embedded', admin: undefined as string | undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', admin: process.env.DATABASE_URL }] : []),
];

describe.each(databases)('a crash (kill -9) on the $name database', ({ admin }) => {
  it('restarts with every acknowledged write, nothing half-written, true counts and no job left running', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));
    const postgres = admin ? await createPostgresDatabase(admin) : undefined;
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SEED_ON_EMPTY: 'on',
      JOBS: 'on',
      // Stable across the restart (the port is not): the restarted server takes its jobs back.
      INSTANCE_ID: 'crash-test',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
    const servers: ServerProcess[] = [];
    try {
      const first = await startServerProcess(env);
      servers.push(first);
      const token = await signIn(first.url, 'demo');
      const api = apiOf(first.url, token);

      // ---- before the burst: orders to confirm, a brand and a checked batch file ----
      const more = await first.ops('simulate', [
        '--orders',
        String(PARTNER_ORDERS),
        '--rate',
        '1000',
        '--partner',
        PARTNER_NO,
      ]);
      expect(more, first.output()).toMatchObject({ code: '0000' });
      const awaiting = await api.post<Array<{ id: number }>>('/api/trade/order/page', {
        state: OrderState.awaitingConfirmation,
        size: 100,
      });
      const toConfirm = awaiting.data.map((row) => row.id);
      const baselineOrders = (await api.post('/api/trade/order/page', { size: 10 })).total ?? 0;
      expect(baselineOrders).toBeGreaterThan(0);
      expect(toConfirm.length).toBeGreaterThan(KILL_AFTER_CONFIRMATIONS + 10);
      expect(await api.post('/api/goods/brand/add', { brandName: BRAND })).toMatchObject({ code: '0000' });
      const upload = await api.upload('批量上传.xlsx', await batchFile());
      expect(upload).toMatchObject({ code: '0000' });
      const batch = { fileId: upload.data.id, categoryId: family.id };
      const checked = await api.post<{ validGoods: number }>('/api/goods/batch/check', batch);
      expect(checked).toMatchObject({ code: '0000', data: { validGoods: IMPORTED_GOODS } });

      // ---- the burst, killed in the middle ----
      const acked = {
        confirmed: [] as number[],
        payback: [] as string[],
        simulated: 0,
        exportTaskId: undefined as number | undefined,
        imported: false,
      };
      let simulatedSent = 0;
      let killed = false;
      /** Runs `call` unless the server was killed; a call cut off by the kill answers undefined. */
      const attempt = async <T>(call: () => Promise<T>): Promise<T | undefined> => {
        if (killed) return undefined;
        try {
          return await call();
        } catch {
          return undefined;
        }
      };
      const confirmer = async () => {
        for (;;) {
          const id = toConfirm.shift();
          if (id === undefined) return;
          const answer = await attempt(() => api.post('/api/trade/order/confirm', { id }));
          if (!answer) return;
          if (answer.code === '0000') acked.confirmed.push(id);
        }
      };
      const paybackAdder = async () => {
        for (let i = 0; ; i += 1) {
          const companyName = `崩溃测试公司${i}`;
          const answer = await attempt(() => api.post('/api/account/payback/add', { companyName }));
          if (!answer) return;
          if (answer.code === '0000') acked.payback.push(companyName);
        }
      };
      const simulator = async () => {
        for (;;) {
          const answer = await attempt(() => {
            simulatedSent += 5;
            return first.ops('simulate', ['--orders', '5', '--rate', '500', '--partner', PARTNER_NO]);
          });
          if (!answer) return;
          if (answer.code === '0000') acked.simulated += 5;
        }
      };
      /** Requests the export, then watches its task until the worker is writing the file. */
      const exportStarted = async (): Promise<boolean> => {
        const answer = await attempt(() => api.post<{ taskId: number }>('/api/trade/order/export', {}));
        if (answer?.code !== '0000') return false;
        acked.exportTaskId = answer.data.taskId;
        const deadline = Date.now() + EXPORT_WAIT_MS;
        while (Date.now() < deadline) {
          const tasks = await attempt(() =>
            api.post<Array<{ id: number; status: number }>>('/api/communal/export/page', { size: 10 }),
          );
          const status = tasks?.data.find((row) => row.id === acked.exportTaskId)?.status;
          if (status !== ExportStatus.waiting) return status === ExportStatus.exporting;
          await sleep(20);
        }
        return false;
      };
      const importer = async () => {
        const answer = await attempt(() => api.post('/api/goods/batch/import', batch));
        if (answer?.code === '0000') acked.imported = true;
      };
      let exportCutOff = false;
      // Once enough confirmations were answered, the import and the export start; the kill comes as
      // soon as the export job is writing its file (the import may or may not have ended by then).
      const killer = async () => {
        const deadline = Date.now() + BURST_LIMIT_MS;
        while (acked.confirmed.length < KILL_AFTER_CONFIRMATIONS && Date.now() < deadline) await sleep(10);
        const imported = importer();
        exportCutOff = await exportStarted();
        killed = true;
        await first.kill();
        await imported;
      };
      await Promise.all([killer(), confirmer(), confirmer(), paybackAdder(), simulator()]);
      console.info(
        `acknowledged before the kill: ${acked.confirmed.length} confirmations, ${acked.payback.length} payback accounts,` +
          ` ${acked.simulated} of ${simulatedSent} simulated orders, export ${acked.exportTaskId ?? 'not answered'},` +
          ` import ${acked.imported ? 'answered' : 'not answered'};` +
          ` the export was ${exportCutOff ? '' : 'not '}seen running at the kill`,
      );
      expect(acked.confirmed.length).toBeGreaterThanOrEqual(KILL_AFTER_CONFIRMATIONS);

      // ---- restart on the same data ----
      const second = await startServerProcess(env);
      servers.push(second);
      const again = apiOf(second.url, token);
      // The session made before the crash is still there.
      expect(await again.get('/api/auth/account/profile')).toMatchObject({ code: '0000' });
      // The export ends finished within a bounded wait (its job was cut off or never started).
      const exportTaskId =
        acked.exportTaskId ??
        (await again.post<{ taskId: number }>('/api/trade/order/export', {})).data.taskId;
      const task = await waitFor(
        'the export finishes after the restart',
        async () => {
          const tasks = await again.post<Array<{ id: number; status: number }>>('/api/communal/export/page', {
            size: 50,
          });
          const found = tasks.data.find((row) => row.id === exportTaskId);
          return found && found.status !== ExportStatus.waiting && found.status !== ExportStatus.exporting
            ? found
            : undefined;
        },
        45_000,
      );
      expect(task.status, second.output()).toBe(ExportStatus.finished);
      expect(await second.stop()).toBe(0);

      // ---- the data, read directly ----
      const database = await openServerDatabase({ databaseUrl: postgres?.url, dataDir });
      try {
        const { db } = database;
        const [{ id: partnerId }] = await queryRows<{ id: number }>(
          db,
          sql`select id from partners where partner_no = ${PARTNER_NO}`,
        );
        // Every answered confirmation is there, with its timeline entry.
        const confirmed = await queryRows<{ id: number; state: number; confirmed: boolean; events: number }>(
          db,
          sql`select o.id, o.state, o.confirmed_time is not null as confirmed,
                     (select count(*)::int from order_events e
                       where e.partner_id = o.partner_id and e.order_id = o.id and e.action = 'confirmed') as events
                from orders o
               where o.partner_id = ${partnerId}
                 and o.id in (${sql.join(
                   acked.confirmed.map((id) => sql`${id}`),
                   sql`, `,
                 )})`,
        );
        expect(confirmed).toHaveLength(acked.confirmed.length);
        for (const order of confirmed) {
          expect(order).toMatchObject({ state: OrderState.awaitingShipment, confirmed: true, events: 1 });
        }
        // Every answered payback account, once.
        const payback = await queryRows<{ company_name: string }>(
          db,
          sql`select company_name from payback_accounts
               where partner_id = ${partnerId} and company_name like '崩溃测试公司%'`,
        );
        const names = payback.map((row) => row.company_name);
        expect(new Set(names).size).toBe(names.length);
        expect(names).toEqual(expect.arrayContaining(acked.payback));
        // The simulated orders: every answered batch, and no more than were sent.
        const [{ orders }] = await queryRows<{ orders: number }>(
          db,
          sql`select count(*)::int as orders from orders where partner_id = ${partnerId}`,
        );
        expect(orders).toBeGreaterThanOrEqual(baselineOrders + acked.simulated);
        expect(orders).toBeLessThanOrEqual(baselineOrders + simulatedSent);
        // The batch import: all its goods (each with its SKU) or none.
        const [imported] = await queryRows<{ goods: number; skus: number }>(
          db,
          sql`select count(*)::int as goods,
                     (select count(*)::int from goods_skus s
                       where s.partner_id = ${partnerId} and s.goods_id in (
                         select id from goods where partner_id = ${partnerId} and model like 'CRASH-%')) as skus
                from goods where partner_id = ${partnerId} and model like 'CRASH-%'`,
        );
        expect([0, IMPORTED_GOODS]).toContain(imported.goods);
        if (acked.imported) expect(imported.goods).toBe(IMPORTED_GOODS);
        expect(imported.skus).toBe(imported.goods);
        // Nothing half-written, and the kept counts are the real ones.
        expect(await inconsistentOrders(db)).toEqual([]);
        expect(await orderCountMismatches(db)).toEqual([]);
        expect(await goodsCountMismatches(db)).toEqual([]);
        // No job left running; the export's job ran to its end and its file is in storage.
        expect(await queryRows(db, sql`select id, kind, attempts from jobs where state = 'running'`)).toEqual(
          [],
        );
        const [exported] = await queryRows<{
          file_key: string;
          total: number;
          job_state: string;
          job_attempts: number;
        }>(
          db,
          sql`select t.file_key, t.total, j.state as job_state, j.attempts as job_attempts
                from export_tasks t
                join jobs j on j.kind = 'export' and (j.payload ->> 'taskId')::bigint = t.id
               where t.partner_id = ${partnerId} and t.id = ${exportTaskId}`,
        );
        // A put cut off by the kill leaves its temporary file (never read, never referenced): counted, not failed.
        const leftovers = readdirSync(path.join(dataDir, 'files'), { recursive: true }).filter((name) =>
          String(name).endsWith('.part'),
        );
        console.info(
          `after the restart: ${imported.goods} imported goods, the export's job ran ${exported.job_attempts} time(s),` +
            ` ${leftovers.length} temporary file(s) of cut-off puts left in storage`,
        );
        expect(exported).toMatchObject({ job_state: 'done', total: expect.any(Number) });
        expect(exported.total).toBeGreaterThan(0);
        expect(existsSync(path.join(dataDir, 'files', ...exported.file_key.split('/')))).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      for (const server of servers) await server.kill();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
