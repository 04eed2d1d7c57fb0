import { brand, brandAuthorization, brandRecord } from '@portal/shared/contracts/catalog.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { localDayOf } from '../../../platform/local-time';
import { listingsWithdrawnByExpiry } from '../listings/listing.service';
import { AUTHORIZATION_EXPORT } from './authorization.export';
import {
  authorizationDetail,
  listAuthorizations,
  resubmitAuthorization,
  submitAuthorization,
} from './authorization.service';
import { BRAND_RECORD_EXPORT } from './brand-record.export';
import { listBrandRecords } from './brand-record.service';
import { BRAND_EXPORT } from './brand.export';
import { brandDetail, createBrand, exactBrand, listBrands, searchBrands, updateBrand } from './brand.service';

/** Brands, their authorizations and their history (DOMAIN.md Catalog; /brand/* screens). */
export const brandRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const today = () => localDayOf(new Date(), app.deps.config.timeZone);

  // The brand select and the exact look-up serve every screen that picks a brand.
  serve(app, brand.list, async (request) =>
    ok(await searchBrands(db, request.body.brandName, request.body.dataCount)),
  );

  serve(app, brand.exact, async (request) => ok(await exactBrand(db, request.body.brandName)));

  serve(app, brand.detail, async (request) =>
    ok(await brandDetail(db, authOf(request).partnerId, request.query.id)),
  );

  serve(app, brand.page, async (request) => {
    const { partnerId } = authOf(request);
    const { rows, total } = await listBrands(db, partnerId, request.body);
    // Listings an expired authorization took off shelf show on the brand too.
    const withdrawn = await listingsWithdrawnByExpiry(
      db,
      partnerId,
      rows.map((row) => row.id),
    );
    return page(
      rows.map((row) => ({ ...row, withdrawnListings: withdrawn.get(row.id) ?? 0 })),
      total,
    );
  });

  serve(app, brand.add, async (request) =>
    ok(await createBrand(db, authOf(request), request.body), msgOf(request, 'brand.saved')),
  );

  serve(app, brand.update, async (request) =>
    ok(await updateBrand(db, authOf(request), request.body), msgOf(request, 'brand.saved')),
  );

  serve(app, brandAuthorization.page, async (request) => {
    const { rows, total } = await listAuthorizations(db, authOf(request).partnerId, request.body, today());
    return page(rows, total);
  });

  serve(app, brandAuthorization.detail, async (request) =>
    ok(await authorizationDetail(db, authOf(request).partnerId, request.query.id, today())),
  );

  serve(app, brandAuthorization.add, async (request) =>
    ok(
      await submitAuthorization(db, authOf(request), request.body, today()),
      msgOf(request, 'brand.authorizationSubmitted'),
    ),
  );

  serve(app, brandAuthorization.update, async (request) =>
    ok(
      await resubmitAuthorization(db, authOf(request), request.body, today()),
      msgOf(request, 'brand.authorizationSubmitted'),
    ),
  );

  serve(app, brandRecord.page, async (request) => {
    const { rows, total } = await listBrandRecords(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  exportEndpoint(app, brand.export, BRAND_EXPORT);
  exportEndpoint(app, brandAuthorization.export, AUTHORIZATION_EXPORT);
  exportEndpoint(app, brandRecord.export, BRAND_RECORD_EXPORT);
};
