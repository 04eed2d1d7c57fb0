import { endpoints } from './endpoint';
import { OpsCommandParamsSchema, OpsOutputSchema, OpsRunSchema } from './ops';

/**
 * The operator's door into a running server, used by `npm run ops`: not a user's API (no session,
 * but the token the server wrote to <DATA_DIR>/ops-token, in the `x-ops-token` header).
 */
export const ops = endpoints('ops', 'ops', {
  run: {
    method: 'POST',
    path: '/api/ops/commands/:name',
    summary: 'Runs an operator command and answers what it printed',
    auth: 'public',
    hidden: true,
    params: OpsCommandParamsSchema,
    body: OpsRunSchema,
    data: OpsOutputSchema,
  },
});
