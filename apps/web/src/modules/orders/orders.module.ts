import type { ComponentType } from 'react';
import { pagesOf } from '../../shared/lazy-page';

const files = import.meta.glob<{ default: ComponentType }>('./pages/*Page.tsx');

/** The orders module's screens: menu path (MENU.md, params included) -> its lazily loaded page. */
export const ordersPages = pagesOf(files, {
  // Order to-dos and overtime orders.
  '/todo/order': './pages/TodoOrderPage',
  '/order/overtime': './pages/OvertimeOrderPage',
  // Orders through delivery, sign-off, contract and invoice.
  '/order/index': './pages/OrderListPage',
  '/order/detail/:id': './pages/OrderDetailPage',
  '/order/delivery': './pages/OrderDeliveryPage',
  '/order/sign': './pages/OrderSignPage',
  '/order/contract': './pages/OrderContractPage',
  '/order/invoice': './pages/OrderInvoicePage',
  // Manual orders, self-purchase, logistics, the accounting system sync.
  '/order/manual_add': './pages/ManualOrderPage',
  '/order/self_purchase': './pages/SelfPurchasePage',
  '/order/logistics': './pages/OrderLogisticsPage',
  '/order/accounting_system': './pages/AccountingSystemPage',
});
