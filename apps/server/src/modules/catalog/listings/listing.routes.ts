import { ChannelIdSchema, envelopeOf, IdSchema, pageEnvelopeOf } from '@portal/shared/contracts/common';
import {
  ListingDetailSchema,
  ListingDraftSchema,
  ListingInputSchema,
  ListingPageQuerySchema,
  ListingPriceUpdateSchema,
  ListingReasonSchema,
  ListingRecordPageQuerySchema,
  ListingRecordSchema,
  ListingRowSchema,
  ListingUpdateSchema,
} from '@portal/shared/contracts/listing';
import { viewCodeOf } from '@portal/shared/menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { localDayOf } from '../../../platform/local-time';
import { LISTING_RECORD_EXPORT } from './listing-record.export';
import { LISTING_EXPORT } from './listing.export';
import {
  createListing,
  listingDetail,
  listingDraft,
  listListingRecords,
  listListings,
  submitListing,
  takeOffShelf,
  updateListing,
  updateListingPrices,
} from './listing.service';

const tags = ['catalog'];
const read = { auth: viewCodeOf('/goods/channel') };
const price = { auth: 'goods:price' };
const channel = { auth: 'goods:channel' };
const records = { auth: viewCodeOf('/goods/channel_record') };

/** Channel listings, their prices and the channel record (/goods/channel*, /goods/channel_record). */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const today = () => localDayOf(new Date(), app.deps.config.timeZone);

  app.get(
    '/api/goods/channel/listing/draft',
    {
      config: price,
      schema: {
        tags,
        querystring: z.object({
          channelId: ChannelIdSchema,
          goodsId: IdSchema,
        }),
        response: { 200: envelopeOf(ListingDraftSchema) },
      },
    },
    async (request) =>
      ok(await listingDraft(db, authOf(request).partnerId, request.query.channelId, request.query.goodsId)),
  );

  app.post(
    '/api/goods/channel/listing/page',
    {
      config: read,
      schema: { tags, body: ListingPageQuerySchema, response: { 200: pageEnvelopeOf(ListingRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await listListings(db, authOf(request).partnerId, request.body);
      return page(rows, total);
    },
  );

  app.get(
    '/api/goods/channel/listing/detail',
    {
      config: read,
      schema: {
        tags,
        querystring: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelopeOf(ListingDetailSchema) },
      },
    },
    async (request) => ok(await listingDetail(db, authOf(request).partnerId, request.query.id)),
  );

  app.post(
    '/api/goods/channel/listing/add',
    {
      config: price,
      schema: { tags, body: ListingInputSchema, response: { 200: envelopeOf(ListingDetailSchema) } },
    },
    async (request) =>
      ok(
        await createListing(db, authOf(request), request.body, today()),
        msgOf(request, request.body.submit ? 'listing.submitted' : 'listing.saved'),
      ),
  );

  app.post(
    '/api/goods/channel/listing/update',
    {
      config: price,
      schema: { tags, body: ListingUpdateSchema, response: { 200: envelopeOf(ListingDetailSchema) } },
    },
    async (request) =>
      ok(
        await updateListing(db, authOf(request), request.body, today()),
        msgOf(request, request.body.submit ? 'listing.submitted' : 'listing.saved'),
      ),
  );

  app.post(
    '/api/goods/channel/listing/price',
    {
      config: price,
      schema: { tags, body: ListingPriceUpdateSchema, response: { 200: envelopeOf(ListingDetailSchema) } },
    },
    async (request) =>
      ok(await updateListingPrices(db, authOf(request), request.body), msgOf(request, 'listing.pricesSaved')),
  );

  app.post(
    '/api/goods/channel/listing/submit',
    {
      config: channel,
      schema: {
        tags,
        body: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await submitListing(db, authOf(request), request.body.id, today());
      return ok(null, msgOf(request, 'listing.submitted'));
    },
  );

  app.post(
    '/api/goods/channel/listing/off',
    { config: channel, schema: { tags, body: ListingReasonSchema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await takeOffShelf(db, authOf(request), request.body.id, request.body.reason);
      return ok(null, msgOf(request, 'listing.tookOff'));
    },
  );

  app.post(
    '/api/goods/channel/record/page',
    {
      config: records,
      schema: {
        tags,
        body: ListingRecordPageQuerySchema,
        response: { 200: pageEnvelopeOf(ListingRecordSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listListingRecords(db, authOf(request).partnerId, request.body);
      return page(rows, total);
    },
  );

  exportEndpoint(app, {
    url: '/api/goods/channel/listing/export',
    kind: LISTING_EXPORT,
    auth: read.auth,
    tags,
  });
  exportEndpoint(app, {
    url: '/api/goods/channel/record/export',
    kind: LISTING_RECORD_EXPORT,
    auth: records.auth,
    tags,
  });
};
