import { lazyPage, type PageComponent } from '../../shared/lazy-page';

/** Goods, their parameters, batch upload, optional goods and authorizations. */
const goodsPages = {
  '/goods/index': lazyPage(() => import('./goods/pages/GoodsListPage')),
  '/goods/add': lazyPage(() => import('./goods/pages/GoodsEditPage')),
  '/goods/edit/:id': lazyPage(() => import('./goods/pages/GoodsEditPage')),
  '/goods/detail/:id': lazyPage(() => import('./goods/pages/GoodsDetailPage')),
  '/goods/my': lazyPage(() => import('./goods/pages/GoodsMyPage')),
  '/goods/optional': lazyPage(() => import('./goods/pages/OptionalGoodsPage')),
  '/goods/refuse': lazyPage(() => import('./goods/pages/GoodsRefusePage')),
  '/goods/parameter': lazyPage(() => import('./goods/pages/GoodsParameterPage')),
  '/goods/batch_upload': lazyPage(() => import('./goods/pages/BatchUploadPage')),
  '/goods/authorization': lazyPage(() => import('./goods/pages/GoodsAuthorizationPage')),
} satisfies Record<string, PageComponent>;

/** Channel listings, their prices and records. */
const listingPages = {
  '/goods/channel': lazyPage(() => import('./listings/pages/ChannelGoodsPage')),
  '/goods/channel/:channelId/add/:goodsId': lazyPage(() => import('./listings/pages/ListingFormPage')),
  '/goods/channel/:channelId/edit/:id': lazyPage(() => import('./listings/pages/ListingFormPage')),
  '/goods/channel/:channelId/price/:id': lazyPage(() => import('./listings/pages/ListingFormPage')),
  '/goods/channel_record': lazyPage(() => import('./listings/pages/ChannelRecordPage')),
} satisfies Record<string, PageComponent>;

/** Store invitations and quotes. */
const quotePages = {
  '/goods/store_accredit': lazyPage(() => import('./quotes/pages/StoreAccreditPage')),
  '/goods/quote': lazyPage(() => import('./quotes/pages/QuotePage')),
} satisfies Record<string, PageComponent>;

/** Brands, their authorizations and records. */
const brandPages = {
  '/brand/index': lazyPage(() => import('./brands/pages/BrandListPage')),
  '/brand/add': lazyPage(() => import('./brands/pages/BrandEditPage')),
  '/brand/edit/:id': lazyPage(() => import('./brands/pages/BrandEditPage')),
  '/brand/authorization': lazyPage(() => import('./brands/pages/BrandAuthorizationPage')),
  '/brand/record': lazyPage(() => import('./brands/pages/BrandRecordPage')),
} satisfies Record<string, PageComponent>;

/** The catalog's screens: menu path (MENU.md, params included) -> its lazily loaded page. */
export const catalogPages = { ...goodsPages, ...listingPages, ...quotePages, ...brandPages };
