import { lazyPage, type PageComponent } from '../../shared/lazy-page';

/** The user centre: profile, notices, company details and settings, payback accounts, account settings. Menu path (MENU.md, params included) -> its lazily loaded page. */
export const partnerPages = {
  '/ucenter/profile': lazyPage(() => import('./pages/ProfilePage')),
  '/ucenter/notice': lazyPage(() => import('./pages/NoticePage')),
  '/ucenter/detail': lazyPage(() => import('./pages/PartnerDetailPage')),
  '/ucenter/partner_set': lazyPage(() => import('./pages/PartnerSetPage')),
  '/ucenter/payback_account': lazyPage(() => import('./pages/PaybackAccountPage')),
  '/ucenter/set': lazyPage(() => import('./pages/AccountCenterPage')),
} satisfies Record<string, PageComponent>;
