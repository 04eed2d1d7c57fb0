import type { DailyTask } from '../../platform/jobs/daily-tasks';
import type { PortalModule } from '../../platform/module';
import { authorizationExport } from './brands/authorization.export';
import { brandExport } from './brands/brand.export';
import { brandRecordExport } from './brands/brand-record.export';
import { goodsExport } from './goods/goods.export';
import { goodsAuthorizationExport } from './goods/goods-authorization.export';
import { optionalGoodsExport } from './goods/optional-goods.export';
import { listingExport } from './listings/listing.export';
import { listingRecordExport } from './listings/listing-record.export';
import { invitationExport } from './quotes/invitation.export';
import { quoteExport } from './quotes/quote.export';
import { brandRoutes } from './brands/brand.routes';
import { brandCommand } from './brands/brand.command';
import { expireBrandAuthorizations } from './brands/expire-authorizations';
import { installCatalogReferenceData } from './catalog-reference-data';
import { catalogMessages } from './catalog.messages';
import { seedCatalogData } from './catalog.seed';
import { categoryRoutes } from './categories/category.routes';
import { channelCommand } from './channels/channel.command';
import { channelRoutes } from './channels/channel.routes';
import { batchRoutes } from './goods/batch.routes';
import { goodsCommand } from './goods/goods.command';
import { goodsAuthorizationRoutes } from './goods/goods-authorization.routes';
import { goodsRoutes } from './goods/goods.routes';
import { optionalGoodsRoutes } from './goods/optional-goods.routes';
import { listingCommand } from './listings/listing.command';
import { listingRoutes } from './listings/listing.routes';
import { expireInvitations } from './quotes/invitation.service';
import { quoteMessages } from './quotes/quote.messages';
import { quoteRoutes } from './quotes/quote.routes';
import { storeCommand } from './quotes/store.command';

/** Ends approved brand authorizations whose last valid day has passed (00:05 local time). */
export const EXPIRE_AUTHORIZATIONS_TASK = 'catalog.expire-authorizations';
const expireAuthorizationsTask: DailyTask = {
  name: EXPIRE_AUTHORIZATIONS_TASK,
  at: { hour: 0, minute: 5 },
  run: async (context, today) => {
    const expired = await expireBrandAuthorizations(context.db, today);
    if (expired.length > 0) context.log.info({ count: expired.length }, 'brand authorizations expired');
  },
};

/** Store invitations not answered by their last day expire (00:10 local time). */
export const EXPIRE_INVITATIONS_TASK = 'catalog.expire-invitations';
const expireInvitationsTask: DailyTask = {
  name: EXPIRE_INVITATIONS_TASK,
  at: { hour: 0, minute: 10 },
  run: async (context, today) => {
    const expired = await expireInvitations(context.db, today);
    if (expired > 0) context.log.info({ count: expired }, 'store invitations expired');
  },
};

/** Categories, channels, brands and authorizations, goods, channel listings, store quotes. */
export const catalogModule: PortalModule = {
  name: 'catalog',
  routes: [
    categoryRoutes,
    channelRoutes,
    brandRoutes,
    goodsRoutes,
    batchRoutes,
    optionalGoodsRoutes,
    goodsAuthorizationRoutes,
    listingRoutes,
    quoteRoutes,
  ],
  messages: [catalogMessages, quoteMessages],
  exports: [
    brandExport,
    authorizationExport,
    brandRecordExport,
    goodsExport,
    optionalGoodsExport,
    goodsAuthorizationExport,
    listingExport,
    listingRecordExport,
    invitationExport,
    quoteExport,
  ],
  prepare: installCatalogReferenceData,
  dailyTasks: [expireAuthorizationsTask, expireInvitationsTask],
  seed: seedCatalogData,
  opsCommands: [channelCommand, brandCommand, goodsCommand, listingCommand, storeCommand],
};
