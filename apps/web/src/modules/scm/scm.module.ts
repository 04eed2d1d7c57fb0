import type { ComponentType } from 'react';
import { pagesOf } from '../../shared/lazy-page';

const files = import.meta.glob<{ default: ComponentType }>('./*/pages/*Page.tsx');

/** The supply chain and purchase screens: menu path (MENU.md) -> its lazily loaded page. */
export const scmPages = pagesOf(files, {
  // Suppliers, referrers, labels (suppliers/).
  // SCM goods, cost prices, authorizations (goods/).
  // Cart, purchase orders and their documents, mailings, sign codes, purchase to-dos (purchase/).
  // Transactions and margins (transactions/).
  // Purchase contracts, invoices and invoice mailings (documents/).
  '/purchase/contract': './documents/pages/PurchaseContractPage',
  '/purchase/invoice': './documents/pages/PurchaseInvoicePage',
  '/purchase/mail': './documents/pages/PurchaseMailPage',
});
