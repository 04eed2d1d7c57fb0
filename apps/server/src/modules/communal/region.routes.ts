import { envelopeOf } from '@portal/shared/contracts/common';
import {
  RegionListQuerySchema,
  RegionSchema,
  ZcyRegionListQuerySchema,
  ZcyRegionSchema,
} from '@portal/shared/contracts/communal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { listJwRegions, listRegions, listZcyRegions } from './region.service';

// Signed-in callers only, including partners in state 4: the details page asks for an address.
const regionAuth = { auth: 'login', allowIncomplete: true } as const;

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/communal/region/list',
    {
      config: regionAuth,
      schema: {
        tags: ['communal'],
        body: RegionListQuerySchema,
        response: { 200: envelopeOf(z.array(RegionSchema)) },
      },
    },
    async (request) => ok(listRegions(request.body)),
  );

  app.post(
    '/api/communal/region/jw/list',
    {
      config: regionAuth,
      schema: {
        tags: ['communal'],
        body: RegionListQuerySchema,
        response: { 200: envelopeOf(z.array(RegionSchema)) },
      },
    },
    async (request) => ok(listJwRegions(request.body)),
  );

  app.post(
    '/api/communal/region/zcy/list',
    {
      config: regionAuth,
      schema: {
        tags: ['communal'],
        body: ZcyRegionListQuerySchema,
        response: { 200: envelopeOf(z.array(ZcyRegionSchema)) },
      },
    },
    async (request) => ok(listZcyRegions(request.body.parentCode)),
  );
};
