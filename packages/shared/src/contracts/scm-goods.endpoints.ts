import { z } from 'zod';
import { viewCodeOf } from '../menu';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import {
  CatalogGoodsOptionSchema,
  CatalogGoodsOptionsQuerySchema,
  ScmAuthorizationFilterSchema,
  ScmAuthorizationInputSchema,
  ScmAuthorizationPageQuerySchema,
  ScmAuthorizationRenewSchema,
  ScmAuthorizationRowSchema,
  ScmAuthorizationUpdateSchema,
  ScmGoodsDetailSchema,
  ScmGoodsFilterSchema,
  ScmGoodsInputSchema,
  ScmGoodsOptionSchema,
  ScmGoodsOptionsQuerySchema,
  ScmGoodsPageQuerySchema,
  ScmGoodsRowSchema,
  ScmGoodsStateChangeSchema,
  ScmGoodsUpdateSchema,
  ScmIdSchema,
  ScmPriceBatchInputSchema,
  ScmPriceBatchResultSchema,
  ScmPriceChangeFilterSchema,
  ScmPriceChangeInputSchema,
  ScmPriceChangePageQuerySchema,
  ScmPriceChangeRowSchema,
  ScmPriceFilterSchema,
  ScmPriceHistoryQuerySchema,
  ScmPriceHistorySchema,
  ScmPricePageQuerySchema,
  ScmPriceRowSchema,
} from './scm-goods';
import { StateCountsSchema } from './settlement';

const goodsScreen = viewCodeOf('/scm/goods');
const priceScreen = viewCodeOf('/scm/price');
const authorizationScreen = viewCodeOf('/scm/authorization');
/** Changes need the screen and the supply chain's edit authority. */
const EDIT = 'scm:edit';

