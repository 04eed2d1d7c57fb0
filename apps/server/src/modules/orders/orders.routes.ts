import { accounting, express, order, todo, tracking } from '@portal/shared/contracts/orders.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/auth/guard';
import { msgOf, ok, page } from '../../platform/envelope';
import { exportEndpoint } from '../../platform/export/export-endpoint';
import { demoExpressProvider } from '../../platform/express/express';
import { serve } from '../../platform/http/serve';
import type { Locale } from '../../platform/i18n/locale';
import { outboundPolicyOf } from '../../platform/outbound/outbound';
import { EXPRESS_COMPANIES } from '../communal/express-companies';
import { accountingSettingsOf, listSyncOrders, retrySync, saveAccountingSettings } from './accounting-sync';
import {
  cancelOwnOrder,
  confirmOrder,
  refuseOrder,
  shipOrder,
  uploadDocument,
} from './order-actions.service';
import { documentStateCounts, orderStateCounts, todoStats } from './order-counts';
import { createManualOrder } from './order-intake.service';
import { ORDER_EXPORT } from './orders.export';
import {
  listOrders,
  listShipments,
  listWaitSettlementOrders,
  orderDetail,
  shipmentLogistics,
  unconfirmedStats,
} from './orders.service';

/** Orders through delivery, documents and completion (/order/*, /todo/order, the home to-dos). */
export const ordersRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const outbound = outboundPolicyOf(app.deps.config);
  const detail = (partnerId: number, id: number, locale: Locale) => orderDetail(db, partnerId, id, locale);

  serve(app, order.page, async (request) => {
    const { rows, total } = await listOrders(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, order.stateCounts, async (request) => ok(await orderStateCounts(db, authOf(request).partnerId)));

  serve(app, order.documentCounts, async (request) =>
    ok(await documentStateCounts(db, authOf(request).partnerId, request.query.kind)),
  );

  serve(app, order.detail, async (request) =>
    ok(await detail(authOf(request).partnerId, request.query.id, request.locale)),
  );

  serve(app, order.confirm, async (request) => {
    await confirmOrder(db, authOf(request), request.body.id);
    return ok(null, msgOf(request, 'order.confirmed'));
  });

  serve(app, order.refuse, async (request) => {
    await refuseOrder(db, authOf(request), request.body.id, request.body.reason);
    return ok(null, msgOf(request, 'order.refused'));
  });

  serve(app, order.cancel, async (request) => {
    await cancelOwnOrder(db, authOf(request), request.body.id, request.body.reason);
    return ok(null, msgOf(request, 'order.cancelled'));
  });

  serve(app, order.ship, async (request) => {
    const actor = authOf(request);
    await shipOrder(db, actor, request.body);
    return ok(
      await detail(actor.partnerId, request.body.orderId, request.locale),
      msgOf(request, 'order.shippedOk'),
    );
  });

  serve(app, tracking.logistics, async (request) =>
    ok(await shipmentLogistics(db, demoExpressProvider, authOf(request).partnerId, request.query.shipmentId)),
  );

  serve(app, express.list, async () => ok([...EXPRESS_COMPANIES]));

  serve(app, order.uploadDocument, async (request) => {
    const actor = authOf(request);
    await uploadDocument(db, actor, request.body);
    return ok(
      await detail(actor.partnerId, request.body.orderId, request.locale),
      msgOf(request, 'order.uploaded'),
    );
  });

  serve(app, order.addManual, async (request) => {
    const actor = authOf(request);
    const created = await createManualOrder(db, actor, request.body);
    return ok(await detail(actor.partnerId, created.id, request.locale), msgOf(request, 'order.created'));
  });

  serve(app, todo.stats, async (request) => ok(await todoStats(db, authOf(request).partnerId)));

  serve(app, todo.unconfirmedStats, async (request) =>
    ok(await unconfirmedStats(db, authOf(request).partnerId)),
  );

  serve(app, order.waitSettlementPage, async (request) => {
    const { rows, total } = await listWaitSettlementOrders(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, tracking.shipmentPage, async (request) => {
    const { rows, total } = await listShipments(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, accounting.settings, async (request) =>
    ok(await accountingSettingsOf(db, authOf(request).partnerId)),
  );

  serve(app, accounting.saveSettings, async (request) =>
    ok(
      await saveAccountingSettings(db, authOf(request), request.body, outbound),
      msgOf(request, 'order.settingsSaved'),
    ),
  );

  serve(app, accounting.syncPage, async (request) => {
    const { rows, total } = await listSyncOrders(db, authOf(request).partnerId, request.body, request.locale);
    return page(rows, total);
  });

  serve(app, accounting.retrySync, async (request) => {
    const queued = await retrySync(db, authOf(request).partnerId, request.body.ids);
    return ok({ queued }, msgOf(request, 'order.syncQueued'));
  });

  exportEndpoint(app, order.export, ORDER_EXPORT);
};
