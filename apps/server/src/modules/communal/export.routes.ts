import { exportTask } from '@portal/shared/contracts/communal.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/auth/guard';
import { page } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
// The export job's handler registers itself on import; every app that serves exports runs them.
import '../../platform/export/export-job';
import { exportMessages } from '../../platform/export/export.messages';
import { XLSX_MIME } from '../../platform/export/xlsx-writer';
import { serve } from '../../platform/http/serve';
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
export const exportRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const { config } = app.deps;

  serve(app, exportTask.page, async (request) => {
    const { rows, total } = await listExportTasks(db, authOf(request), request.body, request.locale);
    return page(rows, total);
  });

  // Checked here: the signed link of the list, or the owning account's session.
  serve(app, exportTask.download, async (request, reply) => {
    const { id } = request.params;
    const signed = verifySignedPath(exportDownloadPath(id), request.query, ['p', 'a']);
    const owner = exportOwnerOfClaims(signed) ?? request.auth ?? undefined;
    if (!owner) throw notFound();
    const { fileName, body } = await openExportDownload(db, app.storage, owner, id, config.timeZone);
    return reply
      .header('Content-Type', XLSX_MIME)
      .header('Content-Disposition', contentDisposition('attachment', fileName))
      .header('Cache-Control', 'private, no-store')
      .send(body);
  });
};
