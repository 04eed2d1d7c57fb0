import { orderStat } from '@portal/shared/contracts/stats.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { ORDER_STAT_EXPORT } from './order-stats.export';
import { orderStatistic } from './order-stats.service';

/** Order statistics (/stat/order): read from the order rollups; the table through the export centre. */
export const statRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, orderStat.query, async (request) =>
    ok(await orderStatistic(db, authOf(request).partnerId, request.body)),
  );

  exportEndpoint(app, orderStat.export, ORDER_STAT_EXPORT);
};
