import {
  CategoryChildQuerySchema,
  CategoryNodeSchema,
  CategoryParamSchema,
  CategoryPathQuerySchema,
  ChannelTreeQuerySchema,
  ZcyCategoryListSchema,
  ZcyCategoryQuerySchema,
} from '@portal/shared/contracts/catalog';
import { category } from '@portal/shared/contracts/catalog.endpoints';
import { envelopeOf } from '@portal/shared/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/envelope';
import { serve } from '../../../platform/http/serve';
import { channelOf } from '../channels/channel.service';
import {
  categoryParamsOf,
  categoryPath,
  channelCategoryTree,
  listCategoryChildren,
  listChannelCategoryChildren,
  listZcyCategories,
  SHENZHEN_CHANNEL_ID,
  searchCategories,
} from './category.service';

const tags = ['catalog'];
// Every screen that picks a category uses these: any signed-in account may read the trees.
const config = { auth: 'login' };

/** The platform tree, the channels' trees and the parameter templates (spec sections 2, 4 and 7). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const nodes = envelopeOf(z.array(CategoryNodeSchema));

  serve(app, category.childList, async (request) =>
    ok(await listCategoryChildren(db, authOf(request).partnerId, request.query.categoryId)),
  );

  app.get(
    '/api/goods/category/sz/child/list',
    { config, schema: { tags, querystring: CategoryChildQuerySchema, response: { 200: nodes } } },
    async (request) =>
      ok(await listChannelCategoryChildren(db, SHENZHEN_CHANNEL_ID, request.query.categoryId)),
  );

  app.post(
    '/api/goods/category/zcy/list',
    {
      config,
      schema: { tags, body: ZcyCategoryQuerySchema, response: { 200: envelopeOf(ZcyCategoryListSchema) } },
    },
    async (request) => {
      await channelOf(db, request.body.channelId);
      return ok(await listZcyCategories(db, request.body.channelId, request.body.categoryId));
    },
  );

  app.get(
    '/api/goods/category/channel/tree',
    { config, schema: { tags, querystring: ChannelTreeQuerySchema, response: { 200: nodes } } },
    async (request) => {
      const channel = await channelOf(db, request.query.channelId);
      return ok([await channelCategoryTree(db, channel.channelId, channel.channelName)]);
    },
  );

  serve(app, category.search, async (request) => ok(await searchCategories(db, request.query.keyword)));

  serve(app, category.path, async (request) => ok(await categoryPath(db, request.query.categoryId)));

  app.get(
    '/api/goods/category/params',
    {
      config,
      schema: {
        tags,
        querystring: CategoryPathQuerySchema,
        response: { 200: envelopeOf(z.array(CategoryParamSchema)) },
      },
    },
    async (request) => ok(await categoryParamsOf(db, request.query.categoryId)),
  );
};
