import { report } from '@portal/shared/contracts/reports.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { REPORT_EXPORT, YEAR_REPORT_EXPORT } from './report.export';
import { dimensionReport, yearReport } from './report.service';

/** Reports by dimension and the year report (/report/index), read from orders' rollups. */
export const reportRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, report.dimension, async (request) =>
    ok(await dimensionReport(db, authOf(request).partnerId, request.body, request.locale)),
  );

  serve(app, report.year, async (request) =>
    ok(await yearReport(db, authOf(request).partnerId, request.body, request.locale)),
  );

  exportEndpoint(app, report.dimensionExport, REPORT_EXPORT);
  exportEndpoint(app, report.yearExport, YEAR_REPORT_EXPORT);
};
