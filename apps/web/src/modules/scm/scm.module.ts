import type { ComponentType } from 'react';
import { pagesOf } from '../../shared/lazy-page';

const files = import.meta.glob<{ default: ComponentType }>('./*/pages/*Page.tsx');

/** The supply chain and purchase screens: menu path (MENU.md) -> its lazily loaded page. */
export const scmPages = pagesOf(files, {
  // Suppliers, referrers, labels (suppliers/).
  '/scm/supplier': './suppliers/pages/SupplierListPage',
  '/scm/referrer': './suppliers/pages/ReferrerListPage',
  '/scm/label': './suppliers/pages/LabelListPage',
  // SCM goods, cost prices, authorizations (goods/).
  '/scm/goods': './goods/pages/ScmGoodsPage',
  '/scm/price': './goods/pages/ScmPricePage',
  '/scm/authorization': './goods/pages/ScmAuthorizationPage',
  // Cart, purchase orders and their documents, mailings, sign codes, purchase to-dos (purchase/).
  '/scm/cart': './purchase/pages/CartPage',
  '/purchase/order': './purchase/pages/PurchaseOrderPage',
  '/purchase/signcode': './purchase/pages/SignCodePage',
  '/todo/purchase': './purchase/pages/TodoPurchasePage',
  // Transactions and margins (transactions/).
  // Purchase contracts, invoices and invoice mailings (documents/).
  '/purchase/contract': './documents/pages/PurchaseContractPage',
  '/purchase/invoice': './documents/pages/PurchaseInvoicePage',
  '/purchase/mail': './documents/pages/PurchaseMailPage',
  '/scm/transaction': './transactions/pages/TransactionListPage',
});
