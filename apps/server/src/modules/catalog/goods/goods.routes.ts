import { goods } from '@portal/shared/contracts/catalog.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { GOODS_EXPORT } from './goods.export';
import {
  createGoods,
  deleteGoods,
  disableGoods,
  enableGoods,
  goodsDetail,
  goodsStateCounts,
  listGoods,
  submitGoods,
  updateGoods,
} from './goods.service';

/** Goods and their SKUs (DOMAIN.md Catalog; /goods/index, my, add, edit, detail, refuse). */
export const goodsRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const reasonOf = (request: FastifyRequest) => (key: string) => msgOf(request, key);
  const batchMessage = (request: FastifyRequest, result: { changed: number; refused: unknown[] }) =>
    msgOf(request, 'goods.batchDone', { changed: result.changed, refused: result.refused.length });

  /**
   * The list and its state tabs: every goods of the partner (/goods/index, /goods/refuse), or
   * (`mine`) only those the caller's account created (/goods/my).
   */
  const listRoutes = (
    list: typeof goods.page | typeof goods.myPage,
    counts: typeof goods.stateCounts | typeof goods.myStateCounts,
    mine: boolean,
  ) => {
    serve(app, list, async (request) => {
      const { partnerId, accountId } = authOf(request);
      const createdBy = mine ? accountId : null;
      const { rows, total } = await listGoods(db, partnerId, { ...request.body, createdBy });
      return page(rows, total);
    });
    serve(app, counts, async (request) => {
      const { partnerId, accountId } = authOf(request);
      return ok(await goodsStateCounts(db, partnerId, request.query.categoryId, mine ? accountId : null));
    });
  };
  listRoutes(goods.page, goods.stateCounts, false);
  listRoutes(goods.myPage, goods.myStateCounts, true);

  serve(app, goods.detail, async (request) =>
    ok(await goodsDetail(db, authOf(request).partnerId, request.query.id)),
  );

  serve(app, goods.add, async (request) =>
    ok(
      await createGoods(db, authOf(request), request.body),
      msgOf(request, request.body.submit ? 'goods.savedAndSubmitted' : 'goods.saved'),
    ),
  );

  serve(app, goods.update, async (request) => {
    const saved = await updateGoods(db, authOf(request), request.body);
    return ok(saved, msgOf(request, saved.state === 1 ? 'goods.savedAndSubmitted' : 'goods.saved'));
  });

  const batch = (
    endpoint: typeof goods.submit | typeof goods.disable | typeof goods.enable | typeof goods.delete,
    run: typeof submitGoods,
  ) =>
    serve(app, endpoint, async (request) => {
      const result = await run(db, authOf(request), request.body.ids, reasonOf(request));
      return ok(result, batchMessage(request, result));
    });
  batch(goods.submit, submitGoods);
  batch(goods.disable, disableGoods);
  batch(goods.enable, enableGoods);
  batch(goods.delete, deleteGoods);

  exportEndpoint(app, goods.export, GOODS_EXPORT);
};
