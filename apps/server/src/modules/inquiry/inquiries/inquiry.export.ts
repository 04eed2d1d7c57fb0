import {
  type CommodityPriceRow,
  CommodityPriceFilterSchema,
  InquiryExportFilterSchema,
  type InquiryRow,
  QuotationExportFilterSchema,
  type QuotationRow,
} from '@portal/shared/contracts/inquiry';
import { defineExport, listRows } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listInquiriesAfter } from './inquiry.service';
import { listCommodityPricesAfter } from './price.service';
import { listQuotationsAfter } from './quotation.service';

export const INQUIRY_EXPORT = 'inquiries';
export const QUOTATION_EXPORT = 'inquiryQuotations';
export const COMMODITY_PRICE_EXPORT = 'commodityPrices';

const column = (key: string, width: number, type?: 'dateTime') => ({
  key,
  header: `inquiry.column.${key}`,
  width,
  ...(type ? { type } : {}),
});

/** The inquiry list's export. */
export const inquiryExport = defineExport(INQUIRY_EXPORT, {
  name: 'inquiry.exportName',
  filter: InquiryExportFilterSchema,
  columns: [
    column('inquiryNo', 22),
    column('channelName', 12),
    column('customerName', 28),
    column('contactName', 10),
    column('contactPhone', 14),
    column('firstItemName', 24),
    column('lineCount', 8),
    column('coverage', 12),
    column('stateName', 10),
    column('quotedAmount', 14),
    column('revision', 8),
    column('deadline', 20, 'dateTime'),
    column('receivedTime', 20, 'dateTime'),
    column('orderNo', 22),
  ],
  rows: (db, scope, filter) =>
    listRows<InquiryRow>(
      (after, limit) => listInquiriesAfter(db, scope.partnerId, filter, scope.timeZone, after?.id, limit),
      (row) => ({
        ...row,
        coverage: `${row.quotedLines}/${row.lineCount}`,
        stateName: translate(scope.locale, `inquiry.state_${row.state}`),
      }),
    ),
});

/** The quotation list's export. */
export const quotationExport = defineExport(QUOTATION_EXPORT, {
  name: 'inquiry.quotation.exportName',
  filter: QuotationExportFilterSchema,
  columns: [
    column('inquiryNo', 22),
    column('channelName', 12),
    column('customerName', 28),
    column('supplierQuoteNo', 16),
    column('stateName', 10),
    column('revision', 8),
    column('coverage', 12),
    column('freight', 12),
    column('totalAmount', 14),
    column('validUntil', 12),
    column('deadline', 20, 'dateTime'),
    column('sentTime', 20, 'dateTime'),
    column('orderNo', 22),
  ],
  rows: (db, scope, filter) =>
    listRows<QuotationRow>(
      (after, limit) => listQuotationsAfter(db, scope.partnerId, filter, scope.timeZone, after?.id, limit),
      (row) => ({
        ...row,
        coverage: `${row.quotedLines}/${row.lineCount}`,
        stateName: translate(scope.locale, `inquiry.quotation.state_${row.state}`),
      }),
    ),
});

/** The commodity price list's export. */
export const commodityPriceExport = defineExport(COMMODITY_PRICE_EXPORT, {
  name: 'inquiry.price.exportName',
  filter: CommodityPriceFilterSchema,
  columns: [
    column('goodsName', 28),
    column('spec', 18),
    column('channelName', 12),
    column('marketPrice', 12),
    column('lowestListing', 12),
    column('latestListing', 12),
    column('lowestQuoted', 12),
    column('latestQuoted', 12),
    column('lastWon', 12),
    column('quotedCount', 8),
    column('wonCount', 8),
    column('updatedTime', 20, 'dateTime'),
  ],
  rows: (db, scope, filter) =>
    listRows<CommodityPriceRow>(
      (after, limit) => listCommodityPricesAfter(db, scope.partnerId, filter, after, limit),
      (row) => ({
        ...row,
        lowestListing: row.lowestListing?.price ?? null,
        latestListing: row.latestListing?.price ?? null,
        lowestQuoted: row.lowestQuoted?.price ?? null,
        latestQuoted: row.latestQuoted?.price ?? null,
        lastWon: row.lastWon?.price ?? null,
      }),
    ),
});
