import { channel } from '@portal/shared/contracts/catalog.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/envelope';
import { serve } from '../../../platform/http/serve';
import { listChannels, listPartnerChannels } from './channel.service';

/** The channel select's lists (spec sections 2, 6 and 7). */
export const channelRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, channel.list, async () => ok(await listChannels(db)));

  serve(app, channel.partnerList, async (request) =>
    ok(await listPartnerChannels(db, authOf(request).partnerId, request.query.name)),
  );
};
