import { envelopeOf, pageEnvelopeOf } from '@portal/shared/contracts/common';
import {
  GoodsBatchResultSchema,
  GoodsDetailSchema,
  GoodsIdsSchema,
  GoodsInputSchema,
  GoodsPageQuerySchema,
  GoodsRowSchema,
  GoodsStateCountsSchema,
  GoodsUpdateSchema,
} from '@portal/shared/contracts/goods';
import { viewCodeOf } from '@portal/shared/menu';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
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

const tags = ['catalog'];
const read = { auth: viewCodeOf('/goods/index') };
const readMine = { auth: viewCodeOf('/goods/my') };
const edit = { auth: 'goods:edit' };
const submit = { auth: 'goods:submit' };

/** Goods and their SKUs (DOMAIN.md Catalog; /goods/index, my, add, edit, detail, refuse). */
export const goodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const reasonOf = (request: FastifyRequest) => (key: string) => msgOf(request, key);
  const batchMessage = (request: FastifyRequest, result: { changed: number; refused: unknown[] }) =>
    msgOf(request, 'goods.batchDone', { changed: result.changed, refused: result.refused.length });

  /**
   * The list and its state tabs: under /api/goods every goods of the partner (/goods/index,
   * /goods/refuse); under /api/goods/my only those the caller's account created (/goods/my).
   */
  const listRoutes = (prefix: string, config: { auth: string }, mine: boolean) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      `${prefix}/page`,
      {
        config,
        schema: { tags, body: GoodsPageQuerySchema, response: { 200: pageEnvelopeOf(GoodsRowSchema) } },
      },
      async (request) => {
        const { partnerId, accountId } = authOf(request);
        const createdBy = mine ? accountId : null;
        const { rows, total } = await listGoods(db, partnerId, { ...request.body, createdBy });
        return page(rows, total);
      },
    );
    typed.get(
      `${prefix}/state/counts`,
      {
        config,
        schema: {
          tags,
          querystring: z.object({ categoryId: z.coerce.number().int().positive().nullish() }),
          response: { 200: envelopeOf(GoodsStateCountsSchema) },
        },
      },
      async (request) => {
        const { partnerId, accountId } = authOf(request);
        return ok(await goodsStateCounts(db, partnerId, request.query.categoryId, mine ? accountId : null));
      },
    );
  };
  listRoutes('/api/goods', read, false);
  listRoutes('/api/goods/my', readMine, true);

  app.get(
    '/api/goods/detail',
    {
      config: read,
      schema: {
        tags,
        querystring: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelopeOf(GoodsDetailSchema) },
      },
    },
    async (request) => ok(await goodsDetail(db, authOf(request).partnerId, request.query.id)),
  );

  app.post(
    '/api/goods/add',
    {
      config: edit,
      schema: { tags, body: GoodsInputSchema, response: { 200: envelopeOf(GoodsDetailSchema) } },
    },
    async (request) =>
      ok(
        await createGoods(db, authOf(request), request.body),
        msgOf(request, request.body.submit ? 'goods.savedAndSubmitted' : 'goods.saved'),
      ),
  );

  app.post(
    '/api/goods/update',
    {
      config: edit,
      schema: { tags, body: GoodsUpdateSchema, response: { 200: envelopeOf(GoodsDetailSchema) } },
    },
    async (request) => {
      const saved = await updateGoods(db, authOf(request), request.body);
      return ok(saved, msgOf(request, saved.state === 1 ? 'goods.savedAndSubmitted' : 'goods.saved'));
    },
  );

  const batch = (url: string, config: { auth: string }, run: typeof submitGoods) =>
    app.withTypeProvider<ZodTypeProvider>().post(
      url,
      {
        config,
        schema: { tags, body: GoodsIdsSchema, response: { 200: envelopeOf(GoodsBatchResultSchema) } },
      },
      async (request) => {
        const result = await run(db, authOf(request), request.body.ids, reasonOf(request));
        return ok(result, batchMessage(request, result));
      },
    );
  batch('/api/goods/submit', submit, submitGoods);
  batch('/api/goods/disable', edit, disableGoods);
  batch('/api/goods/enable', edit, enableGoods);
  batch('/api/goods/delete', edit, deleteGoods);

  exportEndpoint(app, { url: '/api/goods/export', kind: GOODS_EXPORT, auth: 'goods:export', tags });
};
