import { seller } from '@portal/shared/contracts/sellers.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { page } from '../../../platform/envelope';
import { serve } from '../../../platform/http/serve';
import { listSellerOptions } from './seller-options.service';

/** Sellers (/seller/list), customers (/seller/customer) and the seller select. */
export const sellerRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  // ---- the seller select ----

  serve(app, seller.options, async (request) => {
    const { rows, total } = await listSellerOptions(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });
};
