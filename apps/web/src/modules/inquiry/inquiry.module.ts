import type { ComponentType } from 'react';
import { pagesOf } from '../../shared/lazy-page';

const files = import.meta.glob<{ default: ComponentType }>('./*/pages/*Page.tsx');

/** The inquiry module's screens: menu path (MENU.md) -> its lazily loaded page. */
export const inquiryPages = pagesOf(files, {
  // Bidding projects and the bidding room.
  '/goods/bidding': './bidding/pages/BiddingPage',
});
