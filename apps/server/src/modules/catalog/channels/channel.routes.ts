import {
  ChannelSchema,
  PartnerChannelQuerySchema,
  PartnerChannelSchema,
} from '@portal/shared/contracts/catalog';
import { envelopeOf } from '@portal/shared/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/envelope';
import { listChannels, listPartnerChannels } from './channel.service';

const tags = ['catalog'];
const config = { auth: 'login' };

/** The channel select's lists (spec sections 2, 6 and 7). */
export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/goods/channel/list',
    { config, schema: { tags, response: { 200: envelopeOf(z.array(ChannelSchema)) } } },
    async () => ok(await listChannels(db)),
  );

  app.get(
    '/api/goods/channel/partner/list',
    {
      config,
      schema: {
        tags,
        querystring: PartnerChannelQuerySchema,
        response: { 200: envelopeOf(z.array(PartnerChannelSchema)) },
      },
    },
    async (request) => ok(await listPartnerChannels(db, authOf(request).partnerId, request.query.name)),
  );
};
