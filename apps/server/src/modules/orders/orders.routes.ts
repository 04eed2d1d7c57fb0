import { envelopeOf, pageEnvelopeOf } from '@portal/shared/contracts/common';
import {
  AccountingSettingsInputSchema,
  AccountingSettingsSchema,
  DeliveryInputSchema,
  DocumentCountsQuerySchema,
  DocumentUploadSchema,
  ExpressCompanySchema,
  LogisticsTraceSchema,
  ManualOrderInputSchema,
  OrderDetailSchema,
  OrderIdSchema,
  OrderPageQuerySchema,
  OrderRefuseSchema,
  OrderRowSchema,
  OrderStateCountsSchema,
  ShipmentPageQuerySchema,
  ShipmentRowSchema,
  SyncPageQuerySchema,
  SyncRetrySchema,
  SyncRowSchema,
  TodoStatsSchema,
  UnconfirmedStatsSchema,
  WaitSettlementOrderQuerySchema,
  WaitSettlementOrderRowSchema,
} from '@portal/shared/contracts/orders';
import { viewCodeOf } from '@portal/shared/menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/guard';
import { msgOf, ok, page } from '../../platform/envelope';
import { exportEndpoint } from '../../platform/export/export-endpoint';
import { demoExpressProvider } from '../../platform/express/express';
import { EXPRESS_COMPANIES } from '../communal/express-companies';
import type { Locale } from '../../platform/i18n/locale';
import { outboundPolicyOf } from '../../platform/outbound/outbound';
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

const tags = ['orders'];
/** Every screen that lists orders reads the list and the detail. */
const ORDER_SCREENS = [
  '/order/index',
  '/order/delivery',
  '/order/logistics',
  '/order/sign',
  '/order/contract',
  '/order/invoice',
  '/order/overtime',
  '/order/manual_add',
  '/order/self_purchase',
  '/order/accounting_system',
  '/todo/order',
];
const read = { auth: { anyOf: ORDER_SCREENS.map(viewCodeOf) } };
const confirm = { auth: 'order:confirm' };
const ship = { auth: 'order:ship' };
const document = { auth: 'order:document' };
const manual = { auth: 'order:manual' };
const sync = { auth: 'order:sync' };
const syncView = { auth: viewCodeOf('/order/accounting_system') };

