// npm run ops -- <command> [arguments]
//
// PGlite allows one process per data directory, so the CLI asks the server that holds it: the
// server records its address in <DATA_DIR>/portal.lock (db/data-dir-lock.ts) and a random token in
// <DATA_DIR>/ops-token, and /api/ops/commands/:name runs the command with that token
// (modules/ops/ops.routes.ts). When no process holds the directory (or on PostgreSQL), the CLI
// opens the database itself and runs the same command (ops/commands.ts) in this process.
import { loadConfig } from '../config';
import { setBusinessTimeZone } from '../platform/local-time';
import { openDatabase } from '../db/client';
import { type DataDirOwner, DataDirLockedError } from '../db/data-dir-lock';
import { prepareDatabase } from '../prepare';
import { localeOf } from '../platform/i18n/locale';
import { installModules } from '../modules';
import { opsCommandOf } from '../platform/ops/ops-commands';
import { opsTargetOf, runOnServer } from './ops-client';
import { type OpsOutcome, opsUsage, runOpsCommand } from './run-command';

const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
const [name, ...args] = process.argv.slice(2);
// LANG=en_US.UTF-8 -> en; zh_TW -> zh-TW; anything else -> zh-CN.
const language = (process.env.LANG ?? '').split('.')[0].replace('_', '-');

const runLocally = async (): Promise<OpsOutcome> => {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
    role: 'ops',
  });
  try {
    await prepareDatabase(database);
    return await runOpsCommand({ db: database.db, config, locale: localeOf(language) }, name, args);
  } finally {
    await database.close();
  }
};

const busyText = (owner: DataDirOwner): string =>
  owner.role === 'server'
    ? `The server (pid ${owner.pid}) holding ${config.dataDir} is still starting; try again in a moment.`
    : new DataDirLockedError(config.dataDir, owner).message;

const main = async (): Promise<number> => {
  installModules();
  setBusinessTimeZone(config.timeZone);
  if (!name || name === 'help' || name === '--help' || !opsCommandOf(name)) {
    console.log(opsUsage());
    return name && name !== 'help' && name !== '--help' ? 2 : 0;
  }
  const target = opsTargetOf(config);
  let outcome: OpsOutcome;
  if (target.kind === 'server') outcome = await runOnServer(target, name, args, language);
  else if (target.kind === 'busy') outcome = { ok: false, output: busyText(target.owner) };
  else {
    try {
      outcome = await runLocally();
    } catch (error) {
      // Another process took the directory between the look and the open.
      if (!(error instanceof DataDirLockedError)) throw error;
      outcome = { ok: false, output: error.message };
    }
  }
  (outcome.ok ? console.log : console.error)(outcome.output);
  return outcome.ok ? 0 : 1;
};

process.exitCode = await main();
