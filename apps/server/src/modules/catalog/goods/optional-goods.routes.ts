import { optionalGoods } from '@portal/shared/contracts/catalog.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { localDayOf } from '../../../platform/local-time';
import { OPTIONAL_GOODS_EXPORT } from './optional-goods.export';
import { listOptionalGoods } from './optional-goods.service';

/** /goods/optional: approved goods the partner may list in a joined channel where it is not yet. */
export const optionalGoodsRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const today = () => localDayOf(new Date(), app.deps.config.timeZone);

  serve(app, optionalGoods.page, async (request) => {
    const { rows, total } = await listOptionalGoods(db, authOf(request).partnerId, request.body, today());
    return page(rows, total);
  });

  exportEndpoint(app, optionalGoods.export, OPTIONAL_GOODS_EXPORT);
};
