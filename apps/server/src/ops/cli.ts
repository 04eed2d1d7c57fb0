// npm run ops -- <command> [arguments]
//
// PGlite allows one process per data directory, so the CLI first asks the running server: the
// server writes a random token to <DATA_DIR>/ops-token at start, and /api/ops/commands/:name runs
// the command with that token (modules/ops/ops.routes.ts). When no server answers, the CLI opens
// the database itself and runs the same command (ops/commands.ts) in this process.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { localeOf } from '../platform/i18n/locale';
import { opsCommandOf } from './commands';
import { isServerRunning, runOnServer } from './ops-client';
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
  });
  try {
    await prepareDatabase(database);
    return await runOpsCommand({ db: database.db, config, locale: localeOf(language) }, name, args);
  } finally {
    await database.close();
  }
};

const main = async (): Promise<number> => {
  if (!name || name === 'help' || name === '--help' || !opsCommandOf(name)) {
    console.log(opsUsage());
    return name && name !== 'help' && name !== '--help' ? 2 : 0;
  }
  let outcome = await runOnServer(config, name, args, language);
  if (!outcome) {
    if (!config.databaseUrl && (await isServerRunning(config))) {
      console.error(
        `A server answers on port ${config.port} but not with the token in ${config.dataDir}/ops-token;` +
          ' it may use another DATA_DIR. Refusing to open the embedded database it may hold.',
      );
      return 1;
    }
    outcome = await runLocally();
  }
  (outcome.ok ? console.log : console.error)(outcome.output);
  return outcome.ok ? 0 : 1;
};

process.exitCode = await main();
