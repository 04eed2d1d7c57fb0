import { lazyPage, type PageComponent } from '../../shared/lazy-page';

/** Order to-dos and overtime orders. */
const todoPages = {
  '/todo/order': lazyPage(() => import('./pages/TodoOrderPage')),
  '/order/overtime': lazyPage(() => import('./pages/OvertimeOrderPage')),
} satisfies Record<string, PageComponent>;

/** Orders through delivery, sign-off, contract and invoice; manual orders, logistics, accounting sync. */
const orderPages = {
  '/order/index': lazyPage(() => import('./pages/OrderListPage')),
  '/order/detail/:id': lazyPage(() => import('./pages/OrderDetailPage')),
  '/order/delivery': lazyPage(() => import('./pages/OrderDeliveryPage')),
  '/order/sign': lazyPage(() => import('./pages/OrderSignPage')),
  '/order/contract': lazyPage(() => import('./pages/OrderContractPage')),
  '/order/invoice': lazyPage(() => import('./pages/OrderInvoicePage')),
  '/order/manual_add': lazyPage(() => import('./pages/ManualOrderPage')),
  '/order/self_purchase': lazyPage(() => import('./pages/SelfPurchasePage')),
  '/order/logistics': lazyPage(() => import('./pages/OrderLogisticsPage')),
  '/order/accounting_system': lazyPage(() => import('./pages/AccountingSystemPage')),
} satisfies Record<string, PageComponent>;

/** The orders module's screens: menu path (MENU.md, params included) -> its lazily loaded page. */
export const ordersPages = { ...todoPages, ...orderPages };
