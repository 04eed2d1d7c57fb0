import { invitation, quote } from '@portal/shared/contracts/catalog.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { localDayOf } from '../../../platform/local-time';
import { INVITATION_EXPORT } from './invitation.export';
import { acceptInvitation, declineInvitation, invitationCounts, listInvitations } from './invitation.service';
import { QUOTE_EXPORT } from './quote.export';
import {
  createQuote,
  listQuotes,
  quoteDetail,
  quoteDraft,
  updateQuotePrices,
  withdrawQuote,
} from './quote.service';

/** Store invitations and the partner's quotes (/goods/store_accredit, /goods/quote). */
export const quoteRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const today = () => localDayOf(new Date(), app.deps.config.timeZone);

  serve(app, invitation.page, async (request) => {
    const { rows, total } = await listInvitations(db, authOf(request).partnerId, request.body, today());
    return page(rows, total);
  });

  serve(app, invitation.counts, async (request) => ok(await invitationCounts(db, authOf(request).partnerId)));

  serve(app, invitation.accept, async (request) => {
    await acceptInvitation(db, authOf(request), request.body.id, today());
    return ok(null, msgOf(request, 'quote.accepted'));
  });

  serve(app, invitation.decline, async (request) => {
    await declineInvitation(db, authOf(request), request.body.id, request.body.reason, today());
    return ok(null, msgOf(request, 'quote.declined'));
  });

  serve(app, quote.draft, async (request) =>
    ok(await quoteDraft(db, authOf(request).partnerId, request.query.invitationId, request.query.goodsId)),
  );

  serve(app, quote.add, async (request) => {
    const { partnerId } = authOf(request);
    const id = await createQuote(db, authOf(request), request.body, today());
    return ok(await quoteDetail(db, partnerId, id), msgOf(request, 'quote.submitted'));
  });

  serve(app, quote.price, async (request) => {
    await updateQuotePrices(db, authOf(request), request.body, today());
    return ok(
      await quoteDetail(db, authOf(request).partnerId, request.body.id),
      msgOf(request, 'quote.submitted'),
    );
  });

  serve(app, quote.withdraw, async (request) => {
    await withdrawQuote(db, authOf(request), request.body.id);
    return ok(null, msgOf(request, 'quote.withdrawn'));
  });

  serve(app, quote.page, async (request) => {
    const { rows, total } = await listQuotes(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, quote.detail, async (request) =>
    ok(await quoteDetail(db, authOf(request).partnerId, request.query.id)),
  );

  exportEndpoint(app, invitation.export, INVITATION_EXPORT);
  exportEndpoint(app, quote.export, QUOTE_EXPORT);
};
