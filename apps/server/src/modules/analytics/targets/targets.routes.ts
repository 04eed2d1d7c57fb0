import { target } from '@portal/shared/contracts/targets.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { serve } from '../../../platform/http/serve';
import { createTarget, deleteTarget, listTargets, targetDetail, updateTarget } from './targets.service';

/** Sales targets with their achievement and pacing (/target/index). */
export const targetRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, target.page, async (request) => {
    const { rows, total } = await listTargets(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, target.detail, async (request) =>
    ok(await targetDetail(db, authOf(request).partnerId, request.query.id)),
  );

  serve(app, target.add, async (request) =>
    ok(await createTarget(db, authOf(request), request.body), msgOf(request, 'target.added')),
  );

  serve(app, target.update, async (request) =>
    ok(await updateTarget(db, authOf(request), request.body), msgOf(request, 'target.updated')),
  );

  serve(app, target.delete, async (request) => {
    await deleteTarget(db, authOf(request), request.body.id);
    return ok(null, msgOf(request, 'target.deleted'));
  });
};
