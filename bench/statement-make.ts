// Making a settlement statement of 10,000 completed orders (issue 12: < 2 s), on the embedded
// database and on PostgreSQL. The statement is made in this process, through the service the
// operator's command and the monthly job call: the orders locked, a line each, the totals, the
// orders put on it, the count and the notice, in one transaction.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres, queryRows } from '../apps/server/src/db/client';
import { installModules } from '../apps/server/src/modules';
import { completedOrderOf } from '../apps/server/src/modules/orders/order.fixtures';
import { insertOrders, type NewOrder } from '../apps/server/src/modules/orders/order-intake.service';
import {
  makeStatement,
  withdrawStatement,
} from '../apps/server/src/modules/settlement/statements/statement.service';
import { prepareDatabase } from '../apps/server/src/prepare';

export const STATEMENT_ORDERS = 10_000;
export const STATEMENT_TARGET_SECONDS = 2;
export const STATEMENT_HEADING = `## Making a settlement statement (${STATEMENT_ORDERS.toLocaleString('en')} orders)`;
const TIME_ZONE = 'Asia/Shanghai';
const RUNS = 3;

export type StatementMakeResult = { name: string; orders: number; runs: number[] };

const completedOrder = (partnerId: number, i: number): NewOrder =>
  completedOrderOf(partnerId, {
    channelId: 37,
    orderNo: `BENCHJS${String(i).padStart(8, '0')}`,
    customerName: `采购单位${i % 500}`,
    orderTime: new Date(Date.UTC(2026, 0, 1 + (i % 28))),
    amount: (((i * 7919) % 1_000_000) / 100 + 1).toFixed(2),
  });

/** A partner with STATEMENT_ORDERS completed orders of one channel in January 2026. */
const givenOrders = async (database: Database): Promise<number> => {
  const { db } = database;
  const [partner] = await queryRows<{ id: number }>(
    db,
    sql`insert into partners (partner_no, name, state) values ('GYSJS0001', '结算基准供应商', 1) returning id`,
  );
  const partnerId = Number(partner.id);
  for (let start = 0; start < STATEMENT_ORDERS; start += 1000) {
    await db.transaction((tx) =>
      insertOrders(
        tx,
        Array.from({ length: Math.min(1000, STATEMENT_ORDERS - start) }, (_, i) =>
          completedOrder(partnerId, start + i),
        ),
      ),
    );
  }
  await db.execute(sql`update orders set completed_time = order_time + interval '3 days', sign_state = 3,
    invoice_state = 3 where partner_id = ${partnerId}`);
  await db.execute(sql`analyze orders`);
  return partnerId;
};

/** Makes the statement RUNS times (withdrawing it in between, which frees its orders), timing each make. */
const measureOn = async (name: string, database: Database): Promise<StatementMakeResult> => {
  installModules();
  await prepareDatabase(database);
  const partnerId = await givenOrders(database);
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const statement = await makeStatement(database.db, {
      partnerId,
      channelId: 37,
      from: '2026-01-01',
      to: '2026-02-28',
      timeZone: TIME_ZONE,
    });
    runs.push((performance.now() - started) / 1000);
    if (statement?.orderCount !== STATEMENT_ORDERS)
      throw new Error(`statement of ${statement?.orderCount} orders`);
    await withdrawStatement(database.db, partnerId, statement.id);
  }
  return { name, orders: STATEMENT_ORDERS, runs };
};

export const measureStatementMakeEmbedded = async (): Promise<StatementMakeResult> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-statement-'));
  const database = await openPglite(dataDir);
  try {
    return await measureOn('embedded', database);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const measureStatementMakePostgres = async (url: string): Promise<StatementMakeResult> => {
  const database = openPostgres(url, 5);
  try {
    return await measureOn('postgres', database);
  } finally {
    await database.close();
  }
};

const median = (values: readonly number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

export const renderStatementMake = (results: readonly StatementMakeResult[]): string[] => [
  STATEMENT_HEADING,
  '',
  "The operator's `settlement make` (and the monthly job) for one partner, channel and period of",
  `${STATEMENT_ORDERS.toLocaleString('en')} completed orders on no statement, run in the bench process against the database:`,
  'the orders locked, a line each (fee half-up), the totals, the orders put on the statement, in one',
  `transaction. ${RUNS} runs, the statement withdrawn between them (which frees its orders).`,
  '',
  '| database | orders | runs s | median s | target | met |',
  '|---|---:|---|---:|---|---|',
  ...results.map((r) => {
    const m = median(r.runs);
    return `| ${r.name}: settlement make | ${r.orders} | ${r.runs.map((s) => s.toFixed(2)).join(', ')} | ${m.toFixed(2)} | < ${STATEMENT_TARGET_SECONDS} s | ${m < STATEMENT_TARGET_SECONDS ? 'yes' : '**no**'} |`;
  }),
  '',
];
