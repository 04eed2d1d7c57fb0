import type { ComponentType } from 'react';
import { pagesOf } from '../../shared/lazy-page';

const files = import.meta.glob<{ default: ComponentType }>('./pages/*Page.tsx');

/** The user centre: profile, notices, company details and settings, payback accounts, account settings. Menu path (MENU.md, params included) -> its lazily loaded page. */
export const partnerPages = pagesOf(files, {
  '/ucenter/profile': './pages/ProfilePage',
  '/ucenter/notice': './pages/NoticePage',
  '/ucenter/detail': './pages/PartnerDetailPage',
  '/ucenter/partner_set': './pages/PartnerSetPage',
  '/ucenter/payback_account': './pages/PaybackAccountPage',
  '/ucenter/set': './pages/AccountCenterPage',
});
