import { buildApp } from './app';
import { loadConfig } from './config';
import type { AddressInfo } from 'node:net';
import { type Database, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { prepareDatabase } from './prepare';
import { seedDemo } from './seed/seed';
import { createStorage } from './platform/storage/create-storage';
import { removeOpsToken, writeOpsToken } from './modules/ops/ops-token';
import { countPartners } from './modules/partner/partner.service';

const config = loadConfig();
let database: Database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    role: 'server',
  });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// One server at a time migrates and seeds: several may start together on one PostgreSQL database.
await database.exclusively(async () => {
  await prepareDatabase(database);
  // First start: the demo data set, so the portal is alive at once (README: demo accounts).
  if (config.seedOnEmpty && (await countPartners(database.db)) === 0) {
    await seedDemo(database.db, { storage: await createStorage(config), timeZone: config.timeZone });
  }
});
const app = await buildApp({ config, database });

/** How a process on this machine reaches the server (`0.0.0.0` listens on loopback too). */
const localUrlOf = ({ address, family, port }: AddressInfo): string => {
  if (address === '0.0.0.0') return `http://127.0.0.1:${port}`;
  if (address === '::') return `http://[::1]:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
};

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

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // Port taken and the like: give the data directory back in a clean state.
  console.error(`cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  await app.close();
  await database.close();
  process.exit(1);
}
database.announce?.(localUrlOf(app.server.address() as AddressInfo));
// The embedded database is this process' alone: any job still marked running was cut off.
if (config.jobs) await app.jobs.start({ everyInstance: database.kind === 'pglite' });
// Written only once listening, so a second start that failed on the port keeps the first one's token.
// The token lets `npm run ops` run its commands in this process (modules/ops/ops.routes.ts).
opsToken = writeOpsToken(config.dataDir);
