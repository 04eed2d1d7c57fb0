import { batchInquiry, cooperator, procurePrice } from '@portal/shared/contracts/sourcing.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { compareAnswers, recordAnswer } from './answer.service';
import {
  addCooperator,
  cooperatorOptions,
  cooperatorRowOf,
  cooperatorStateCounts,
  disableCooperator,
  enableCooperator,
  listCooperators,
  updateCooperator,
} from './cooperator.service';
import { listProcurePrices, procurePriceHistory } from './procure-price.service';
import { COOPERATOR_EXPORT, PROCURE_PRICE_EXPORT, SOURCING_EXPORT } from './sourcing.export';
import {
  cancelRequest,
  closeRequest,
  createRequest,
  listRequests,
  requestDetail,
  requestStateCounts,
  sendRequest,
  updateRequest,
} from './sourcing.service';

/** Cooperation partners (/goods_inquiry/partner), batch inquiries (/batch_inquiry), procure prices. */
export const sourcingRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const { timeZone } = app.deps.config;

  serve(app, cooperator.page, async (request) => {
    const { rows, total } = await listCooperators(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });
  serve(app, cooperator.stateCounts, async (request) =>
    ok(await cooperatorStateCounts(db, authOf(request).partnerId)),
  );
  serve(app, cooperator.options, async (request) =>
    ok(await cooperatorOptions(db, authOf(request).partnerId, request.query.keyword)),
  );
  serve(app, cooperator.add, async (request) =>
    ok(
      cooperatorRowOf(await addCooperator(db, authOf(request), request.body)),
      msgOf(request, 'sourcing.cooperator.added'),
    ),
  );
  serve(app, cooperator.update, async (request) =>
    ok(
      cooperatorRowOf(await updateCooperator(db, authOf(request), request.body)),
      msgOf(request, 'sourcing.cooperator.updated'),
    ),
  );
  serve(app, cooperator.disable, async (request) =>
    ok(
      cooperatorRowOf(await disableCooperator(db, authOf(request), request.body.id)),
      msgOf(request, 'sourcing.cooperator.disabled'),
    ),
  );
  serve(app, cooperator.enable, async (request) =>
    ok(
      cooperatorRowOf(await enableCooperator(db, authOf(request), request.body.id)),
      msgOf(request, 'sourcing.cooperator.enabled'),
    ),
  );
  exportEndpoint(app, cooperator.export, COOPERATOR_EXPORT);

  serve(app, batchInquiry.page, async (request) => {
    const { rows, total } = await listRequests(db, authOf(request).partnerId, request.body, timeZone);
    return page(rows, total);
  });
  serve(app, batchInquiry.stateCounts, async (request) =>
    ok(await requestStateCounts(db, authOf(request).partnerId)),
  );
  serve(app, batchInquiry.detail, async (request) =>
    ok(await requestDetail(db, authOf(request).partnerId, request.query.id)),
  );
  serve(app, batchInquiry.add, async (request) => {
    const actor = authOf(request);
    const created = await createRequest(db, actor, request.body, { timeZone });
    return ok(
      await requestDetail(db, actor.partnerId, created.id),
      msgOf(request, request.body.send ? 'sourcing.request.sent' : 'sourcing.request.created'),
    );
  });
  serve(app, batchInquiry.update, async (request) => {
    const actor = authOf(request);
    await updateRequest(db, actor, request.body, { timeZone });
    return ok(
      await requestDetail(db, actor.partnerId, request.body.id),
      msgOf(request, request.body.send ? 'sourcing.request.sent' : 'sourcing.request.saved'),
    );
  });
  serve(app, batchInquiry.send, async (request) => {
    const actor = authOf(request);
    await sendRequest(db, actor, request.body.id);
    return ok(
      await requestDetail(db, actor.partnerId, request.body.id),
      msgOf(request, 'sourcing.request.sent'),
    );
  });
  serve(app, batchInquiry.answer, async (request) => {
    const actor = authOf(request);
    await recordAnswer(db, actor, request.body, 'manual');
    return ok(
      await requestDetail(db, actor.partnerId, request.body.requestId),
      msgOf(request, 'sourcing.answer.recorded'),
    );
  });
  serve(app, batchInquiry.close, async (request) => {
    const actor = authOf(request);
    await closeRequest(db, actor, request.body.id);
    return ok(
      await requestDetail(db, actor.partnerId, request.body.id),
      msgOf(request, 'sourcing.request.closed'),
    );
  });
  serve(app, batchInquiry.cancel, async (request) => {
    const actor = authOf(request);
    await cancelRequest(db, actor, request.body.id);
    return ok(
      await requestDetail(db, actor.partnerId, request.body.id),
      msgOf(request, 'sourcing.request.cancelled'),
    );
  });
  serve(app, batchInquiry.compare, async (request) =>
    ok(await compareAnswers(db, authOf(request).partnerId, request.query.id)),
  );
  exportEndpoint(app, batchInquiry.export, SOURCING_EXPORT);

  serve(app, procurePrice.page, async (request) => {
    const { rows, total } = await listProcurePrices(db, authOf(request).partnerId, request.body, timeZone);
    return page(rows, total);
  });
  serve(app, procurePrice.history, async (request) => {
    const { rows, total } = await procurePriceHistory(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });
  exportEndpoint(app, procurePrice.export, PROCURE_PRICE_EXPORT);
};
