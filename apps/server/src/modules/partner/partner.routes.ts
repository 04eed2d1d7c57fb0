import { envelopeOf } from '@portal/shared/contracts/common';
import {
  DetailChangeRequestInputSchema,
  DetailChangeRequestSchema,
  PartnerDetailInputSchema,
  PartnerDetailSchema,
  PartnerSettingsSchema,
} from '@portal/shared/contracts/partner-profile';
import { viewCodeOf } from '@portal/shared/menu';
import { Authority } from '@portal/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import { msgOf, ok } from '../../platform/envelope';
import { registerMessages } from '../../platform/i18n/translate';
import { assertOwnFile } from '../communal/files.service';
import { partnerMessages } from './partner.messages';
import {
  partnerDetailOf,
  partnerSettingsOf,
  requestDetailsChange,
  submitPartnerDetails,
  updatePartnerSettings,
} from './partner.service';

registerMessages(partnerMessages);

/** The partner's own life cycle: company details (/ucenter/detail) and settings (/ucenter/partner_set). */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // The details page is the one page of a partner in state 4: reading it needs its view code,
  // submitting the details its edit code.
  const readDetails = { auth: viewCodeOf('/ucenter/detail'), allowIncomplete: true };
  const submitDetails = { auth: Authority.partnerDetailEdit, allowIncomplete: true };

  app.get(
    '/api/account/partner/detail',
    {
      config: readDetails,
      schema: { tags: ['partner'], response: { 200: envelopeOf(PartnerDetailSchema) } },
    },
    async (request) => ok(await partnerDetailOf(db, authOf(request).partnerId)),
  );

  app.post(
    '/api/account/partner/detail/submit',
    {
      config: submitDetails,
      schema: {
        tags: ['partner'],
        body: PartnerDetailInputSchema,
        response: { 200: envelopeOf(PartnerDetailSchema) },
      },
    },
    async (request) => {
      const actor = authOf(request);
      await assertOwnFile(db, actor.partnerId, request.body.licenceFile, ['image', 'pdf']);
      return ok(
        await submitPartnerDetails(db, actor, request.body),
        msgOf(request, 'partner.detailsSubmitted'),
      );
    },
  );

  // Once approved the details are read-only: whoever may edit them asks the platform for a change.
  app.post(
    '/api/account/partner/detail/change-request',
    {
      config: { auth: Authority.partnerDetailEdit },
      schema: {
        tags: ['partner'],
        body: DetailChangeRequestInputSchema,
        response: { 200: envelopeOf(DetailChangeRequestSchema) },
      },
    },
    async (request) =>
      ok(
        await requestDetailsChange(db, authOf(request), request.body),
        msgOf(request, 'partner.changeRequested'),
      ),
  );

  // Reading needs the page; changing needs the account-centre code of spec section 6.
  app.get(
    '/api/account/partner/settings',
    {
      config: { auth: viewCodeOf('/ucenter/partner_set') },
      schema: { tags: ['partner'], response: { 200: envelopeOf(PartnerSettingsSchema) } },
    },
    async (request) => ok(await partnerSettingsOf(db, authOf(request).partnerId)),
  );

  app.post(
    '/api/account/partner/settings',
    {
      config: { auth: Authority.accountCenter },
      schema: {
        tags: ['partner'],
        body: PartnerSettingsSchema,
        response: { 200: envelopeOf(PartnerSettingsSchema) },
      },
    },
    async (request) =>
      ok(
        await updatePartnerSettings(db, authOf(request), request.body),
        msgOf(request, 'partner.settingsSaved'),
      ),
  );
};
