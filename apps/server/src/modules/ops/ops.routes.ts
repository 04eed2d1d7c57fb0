import { ops } from '@portal/shared/contracts/ops.endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope';
import { fail, notLoggedIn } from '../../platform/errors';
import { serve } from '../../platform/http/serve';
import { runOpsCommand } from '../../ops/run-command';
import { isOpsToken } from './ops-token';

/**
 * The operator's door into a running server, used by `npm run ops` (apps/server/src/ops/cli.ts):
 * PGlite lets one process open the database, so the CLI asks the server to run the command.
 * Not a user route: no session, but the token the server wrote to <DATA_DIR>/ops-token.
 */
export const opsRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const { config } = app.deps;

  serve(app, ops.run, async (request) => {
    const presented = request.headers['x-ops-token'];
    if (!isOpsToken(config.dataDir, typeof presented === 'string' ? presented : undefined)) {
      throw notLoggedIn();
    }
    const outcome = await runOpsCommand(
      { db, config, locale: request.locale },
      request.params.name,
      request.body.args,
    );
    if (!outcome.ok) throw fail(outcome.output);
    return ok({ output: outcome.output });
  });
};
