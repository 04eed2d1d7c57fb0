import type {
  BatchQuotationRequest,
  CommodityPricePageQuery,
  InquiryPageQuery,
  PricePositionBatch,
  QuotationPageQuery,
} from '@portal/shared/contracts/inquiry';
import {
  batchQuotation,
  commodityPrice,
  inquiry,
  pricePosition,
  quotation,
} from '@portal/shared/contracts/inquiry.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import { api } from '../../../shared/http';
import type { ListFilter } from '../../../shared/page-table';
import { saveFile } from '../../communal/use-files';
import { ORDER_QUERY_KEY } from '../../orders/use-orders';

/** Query key prefix of every inquiry, quotation and price the screens show; a write refreshes all of it. */
export const INQUIRY_QUERY_KEY = ['inquiry'] as const;

const keys = {
  inquiryCounts: [...INQUIRY_QUERY_KEY, 'inquiries', 'counts'] as const,
  inquiryDetail: (id: number | undefined) => [...INQUIRY_QUERY_KEY, 'inquiries', 'detail', id] as const,
  quotationCounts: [...INQUIRY_QUERY_KEY, 'quotations', 'counts'] as const,
  quotationDetail: (inquiryId: number | undefined) =>
    [...INQUIRY_QUERY_KEY, 'quotations', 'detail', inquiryId] as const,
  revision: (inquiryId: number, revision: number) =>
    [...INQUIRY_QUERY_KEY, 'quotations', 'revision', inquiryId, revision] as const,
  positions: (input: PricePositionBatch | undefined) => [...INQUIRY_QUERY_KEY, 'positions', input] as const,
  history: (skuId: number | undefined, channelId: number | undefined) =>
    [...INQUIRY_QUERY_KEY, 'prices', 'history', skuId, channelId] as const,
};

/** A quotation written moves its inquiry (state, coverage) and the prices; a won one made an order. */
const QUOTATION_WRITES = [INQUIRY_QUERY_KEY, ORDER_QUERY_KEY] as const;

export type InquiryFilterValues = ListFilter<InquiryPageQuery>;
export type QuotationFilterValues = ListFilter<QuotationPageQuery>;
export type CommodityPriceFilterValues = ListFilter<CommodityPricePageQuery>;

// ---- inquiries received ----

/** The inquiries received (PageTable). */
export const inquiryList = listOf<typeof inquiry.page, InquiryFilterValues>(inquiry.page, [
  ...INQUIRY_QUERY_KEY,
  'inquiries',
  'page',
]);

/** The inquiry list's export (ExportButton). */
export const inquiryExport = inquiry.export;

/** Inquiries per state, and open ones quoted in part (`partlyQuoted`), for the tabs. */
export const useInquiryStateCounts = () =>
  useQuery({ queryKey: keys.inquiryCounts, queryFn: () => api(inquiry.stateCounts) });

/** One inquiry with its lines (not loaded without an id). */
export const useInquiryDetail = (id: number | undefined) =>
  useQuery({
    queryKey: keys.inquiryDetail(id),
    queryFn: () => api(inquiry.detail, { id: id as number }),
    enabled: id !== undefined && id > 0,
  });

// ---- quotations ----

/** The partner's quotations (PageTable). */
export const quotationList = listOf<typeof quotation.page, QuotationFilterValues>(quotation.page, [
  ...INQUIRY_QUERY_KEY,
  'quotations',
  'page',
]);

/** The quotation list's export (ExportButton). */
export const quotationExport = quotation.export;

/** Quotations per state, for the tabs. */
export const useQuotationStateCounts = () =>
  useQuery({ queryKey: keys.quotationCounts, queryFn: () => api(quotation.stateCounts) });

/** An inquiry with the partner's quotation of it and its sent revisions (the editor; not loaded without an id). */
export const useQuotationDetail = (inquiryId: number | undefined) =>
  useQuery({
    queryKey: keys.quotationDetail(inquiryId),
    queryFn: () => api(quotation.detail, { inquiryId: inquiryId as number }),
    enabled: inquiryId !== undefined && inquiryId > 0,
  });

/** One sent revision as it was sent (loaded when `enabled`, e.g. its row opened). */
export const useQuotationRevision = (inquiryId: number, revision: number, enabled: boolean) =>
  useQuery({
    queryKey: keys.revision(inquiryId, revision),
    queryFn: () => api(quotation.revision, { inquiryId, revision }),
    enabled,
  });

/** Saves the quotation as a draft. */
export const useSaveQuotation = () => useWrite(write(quotation.save), QUOTATION_WRITES);

/** Sends the quotation (the first send, or the next revision). */
export const useSendQuotation = () => useWrite(write(quotation.send), QUOTATION_WRITES);

/** Drops the unsent changes of a sent quotation. */
export const useDiscardQuotationDraft = () => useWrite(write(quotation.discardDraft), QUOTATION_WRITES);

/**
 * Where each line's price stands (own lowest / latest, listing, last won, market, margin), asked
 * again when a price or SKU changes; the previous answer stays on screen meanwhile.
 */
export const usePricePositions = (input: PricePositionBatch | undefined) =>
  useQuery({
    queryKey: keys.positions(input),
    queryFn: ({ signal }) => api(pricePosition.batch, input as PricePositionBatch, { signal, silent: true }),
    enabled: input !== undefined && input.lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The partner's approved SKUs whose goods name, spec or code contains `keyword` (a line's SKU select). */
export const skuOptionsOf = (keyword: string) =>
  api(quotation.skuOptions, { keyword, limit: 20 }, { silent: true });

// ---- commodity prices ----

/** SKUs per channel with their lowest and latest prices (PageTable). */
export const commodityPriceList = listOf<typeof commodityPrice.page, CommodityPriceFilterValues>(
  commodityPrice.page,
  [...INQUIRY_QUERY_KEY, 'prices', 'page'],
);

/** The commodity price list's export (ExportButton). */
export const commodityPriceExport = commodityPrice.export;

/** A SKU's prices in a channel over time, for the chart (not loaded without both). */
export const usePriceHistory = (skuId: number | undefined, channelId: number | undefined) =>
  useQuery({
    queryKey: keys.history(skuId, channelId),
    queryFn: () => api(commodityPrice.history, { skuId: skuId as number, channelId: channelId as number }),
    enabled: skuId !== undefined && channelId !== undefined,
  });

// ---- batch quotation ----

/** The open inquiry lines as the .xlsx template to fill with prices. */
export const downloadQuotationTemplate = async () =>
  saveFile(await api(batchQuotation.template), 'quotation-template.xlsx');

/** The dry run of a filled template: a row report, nothing written. */
export const useCheckBatchQuotation = () =>
  useWrite((input: BatchQuotationRequest) => api(batchQuotation.check, input), []);

/** Writes a filled template's prices into the drafts (and sends them when asked). */
export const useImportBatchQuotation = () => useWrite(write(batchQuotation.import), QUOTATION_WRITES);
