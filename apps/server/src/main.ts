import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
await database.migrate();
const app = await buildApp({ config, database });

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // app.close stops accepting, waits for in-flight requests, then runs onClose hooks (job worker).
  await app.close();
  // PGlite must be closed or its data directory can be left unreadable.
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.port, host: config.host });
