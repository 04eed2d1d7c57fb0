import type { ComponentType } from 'react';
import { pagesOf } from '../../shared/lazy-page';

const files = import.meta.glob<{ default: ComponentType }>('./pages/*Page.tsx');

/** The settlement module's screens: menu path (MENU.md) -> its lazily loaded page. */
export const settlementPages = pagesOf(files, {
  // Statements and their confirmation; the payout proofs.
  '/settlement/settle': './pages/StatementListPage',
  '/settlement/confirm': './pages/StatementConfirmPage',
  '/settlement/proof': './pages/ProofPage',
  // Payments received and their matching to orders.
  '/settlement/payment': './pages/PaymentListPage',
  '/settlement/match': './pages/MatchPage',
  '/settlement/part_match': './pages/PartMatchPage',
});
