import { customer, seller } from '@portal/shared/contracts/sellers.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import {
  addCustomer,
  assignCustomers,
  customerCounts,
  customerHistory,
  deleteCustomer,
  listCustomers,
  unassignCustomers,
  updateCustomer,
} from './customer.service';
import { listSellerOptions } from './seller-options.service';
import {
  createSeller,
  deleteSeller,
  listSellers,
  markSellerLeft,
  reactivateSeller,
  sellerAccountOptions,
  sellerDetail,
  sellerStateCounts,
  updateSeller,
} from './seller.service';
import { CUSTOMER_EXPORT, SELLER_EXPORT } from './sellers.export';

/** Sellers (/seller/list), customers (/seller/customer) and the seller select. */
export const sellerRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  // ---- the seller select ----

  serve(app, seller.options, async (request) => {
    const { rows, total } = await listSellerOptions(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  // ---- sellers ----

  serve(app, seller.page, async (request) => {
    const { rows, total } = await listSellers(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, seller.stateCounts, async (request) =>
    ok(await sellerStateCounts(db, authOf(request).partnerId)),
  );

  serve(app, seller.detail, async (request) =>
    ok(await sellerDetail(db, authOf(request).partnerId, request.query.id)),
  );

  serve(app, seller.accounts, async (request) =>
    ok(await sellerAccountOptions(db, authOf(request).partnerId, request.body.keyword)),
  );

  serve(app, seller.add, async (request) =>
    ok(await createSeller(db, authOf(request), request.body), msgOf(request, 'seller.added')),
  );

  serve(app, seller.update, async (request) =>
    ok(await updateSeller(db, authOf(request), request.body), msgOf(request, 'seller.updated')),
  );

  serve(app, seller.leave, async (request) =>
    ok(await markSellerLeft(db, authOf(request), request.body.id), msgOf(request, 'seller.left')),
  );

  serve(app, seller.reactivate, async (request) =>
    ok(await reactivateSeller(db, authOf(request), request.body.id), msgOf(request, 'seller.reactivated')),
  );

  serve(app, seller.delete, async (request) => {
    await deleteSeller(db, authOf(request), request.body.id);
    return ok(null, msgOf(request, 'seller.deleted'));
  });

  exportEndpoint(app, seller.export, SELLER_EXPORT);

  // ---- customers ----

  serve(app, customer.page, async (request) => {
    const { rows, total } = await listCustomers(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, customer.counts, async (request) => ok(await customerCounts(db, authOf(request).partnerId)));

  serve(app, customer.history, async (request) =>
    ok(await customerHistory(db, authOf(request).partnerId, request.query.id)),
  );

  serve(app, customer.add, async (request) =>
    ok(await addCustomer(db, authOf(request), request.body), msgOf(request, 'customer.added')),
  );

  serve(app, customer.update, async (request) =>
    ok(await updateCustomer(db, authOf(request), request.body), msgOf(request, 'customer.updated')),
  );

  serve(app, customer.assign, async (request) => {
    const done = await assignCustomers(db, authOf(request), request.body);
    return ok(done, msgOf(request, 'customer.assigned', { count: done.changed }));
  });

  serve(app, customer.unassign, async (request) => {
    const done = await unassignCustomers(db, authOf(request), request.body);
    return ok(done, msgOf(request, 'customer.unassigned', { count: done.changed }));
  });

  serve(app, customer.delete, async (request) => {
    await deleteCustomer(db, authOf(request), request.body.id);
    return ok(null, msgOf(request, 'customer.deleted'));
  });

  exportEndpoint(app, customer.export, CUSTOMER_EXPORT);
};
