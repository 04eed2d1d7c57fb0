import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMessages } from '../../platform/i18n/translate';
import { registerDailyTask } from '../../platform/jobs/daily-tasks';
import { expireBrandAuthorizations } from './brands/expire-authorizations';
import { brandRoutes } from './brands/brand.routes';
import { categoryRoutes } from './categories/category.routes';
import { catalogMessages } from './catalog.messages';
import { channelRoutes } from './channels/channel.routes';
import { batchRoutes } from './goods/batch.routes';
import { goodsAuthorizationRoutes } from './goods/goods-authorization.routes';
import { goodsRoutes } from './goods/goods.routes';
import { optionalGoodsRoutes } from './goods/optional-goods.routes';
import { listingRoutes } from './listings/listing.routes';
import { expireInvitations } from './quotes/invitation.service';
import { quoteMessages } from './quotes/quote.messages';
import { quoteRoutes } from './quotes/quote.routes';

registerMessages(catalogMessages);
registerMessages(quoteMessages);

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

/** Store invitations not answered by their last day expire (00:10 local time). */
export const EXPIRE_INVITATIONS_TASK = 'catalog.expire-invitations';
registerDailyTask({
  name: EXPIRE_INVITATIONS_TASK,
  at: { hour: 0, minute: 10 },
  run: async (context, today) => {
    const expired = await expireInvitations(context.db, today);
    if (expired > 0) context.log.info({ count: expired }, 'store invitations expired');
  },
});

/** The catalog module: categories, channels, brands and authorizations, goods, channel listings, store quotes. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoryRoutes);
  await app.register(channelRoutes);
  await app.register(brandRoutes);
  await app.register(goodsRoutes);
  await app.register(batchRoutes);
  await app.register(optionalGoodsRoutes);
  await app.register(goodsAuthorizationRoutes);
  await app.register(listingRoutes);
  await app.register(quoteRoutes);
};
