import { lazyPage, type PageComponent } from '../../shared/lazy-page';

/** Goods, channel listings and records, goods authorizations, store invitations and quotes, brands. Menu path (MENU.md, params included) -> its lazily loaded page. */
export const catalogPages = {
  '/goods/index': lazyPage(() => import('./goods/pages/GoodsListPage')),
  '/goods/add': lazyPage(() => import('./goods/pages/GoodsEditPage')),
  '/goods/edit/:id': lazyPage(() => import('./goods/pages/GoodsEditPage')),
  '/goods/detail/:id': lazyPage(() => import('./goods/pages/GoodsDetailPage')),
  '/goods/my': lazyPage(() => import('./goods/pages/GoodsMyPage')),
  '/goods/optional': lazyPage(() => import('./goods/pages/OptionalGoodsPage')),
  '/goods/refuse': lazyPage(() => import('./goods/pages/GoodsRefusePage')),
  '/goods/parameter': lazyPage(() => import('./goods/pages/GoodsParameterPage')),
  '/goods/batch_upload': lazyPage(() => import('./goods/pages/BatchUploadPage')),
  '/goods/channel': lazyPage(() => import('./listings/pages/ChannelGoodsPage')),
  '/goods/channel/:channelId/add/:goodsId': lazyPage(() => import('./listings/pages/ListingFormPage')),
  '/goods/channel/:channelId/edit/:id': lazyPage(() => import('./listings/pages/ListingFormPage')),
  '/goods/channel/:channelId/price/:id': lazyPage(() => import('./listings/pages/ListingFormPage')),
  '/goods/channel_record': lazyPage(() => import('./listings/pages/ChannelRecordPage')),
  '/goods/authorization': lazyPage(() => import('./goods/pages/GoodsAuthorizationPage')),
  '/goods/store_accredit': lazyPage(() => import('./quotes/pages/StoreAccreditPage')),
  '/goods/quote': lazyPage(() => import('./quotes/pages/QuotePage')),
  '/brand/index': lazyPage(() => import('./brands/pages/BrandListPage')),
  '/brand/add': lazyPage(() => import('./brands/pages/BrandEditPage')),
  '/brand/edit/:id': lazyPage(() => import('./brands/pages/BrandEditPage')),
  '/brand/authorization': lazyPage(() => import('./brands/pages/BrandAuthorizationPage')),
  '/brand/record': lazyPage(() => import('./brands/pages/BrandRecordPage')),
} satisfies Record<string, PageComponent>;
