import { goodsBatch } from '@portal/shared/contracts/catalog.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok } from '../../../platform/envelope';
import { serve } from '../../../platform/http/serve';
import { sendWorkbook } from '../../../platform/http/workbook-download';
import { checkBatch, importBatch, writeBatchTemplate } from './batch-upload.service';

/** Goods batch upload (/goods/batch_upload): template, dry run with the row report, import. */
export const batchRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, goodsBatch.template, (request, reply) =>
    sendWorkbook(reply, (out) => writeBatchTemplate(db, request.query.categoryId, out)),
  );

  serve(app, goodsBatch.check, async (request) =>
    ok(
      await checkBatch(db, app.storage, authOf(request), request.body, request.locale),
      msgOf(request, 'batch.checked'),
    ),
  );

  serve(app, goodsBatch.import, async (request) => {
    const result = await importBatch(db, app.storage, authOf(request), request.body, request.locale);
    return ok(result, msgOf(request, 'batch.imported', { count: result.imported }));
  });
};