/** SCM goods (/scm/goods): goods the partner's suppliers offer, with their SKUs and cost prices. */
export const scmGoods = endpoints('scm', 'scmGoods', {
  page: {
    method: 'POST',
    path: '/api/goods/scm/goods/page',
    summary: "A page of the partner's SCM goods matching the filter",
    auth: goodsScreen,
    body: ScmGoodsPageQuerySchema,
    rows: ScmGoodsRowSchema,
  },
  stateCounts: {
    method: 'POST',
    path: '/api/goods/scm/goods/state/counts',
    summary: 'How many SCM goods matching the filter are on offer and withdrawn (the list tabs)',
    auth: goodsScreen,
    body: ScmGoodsFilterSchema,
    data: StateCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/goods/scm/goods/detail',
    summary: 'One SCM goods with its images and SKUs',
    auth: { anyOf: [goodsScreen, priceScreen] },
    query: ScmIdSchema,
    data: ScmGoodsDetailSchema,
  },
  options: {
    method: 'GET',
    path: '/api/goods/scm/goods/options',
    summary: "One supplier's SCM goods by name (at most 50), for an authorization letter",
    auth: { anyOf: [goodsScreen, authorizationScreen] },
    query: ScmGoodsOptionsQuerySchema,
    data: z.array(ScmGoodsOptionSchema),
  },
  catalogOptions: {
    method: 'GET',
    path: '/api/goods/scm/goods/catalog-options',
    summary: "The partner's approved catalog goods with their SKUs, by keyword (at most 20), to link",
    auth: goodsScreen,
    query: CatalogGoodsOptionsQuerySchema,
    data: z.array(CatalogGoodsOptionSchema),
  },
  add: {
    method: 'POST',
    path: '/api/goods/scm/goods/add',
    summary: 'Adds goods a supplier offers with their SKUs; each SKU’s first cost price starts its history',
    auth: [goodsScreen, EDIT],
    body: ScmGoodsInputSchema,
    data: ScmGoodsDetailSchema,
  },
  update: {
    method: 'POST',
    path: '/api/goods/scm/goods/update',
    summary: 'Changes SCM goods and their SKUs (a changed cost is written to its history)',
    auth: [goodsScreen, EDIT],
    body: ScmGoodsUpdateSchema,
    data: ScmGoodsDetailSchema,
  },
  withdraw: {
    method: 'POST',
    path: '/api/goods/scm/goods/withdraw',
    summary: 'Withdraws goods the supplier no longer offers: they cannot be bought',
    auth: [goodsScreen, EDIT],
    body: ScmGoodsStateChangeSchema,
    data: ScmGoodsDetailSchema,
  },
  offer: {
    method: 'POST',
    path: '/api/goods/scm/goods/offer',
    summary: 'Offers withdrawn goods again',
    auth: [goodsScreen, EDIT],
    body: ScmGoodsStateChangeSchema,
    data: ScmGoodsDetailSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/goods/scm/goods/delete',
    summary: 'Deletes SCM goods that no purchase order names',
    auth: [goodsScreen, EDIT],
    body: ScmIdSchema,
    data: z.null(),
  },
  export: {
    method: 'POST',
    path: '/api/goods/scm/goods/export',
    summary: 'Exports the SCM goods matching the filter through the export centre',
    auth: goodsScreen,
    body: ScmGoodsFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Cost prices (/scm/price): every SKU's cost, its changes and their history. */
export const scmPrice = endpoints('scm', 'scmPrice', {
  page: {
    method: 'POST',
    path: '/api/goods/scm/price/page',
    summary: 'A page of SCM SKUs with their cost price and last change',
    auth: priceScreen,
    body: ScmPricePageQuerySchema,
    rows: ScmPriceRowSchema,
  },
  change: {
    method: 'POST',
    path: '/api/goods/scm/price/change',
    summary: "Changes one SKU's cost price (refused when it changed since it was read)",
    auth: [priceScreen, EDIT],
    body: ScmPriceChangeInputSchema,
    data: ScmPriceChangeRowSchema,
  },
  batchChange: {
    method: 'POST',
    path: '/api/goods/scm/price/batch-change',
    summary: 'Changes the cost of many SKUs by a percentage or to an amount, all or none',
    auth: [priceScreen, EDIT],
    body: ScmPriceBatchInputSchema,
    data: ScmPriceBatchResultSchema,
  },
  changes: {
    method: 'POST',
    path: '/api/goods/scm/price/changes',
    summary: 'A page of cost price changes (of one SKU, or all), latest first',
    auth: { anyOf: [priceScreen, goodsScreen] },
    body: ScmPriceChangePageQuerySchema,
    rows: ScmPriceChangeRowSchema,
  },
  history: {
    method: 'GET',
    path: '/api/goods/scm/price/history',
    summary: "One SKU's cost over time, oldest first, for its chart",
    auth: { anyOf: [priceScreen, goodsScreen] },
    query: ScmPriceHistoryQuerySchema,
    data: ScmPriceHistorySchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/scm/price/export',
    summary: 'Exports the cost prices matching the filter through the export centre',
    auth: priceScreen,
    body: ScmPriceFilterSchema,
    data: ExportRequestedSchema,
  },
  exportChanges: {
    method: 'POST',
    path: '/api/goods/scm/price/changes/export',
    summary: 'Exports the cost price changes matching the filter through the export centre',
    auth: priceScreen,
    body: ScmPriceChangeFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Authorizations (/scm/authorization): the suppliers' authorization letters and their validity. */
export const scmAuthorization = endpoints('scm', 'scmAuthorization', {
  page: {
    method: 'POST',
    path: '/api/goods/scm/authorization/page',
    summary: 'A page of the suppliers’ authorization letters matching the filter',
    auth: authorizationScreen,
    body: ScmAuthorizationPageQuerySchema,
    rows: ScmAuthorizationRowSchema,
  },
  validityCounts: {
    method: 'POST',
    path: '/api/goods/scm/authorization/validity/counts',
    summary: 'How many letters matching the filter are valid, expiring and expired today (the tabs)',
    auth: authorizationScreen,
    body: ScmAuthorizationFilterSchema,
    data: StateCountsSchema,
  },
  add: {
    method: 'POST',
    path: '/api/goods/scm/authorization/add',
    summary: "Adds a supplier's authorization letter for one of its goods or all of them",
    auth: [authorizationScreen, EDIT],
    body: ScmAuthorizationInputSchema,
    data: ScmAuthorizationRowSchema,
  },
  update: {
    method: 'POST',
    path: '/api/goods/scm/authorization/update',
    summary: 'Corrects an authorization letter',
    auth: [authorizationScreen, EDIT],
    body: ScmAuthorizationUpdateSchema,
    data: ScmAuthorizationRowSchema,
  },
  renew: {
    method: 'POST',
    path: '/api/goods/scm/authorization/renew',
    summary: 'Gives an authorization letter a new validity (its warnings start over)',
    auth: [authorizationScreen, EDIT],
    body: ScmAuthorizationRenewSchema,
    data: ScmAuthorizationRowSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/goods/scm/authorization/delete',
    summary: 'Deletes an authorization letter',
    auth: [authorizationScreen, EDIT],
    body: ScmIdSchema,
    data: z.null(),
  },
  export: {
    method: 'POST',
    path: '/api/goods/scm/authorization/export',
    summary: 'Exports the authorization letters matching the filter through the export centre',
    auth: authorizationScreen,
    body: ScmAuthorizationFilterSchema,
    data: ExportRequestedSchema,
  },
});
