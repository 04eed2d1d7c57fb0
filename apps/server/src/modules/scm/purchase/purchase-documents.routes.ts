import {
  purchaseContract,
  purchaseInvoice,
  purchaseMail,
} from '@portal/shared/contracts/purchase-documents.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { demoExpressProvider } from '../../../platform/express/express';
import { serve } from '../../../platform/http/serve';
import {
  createMailing,
  listMailable,
  listMailings,
  mailingCounts,
  mailingLogistics,
} from './mailing.service';
import {
  PURCHASE_CONTRACT_EXPORT,
  PURCHASE_INVOICE_EXPORT,
  PURCHASE_MAIL_EXPORT,
} from './purchase-documents.export';
import {
  listPurchaseDocuments,
  purchaseDocumentCounts,
  purchaseDocumentsOf,
  uploadPurchaseContract,
  uploadPurchaseInvoice,
} from './purchase-documents.service';

/** Purchase contracts and invoices (/purchase/contract, /purchase/invoice) and mailings (/purchase/mail). */
export const purchaseDocumentsRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const { timeZone } = app.deps.config;

  for (const [group, kind] of [
    [purchaseContract, 'contract'],
    [purchaseInvoice, 'invoice'],
  ] as const) {
    serve(app, group.page, async (request) => {
      const { rows, total } = await listPurchaseDocuments(
        db,
        authOf(request).partnerId,
        kind,
        request.body,
        timeZone,
      );
      return page(rows, total);
    });
    serve(app, group.counts, async (request) =>
      ok(await purchaseDocumentCounts(db, authOf(request).partnerId, kind)),
    );
    serve(app, group.detail, async (request) =>
      ok(await purchaseDocumentsOf(db, authOf(request).partnerId, request.query.id)),
    );
  }

  serve(app, purchaseContract.upload, async (request) => {
    const actor = authOf(request);
    await uploadPurchaseContract(db, actor, request.body);
    return ok(
      await purchaseDocumentsOf(db, actor.partnerId, request.body.purchaseOrderId),
      msgOf(request, 'purchaseDocument.uploaded'),
    );
  });

  serve(app, purchaseInvoice.upload, async (request) => {
    const actor = authOf(request);
    await uploadPurchaseInvoice(db, actor, request.body);
    return ok(
      await purchaseDocumentsOf(db, actor.partnerId, request.body.purchaseOrderId),
      msgOf(request, 'purchaseDocument.uploaded'),
    );
  });

  serve(app, purchaseMail.page, async (request) => {
    const { rows, total } = await listMailings(db, authOf(request).partnerId, request.body, timeZone);
    return page(rows, total);
  });

  serve(app, purchaseMail.counts, async (request) => ok(await mailingCounts(db, authOf(request).partnerId)));

  serve(app, purchaseMail.mailable, async (request) => {
    const { rows, total } = await listMailable(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, purchaseMail.create, async (request) =>
    ok(await createMailing(db, authOf(request), request.body), msgOf(request, 'purchaseMail.created')),
  );

  serve(app, purchaseMail.logistics, async (request) =>
    ok(await mailingLogistics(db, demoExpressProvider, authOf(request).partnerId, request.query.id)),
  );

  exportEndpoint(app, purchaseContract.export, PURCHASE_CONTRACT_EXPORT);
  exportEndpoint(app, purchaseInvoice.export, PURCHASE_INVOICE_EXPORT);
  exportEndpoint(app, purchaseMail.export, PURCHASE_MAIL_EXPORT);
};
