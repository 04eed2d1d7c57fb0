import { envelopeOf } from '@portal/shared/contracts/common';
import {
  BatchImportResultSchema,
  BatchReportSchema,
  BatchRequestSchema,
  BatchTemplateQuerySchema,
} from '@portal/shared/contracts/goods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok } from '../../../platform/envelope';
import { contentDisposition } from '../../../platform/storage/content-disposition';
import { checkBatch, importBatch, writeBatchTemplate } from './batch-upload.service';

const tags = ['catalog'];
const config = { auth: 'goods:import' };

/** Goods batch upload (/goods/batch_upload): template, dry run with the row report, import. */
export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/goods/batch/template',
    { config, schema: { tags, querystring: BatchTemplateQuerySchema } },
    async (request, reply) => {
      const body = new PassThrough();
      const fileName = await writeBatchTemplate(db, request.query.categoryId, body);
      body.end();
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .send(body);
    },
  );

  app.post(
    '/api/goods/batch/check',
    { config, schema: { tags, body: BatchRequestSchema, response: { 200: envelopeOf(BatchReportSchema) } } },
    async (request) =>
      ok(
        await checkBatch(db, app.storage, authOf(request), request.body, request.locale),
        msgOf(request, 'batch.checked'),
      ),
  );

  app.post(
    '/api/goods/batch/import',
    {
      config,
      schema: { tags, body: BatchRequestSchema, response: { 200: envelopeOf(BatchImportResultSchema) } },
    },
    async (request) => {
      const result = await importBatch(db, app.storage, authOf(request), request.body, request.locale);
      return ok(result, msgOf(request, 'batch.imported', { count: result.imported }));
    },
  );
};
