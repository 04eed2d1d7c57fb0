import { listing, listingRecord } from '@portal/shared/contracts/catalog.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
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

/** Channel listings, their prices and the channel record (/goods/channel*, /goods/channel_record). */
export const listingRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const today = () => localDayOf(new Date(), app.deps.config.timeZone);

  serve(app, listing.draft, async (request) =>
    ok(await listingDraft(db, authOf(request).partnerId, request.query.channelId, request.query.goodsId)),
  );

  serve(app, listing.page, async (request) => {
    const { rows, total } = await listListings(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, listing.detail, async (request) =>
    ok(await listingDetail(db, authOf(request).partnerId, request.query.id)),
  );

  serve(app, listing.add, async (request) =>
    ok(
      await createListing(db, authOf(request), request.body, today()),
      msgOf(request, request.body.submit ? 'listing.submitted' : 'listing.saved'),
    ),
  );

  serve(app, listing.update, async (request) =>
    ok(
      await updateListing(db, authOf(request), request.body, today()),
      msgOf(request, request.body.submit ? 'listing.submitted' : 'listing.saved'),
    ),
  );

  serve(app, listing.price, async (request) =>
    ok(await updateListingPrices(db, authOf(request), request.body), msgOf(request, 'listing.pricesSaved')),
  );

  serve(app, listing.submit, async (request) => {
    await submitListing(db, authOf(request), request.body.id, today());
    return ok(null, msgOf(request, 'listing.submitted'));
  });

  serve(app, listing.off, async (request) => {
    await takeOffShelf(db, authOf(request), request.body.id, request.body.reason);
    return ok(null, msgOf(request, 'listing.tookOff'));
  });

  serve(app, listingRecord.page, async (request) => {
    const { rows, total } = await listListingRecords(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  exportEndpoint(app, listing.export, LISTING_EXPORT);
  exportEndpoint(app, listingRecord.export, LISTING_RECORD_EXPORT);
};
