// npm run seed [-- --scale N] [--orders N] [--purchases N]: the demo data set (partners, accounts,
// and each module's demo rows); with --scale, N goods of the demo partner for benchmarks; with
// --orders, N orders over 1,000 bench partners and the demo partner; with --purchases, N purchase
// orders of the demo partner (with their transactions).
import { loadConfig } from '../config';
import { setBusinessTimeZone } from '../platform/local-time';
import { type Database, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { seedScale } from '../modules/catalog/catalog-scale.seed';
import { seedOrdersScale } from '../modules/orders/orders-scale.seed';
import { seedPurchasesScale } from '../modules/scm/scm-scale.seed';
import { createStorage } from '../platform/storage/create-storage';
import { prepareDatabase } from '../prepare';
import { seedDemo } from './seed';

/** The whole number after `option`, or `otherwise` when the option is absent. */
const countOf = (argv: readonly string[], option: string, otherwise: number): number => {
  const at = argv.indexOf(option);
  if (at === -1) return otherwise;
  const count = Number(argv[at + 1]);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${option} takes a positive whole number`);
  return count;
};

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const main = async (): Promise<number> => {
  const config = loadConfig();
  setBusinessTimeZone(config.timeZone);
  const argv = process.argv.slice(2);
  const scale = countOf(argv, '--scale', 1);
  const orders = countOf(argv, '--orders', 0);
  const purchases = countOf(argv, '--purchases', 0);
  let database: Database;
  try {
    // The embedded database belongs to the server while it runs (one process per data directory).
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 2,
      role: 'seed',
    });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    // Not while a server starting on the same database migrates or seeds it (see exclusively).
    const seeded = await database.exclusively(async () => {
      await prepareDatabase(database);
      return seedDemo(database.db, { storage: await createStorage(config), timeZone: config.timeZone });
    });
    console.log(
      seeded
        ? 'demo data created (accounts demo, demo-b, demo-staff; password Demo@2026)'
        : 'demo data exists already',
    );
    if (scale > 1) {
      const started = Date.now();
      const added = await seedScale(database.db, scale, (line) => console.log(line));
      console.log(`--scale ${scale}: ${added} goods added in ${seconds(started)}`);
    }
    if (orders > 0) {
      const started = Date.now();
      const added = await seedOrdersScale(database.db, orders, (line) => console.log(line));
      console.log(`--orders ${orders}: ${added} orders added in ${seconds(started)}`);
    }
    if (purchases > 0) {
      const started = Date.now();
      const added = await seedPurchasesScale(database.db, purchases, (line) => console.log(line));
      console.log(`--purchases ${purchases}: ${added} purchase orders added in ${seconds(started)}`);
    }
    return 0;
  } finally {
    await database.close();
  }
};

process.exitCode = await main();