/** Orders through delivery, documents and completion (/order/*, /todo/order, the home to-dos). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const outbound = outboundPolicyOf(app.deps.config);
  const detail = (partnerId: number, id: number, locale: Locale) => orderDetail(db, partnerId, id, locale);

  app.post(
    '/api/trade/order/page',
    {
      config: read,
      schema: { tags, body: OrderPageQuerySchema, response: { 200: pageEnvelopeOf(OrderRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await listOrders(db, authOf(request).partnerId, request.body);
      return page(rows, total);
    },
  );

  app.get(
    '/api/trade/order/state/counts',
    { config: read, schema: { tags, response: { 200: envelopeOf(OrderStateCountsSchema) } } },
    async (request) => ok(await orderStateCounts(db, authOf(request).partnerId)),
  );

  app.get(
    '/api/trade/order/document/counts',
    {
      config: read,
      schema: {
        tags,
        querystring: DocumentCountsQuerySchema,
        response: { 200: envelopeOf(OrderStateCountsSchema) },
      },
    },
    async (request) => ok(await documentStateCounts(db, authOf(request).partnerId, request.query.kind)),
  );

  app.get(
    '/api/trade/order/detail',
    {
      config: read,
      schema: { tags, querystring: OrderIdSchema, response: { 200: envelopeOf(OrderDetailSchema) } },
    },
    async (request) => ok(await detail(authOf(request).partnerId, request.query.id, request.locale)),
  );

  app.post(
    '/api/trade/order/confirm',
    { config: confirm, schema: { tags, body: OrderIdSchema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await confirmOrder(db, authOf(request), request.body.id);
      return ok(null, msgOf(request, 'order.confirmed'));
    },
  );

  app.post(
    '/api/trade/order/refuse',
    { config: confirm, schema: { tags, body: OrderRefuseSchema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await refuseOrder(db, authOf(request), request.body.id, request.body.reason);
      return ok(null, msgOf(request, 'order.refused'));
    },
  );

  app.post(
    '/api/trade/order/cancel',
    { config: manual, schema: { tags, body: OrderRefuseSchema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await cancelOwnOrder(db, authOf(request), request.body.id, request.body.reason);
      return ok(null, msgOf(request, 'order.cancelled'));
    },
  );

  app.post(
    '/api/trade/order/delivery',
    {
      config: ship,
      schema: { tags, body: DeliveryInputSchema, response: { 200: envelopeOf(OrderDetailSchema) } },
    },
    async (request) => {
      const actor = authOf(request);
      await shipOrder(db, actor, request.body);
      return ok(
        await detail(actor.partnerId, request.body.orderId, request.locale),
        msgOf(request, 'order.shippedOk'),
      );
    },
  );

  app.get(
    '/api/trade/order/logistics',
    {
      config: read,
      schema: {
        tags,
        querystring: z.object({ shipmentId: z.coerce.number().int().positive() }),
        response: { 200: envelopeOf(LogisticsTraceSchema) },
      },
    },
    async (request) =>
      ok(
        await shipmentLogistics(db, demoExpressProvider, authOf(request).partnerId, request.query.shipmentId),
      ),
  );

  app.get(
    '/api/communal/express/list',
    {
      config: { auth: 'login' },
      schema: { tags, response: { 200: envelopeOf(z.array(ExpressCompanySchema)) } },
    },
    async () => ok([...EXPRESS_COMPANIES]),
  );

  app.post(
    '/api/trade/order/document/upload',
    {
      config: document,
      schema: { tags, body: DocumentUploadSchema, response: { 200: envelopeOf(OrderDetailSchema) } },
    },
    async (request) => {
      const actor = authOf(request);
      await uploadDocument(db, actor, request.body);
      return ok(
        await detail(actor.partnerId, request.body.orderId, request.locale),
        msgOf(request, 'order.uploaded'),
      );
    },
  );

  app.post(
    '/api/trade/order/manual/add',
    {
      config: manual,
      schema: { tags, body: ManualOrderInputSchema, response: { 200: envelopeOf(OrderDetailSchema) } },
    },
    async (request) => {
      const actor = authOf(request);
      const created = await createManualOrder(db, actor, request.body);
      return ok(await detail(actor.partnerId, created.id, request.locale), msgOf(request, 'order.created'));
    },
  );

  app.get(
    '/api/trade/index/todo/stats',
    { config: read, schema: { tags, response: { 200: envelopeOf(TodoStatsSchema) } } },
    async (request) => ok(await todoStats(db, authOf(request).partnerId)),
  );

  app.post(
    '/api/trade/order/timeout/unconfirmed/stats',
    { config: read, schema: { tags, response: { 200: envelopeOf(UnconfirmedStatsSchema) } } },
    async (request) => ok(await unconfirmedStats(db, authOf(request).partnerId)),
  );

  app.post(
    '/api/trade/settlement/wait/order/page',
    {
      config: { auth: 'login' },
      schema: {
        tags,
        body: WaitSettlementOrderQuerySchema,
        response: { 200: pageEnvelopeOf(WaitSettlementOrderRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listWaitSettlementOrders(db, authOf(request).partnerId, request.body);
      return page(rows, total);
    },
  );

  app.post(
    '/api/trade/order/shipment/page',
    {
      config: read,
      schema: { tags, body: ShipmentPageQuerySchema, response: { 200: pageEnvelopeOf(ShipmentRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await listShipments(db, authOf(request).partnerId, request.body);
      return page(rows, total);
    },
  );

  app.get(
    '/api/trade/accounting/settings',
    { config: sync, schema: { tags, response: { 200: envelopeOf(AccountingSettingsSchema) } } },
    async (request) => ok(await accountingSettingsOf(db, authOf(request).partnerId)),
  );

  app.post(
    '/api/trade/accounting/settings',
    {
      config: sync,
      schema: {
        tags,
        body: AccountingSettingsInputSchema,
        response: { 200: envelopeOf(AccountingSettingsSchema) },
      },
    },
    async (request) =>
      ok(
        await saveAccountingSettings(db, authOf(request), request.body, outbound),
        msgOf(request, 'order.settingsSaved'),
      ),
  );

  app.post(
    '/api/trade/order/sync/page',
    {
      config: syncView,
      schema: { tags, body: SyncPageQuerySchema, response: { 200: pageEnvelopeOf(SyncRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await listSyncOrders(
        db,
        authOf(request).partnerId,
        request.body,
        request.locale,
      );
      return page(rows, total);
    },
  );

  app.post(
    '/api/trade/order/sync/retry',
    {
      config: sync,
      schema: {
        tags,
        body: SyncRetrySchema,
        response: { 200: envelopeOf(z.object({ queued: z.number() })) },
      },
    },
    async (request) => {
      const queued = await retrySync(db, authOf(request).partnerId, request.body.ids);
      return ok({ queued }, msgOf(request, 'order.syncQueued'));
    },
  );

  exportEndpoint(app, { url: '/api/trade/order/export', kind: ORDER_EXPORT, auth: 'order:export', tags });
};
