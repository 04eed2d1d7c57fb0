import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { seedDemo } from './db/seed/seed';
import { createStorage } from './platform/storage/create-storage';
import { removeOpsToken, writeOpsToken } from './modules/ops/ops-token';
import { countPartners } from './modules/partner/partner.service';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
await prepareDatabase(database);
// First start: the demo data set, so the portal is alive at once (README: demo accounts).
if (config.seedOnEmpty && (await countPartners(database.db)) === 0) {
  await seedDemo(database.db, { storage: await createStorage(config), timeZone: config.timeZone });
}
const app = await buildApp({ config, database });

let stopping = false;
let opsToken: string | undefined;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // app.close stops accepting, waits for in-flight requests, then runs onClose hooks (job worker).
  await app.close();
  if (opsToken) removeOpsToken(config.dataDir, opsToken);
  // PGlite must be closed or its data directory can be left unreadable.
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.port, host: config.host });
if (config.jobs) app.jobs.start();
// Written only once listening, so a second start that failed on the port keeps the first one's token.
// The token lets `npm run ops` run its commands in this process (modules/ops/ops.routes.ts).
opsToken = writeOpsToken(config.dataDir);
