import { viewCodeOf } from '../menu';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import {
  BatchQuotationReportSchema,
  BatchQuotationRequestSchema,
  BatchQuotationResultSchema,
  CommodityPriceFilterSchema,
  CommodityPricePageQuerySchema,
  CommodityPriceRowSchema,
  InquiryDetailSchema,
  InquiryExportFilterSchema,
  InquiryIdSchema,
  InquiryPageQuerySchema,
  InquiryRowSchema,
  PriceHistoryQuerySchema,
  PriceHistorySchema,
  PricePositionBatchSchema,
  PricePositionQuerySchema,
  PricePositionSchema,
  QuotationDetailQuerySchema,
  QuotationDetailSchema,
  QuotationExportFilterSchema,
  QuotationInputSchema,
  QuotationPageQuerySchema,
  QuotationRowSchema,
  RevisionDetailSchema,
  RevisionQuerySchema,
  RevisionSummarySchema,
  SkuOptionQuerySchema,
  SkuOptionSchema,
  StateCountsSchema,
} from './inquiry';

/** The inquiry list, the quotation list and the batch quotation screen all read inquiries. */
const readInquiries = {
  anyOf: ['/goods_inquiry/inquiry', '/goods_inquiry/quotation', '/goods_inquiry/batch_quotation'].map(
    viewCodeOf,
  ),
};
/** Quotations are read from the quotation list and from the inquiry list (the editor, read-only). */
const readQuotations = { anyOf: ['/goods_inquiry/quotation', '/goods_inquiry/inquiry'].map(viewCodeOf) };
/** Prices are read on the commodity price screen and beside the quotation editor's lines. */
const readPrices = {
  anyOf: ['/goods_inquiry/commodity_price', '/goods_inquiry/quotation', '/goods_inquiry/inquiry'].map(
    viewCodeOf,
  ),
};
/** Saving, sending and importing quotations. */
const QUOTE = 'inquiry:quote';

