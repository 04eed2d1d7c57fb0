import { IdSchema, pageEnvelopeOf } from '@portal/shared/contracts/common';
import { ExportTaskPageQuerySchema, ExportTaskSchema } from '@portal/shared/contracts/communal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/guard';
import { page } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
// The export job's handler registers itself on import; every app that serves exports runs them.
import '../../platform/export/export-job';
import { exportMessages } from '../../platform/export/export.messages';
import { XLSX_MIME } from '../../platform/export/xlsx-writer';
import { registerMessages } from '../../platform/i18n/translate';
import { contentDisposition } from '../../platform/storage/content-disposition';
import { verifySignedPath } from '../../platform/storage/signed-url';
import {
  exportDownloadPath,
  exportOwnerOfClaims,
  listExportTasks,
  openExportDownload,
} from './export.service';

registerMessages(exportMessages);

/** The export centre: the caller's export tasks and their files. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;

  app.post(
    '/api/communal/export/page',
    {
      config: { auth: 'login' },
      schema: {
        tags: ['communal'],
        body: ExportTaskPageQuerySchema,
        response: { 200: pageEnvelopeOf(ExportTaskSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listExportTasks(db, authOf(request), request.body, request.locale);
      return page(rows, total);
    },
  );

  app.get(
    '/api/communal/export/download/:id',
    {
      // Checked below: the signed link of the list, or the owning account's session.
      config: { auth: 'public' },
      schema: {
        tags: ['communal'],
        summary: 'the .xlsx of a finished export, to the account that requested it',
        params: z.object({ id: IdSchema }),
        querystring: z.object({ p: z.string(), a: z.string(), exp: z.string(), sig: z.string() }).partial(),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const signed = verifySignedPath(exportDownloadPath(id), request.query as Record<string, unknown>, [
        'p',
        'a',
      ]);
      const owner = exportOwnerOfClaims(signed) ?? request.auth ?? undefined;
      if (!owner) throw notFound();
      const { fileName, body } = await openExportDownload(db, app.storage, owner, id, config.timeZone);
      return reply
        .header('Content-Type', XLSX_MIME)
        .header('Content-Disposition', contentDisposition('attachment', fileName))
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
};
