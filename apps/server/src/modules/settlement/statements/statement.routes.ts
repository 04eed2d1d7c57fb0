import { proof, statement } from '@portal/shared/contracts/settlement.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { PROOF_EXPORT, STATEMENT_EXPORT } from './statement.export';
import {
  confirmStatement,
  disputeStatement,
  listProofs,
  listStatementLines,
  listStatements,
  statementDetail,
  statementStateCounts,
} from './statement.service';

/** Settlement statements and their confirmation (/settlement/settle, /confirm), payout proofs (/proof). */
export const statementRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const { timeZone } = app.deps.config;

  serve(app, statement.page, async (request) => {
    const { rows, total } = await listStatements(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, statement.stateCounts, async (request) =>
    ok(await statementStateCounts(db, authOf(request).partnerId)),
  );

  serve(app, statement.detail, async (request) =>
    ok(await statementDetail(db, authOf(request).partnerId, request.query.id)),
  );

  serve(app, statement.lines, async (request) => {
    const { rows, total } = await listStatementLines(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, statement.confirm, async (request) => {
    const actor = authOf(request);
    await confirmStatement(db, actor, request.body);
    return ok(
      await statementDetail(db, actor.partnerId, request.body.id),
      msgOf(request, 'settlement.statement.confirmed'),
    );
  });

  serve(app, statement.dispute, async (request) => {
    const actor = authOf(request);
    await disputeStatement(db, actor, request.body);
    return ok(
      await statementDetail(db, actor.partnerId, request.body.id),
      msgOf(request, 'settlement.statement.disputed'),
    );
  });

  exportEndpoint(app, statement.export, STATEMENT_EXPORT);
  exportEndpoint(app, proof.export, PROOF_EXPORT);

  serve(app, proof.page, async (request) => {
    const { rows, total } = await listProofs(db, authOf(request).partnerId, request.body, timeZone);
    return page(rows, total);
  });
};