/** Inquiries received from channels' buyers (/goods_inquiry/inquiry). */
export const inquiry = endpoints('inquiry', 'inquiry', {
  page: {
    method: 'POST',
    path: '/api/goods/inquiry/page',
    summary: "A page of the partner's inquiries received, with the quotation's coverage of each",
    auth: readInquiries,
    body: InquiryPageQuerySchema,
    rows: InquiryRowSchema,
  },
  stateCounts: {
    method: 'GET',
    path: '/api/goods/inquiry/state/counts',
    summary: "How many inquiries are in each state, and open ones quoted in part (key 'partlyQuoted')",
    auth: readInquiries,
    data: StateCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/goods/inquiry/detail',
    summary: 'One inquiry with its lines, customer, contact, deadline and the order it became',
    auth: readInquiries,
    query: InquiryIdSchema,
    data: InquiryDetailSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/inquiry/export',
    summary: 'Exports the inquiries matching the filter through the export centre',
    auth: readInquiries,
    body: InquiryExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** The partner's quotations: the editor per inquiry, drafts, sending, revisions (/goods_inquiry/quotation). */
export const quotation = endpoints('inquiry', 'quotation', {
  page: {
    method: 'POST',
    path: '/api/goods/quotation/page',
    summary: "A page of the partner's quotations (drafts, sent, won, lost, expired)",
    auth: readQuotations,
    body: QuotationPageQuerySchema,
    rows: QuotationRowSchema,
  },
  stateCounts: {
    method: 'GET',
    path: '/api/goods/quotation/state/counts',
    summary: 'How many quotations are in each state (the list tabs)',
    auth: readQuotations,
    data: StateCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/goods/quotation/detail',
    summary:
      "An inquiry with the partner's quotation of it (the draft, else the latest sent) and its revisions",
    auth: readQuotations,
    query: QuotationDetailQuerySchema,
    data: QuotationDetailSchema,
  },
  save: {
    method: 'POST',
    path: '/api/goods/quotation/save',
    summary: 'Saves the quotation of an open inquiry as a draft (lines may be left empty)',
    auth: QUOTE,
    body: QuotationInputSchema,
    data: QuotationDetailSchema,
  },
  send: {
    method: 'POST',
    path: '/api/goods/quotation/send',
    summary: 'Sends the quotation before the deadline; a send after a send is the next revision',
    auth: QUOTE,
    body: QuotationInputSchema,
    data: QuotationDetailSchema,
  },
  discardDraft: {
    method: 'POST',
    path: '/api/goods/quotation/draft/discard',
    summary: 'Drops the pending draft of a sent quotation (the latest sent revision stays)',
    auth: QUOTE,
    body: QuotationDetailQuerySchema,
    data: QuotationDetailSchema,
  },
  revisions: {
    method: 'GET',
    path: '/api/goods/quotation/revisions',
    summary: "The sent revisions of an inquiry's quotation, latest first",
    auth: readQuotations,
    query: QuotationDetailQuerySchema,
    data: RevisionSummarySchema.array(),
  },
  revision: {
    method: 'GET',
    path: '/api/goods/quotation/revision',
    summary: 'One sent revision of a quotation as it was sent: head, lines and totals',
    auth: readQuotations,
    query: RevisionQuerySchema,
    data: RevisionDetailSchema,
  },
  skuOptions: {
    method: 'GET',
    path: '/api/goods/quotation/sku/options',
    summary: "The partner's approved SKUs matching a keyword, for a quotation line to offer",
    auth: QUOTE,
    query: SkuOptionQuerySchema,
    data: SkuOptionSchema.array(),
  },
  export: {
    method: 'POST',
    path: '/api/goods/quotation/export',
    summary: 'Exports the quotations matching the filter through the export centre',
    auth: readQuotations,
    body: QuotationExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Where a price stands before it is sent (the quotation editor's side panel). */
export const pricePosition = endpoints('inquiry', 'pricePosition', {
  one: {
    method: 'GET',
    path: '/api/goods/inquiry/price/position',
    summary:
      "A SKU's (or goods') own quoted, listing and won prices in a channel, its market price and margin",
    auth: readPrices,
    query: PricePositionQuerySchema,
    data: PricePositionSchema,
  },
  batch: {
    method: 'POST',
    path: '/api/goods/inquiry/price/positions',
    summary: 'The price position of each given line of an inquiry, in its channel, in one call',
    auth: readPrices,
    body: PricePositionBatchSchema,
    data: PricePositionSchema.array(),
  },
});

/** The partner's price history per goods and channel (/goods_inquiry/commodity_price). */
export const commodityPrice = endpoints('inquiry', 'commodityPrice', {
  page: {
    method: 'POST',
    path: '/api/goods/commodity_price/page',
    summary: 'A page of SKUs per channel with their lowest and latest listing, quoted and won prices',
    auth: readPrices,
    body: CommodityPricePageQuerySchema,
    rows: CommodityPriceRowSchema,
  },
  history: {
    method: 'GET',
    path: '/api/goods/commodity_price/history',
    summary: "A SKU's prices in a channel over time (listing, quoted, won), oldest first, for the chart",
    auth: readPrices,
    query: PriceHistoryQuerySchema,
    data: PriceHistorySchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/commodity_price/export',
    summary: 'Exports the commodity prices matching the filter through the export centre',
    auth: readPrices,
    body: CommodityPriceFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Quoting many open inquiry lines from one .xlsx (/goods_inquiry/batch_quotation). */
export const batchQuotation = endpoints('inquiry', 'batchQuotation', {
  template: {
    method: 'GET',
    path: '/api/goods/quotation/batch/template',
    summary: 'The open inquiry lines (quotable now) as the .xlsx template to fill with prices',
    auth: QUOTE,
    file: true,
  },
  check: {
    method: 'POST',
    path: '/api/goods/quotation/batch/check',
    summary: 'Checks a filled template row by row without writing anything (the dry run)',
    auth: QUOTE,
    body: BatchQuotationRequestSchema,
    data: BatchQuotationReportSchema,
  },
  import: {
    method: 'POST',
    path: '/api/goods/quotation/batch/import',
    summary: "Writes a filled template's prices into the inquiries' drafts, and sends them when asked",
    auth: QUOTE,
    body: BatchQuotationRequestSchema,
    data: BatchQuotationResultSchema,
  },
});
