// npm run seed [-- --scale N]: the demo data set (partners, accounts, and each module's demo rows);
// with --scale, N goods of the demo partner for benchmarks.
import { loadConfig } from '../../config';
import { isServerRunning } from '../../ops/ops-client';
import { openDatabase } from '../client';
import { prepareDatabase } from '../prepare';
import { seedScale } from './scale.seed';
import { seedDemo } from './seed';
import { createStorage } from '../../platform/storage/create-storage';

const scaleOf = (argv: readonly string[]): number => {
  const at = argv.indexOf('--scale');
  if (at === -1) return 1;
  const scale = Number(argv[at + 1]);
  if (!Number.isInteger(scale) || scale < 1) throw new Error('--scale takes a positive whole number');
  return scale;
};

const main = async (): Promise<number> => {
  const config = loadConfig();
  const scale = scaleOf(process.argv.slice(2));
  // The embedded database belongs to the server while it runs (one process per data directory).
  if (!config.databaseUrl && (await isServerRunning(config))) {
    console.error(
      `A server is running on port ${config.port}; stop it before seeding the embedded database.`,
    );
    return 1;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    await prepareDatabase(database);
    const seeded = await seedDemo(database.db, {
      storage: await createStorage(config),
      timeZone: config.timeZone,
    });
    console.log(
      seeded
        ? 'demo data created (accounts demo, demo-b, demo-staff; password Demo@2026)'
        : 'demo data exists already',
    );
    if (scale > 1) {
      const started = Date.now();
      const added = await seedScale(database.db, scale, (line) => console.log(line));
      console.log(
        `--scale ${scale}: ${added} goods added in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
};

process.exitCode = await main();
