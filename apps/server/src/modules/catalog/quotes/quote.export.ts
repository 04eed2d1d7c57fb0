import { QuoteFilterSchema, type QuoteRow } from '@portal/shared/contracts/quote';
import { listRows, registerExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listQuotesAfter } from './quote.service';

export const QUOTE_EXPORT = 'store-quotes';

registerExport(QUOTE_EXPORT, {
  name: 'quote.exportName',
  filter: QuoteFilterSchema,
  columns: [
    { key: 'storeName', header: 'quote.column.store', width: 20 },
    { key: 'channelName', header: 'channel.column.channel', width: 12 },
    { key: 'goodsName', header: 'goods.column.goods', width: 40 },
    { key: 'model', header: 'goods.column.model', width: 16 },
    { key: 'brandName', header: 'brand.column.brand', width: 14 },
    { key: 'minPrice', header: 'quote.column.minPrice', width: 14 },
    { key: 'maxPrice', header: 'quote.column.maxPrice', width: 14 },
    { key: 'stateName', header: 'export.column.state', width: 12 },
    { key: 'reason', header: 'export.column.reason', width: 30 },
    { key: 'updatedTime', header: 'export.column.updatedTime', type: 'dateTime', width: 22 },
  ],
  rows: (db, scope, filter) =>
    listRows<QuoteRow>(
      (after, limit) => listQuotesAfter(db, scope.partnerId, filter, after?.id, limit),
      (row) => ({ ...row, stateName: translate(scope.locale, `quote.state_${row.state}`) }),
    ),
});
