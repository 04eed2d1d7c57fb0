import { match, orderMoney, payment } from '@portal/shared/contracts/settlement.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { sendWorkbook } from '../../../platform/http/workbook-download';
import { fullMatch, partMatch, undoAllocation } from './match.service';
import { orderMoneyDetail } from './order-money.service';
import { enterPayment } from './payment-entry';
import { PAYMENT_EXPORT } from './payment.export';
import { checkPaymentImport, importPayments, writePaymentTemplate } from './payment-import.service';
import {
  deletePayment,
  listPayments,
  paymentDetail,
  paymentStateCounts,
  updatePayment,
} from './payment.service';
import { paymentSuggestions } from './suggestions';

/** Payments (/settlement/payment), matching (/settlement/match, /part_match), an order's money. */
export const paymentRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, payment.page, async (request) => {
    const { rows, total } = await listPayments(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, payment.stateCounts, async (request) =>
    ok(await paymentStateCounts(db, authOf(request).partnerId)),
  );

  serve(app, payment.detail, async (request) =>
    ok(await paymentDetail(db, authOf(request).partnerId, request.query.id)),
  );

  serve(app, payment.add, async (request) => {
    const actor = authOf(request);
    const { id, matchedOrderNo } = await enterPayment(db, actor, request.body);
    return ok(
      await paymentDetail(db, actor.partnerId, id),
      matchedOrderNo
        ? msgOf(request, 'payment.addedMatched', { orderNo: matchedOrderNo })
        : msgOf(request, 'payment.added'),
    );
  });

  serve(app, payment.update, async (request) => {
    const actor = authOf(request);
    await updatePayment(db, actor, request.body);
    return ok(await paymentDetail(db, actor.partnerId, request.body.id), msgOf(request, 'payment.updated'));
  });

  serve(app, payment.delete, async (request) => {
    await deletePayment(db, authOf(request), request.body.id);
    return ok(null, msgOf(request, 'payment.deleted'));
  });

  exportEndpoint(app, payment.export, PAYMENT_EXPORT);

  serve(app, payment.importTemplate, (_request, reply) => sendWorkbook(reply, writePaymentTemplate));

  serve(app, payment.importCheck, async (request) =>
    ok(
      await checkPaymentImport(db, app.storage, authOf(request), request.body.fileId, request.locale),
      msgOf(request, 'payment.import.checked'),
    ),
  );

  serve(app, payment.import, async (request) => {
    const result = await importPayments(
      db,
      app.storage,
      authOf(request),
      request.body.fileId,
      request.locale,
    );
    return ok(
      result,
      msgOf(request, 'payment.import.imported', {
        count: result.imported,
        duplicates: result.duplicates,
        matched: result.autoMatched,
      }),
    );
  });

  serve(app, payment.suggestions, async (request) =>
    ok(await paymentSuggestions(db, authOf(request).partnerId, request.query.paymentId)),
  );

  serve(app, match.full, async (request) => {
    const result = await fullMatch(db, authOf(request), request.body);
    return ok(result, msgOf(request, 'match.matched', { count: result.allocations }));
  });

  serve(app, match.part, async (request) => {
    const result = await partMatch(db, authOf(request), request.body);
    return ok(result, msgOf(request, 'match.matched', { count: result.allocations }));
  });

  serve(app, match.undo, async (request) =>
    ok(await undoAllocation(db, authOf(request), request.body.id), msgOf(request, 'match.undone')),
  );

  serve(app, orderMoney.detail, async (request) =>
    ok(await orderMoneyDetail(db, authOf(request).partnerId, request.query.orderId)),
  );
};
