import { partner } from '@portal/shared/contracts/partner.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/auth/guard';
import { msgOf, ok } from '../../platform/envelope';
import { serve } from '../../platform/http/serve';
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
export const partnerRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, partner.detail, async (request) => ok(await partnerDetailOf(db, authOf(request).partnerId)));

  serve(app, partner.submitDetail, async (request) => {
    const actor = authOf(request);
    await assertOwnFile(db, actor.partnerId, request.body.licenceFile, ['image', 'pdf']);
    return ok(
      await submitPartnerDetails(db, actor, request.body),
      msgOf(request, 'partner.detailsSubmitted'),
    );
  });

  // Once approved the details are read-only: whoever may edit them asks the platform for a change.
  serve(app, partner.requestDetailChange, async (request) =>
    ok(
      await requestDetailsChange(db, authOf(request), request.body),
      msgOf(request, 'partner.changeRequested'),
    ),
  );

  serve(app, partner.settings, async (request) => ok(await partnerSettingsOf(db, authOf(request).partnerId)));

  serve(app, partner.saveSettings, async (request) =>
    ok(
      await updatePartnerSettings(db, authOf(request), request.body),
      msgOf(request, 'partner.settingsSaved'),
    ),
  );
};
