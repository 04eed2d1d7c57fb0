import {
  batchQuotation,
  commodityPrice,
  inquiry,
  pricePosition,
  quotation,
} from '@portal/shared/contracts/inquiry.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { sendWorkbook } from '../../../platform/http/workbook-download';
import { searchOwnSkus } from '../../catalog/goods/sku-options.service';
import { checkBatchQuotation, importBatchQuotation, writeBatchTemplate } from './batch-quotation.service';
import { inquiryTabCounts, quotationTabCounts } from './inquiry-counts';
import { COMMODITY_PRICE_EXPORT, INQUIRY_EXPORT, QUOTATION_EXPORT } from './inquiry.export';
import { inquiryDetail, listInquiries } from './inquiry.service';
import {
  listCommodityPrices,
  pricePosition as positionOf,
  pricePositions,
  priceHistory,
} from './price.service';
import {
  discardDraft,
  listQuotations,
  listRevisions,
  quotationDetail,
  revisionDetail,
  saveQuotation,
} from './quotation.service';

/** Inquiries received, quotations, price position and commodity prices (/goods_inquiry/*). */
export const inquiryRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const { timeZone } = app.deps.config;

  serve(app, inquiry.page, async (request) => {
    const { rows, total } = await listInquiries(db, authOf(request).partnerId, request.body, timeZone);
    return page(rows, total);
  });
  serve(app, inquiry.stateCounts, async (request) =>
    ok(await inquiryTabCounts(db, authOf(request).partnerId)),
  );
  serve(app, inquiry.detail, async (request) =>
    ok(await inquiryDetail(db, authOf(request).partnerId, request.query.id)),
  );
  exportEndpoint(app, inquiry.export, INQUIRY_EXPORT);

  serve(app, quotation.page, async (request) => {
    const { rows, total } = await listQuotations(db, authOf(request).partnerId, request.body, timeZone);
    return page(rows, total);
  });
  serve(app, quotation.stateCounts, async (request) =>
    ok(await quotationTabCounts(db, authOf(request).partnerId)),
  );
  serve(app, quotation.detail, async (request) =>
    ok(await quotationDetail(db, authOf(request).partnerId, request.query.inquiryId)),
  );
  serve(app, quotation.save, async (request) => {
    const actor = authOf(request);
    await saveQuotation(db, actor, request.body, 'draft', timeZone);
    return ok(
      await quotationDetail(db, actor.partnerId, request.body.inquiryId),
      msgOf(request, 'inquiry.quotation.saved'),
    );
  });
  serve(app, quotation.send, async (request) => {
    const actor = authOf(request);
    await saveQuotation(db, actor, request.body, 'send', timeZone);
    return ok(
      await quotationDetail(db, actor.partnerId, request.body.inquiryId),
      msgOf(request, 'inquiry.quotation.sent'),
    );
  });
  serve(app, quotation.discardDraft, async (request) => {
    const actor = authOf(request);
    await discardDraft(db, actor, request.body.inquiryId);
    return ok(
      await quotationDetail(db, actor.partnerId, request.body.inquiryId),
      msgOf(request, 'inquiry.quotation.draftDiscarded'),
    );
  });
  serve(app, quotation.revisions, async (request) =>
    ok(await listRevisions(db, authOf(request).partnerId, request.query.inquiryId)),
  );
  serve(app, quotation.revision, async (request) =>
    ok(await revisionDetail(db, authOf(request).partnerId, request.query.inquiryId, request.query.revision)),
  );
  serve(app, quotation.skuOptions, async (request) =>
    ok(await searchOwnSkus(db, authOf(request).partnerId, request.query.keyword, request.query.limit)),
  );
  exportEndpoint(app, quotation.export, QUOTATION_EXPORT);

  serve(app, pricePosition.one, async (request) =>
    ok(await positionOf(db, authOf(request).partnerId, request.query)),
  );
  serve(app, pricePosition.batch, async (request) =>
    ok(await pricePositions(db, authOf(request).partnerId, request.body)),
  );

  serve(app, commodityPrice.page, async (request) => {
    const { rows, total } = await listCommodityPrices(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });
  serve(app, commodityPrice.history, async (request) =>
    ok(await priceHistory(db, authOf(request).partnerId, request.query, timeZone)),
  );
  exportEndpoint(app, commodityPrice.export, COMMODITY_PRICE_EXPORT);

  serve(app, batchQuotation.template, (request, reply) =>
    sendWorkbook(reply, (out) => writeBatchTemplate(db, authOf(request).partnerId, timeZone, out)),
  );
  serve(app, batchQuotation.check, async (request) =>
    ok(
      await checkBatchQuotation(db, app.storage, authOf(request), request.body.fileId, request.locale),
      msgOf(request, 'inquiry.batch.checked'),
    ),
  );
  serve(app, batchQuotation.import, async (request) => {
    const result = await importBatchQuotation(
      db,
      app.storage,
      authOf(request),
      request.body,
      request.locale,
      timeZone,
    );
    return ok(result, msgOf(request, 'inquiry.batch.imported', { saved: result.saved, sent: result.sent }));
  });
};
