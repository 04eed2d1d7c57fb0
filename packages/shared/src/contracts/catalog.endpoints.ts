import { z } from 'zod';
import { BrandListQuerySchema, BrandOptionSchema } from './brand';
import {
  CategoryChildQuerySchema,
  CategoryNodeSchema,
  CategoryPathQuerySchema,
  CategoryPathSchema,
  CategorySearchQuerySchema,
  ChannelSchema,
  PartnerChannelQuerySchema,
  PartnerChannelSchema,
} from './catalog';
import { endpoints } from './endpoint';
import { ExportRequestedSchema } from './communal';
import {
  ListingDetailSchema,
  ListingDraftQuerySchema,
  ListingDraftSchema,
  ListingFilterSchema,
  ListingIdSchema,
  ListingInputSchema,
  ListingPageQuerySchema,
  ListingPriceUpdateSchema,
  ListingReasonSchema,
  ListingRecordExportFilterSchema,
  ListingRecordPageQuerySchema,
  ListingRecordSchema,
  ListingRowSchema,
  ListingUpdateSchema,
} from './listing';
import {
  InvitationCountsSchema,
  InvitationDeclineSchema,
  InvitationFilterSchema,
  InvitationPageQuerySchema,
  InvitationRowSchema,
  QuoteDetailSchema,
  QuoteDraftQuerySchema,
  QuoteDraftSchema,
  QuoteFilterSchema,
  QuoteIdSchema,
  QuoteInputSchema,
  QuotePageQuerySchema,
  QuotePriceUpdateSchema,
  QuoteRowSchema,
} from './quote';
import { viewCodeOf } from '../menu';

/** The platform's category tree: every screen that picks a category reads it (any signed-in account). */
export const category = endpoints('catalog', 'category', {
  childList: {
    method: 'GET',
    path: '/api/goods/category/child/list',
    summary: 'The children of a category (0: the level-1 categories)',
    auth: 'login',
    query: CategoryChildQuerySchema,
    data: z.array(CategoryNodeSchema),
  },
  search: {
    method: 'GET',
    path: '/api/goods/category/search',
    summary: 'Leaf categories whose path contains the keyword (at most 50), with their paths',
    auth: 'login',
    query: CategorySearchQuerySchema,
    data: z.array(CategoryPathSchema),
  },
  path: {
    method: 'GET',
    path: '/api/goods/category/path',
    summary: 'The ids and names from level 1 down to a category',
    auth: 'login',
    query: CategoryPathQuerySchema,
    data: CategoryPathSchema,
  },
});

/** The channel select's lists (spec sections 2, 6 and 7). */
export const channel = endpoints('catalog', 'channel', {
  list: {
    method: 'GET',
    path: '/api/goods/channel/list',
    summary: 'Every channel',
    auth: 'login',
    data: z.array(ChannelSchema),
  },
  partnerList: {
    method: 'GET',
    path: '/api/goods/channel/partner/list',
    summary: "The partner's joined channels whose name contains `name` (all when empty)",
    auth: 'login',
    query: PartnerChannelQuerySchema,
    data: z.array(PartnerChannelSchema),
  },
});

/** Brands; the brand select serves every screen that picks a brand. */
export const brand = endpoints('catalog', 'brand', {
  list: {
    method: 'POST',
    path: '/api/goods/brand/list',
    summary: 'Brands whose name contains `brandName`, at most `dataCount` of them',
    auth: 'login',
    body: BrandListQuerySchema,
    data: z.array(BrandOptionSchema),
  },
});

