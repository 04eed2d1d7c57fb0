import { goodsAuthorization } from '@portal/shared/contracts/catalog.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { localDayOf } from '../../../platform/local-time';
import { GOODS_AUTHORIZATION_EXPORT } from './goods-authorization.export';
import { listGoodsAuthorizations } from './goods-authorization.service';

/** /goods/authorization: each goods with the brand authorization that covers it. */
export const goodsAuthorizationRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const today = () => localDayOf(new Date(), app.deps.config.timeZone);

  serve(app, goodsAuthorization.page, async (request) => {
    const { rows, total } = await listGoodsAuthorizations(
      db,
      authOf(request).partnerId,
      request.body,
      today(),
    );
    return page(rows, total);
  });

  exportEndpoint(app, goodsAuthorization.export, GOODS_AUTHORIZATION_EXPORT);
};
