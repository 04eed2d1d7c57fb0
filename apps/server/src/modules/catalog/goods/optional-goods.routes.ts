import { pageEnvelopeOf } from '@portal/shared/contracts/common';
import { OptionalGoodsPageQuerySchema, OptionalGoodsRowSchema } from '@portal/shared/contracts/goods';
import { viewCodeOf } from '@portal/shared/menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../platform/auth/guard';
import { page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { localDayOf } from '../../../platform/local-time';
import { OPTIONAL_GOODS_EXPORT } from './optional-goods.export';
import { listOptionalGoods } from './optional-goods.service';

const tags = ['catalog'];
const optional = { auth: viewCodeOf('/goods/optional') };

/** /goods/optional: approved goods the partner may list in a joined channel where it is not yet. */
export const optionalGoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const today = () => localDayOf(new Date(), app.deps.config.timeZone);

  app.post(
    '/api/goods/optional/page',
    {
      config: optional,
      schema: {
        tags,
        body: OptionalGoodsPageQuerySchema,
        response: { 200: pageEnvelopeOf(OptionalGoodsRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listOptionalGoods(db, authOf(request).partnerId, request.body, today());
      return page(rows, total);
    },
  );

  exportEndpoint(app, {
    url: '/api/goods/optional/export',
    kind: OPTIONAL_GOODS_EXPORT,
    auth: optional.auth,
    tags,
  });
};
