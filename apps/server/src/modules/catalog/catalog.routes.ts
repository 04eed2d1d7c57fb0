import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMessages } from '../../platform/i18n/translate';
import { registerDailyTask } from '../../platform/jobs/daily-tasks';
import { expireBrandAuthorizations } from './brands/expire-authorizations';
import { brandRoutes } from './brands/brand.routes';
import { categoryRoutes } from './categories/category.routes';
import { catalogMessages } from './catalog.messages';
import { channelRoutes } from './channels/channel.routes';
import { batchRoutes } from './goods/batch.routes';
import { goodsRoutes } from './goods/goods.routes';
import { listingRoutes } from './listings/listing.routes';

registerMessages(catalogMessages);

/** Ends approved brand authorizations whose last valid day has passed (00:05 local time). */
export const EXPIRE_AUTHORIZATIONS_TASK = 'catalog.expire-authorizations';
registerDailyTask({
  name: EXPIRE_AUTHORIZATIONS_TASK,
  at: { hour: 0, minute: 5 },
  run: async (context, today) => {
    const expired = await expireBrandAuthorizations(context.db, today);
    if (expired.length > 0) context.log.info({ count: expired.length }, 'brand authorizations expired');
  },
});

/** The catalog module: categories, channels, brands and authorizations, goods, channel listings. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoryRoutes);
  await app.register(channelRoutes);
  await app.register(brandRoutes);
  await app.register(goodsRoutes);
  await app.register(batchRoutes);
  await app.register(listingRoutes);
};
