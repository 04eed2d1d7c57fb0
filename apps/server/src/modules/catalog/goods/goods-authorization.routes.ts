import { pageEnvelopeOf } from '@portal/shared/contracts/common';
import {
  GoodsAuthorizationPageQuerySchema,
  GoodsAuthorizationRowSchema,
} from '@portal/shared/contracts/goods';
import { viewCodeOf } from '@portal/shared/menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../platform/auth/guard';
import { page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { localDayOf } from '../../../platform/local-time';
import { GOODS_AUTHORIZATION_EXPORT } from './goods-authorization.export';
import { listGoodsAuthorizations } from './goods-authorization.service';

const tags = ['catalog'];
const goodsAuthorizations = { auth: viewCodeOf('/goods/authorization') };

/** /goods/authorization: each goods with the brand authorization that covers it. */
export const goodsAuthorizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const today = () => localDayOf(new Date(), app.deps.config.timeZone);

  app.post(
    '/api/goods/authorization/page',
    {
      config: goodsAuthorizations,
      schema: {
        tags,
        body: GoodsAuthorizationPageQuerySchema,
        response: { 200: pageEnvelopeOf(GoodsAuthorizationRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listGoodsAuthorizations(
        db,
        authOf(request).partnerId,
        request.body,
        today(),
      );
      return page(rows, total);
    },
  );

  exportEndpoint(app, {
    url: '/api/goods/authorization/export',
    kind: GOODS_AUTHORIZATION_EXPORT,
    auth: goodsAuthorizations.auth,
    tags,
  });
};
