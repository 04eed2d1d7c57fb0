import { accountPages } from './modules/account/account.module';
import { analyticsPages } from './modules/analytics/analytics.module';
import { authPages } from './modules/auth/auth.module';
import { catalogPages } from './modules/catalog/catalog.module';
import { communalPages } from './modules/communal/communal.module';
import { homePages } from './modules/home/home.module';
import { inquiryPages } from './modules/inquiry/inquiry.module';
import { ordersPages } from './modules/orders/orders.module';
import { partnerPages } from './modules/partner/partner.module';
import { scmPages } from './modules/scm/scm.module';
import { settlementPages } from './modules/settlement/settlement.module';
import type { PageComponent } from './shared/lazy-page';

/**
 * The page table: a menu path exactly as the menu endpoint serves it (MENU.md, params included, e.g.
 * '/goods/edit/:id') -> its lazily loaded page, from each module's `<m>.module.ts`. The shell turns
 * every served menu leaf that has an entry here into a route under the root layout; a served path
 * without an entry answers 404.
 */
export const pages: Record<string, PageComponent> = {
  ...homePages,
  ...partnerPages,
  ...accountPages,
  ...catalogPages,
  ...ordersPages,
  ...settlementPages,
  ...inquiryPages,
  ...scmPages,
  ...analyticsPages,
  ...communalPages,
};

/** Routes that are reached without a session (spec section 2, Public routes). */
export const publicPages = authPages;
