import { z } from 'zod';
import { viewCodeOf } from '../menu';
import { Authority } from '../permissions';
import {
  AuthorizationExportFilterSchema,
  AuthorizationInputSchema,
  AuthorizationPageQuerySchema,
  AuthorizationSchema,
  AuthorizationUpdateSchema,
  BrandExactQuerySchema,
  BrandExportFilterSchema,
  BrandIdQuerySchema,
  BrandInputSchema,
  BrandListQuerySchema,
  BrandOptionSchema,
  BrandPageQuerySchema,
  BrandRecordExportFilterSchema,
  BrandRecordPageQuerySchema,
  BrandRecordSchema,
  BrandRowSchema,
  BrandSchema,
  BrandUpdateSchema,
} from './brand';
import {
  CategoryChildQuerySchema,
  CategoryNodeSchema,
  CategoryParamSchema,
  CategoryPathQuerySchema,
  CategoryPathSchema,
  CategorySearchQuerySchema,
  ChannelSchema,
  ChannelTreeQuerySchema,
  PartnerChannelQuerySchema,
  PartnerChannelSchema,
  ZcyCategoryListSchema,
  ZcyCategoryQuerySchema,
} from './catalog';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
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
import {
  BatchImportResultSchema,
  BatchReportSchema,
  BatchRequestSchema,
  BatchTemplateQuerySchema,
  GoodsAuthorizationFilterSchema,
  GoodsAuthorizationPageQuerySchema,
  GoodsAuthorizationRowSchema,
  GoodsBatchResultSchema,
  GoodsDetailSchema,
  GoodsExportFilterSchema,
  GoodsIdQuerySchema,
  GoodsIdsSchema,
  GoodsInputSchema,
  GoodsPageQuerySchema,
  GoodsRowSchema,
  GoodsStateCountsQuerySchema,
  GoodsStateCountsSchema,
  GoodsUpdateSchema,
  OptionalGoodsFilterSchema,
  OptionalGoodsPageQuerySchema,
  OptionalGoodsRowSchema,
} from './goods';

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
  szChildList: {
    method: 'GET',
    path: '/api/goods/category/sz/child/list',
    summary: "The children of a category in the Shenzhen channel's tree (0: its level-1 categories)",
    auth: 'login',
    query: CategoryChildQuerySchema,
    data: z.array(CategoryNodeSchema),
  },
  zcyList: {
    method: 'POST',
    path: '/api/goods/category/zcy/list',
    summary: "The children of a category in a ZCY channel's tree",
    auth: 'login',
    body: ZcyCategoryQuerySchema,
    data: ZcyCategoryListSchema,
  },
  channelTree: {
    method: 'GET',
    path: '/api/goods/category/channel/tree',
    summary: "A channel's whole category tree, under one root named after the channel",
    auth: 'login',
    query: ChannelTreeQuerySchema,
    data: z.array(CategoryNodeSchema),
  },
  params: {
    method: 'GET',
    path: '/api/goods/category/params',
    summary: 'The parameter template of a category (its level-2 template for a leaf)',
    auth: 'login',
    query: CategoryPathQuerySchema,
    data: z.array(CategoryParamSchema),
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
  exact: {
    method: 'POST',
    path: '/api/goods/brand/exact',
    summary: 'The brand with exactly this name (case and spaces ignored)',
    auth: 'login',
    body: BrandExactQuerySchema,
    data: BrandOptionSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/goods/brand/detail',
    summary: "One brand with the partner's newest authorization of it",
    auth: 'login',
    query: BrandIdQuerySchema,
    data: BrandSchema,
  },
  page: {
    method: 'POST',
    path: '/api/goods/brand/page',
    summary: "A page of the partner's brands (created by it or applied for)",
    auth: viewCodeOf('/brand/index'),
    body: BrandPageQuerySchema,
    rows: BrandRowSchema,
  },
  add: {
    method: 'POST',
    path: '/api/goods/brand/add',
    summary: 'Creates a brand',
    auth: Authority.brandEdit,
    body: BrandInputSchema,
    data: BrandSchema,
  },
  update: {
    method: 'POST',
    path: '/api/goods/brand/update',
    summary: 'Changes a brand the partner created',
    auth: Authority.brandEdit,
    body: BrandUpdateSchema,
    data: BrandSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/brand/export',
    summary: 'Exports the brands matching the filter (a task of the export centre)',
    auth: viewCodeOf('/brand/index'),
    body: BrandExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** The partner's brand authorizations (/brand/authorization): applied for, reviewed, resubmitted. */
export const brandAuthorization = endpoints('catalog', 'brandAuthorization', {
  page: {
    method: 'POST',
    path: '/api/goods/brand/authorization/page',
    summary: "A page of the partner's brand authorizations",
    auth: viewCodeOf('/brand/authorization'),
    body: AuthorizationPageQuerySchema,
    rows: AuthorizationSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/goods/brand/authorization/detail',
    summary: 'One brand authorization',
    auth: viewCodeOf('/brand/authorization'),
    query: BrandIdQuerySchema,
    data: AuthorizationSchema,
  },
  add: {
    method: 'POST',
    path: '/api/goods/brand/authorization/add',
    summary: 'Applies for the authorization of a brand (submitted for review)',
    auth: Authority.brandAuthorize,
    body: AuthorizationInputSchema,
    data: AuthorizationSchema,
  },
  update: {
    method: 'POST',
    path: '/api/goods/brand/authorization/update',
    summary: 'Changes a rejected or expired authorization and submits it again',
    auth: Authority.brandAuthorize,
    body: AuthorizationUpdateSchema,
    data: AuthorizationSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/brand/authorization/export',
    summary: 'Exports the authorizations matching the filter (a task of the export centre)',
    auth: viewCodeOf('/brand/authorization'),
    body: AuthorizationExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** The history of the partner's brands and authorizations (/brand/record). */
export const brandRecord = endpoints('catalog', 'brandRecord', {
  page: {
    method: 'POST',
    path: '/api/goods/brand/record/page',
    summary: "A page of the changes of the partner's brands and authorizations, newest first",
    auth: viewCodeOf('/brand/record'),
    body: BrandRecordPageQuerySchema,
    rows: BrandRecordSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/brand/record/export',
    summary: 'Exports the brand changes matching the filter (a task of the export centre)',
    auth: viewCodeOf('/brand/record'),
    body: BrandRecordExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/**
 * Goods and their SKUs (/goods/index, my, add, edit, detail, refuse). The list and its state tabs
 * come twice: every goods of the partner, and (`my...`) only those the caller's account created.
 */
export const goods = endpoints('catalog', 'goods', {
  page: {
    method: 'POST',
    path: '/api/goods/page',
    summary: "A page of the partner's goods",
    auth: viewCodeOf('/goods/index'),
    body: GoodsPageQuerySchema,
    rows: GoodsRowSchema,
  },
  stateCounts: {
    method: 'GET',
    path: '/api/goods/state/counts',
    summary: "How many of the partner's goods are in each state (the list's tabs)",
    auth: viewCodeOf('/goods/index'),
    query: GoodsStateCountsQuerySchema,
    data: GoodsStateCountsSchema,
  },
  myPage: {
    method: 'POST',
    path: '/api/goods/my/page',
    summary: "A page of the goods the caller's account created",
    auth: viewCodeOf('/goods/my'),
    body: GoodsPageQuerySchema,
    rows: GoodsRowSchema,
  },
  myStateCounts: {
    method: 'GET',
    path: '/api/goods/my/state/counts',
    summary: "How many of the goods the caller's account created are in each state",
    auth: viewCodeOf('/goods/my'),
    query: GoodsStateCountsQuerySchema,
    data: GoodsStateCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/goods/detail',
    summary: 'One goods with its SKUs, parameters and description',
    auth: viewCodeOf('/goods/index'),
    query: GoodsIdQuerySchema,
    data: GoodsDetailSchema,
  },
  add: {
    method: 'POST',
    path: '/api/goods/add',
    summary: 'Creates a goods (and submits it for review when `submit`)',
    auth: 'goods:edit',
    body: GoodsInputSchema,
    data: GoodsDetailSchema,
  },
  update: {
    method: 'POST',
    path: '/api/goods/update',
    summary: 'Changes a goods (and submits it for review when `submit`)',
    auth: 'goods:edit',
    body: GoodsUpdateSchema,
    data: GoodsDetailSchema,
  },
  submit: {
    method: 'POST',
    path: '/api/goods/submit',
    summary: 'Submits goods for review; answers those it refused and why',
    auth: 'goods:submit',
    body: GoodsIdsSchema,
    data: GoodsBatchResultSchema,
  },
  disable: {
    method: 'POST',
    path: '/api/goods/disable',
    summary: 'Disables goods (their listings and quotes are taken off); answers those it refused and why',
    auth: 'goods:edit',
    body: GoodsIdsSchema,
    data: GoodsBatchResultSchema,
  },
  enable: {
    method: 'POST',
    path: '/api/goods/enable',
    summary: 'Enables disabled goods; answers those it refused and why',
    auth: 'goods:edit',
    body: GoodsIdsSchema,
    data: GoodsBatchResultSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/goods/delete',
    summary: 'Deletes goods; answers those it refused and why',
    auth: 'goods:edit',
    body: GoodsIdsSchema,
    data: GoodsBatchResultSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/export',
    summary: 'Exports the goods matching the filter (a task of the export centre)',
    auth: 'goods:export',
    body: GoodsExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Goods batch upload (/goods/batch_upload): a family's template, the dry run with its row report, the import. */
export const goodsBatch = endpoints('catalog', 'goodsBatch', {
  template: {
    method: 'GET',
    path: '/api/goods/batch/template',
    summary: "A category family's .xlsx template",
    auth: 'goods:import',
    query: BatchTemplateQuerySchema,
    file: true,
  },
  check: {
    method: 'POST',
    path: '/api/goods/batch/check',
    summary: 'Checks an uploaded spreadsheet row by row without importing it',
    auth: 'goods:import',
    body: BatchRequestSchema,
    data: BatchReportSchema,
  },
  import: {
    method: 'POST',
    path: '/api/goods/batch/import',
    summary: 'Imports the goods of an uploaded spreadsheet',
    auth: 'goods:import',
    body: BatchRequestSchema,
    data: BatchImportResultSchema,
  },
});

/** /goods/optional: approved goods the partner may list in a joined channel where it is not yet. */
export const optionalGoods = endpoints('catalog', 'optionalGoods', {
  page: {
    method: 'POST',
    path: '/api/goods/optional/page',
    summary: 'A page of approved goods and the joined channels they are not listed in yet',
    auth: viewCodeOf('/goods/optional'),
    body: OptionalGoodsPageQuerySchema,
    rows: OptionalGoodsRowSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/optional/export',
    summary: 'Exports the optional goods matching the filter (a task of the export centre)',
    auth: viewCodeOf('/goods/optional'),
    body: OptionalGoodsFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** /goods/authorization: each goods with the brand authorization that covers it. */
export const goodsAuthorization = endpoints('catalog', 'goodsAuthorization', {
  page: {
    method: 'POST',
    path: '/api/goods/authorization/page',
    summary: 'A page of goods with the brand authorization covering each',
    auth: viewCodeOf('/goods/authorization'),
    body: GoodsAuthorizationPageQuerySchema,
    rows: GoodsAuthorizationRowSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/authorization/export',
    summary: 'Exports the goods authorizations matching the filter (a task of the export centre)',
    auth: viewCodeOf('/goods/authorization'),
    body: GoodsAuthorizationFilterSchema,
    data: ExportRequestedSchema,
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
