import {
  AuthorizationInputSchema,
  AuthorizationPageQuerySchema,
  AuthorizationSchema,
  AuthorizationUpdateSchema,
  BrandExactQuerySchema,
  BrandIdQuerySchema,
  BrandInputSchema,
  BrandOptionSchema,
  BrandPageQuerySchema,
  BrandRecordPageQuerySchema,
  BrandRecordSchema,
  BrandRowSchema,
  BrandSchema,
  BrandUpdateSchema,
} from '@portal/shared/contracts/brand';
import { brand } from '@portal/shared/contracts/catalog.endpoints';
import { envelopeOf, pageEnvelopeOf } from '@portal/shared/contracts/common';
import { viewCodeOf } from '@portal/shared/menu';
import { Authority } from '@portal/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { localDayOf } from '../../../platform/local-time';
import { AUTHORIZATION_EXPORT } from './authorization.export';
import { BRAND_RECORD_EXPORT } from './brand-record.export';
import { BRAND_EXPORT } from './brand.export';
import {
  authorizationDetail,
  listAuthorizations,
  resubmitAuthorization,
  submitAuthorization,
} from './authorization.service';
import { listingsWithdrawnByExpiry } from '../listings/listing.service';
import { listBrandRecords } from './brand-record.service';
import { brandDetail, createBrand, exactBrand, listBrands, searchBrands, updateBrand } from './brand.service';

const tags = ['catalog'];
const brandList = { auth: viewCodeOf('/brand/index') };
const brandEdit = { auth: Authority.brandEdit };
const authorizationList = { auth: viewCodeOf('/brand/authorization') };
const authorize = { auth: Authority.brandAuthorize };
const recordList = { auth: viewCodeOf('/brand/record') };

/** Brands, their authorizations and their history (DOMAIN.md Catalog; /brand/* screens). */
export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const today = () => localDayOf(new Date(), app.deps.config.timeZone);

  // The brand select and the exact look-up serve every screen that picks a brand.
  serve(app, brand.list, async (request) =>
    ok(await searchBrands(db, request.body.brandName, request.body.dataCount)),
  );

  app.post(
    '/api/goods/brand/exact',
    {
      config: { auth: 'login' },
      schema: { tags, body: BrandExactQuerySchema, response: { 200: envelopeOf(BrandOptionSchema) } },
    },
    async (request) => ok(await exactBrand(db, request.body.brandName)),
  );

  app.get(
    '/api/goods/brand/detail',
    {
      config: { auth: 'login' },
      schema: { tags, querystring: BrandIdQuerySchema, response: { 200: envelopeOf(BrandSchema) } },
    },
    async (request) => ok(await brandDetail(db, authOf(request).partnerId, request.query.id)),
  );

  app.post(
    '/api/goods/brand/page',
    {
      config: brandList,
      schema: { tags, body: BrandPageQuerySchema, response: { 200: pageEnvelopeOf(BrandRowSchema) } },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/api/goods/brand/add',
    {
      config: brandEdit,
      schema: { tags, body: BrandInputSchema, response: { 200: envelopeOf(BrandSchema) } },
    },
    async (request) =>
      ok(await createBrand(db, authOf(request), request.body), msgOf(request, 'brand.saved')),
  );

  app.post(
    '/api/goods/brand/update',
    {
      config: brandEdit,
      schema: { tags, body: BrandUpdateSchema, response: { 200: envelopeOf(BrandSchema) } },
    },
    async (request) =>
      ok(await updateBrand(db, authOf(request), request.body), msgOf(request, 'brand.saved')),
  );

  app.post(
    '/api/goods/brand/authorization/page',
    {
      config: authorizationList,
      schema: {
        tags,
        body: AuthorizationPageQuerySchema,
        response: { 200: pageEnvelopeOf(AuthorizationSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listAuthorizations(db, authOf(request).partnerId, request.body, today());
      return page(rows, total);
    },
  );

  app.get(
    '/api/goods/brand/authorization/detail',
    {
      config: authorizationList,
      schema: { tags, querystring: BrandIdQuerySchema, response: { 200: envelopeOf(AuthorizationSchema) } },
    },
    async (request) =>
      ok(await authorizationDetail(db, authOf(request).partnerId, request.query.id, today())),
  );

  app.post(
    '/api/goods/brand/authorization/add',
    {
      config: authorize,
      schema: { tags, body: AuthorizationInputSchema, response: { 200: envelopeOf(AuthorizationSchema) } },
    },
    async (request) =>
      ok(
        await submitAuthorization(db, authOf(request), request.body, today()),
        msgOf(request, 'brand.authorizationSubmitted'),
      ),
  );

  app.post(
    '/api/goods/brand/authorization/update',
    {
      config: authorize,
      schema: { tags, body: AuthorizationUpdateSchema, response: { 200: envelopeOf(AuthorizationSchema) } },
    },
    async (request) =>
      ok(
        await resubmitAuthorization(db, authOf(request), request.body, today()),
        msgOf(request, 'brand.authorizationSubmitted'),
      ),
  );

  app.post(
    '/api/goods/brand/record/page',
    {
      config: recordList,
      schema: {
        tags,
        body: BrandRecordPageQuerySchema,
        response: { 200: pageEnvelopeOf(BrandRecordSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listBrandRecords(db, authOf(request).partnerId, request.body);
      return page(rows, total);
    },
  );

  exportEndpoint(app, { url: '/api/goods/brand/export', kind: BRAND_EXPORT, auth: brandList.auth, tags });
  exportEndpoint(app, {
    url: '/api/goods/brand/authorization/export',
    kind: AUTHORIZATION_EXPORT,
    auth: authorizationList.auth,
    tags,
  });
  exportEndpoint(app, {
    url: '/api/goods/brand/record/export',
    kind: BRAND_RECORD_EXPORT,
    auth: recordList.auth,
    tags,
  });
};
