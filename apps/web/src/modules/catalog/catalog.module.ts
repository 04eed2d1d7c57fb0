import type { ComponentType } from 'react';
import { pagesOf } from '../../shared/lazy-page';

const files = import.meta.glob<{ default: ComponentType }>('./*/pages/*Page.tsx');

/** The catalog's screens: menu path (MENU.md, params included) -> its lazily loaded page. */
export const catalogPages = pagesOf(files, {
  // The goods lists and the goods form.
  '/goods/index': './goods/pages/GoodsListPage',
  '/goods/my': './goods/pages/GoodsMyPage',
  '/goods/refuse': './goods/pages/GoodsRefusePage',
  '/goods/add': './goods/pages/GoodsEditPage',
  '/goods/edit/:id': './goods/pages/GoodsEditPage',
  '/goods/detail/:id': './goods/pages/GoodsDetailPage',
  // Around the goods: category parameters, batch upload, optional goods, goods authorizations.
  '/goods/parameter': './goods/pages/GoodsParameterPage',
  '/goods/batch_upload': './goods/pages/BatchUploadPage',
  '/goods/optional': './goods/pages/OptionalGoodsPage',
  '/goods/authorization': './goods/pages/GoodsAuthorizationPage',
  // Channel listings, their prices and records.
  '/goods/channel': './listings/pages/ChannelGoodsPage',
  '/goods/channel/:channelId/add/:goodsId': './listings/pages/ListingFormPage',
  '/goods/channel/:channelId/edit/:id': './listings/pages/ListingFormPage',
  '/goods/channel/:channelId/price/:id': './listings/pages/ListingFormPage',
  '/goods/channel_record': './listings/pages/ChannelRecordPage',
  // Store invitations and quotes.
  '/goods/store_accredit': './quotes/pages/StoreAccreditPage',
  '/goods/quote': './quotes/pages/QuotePage',
  // Brands, their authorizations and records.
  '/brand/index': './brands/pages/BrandListPage',
  '/brand/add': './brands/pages/BrandEditPage',
  '/brand/edit/:id': './brands/pages/BrandEditPage',
  '/brand/authorization': './brands/pages/BrandAuthorizationPage',
  '/brand/record': './brands/pages/BrandRecordPage',
});
