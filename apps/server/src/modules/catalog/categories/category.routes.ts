import { category } from '@portal/shared/contracts/catalog.endpoints';
import type { FastifyInstance } from 'fastify';
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

/**
 * The platform tree, the channels' trees and the parameter templates (spec sections 2, 4 and 7).
 * Every screen that picks a category uses these: any signed-in account may read the trees.
 */
export const categoryRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, category.childList, async (request) =>
    ok(await listCategoryChildren(db, authOf(request).partnerId, request.query.categoryId)),
  );

  serve(app, category.szChildList, async (request) =>
    ok(await listChannelCategoryChildren(db, SHENZHEN_CHANNEL_ID, request.query.categoryId)),
  );

  serve(app, category.zcyList, async (request) => {
    await channelOf(db, request.body.channelId);
    return ok(await listZcyCategories(db, request.body.channelId, request.body.categoryId));
  });

  serve(app, category.channelTree, async (request) => {
    const channel = await channelOf(db, request.query.channelId);
    return ok([await channelCategoryTree(db, channel.channelId, channel.channelName)]);
  });

  serve(app, category.search, async (request) => ok(await searchCategories(db, request.query.keyword)));

  serve(app, category.path, async (request) => ok(await categoryPath(db, request.query.categoryId)));

  serve(app, category.params, async (request) => ok(await categoryParamsOf(db, request.query.categoryId)));
};
