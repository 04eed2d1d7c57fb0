import { scmAuthorization, scmGoods, scmPrice } from '@portal/shared/contracts/scm-goods.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { localDayOf } from '../../../platform/local-time';
import {
  addScmAuthorization,
  deleteScmAuthorization,
  listScmAuthorizations,
  renewScmAuthorization,
  scmAuthorizationCounts,
  scmAuthorizationRow,
  updateScmAuthorization,
} from './scm-authorization.service';
import {
  SCM_AUTHORIZATION_EXPORT,
  SCM_GOODS_EXPORT,
  SCM_PRICE_CHANGE_EXPORT,
  SCM_PRICE_EXPORT,
} from './scm-goods.export';
import {
  addScmGoods,
  catalogGoodsOptions,
  deleteScmGoods,
  listScmGoods,
  offerScmGoods,
  scmGoodsDetail,
  scmGoodsOptions,
  scmGoodsStateCounts,
  updateScmGoods,
  withdrawScmGoods,
} from './scm-goods.service';
import {
  changeScmPrice,
  changeScmPrices,
  listPriceChanges,
  listScmPrices,
  scmPriceHistory,
} from './scm-price.service';

/** SCM goods (/scm/goods), cost prices (/scm/price) and authorization letters (/scm/authorization). */
export const scmGoodsRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const { timeZone } = app.deps.config;
  const today = () => localDayOf(new Date(), timeZone);

  serve(app, scmGoods.page, async (request) => {
    const { rows, total } = await listScmGoods(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });
  serve(app, scmGoods.stateCounts, async (request) =>
    ok(await scmGoodsStateCounts(db, authOf(request).partnerId, request.body)),
  );
  serve(app, scmGoods.detail, async (request) =>
    ok(await scmGoodsDetail(db, authOf(request).partnerId, request.query.id)),
  );
  serve(app, scmGoods.options, async (request) =>
    ok(await scmGoodsOptions(db, authOf(request).partnerId, request.query.supplierId, request.query.keyword)),
  );
  serve(app, scmGoods.catalogOptions, async (request) =>
    ok(await catalogGoodsOptions(db, authOf(request).partnerId, request.query.keyword)),
  );
  serve(app, scmGoods.add, async (request) => {
    const actor = authOf(request);
    const goods = await addScmGoods(db, actor, request.body);
    return ok(await scmGoodsDetail(db, actor.partnerId, goods.id), msgOf(request, 'scmGoods.added'));
  });
  serve(app, scmGoods.update, async (request) => {
    const actor = authOf(request);
    await updateScmGoods(db, actor, request.body);
    return ok(await scmGoodsDetail(db, actor.partnerId, request.body.id), msgOf(request, 'scmGoods.updated'));
  });
  serve(app, scmGoods.withdraw, async (request) => {
    const actor = authOf(request);
    await withdrawScmGoods(db, actor, request.body);
    return ok(
      await scmGoodsDetail(db, actor.partnerId, request.body.id),
      msgOf(request, 'scmGoods.withdrawn'),
    );
  });
  serve(app, scmGoods.offer, async (request) => {
    const actor = authOf(request);
    await offerScmGoods(db, actor, request.body);
    return ok(await scmGoodsDetail(db, actor.partnerId, request.body.id), msgOf(request, 'scmGoods.offered'));
  });
  serve(app, scmGoods.delete, async (request) => {
    await deleteScmGoods(db, authOf(request), request.body.id);
    return ok(null, msgOf(request, 'scmGoods.deleted'));
  });
  exportEndpoint(app, scmGoods.export, SCM_GOODS_EXPORT);

  serve(app, scmPrice.page, async (request) => {
    const { rows, total } = await listScmPrices(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });
  serve(app, scmPrice.change, async (request) =>
    ok(await changeScmPrice(db, authOf(request), request.body), msgOf(request, 'scmPrice.changed')),
  );
  serve(app, scmPrice.batchChange, async (request) => {
    const changes = await changeScmPrices(db, authOf(request), request.body);
    return ok({ changes }, msgOf(request, 'scmPrice.batchChanged', { count: changes.length }));
  });
  serve(app, scmPrice.changes, async (request) => {
    const { rows, total } = await listPriceChanges(db, authOf(request).partnerId, request.body, timeZone);
    return page(rows, total);
  });
  serve(app, scmPrice.history, async (request) =>
    ok(await scmPriceHistory(db, authOf(request).partnerId, request.query.scmSkuId)),
  );
  exportEndpoint(app, scmPrice.export, SCM_PRICE_EXPORT);
  exportEndpoint(app, scmPrice.exportChanges, SCM_PRICE_CHANGE_EXPORT);

  serve(app, scmAuthorization.page, async (request) => {
    const { rows, total } = await listScmAuthorizations(db, authOf(request).partnerId, request.body, today());
    return page(rows, total);
  });
  serve(app, scmAuthorization.validityCounts, async (request) =>
    ok(await scmAuthorizationCounts(db, authOf(request).partnerId, request.body, today())),
  );
  serve(app, scmAuthorization.add, async (request) => {
    const actor = authOf(request);
    const row = await addScmAuthorization(db, actor, request.body);
    return ok(
      await scmAuthorizationRow(db, actor.partnerId, row.id, today()),
      msgOf(request, 'scmAuthorization.added'),
    );
  });
  serve(app, scmAuthorization.update, async (request) => {
    const actor = authOf(request);
    await updateScmAuthorization(db, actor, request.body);
    return ok(
      await scmAuthorizationRow(db, actor.partnerId, request.body.id, today()),
      msgOf(request, 'scmAuthorization.updated'),
    );
  });
  serve(app, scmAuthorization.renew, async (request) => {
    const actor = authOf(request);
    await renewScmAuthorization(db, actor, request.body);
    return ok(
      await scmAuthorizationRow(db, actor.partnerId, request.body.id, today()),
      msgOf(request, 'scmAuthorization.renewed'),
    );
  });
  serve(app, scmAuthorization.delete, async (request) => {
    await deleteScmAuthorization(db, authOf(request), request.body.id);
    return ok(null, msgOf(request, 'scmAuthorization.deleted'));
  });
  exportEndpoint(app, scmAuthorization.export, SCM_AUTHORIZATION_EXPORT);
};
