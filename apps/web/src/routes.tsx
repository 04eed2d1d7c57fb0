import { type PageComponent, lazyPage } from './shared/lazy-page';

/**
 * The page table: a menu path exactly as `/api/auth/loadUserMenus` serves it (MENU.md, params
 * included, e.g. '/goods/edit/:id') -> its lazily loaded page. The shell turns every served menu
 * leaf that has an entry here into a route under the root layout; a served path without an entry
 * answers 404. One line per page; keep the lines grouped by module.
 */
export const pages: Record<string, PageComponent> = {
  // home / analytics
  '/index': lazyPage(() => import('./modules/home/pages/HomePage')),
  // user center, partner (modules/partner)
  '/ucenter/profile': lazyPage(() => import('./modules/partner/pages/ProfilePage')),
  '/ucenter/notice': lazyPage(() => import('./modules/partner/pages/NoticePage')),
  '/ucenter/detail': lazyPage(() => import('./modules/partner/pages/PartnerDetailPage')),
  '/ucenter/partner_set': lazyPage(() => import('./modules/partner/pages/PartnerSetPage')),
  '/ucenter/payback_account': lazyPage(() => import('./modules/partner/pages/PaybackAccountPage')),
  '/ucenter/set': lazyPage(() => import('./modules/partner/pages/AccountCenterPage')),
  // account (sub-accounts and roles)
  '/account/index': lazyPage(() => import('./modules/account/pages/SubAccountPage')),
  '/account/role': lazyPage(() => import('./modules/account/pages/RolePage')),
  // goods (modules/catalog)
  '/goods/index': lazyPage(() => import('./modules/catalog/goods/pages/GoodsListPage')),
  '/goods/add': lazyPage(() => import('./modules/catalog/goods/pages/GoodsEditPage')),
  '/goods/edit/:id': lazyPage(() => import('./modules/catalog/goods/pages/GoodsEditPage')),
  '/goods/detail/:id': lazyPage(() => import('./modules/catalog/goods/pages/GoodsDetailPage')),
  '/goods/my': lazyPage(() => import('./modules/catalog/goods/pages/GoodsMyPage')),
  '/goods/optional': lazyPage(() => import('./modules/catalog/goods/pages/OptionalGoodsPage')),
  '/goods/refuse': lazyPage(() => import('./modules/catalog/goods/pages/GoodsRefusePage')),
  '/goods/parameter': lazyPage(() => import('./modules/catalog/goods/pages/GoodsParameterPage')),
  '/goods/batch_upload': lazyPage(() => import('./modules/catalog/goods/pages/BatchUploadPage')),
  '/goods/channel': lazyPage(() => import('./modules/catalog/listings/pages/ChannelGoodsPage')),
  '/goods/channel/:channelId/add/:goodsId': lazyPage(
    () => import('./modules/catalog/listings/pages/ListingFormPage'),
  ),
  '/goods/channel/:channelId/edit/:id': lazyPage(
    () => import('./modules/catalog/listings/pages/ListingFormPage'),
  ),
  '/goods/channel/:channelId/price/:id': lazyPage(
    () => import('./modules/catalog/listings/pages/ListingFormPage'),
  ),
  '/goods/channel_record': lazyPage(() => import('./modules/catalog/listings/pages/ChannelRecordPage')),
  '/goods/authorization': lazyPage(() => import('./modules/catalog/goods/pages/GoodsAuthorizationPage')),
  '/goods/store_accredit': lazyPage(() => import('./modules/catalog/quotes/pages/StoreAccreditPage')),
  '/goods/quote': lazyPage(() => import('./modules/catalog/quotes/pages/QuotePage')),
  // brands (modules/catalog)
  '/brand/index': lazyPage(() => import('./modules/catalog/brands/pages/BrandListPage')),
  '/brand/add': lazyPage(() => import('./modules/catalog/brands/pages/BrandEditPage')),
  '/brand/edit/:id': lazyPage(() => import('./modules/catalog/brands/pages/BrandEditPage')),
  '/brand/authorization': lazyPage(() => import('./modules/catalog/brands/pages/BrandAuthorizationPage')),
  '/brand/record': lazyPage(() => import('./modules/catalog/brands/pages/BrandRecordPage')),
  // order to-dos and overtime orders (modules/orders)
  '/todo/order': lazyPage(() => import('./modules/orders/pages/TodoOrderPage')),
  '/order/overtime': lazyPage(() => import('./modules/orders/pages/OvertimeOrderPage')),
  // orders (modules/orders)
  '/order/index': lazyPage(() => import('./modules/orders/pages/OrderListPage')),
  '/order/detail/:id': lazyPage(() => import('./modules/orders/pages/OrderDetailPage')),
  '/order/delivery': lazyPage(() => import('./modules/orders/pages/OrderDeliveryPage')),
  '/order/sign': lazyPage(() => import('./modules/orders/pages/OrderSignPage')),
  '/order/contract': lazyPage(() => import('./modules/orders/pages/OrderContractPage')),
  '/order/invoice': lazyPage(() => import('./modules/orders/pages/OrderInvoicePage')),
  '/order/manual_add': lazyPage(() => import('./modules/orders/pages/ManualOrderPage')),
  '/order/self_purchase': lazyPage(() => import('./modules/orders/pages/SelfPurchasePage')),
  '/order/logistics': lazyPage(() => import('./modules/orders/pages/OrderLogisticsPage')),
  '/order/accounting_system': lazyPage(() => import('./modules/orders/pages/AccountingSystemPage')),
  // export centre (modules/communal)
  '/export/index': lazyPage(() => import('./modules/communal/pages/ExportCenterPage')),
};

/** Routes that are reached without a session (spec section 2, Public routes). */
export const publicPages = {
  '/login': lazyPage(() => import('./modules/auth/pages/LoginPage')),
  '/login/result': lazyPage(() => import('./modules/auth/pages/LoginResultPage')),
  '/register': lazyPage(() => import('./modules/auth/pages/RegisterPage')),
  '/forget': lazyPage(() => import('./modules/auth/pages/ForgetPage')),
  '/medium': lazyPage(() => import('./modules/auth/pages/MediumPage')),
} satisfies Record<string, PageComponent>;
