import { envelopeOf, pageEnvelopeOf } from '@portal/shared/contracts/common';
import {
  IdInputSchema,
  PaybackAccountSchema,
  PaybackInputSchema,
  PaybackPageQuerySchema,
  PaybackUpdateSchema,
} from '@portal/shared/contracts/partner';
import { Authority } from '@portal/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/guard';
import { msgOf, ok, page } from '../../platform/envelope';
import { exportEndpoint } from '../../platform/export/export-endpoint';
import { registerMessages } from '../../platform/i18n/translate';
import { PAYBACK_EXPORT } from './payback.export';
import { paybackMessages } from './payback.messages';
import {
  addPaybackAccount,
  deletePaybackAccount,
  listPaybackAccounts,
  updatePaybackAccount,
} from './payback.service';

registerMessages(paybackMessages);

const paybackAuth = { auth: Authority.paybackAccount };

/** Payback accounts (spec sections 2 and 5): the header dialog and /ucenter/payback_account. */
export const paybackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.post(
    '/api/account/payback/page',
    {
      config: paybackAuth,
      schema: {
        tags: ['partner'],
        body: PaybackPageQuerySchema,
        response: { 200: pageEnvelopeOf(PaybackAccountSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listPaybackAccounts(db, authOf(request).partnerId, request.body);
      return page(rows, total);
    },
  );

  app.post(
    '/api/account/payback/add',
    {
      config: paybackAuth,
      schema: {
        tags: ['partner'],
        body: PaybackInputSchema,
        response: { 200: envelopeOf(PaybackAccountSchema) },
      },
    },
    async (request) =>
      ok(await addPaybackAccount(db, authOf(request), request.body), msgOf(request, 'payback.saved')),
  );

  app.post(
    '/api/account/payback/update',
    {
      config: paybackAuth,
      schema: {
        tags: ['partner'],
        body: PaybackUpdateSchema,
        response: { 200: envelopeOf(PaybackAccountSchema) },
      },
    },
    async (request) =>
      ok(await updatePaybackAccount(db, authOf(request), request.body), msgOf(request, 'payback.saved')),
  );

  app.post(
    '/api/account/payback/delete',
    {
      config: paybackAuth,
      schema: { tags: ['partner'], body: IdInputSchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await deletePaybackAccount(db, authOf(request), request.body.id);
      return ok(null, msgOf(request, 'payback.deleted'));
    },
  );

  exportEndpoint(app, {
    url: '/api/account/payback/export',
    kind: PAYBACK_EXPORT,
    auth: Authority.paybackAccount,
    tags: ['partner'],
  });
};
