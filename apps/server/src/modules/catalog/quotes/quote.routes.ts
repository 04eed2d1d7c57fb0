import { envelopeOf, IdSchema, pageEnvelopeOf } from '@portal/shared/contracts/common';
import {
  InvitationCountsSchema,
  InvitationDeclineSchema,
  InvitationPageQuerySchema,
  InvitationRowSchema,
  QuoteDetailSchema,
  QuoteDraftSchema,
  QuoteInputSchema,
  QuotePageQuerySchema,
  QuotePriceUpdateSchema,
  QuoteRowSchema,
} from '@portal/shared/contracts/quote';
import { viewCodeOf } from '@portal/shared/menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
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

const tags = ['catalog'];
const invitations = { auth: viewCodeOf('/goods/store_accredit') };
const quotes = { auth: viewCodeOf('/goods/quote') };
const quote = { auth: 'goods:quote' };
const IdBodySchema = z.object({ id: IdSchema });

/** Store invitations and the partner's quotes (/goods/store_accredit, /goods/quote). */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const today = () => localDayOf(new Date(), app.deps.config.timeZone);

  app.post(
    '/api/goods/store/invitation/page',
    {
      config: invitations,
      schema: {
        tags,
        body: InvitationPageQuerySchema,
        response: { 200: pageEnvelopeOf(InvitationRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listInvitations(db, authOf(request).partnerId, request.body, today());
      return page(rows, total);
    },
  );

  app.get(
    '/api/goods/store/invitation/counts',
    { config: invitations, schema: { tags, response: { 200: envelopeOf(InvitationCountsSchema) } } },
    async (request) => ok(await invitationCounts(db, authOf(request).partnerId)),
  );

  app.post(
    '/api/goods/store/invitation/accept',
    { config: quote, schema: { tags, body: IdBodySchema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await acceptInvitation(db, authOf(request), request.body.id, today());
      return ok(null, msgOf(request, 'quote.accepted'));
    },
  );

  app.post(
    '/api/goods/store/invitation/decline',
    {
      config: quote,
      schema: { tags, body: InvitationDeclineSchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await declineInvitation(db, authOf(request), request.body.id, request.body.reason, today());
      return ok(null, msgOf(request, 'quote.declined'));
    },
  );

  app.get(
    '/api/goods/store/quote/draft',
    {
      config: quote,
      schema: {
        tags,
        querystring: z.object({ invitationId: IdSchema, goodsId: IdSchema }),
        response: { 200: envelopeOf(QuoteDraftSchema) },
      },
    },
    async (request) =>
      ok(await quoteDraft(db, authOf(request).partnerId, request.query.invitationId, request.query.goodsId)),
  );

  app.post(
    '/api/goods/store/quote/add',
    {
      config: quote,
      schema: { tags, body: QuoteInputSchema, response: { 200: envelopeOf(QuoteDetailSchema) } },
    },
    async (request) => {
      const { partnerId } = authOf(request);
      const id = await createQuote(db, authOf(request), request.body, today());
      return ok(await quoteDetail(db, partnerId, id), msgOf(request, 'quote.submitted'));
    },
  );

  app.post(
    '/api/goods/store/quote/price',
    {
      config: quote,
      schema: { tags, body: QuotePriceUpdateSchema, response: { 200: envelopeOf(QuoteDetailSchema) } },
    },
    async (request) => {
      await updateQuotePrices(db, authOf(request), request.body, today());
      return ok(
        await quoteDetail(db, authOf(request).partnerId, request.body.id),
        msgOf(request, 'quote.submitted'),
      );
    },
  );

  app.post(
    '/api/goods/store/quote/withdraw',
    { config: quote, schema: { tags, body: IdBodySchema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await withdrawQuote(db, authOf(request), request.body.id);
      return ok(null, msgOf(request, 'quote.withdrawn'));
    },
  );

  app.post(
    '/api/goods/store/quote/page',
    {
      config: quotes,
      schema: { tags, body: QuotePageQuerySchema, response: { 200: pageEnvelopeOf(QuoteRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await listQuotes(db, authOf(request).partnerId, request.body);
      return page(rows, total);
    },
  );

  app.get(
    '/api/goods/store/quote/detail',
    {
      config: quotes,
      schema: { tags, querystring: IdBodySchema, response: { 200: envelopeOf(QuoteDetailSchema) } },
    },
    async (request) => ok(await quoteDetail(db, authOf(request).partnerId, request.query.id)),
  );

  exportEndpoint(app, {
    url: '/api/goods/store/invitation/export',
    kind: INVITATION_EXPORT,
    auth: invitations.auth,
    tags,
  });
  exportEndpoint(app, { url: '/api/goods/store/quote/export', kind: QUOTE_EXPORT, auth: quotes.auth, tags });
};
