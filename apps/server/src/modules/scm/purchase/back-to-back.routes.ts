import { backToBack } from '@portal/shared/contracts/back-to-back.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok } from '../../../platform/envelope';
import { serve } from '../../../platform/http/serve';
import { backToBackPlan, orderPurchases, purchaseForOrder } from './back-to-back.service';

/** Back-to-back purchasing for a channel order (the order detail's purchase card). */
export const backToBackRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const { timeZone } = app.deps.config;

  serve(app, backToBack.plan, async (request) =>
    ok(await backToBackPlan(db, authOf(request).partnerId, request.query.orderId)),
  );

  serve(app, backToBack.create, async (request) => {
    const created = await purchaseForOrder(db, authOf(request), request.body, { timeZone });
    return ok(created, msgOf(request, 'backToBack.created', { purchaseNo: created.purchaseNo }));
  });

  serve(app, backToBack.purchases, async (request) =>
    ok(await orderPurchases(db, authOf(request).partnerId, request.query.orderId)),
  );
};
