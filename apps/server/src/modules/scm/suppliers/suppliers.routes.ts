import { label, referrer, supplier } from '@portal/shared/contracts/suppliers.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { createLabel, deleteLabel, listLabelOptions, listLabels, updateLabel } from './label.service';
import {
  createReferrer,
  deleteReferrer,
  listReferrerOptions,
  listReferrers,
  updateReferrer,
} from './referrer.service';
import {
  createSupplier,
  deleteSupplier,
  disableSupplier,
  enableSupplier,
  listSupplierOptions,
  listSuppliers,
  searchSuppliers,
  supplierDetail,
  supplierStateCounts,
  updateSupplier,
} from './supplier.service';
import { REFERRER_EXPORT, SUPPLIER_EXPORT } from './suppliers.export';

/** Suppliers (/scm/supplier), referrers (/scm/referrer), labels (/scm/label) and their selectors. */
export const supplierRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  // ---- the selectors ----

  serve(app, supplier.search, async (request) =>
    ok(await searchSuppliers(db, authOf(request).partnerId, request.body.keyword)),
  );

  serve(app, supplier.options, async (request) => {
    const { rows, total } = await listSupplierOptions(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, referrer.options, async (request) => {
    const { rows, total } = await listReferrerOptions(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, label.list, async (request) => ok(await listLabelOptions(db, authOf(request).partnerId)));

  // ---- suppliers ----

  serve(app, supplier.page, async (request) => {
    const { rows, total } = await listSuppliers(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, supplier.stateCounts, async (request) =>
    ok(await supplierStateCounts(db, authOf(request).partnerId)),
  );

  serve(app, supplier.detail, async (request) =>
    ok(await supplierDetail(db, authOf(request).partnerId, request.query.id)),
  );

  serve(app, supplier.add, async (request) =>
    ok(await createSupplier(db, authOf(request), request.body), msgOf(request, 'supplier.added')),
  );

  serve(app, supplier.update, async (request) =>
    ok(await updateSupplier(db, authOf(request), request.body), msgOf(request, 'supplier.updated')),
  );

  serve(app, supplier.disable, async (request) =>
    ok(await disableSupplier(db, authOf(request), request.body.id), msgOf(request, 'supplier.disabled')),
  );

  serve(app, supplier.enable, async (request) =>
    ok(await enableSupplier(db, authOf(request), request.body.id), msgOf(request, 'supplier.enabled')),
  );

  serve(app, supplier.delete, async (request) => {
    await deleteSupplier(db, authOf(request), request.body.id);
    return ok(null, msgOf(request, 'supplier.deleted'));
  });

  exportEndpoint(app, supplier.export, SUPPLIER_EXPORT);

  // ---- referrers ----

  serve(app, referrer.page, async (request) => {
    const { rows, total } = await listReferrers(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, referrer.add, async (request) =>
    ok(await createReferrer(db, authOf(request), request.body), msgOf(request, 'referrer.added')),
  );

  serve(app, referrer.update, async (request) =>
    ok(await updateReferrer(db, authOf(request), request.body), msgOf(request, 'referrer.updated')),
  );

  serve(app, referrer.delete, async (request) => {
    await deleteReferrer(db, authOf(request), request.body);
    return ok(null, msgOf(request, 'referrer.deleted'));
  });

  exportEndpoint(app, referrer.export, REFERRER_EXPORT);

  // ---- labels ----

  serve(app, label.page, async (request) => {
    const { rows, total } = await listLabels(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, label.add, async (request) =>
    ok(await createLabel(db, authOf(request), request.body), msgOf(request, 'label.added')),
  );

  serve(app, label.update, async (request) =>
    ok(await updateLabel(db, authOf(request), request.body), msgOf(request, 'label.updated')),
  );

  serve(app, label.delete, async (request) => {
    await deleteLabel(db, authOf(request), request.body.id);
    return ok(null, msgOf(request, 'label.deleted'));
  });
};
