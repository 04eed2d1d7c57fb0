import type { ComponentType } from 'react';
import { pagesOf } from '../../shared/lazy-page';

const files = import.meta.glob<{ default: ComponentType }>('./*/pages/*Page.tsx');

/** The inquiry module's screens: menu path (MENU.md) -> its lazily loaded page. */
export const inquiryPages = pagesOf(files, {
  // Inquiries received, the partner's quotations (the editor is a drawer of both), prices, batch quotation.
  '/goods_inquiry/inquiry': './inquiries/pages/InquiryListPage',
  '/goods_inquiry/quotation': './inquiries/pages/QuotationListPage',
  '/goods_inquiry/commodity_price': './inquiries/pages/CommodityPricePage',
  '/goods_inquiry/batch_quotation': './inquiries/pages/BatchQuotationPage',
});
