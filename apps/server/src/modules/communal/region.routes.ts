import { region } from '@portal/shared/contracts/communal.endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope';
import { serve } from '../../platform/http/serve';
import { listJwRegions, listRegions, listZcyRegions } from './region.service';

/** The region lists of the address selectors. */
export const regionRoutes = async (app: FastifyInstance) => {
  serve(app, region.list, async (request) => ok(listRegions(request.body)));
  serve(app, region.jwList, async (request) => ok(listJwRegions(request.body)));
  serve(app, region.zcyList, async (request) => ok(listZcyRegions(request.body.parentCode)));
};
