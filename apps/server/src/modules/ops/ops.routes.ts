import { envelopeOf } from '@portal/shared/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { fail, notLoggedIn } from '../../platform/errors';
import { runOpsCommand } from '../../ops/run-command';
import { isOpsToken } from './ops-token';

const OpsRunSchema = z.object({ args: z.array(z.string().max(500)).max(20).default([]) });
const OpsOutputSchema = z.object({ output: z.string() });

/**
 * The operator's door into a running server, used by `npm run ops` (apps/server/src/ops/cli.ts):
 * PGlite lets one process open the database, so the CLI asks the server to run the command.
 * Not a user route: no session, but the token the server wrote to <DATA_DIR>/ops-token.
 */
export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;

  app.post(
    '/api/ops/commands/:name',
    {
      config: { auth: 'public' },
      schema: {
        hide: true,
        params: z.object({ name: z.string().max(40) }),
        body: OpsRunSchema,
        response: { 200: envelopeOf(OpsOutputSchema) },
      },
    },
    async (request) => {
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
    },
  );
};
