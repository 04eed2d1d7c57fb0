import { viewCodeOf } from '../menu';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import { StateCountsSchema } from './settlement';
import {
  CooperatorFilterSchema,
  CooperatorInputSchema,
  CooperatorOptionSchema,
  CooperatorOptionsQuerySchema,
  CooperatorPageQuerySchema,
  CooperatorRowSchema,
  CooperatorUpdateSchema,
  ProcurePriceExportFilterSchema,
  ProcurePriceHistoryQuerySchema,
  ProcurePriceHistoryRowSchema,
  ProcurePricePageQuerySchema,
  ProcurePriceRowSchema,
  SourcingAnswerInputSchema,
  SourcingComparisonSchema,
  SourcingDetailSchema,
  SourcingExportFilterSchema,
  SourcingIdSchema,
  SourcingInputSchema,
  SourcingPageQuerySchema,
  SourcingRowSchema,
  SourcingUpdateSchema,
} from './sourcing';
import { z } from 'zod';

const partnersScreen = viewCodeOf('/goods_inquiry/partner');
const batchInquiryScreen = viewCodeOf('/goods_inquiry/batch_inquiry');
const procurePriceScreen = viewCodeOf('/goods_inquiry/procure_commodity_price');

/** Cooperation partners (/goods_inquiry/partner): the upstream firms the partner asks for prices. */
export const cooperator = endpoints('inquiry', 'cooperator', {
  page: {
    method: 'POST',
    path: '/api/goods/partner/page',
    summary: "A page of the partner's cooperation partners matching the filter",
    auth: partnersScreen,
    body: CooperatorPageQuerySchema,
    rows: CooperatorRowSchema,
  },
  stateCounts: {
    method: 'GET',
    path: '/api/goods/partner/state/counts',
    summary: 'How many cooperation partners are active and disabled (the list tabs)',
    auth: partnersScreen,
    data: StateCountsSchema,
  },
  options: {
    method: 'GET',
    path: '/api/goods/partner/options',
    summary: 'Active cooperation partners a batch inquiry may ask, by name (at most 50)',
    auth: { anyOf: [partnersScreen, batchInquiryScreen] },
    query: CooperatorOptionsQuerySchema,
    data: z.array(CooperatorOptionSchema),
  },
  add: {
    method: 'POST',
    path: '/api/goods/partner/add',
    summary: 'Adds a cooperation partner (its name unique among the partner’s)',
    auth: partnersScreen,
    body: CooperatorInputSchema,
    data: CooperatorRowSchema,
  },
  update: {
    method: 'POST',
    path: '/api/goods/partner/update',
    summary: "Corrects a cooperation partner's details",
    auth: partnersScreen,
    body: CooperatorUpdateSchema,
    data: CooperatorRowSchema,
  },
  disable: {
    method: 'POST',
    path: '/api/goods/partner/disable',
    summary: 'Disables a cooperation partner: new batch inquiries cannot ask it',
    auth: partnersScreen,
    body: SourcingIdSchema,
    data: CooperatorRowSchema,
  },
  enable: {
    method: 'POST',
    path: '/api/goods/partner/enable',
    summary: 'Enables a disabled cooperation partner again',
    auth: partnersScreen,
    body: SourcingIdSchema,
    data: CooperatorRowSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/partner/export',
    summary: 'Exports the cooperation partners matching the filter through the export centre',
    auth: partnersScreen,
    body: CooperatorFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Batch inquiries (/goods_inquiry/batch_inquiry): many goods asked of many cooperation partners. */
export const batchInquiry = endpoints('inquiry', 'batchInquiry', {
  page: {
    method: 'POST',
    path: '/api/goods/batch-inquiry/page',
    summary: "A page of the partner's batch inquiries matching the filter",
    auth: batchInquiryScreen,
    body: SourcingPageQuerySchema,
    rows: SourcingRowSchema,
  },
  stateCounts: {
    method: 'GET',
    path: '/api/goods/batch-inquiry/state/counts',
    summary: 'How many batch inquiries are in each state (the list tabs)',
    auth: batchInquiryScreen,
    data: StateCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/goods/batch-inquiry/detail',
    summary: 'One batch inquiry with its goods lines and the cooperation partners asked',
    auth: batchInquiryScreen,
    query: SourcingIdSchema,
    data: SourcingDetailSchema,
  },
  add: {
    method: 'POST',
    path: '/api/goods/batch-inquiry/add',
    summary: 'Creates a batch inquiry as a draft, or sends it at once',
    auth: batchInquiryScreen,
    body: SourcingInputSchema,
    data: SourcingDetailSchema,
  },
  update: {
    method: 'POST',
    path: '/api/goods/batch-inquiry/update',
    summary: 'Changes a draft batch inquiry (and sends it when asked)',
    auth: batchInquiryScreen,
    body: SourcingUpdateSchema,
    data: SourcingDetailSchema,
  },
  send: {
    method: 'POST',
    path: '/api/goods/batch-inquiry/send',
    summary: 'Sends a draft to its cooperation partners: it awaits their answers until the deadline',
    auth: batchInquiryScreen,
    body: SourcingIdSchema,
    data: SourcingDetailSchema,
  },
  answer: {
    method: 'POST',
    path: '/api/goods/batch-inquiry/answer',
    summary:
      "Records a cooperation partner's prices for lines of a sent inquiry (received by phone or email)",
    auth: batchInquiryScreen,
    body: SourcingAnswerInputSchema,
    data: SourcingDetailSchema,
  },
  close: {
    method: 'POST',
    path: '/api/goods/batch-inquiry/close',
    summary: 'Closes a sent batch inquiry before its deadline: no more answers',
    auth: batchInquiryScreen,
    body: SourcingIdSchema,
    data: SourcingDetailSchema,
  },
  cancel: {
    method: 'POST',
    path: '/api/goods/batch-inquiry/cancel',
    summary: 'Cancels a batch inquiry that is not closed',
    auth: batchInquiryScreen,
    body: SourcingIdSchema,
    data: SourcingDetailSchema,
  },
  compare: {
    method: 'GET',
    path: '/api/goods/batch-inquiry/compare',
    summary: "Per line, every cooperation partner's answer side by side, the best and the latest marked",
    auth: batchInquiryScreen,
    query: SourcingIdSchema,
    data: SourcingComparisonSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/batch-inquiry/export',
    summary: 'Exports the batch inquiries matching the filter through the export centre',
    auth: batchInquiryScreen,
    body: SourcingExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Procure commodity prices (/goods_inquiry/procure_commodity_price): the prices collected, per goods. */
export const procurePrice = endpoints('inquiry', 'procurePrice', {
  page: {
    method: 'POST',
    path: '/api/goods/procure-price/page',
    summary: 'A page of the goods and items with their best and latest price from cooperation partners',
    auth: procurePriceScreen,
    body: ProcurePricePageQuerySchema,
    rows: ProcurePriceRowSchema,
  },
  history: {
    method: 'POST',
    path: '/api/goods/procure-price/history',
    summary: 'A page of every price answered for one goods or item, latest first',
    auth: procurePriceScreen,
    body: ProcurePriceHistoryQuerySchema,
    rows: ProcurePriceHistoryRowSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/procure-price/export',
    summary: 'Exports the procure commodity prices matching the filter through the export centre',
    auth: procurePriceScreen,
    body: ProcurePriceExportFilterSchema,
    data: ExportRequestedSchema,
  },
});