/** Channel listings of approved goods and their prices (/goods/channel and its forms). */
export const listing = endpoints('catalog', 'listing', {
  draft: {
    method: 'GET',
    path: '/api/goods/channel/listing/draft',
    summary:
      'What a new listing of goods in a channel starts from: the goods, its channel category, its SKUs',
    auth: 'goods:price',
    query: ListingDraftQuerySchema,
    data: ListingDraftSchema,
  },
  page: {
    method: 'POST',
    path: '/api/goods/channel/listing/page',
    summary: "A page of the partner's channel listings",
    auth: viewCodeOf('/goods/channel'),
    body: ListingPageQuerySchema,
    rows: ListingRowSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/goods/channel/listing/detail',
    summary: 'One listing with its price per SKU',
    auth: viewCodeOf('/goods/channel'),
    query: ListingIdSchema,
    data: ListingDetailSchema,
  },
  add: {
    method: 'POST',
    path: '/api/goods/channel/listing/add',
    summary: 'Lists approved goods in a channel, and submits it for review when asked',
    auth: 'goods:price',
    body: ListingInputSchema,
    data: ListingDetailSchema,
  },
  update: {
    method: 'POST',
    path: '/api/goods/channel/listing/update',
    summary: "Changes a listing's channel category and prices, and submits it for review when asked",
    auth: 'goods:price',
    body: ListingUpdateSchema,
    data: ListingDetailSchema,
  },
  price: {
    method: 'POST',
    path: '/api/goods/channel/listing/price',
    summary: "Changes a listing's channel prices",
    auth: 'goods:price',
    body: ListingPriceUpdateSchema,
    data: ListingDetailSchema,
  },
  submit: {
    method: 'POST',
    path: '/api/goods/channel/listing/submit',
    summary: 'Submits a listing for the channel review',
    auth: 'goods:channel',
    body: ListingIdSchema,
  },
  off: {
    method: 'POST',
    path: '/api/goods/channel/listing/off',
    summary: 'Takes a listing off the shelf',
    auth: 'goods:channel',
    body: ListingReasonSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/channel/listing/export',
    summary: 'Exports the listings matching the filter (a task of the export centre)',
    auth: viewCodeOf('/goods/channel'),
    body: ListingFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** The channel record: every price and state change of the partner's listings (/goods/channel_record). */
export const listingRecord = endpoints('catalog', 'listingRecord', {
  page: {
    method: 'POST',
    path: '/api/goods/channel/record/page',
    summary: "A page of the changes of the partner's listings, newest first",
    auth: viewCodeOf('/goods/channel_record'),
    body: ListingRecordPageQuerySchema,
    rows: ListingRecordSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/channel/record/export',
    summary: 'Exports the listing changes matching the filter (a task of the export centre)',
    auth: viewCodeOf('/goods/channel_record'),
    body: ListingRecordExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Channel stores' invitations to quote (/goods/store_accredit). */
export const invitation = endpoints('catalog', 'invitation', {
  page: {
    method: 'POST',
    path: '/api/goods/store/invitation/page',
    summary: "A page of the stores' invitations to the partner",
    auth: viewCodeOf('/goods/store_accredit'),
    body: InvitationPageQuerySchema,
    rows: InvitationRowSchema,
  },
  counts: {
    method: 'GET',
    path: '/api/goods/store/invitation/counts',
    summary: 'How many invitations there are in each state',
    auth: viewCodeOf('/goods/store_accredit'),
    data: InvitationCountsSchema,
  },
  accept: {
    method: 'POST',
    path: '/api/goods/store/invitation/accept',
    summary: 'Accepts an invitation before its deadline',
    auth: 'goods:quote',
    body: QuoteIdSchema,
  },
  decline: {
    method: 'POST',
    path: '/api/goods/store/invitation/decline',
    summary: 'Declines an invitation with the reason the store sees',
    auth: 'goods:quote',
    body: InvitationDeclineSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/store/invitation/export',
    summary: 'Exports the invitations matching the filter (a task of the export centre)',
    auth: viewCodeOf('/goods/store_accredit'),
    body: InvitationFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** The partner's quotes to channel stores (/goods/quote). */
export const quote = endpoints('catalog', 'quote', {
  draft: {
    method: 'GET',
    path: '/api/goods/store/quote/draft',
    summary: "What a quote of goods to an invitation's store starts from: the goods, the store, the SKUs",
    auth: 'goods:quote',
    query: QuoteDraftQuerySchema,
    data: QuoteDraftSchema,
  },
  add: {
    method: 'POST',
    path: '/api/goods/store/quote/add',
    summary: 'Quotes goods to the store of an accepted invitation',
    auth: 'goods:quote',
    body: QuoteInputSchema,
    data: QuoteDetailSchema,
  },
  price: {
    method: 'POST',
    path: '/api/goods/store/quote/price',
    summary: "Changes a quote's prices (back to the store for confirmation)",
    auth: 'goods:quote',
    body: QuotePriceUpdateSchema,
    data: QuoteDetailSchema,
  },
  withdraw: {
    method: 'POST',
    path: '/api/goods/store/quote/withdraw',
    summary: 'Withdraws a quote',
    auth: 'goods:quote',
    body: QuoteIdSchema,
  },
  page: {
    method: 'POST',
    path: '/api/goods/store/quote/page',
    summary: "A page of the partner's quotes",
    auth: viewCodeOf('/goods/quote'),
    body: QuotePageQuerySchema,
    rows: QuoteRowSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/goods/store/quote/detail',
    summary: 'One quote with its price per SKU',
    auth: viewCodeOf('/goods/quote'),
    query: QuoteIdSchema,
    data: QuoteDetailSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/store/quote/export',
    summary: 'Exports the quotes matching the filter (a task of the export centre)',
    auth: viewCodeOf('/goods/quote'),
    body: QuoteFilterSchema,
    data: ExportRequestedSchema,
  },
});
