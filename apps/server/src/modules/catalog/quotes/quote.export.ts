import { QuoteFilterSchema, type QuoteRow } from '@portal/shared/contracts/quote';
import { COMMON_COLUMNS } from '../../../platform/export/export-columns';
import { listRows, defineExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { CATALOG_COLUMNS } from '../catalog-columns';
import { listQuotesAfter } from './quote.service';

const { channel, goods, model, brand } = CATALOG_COLUMNS;
const { state, reason, updatedTime } = COMMON_COLUMNS;

export const QUOTE_EXPORT = 'store-quotes';

/** Listed in the module's manifest. */
export const quoteExport = defineExport(QUOTE_EXPORT, {
  name: 'quote.exportName',
  filter: QuoteFilterSchema,
  columns: [
    { key: 'storeName', header: 'quote.column.store', width: 20 },
    channel,
    goods,
    { ...model, width: 16 },
    { ...brand, width: 14 },
    { key: 'minPrice', header: 'quote.column.minPrice', width: 14 },
    { key: 'maxPrice', header: 'quote.column.maxPrice', width: 14 },
    state,
    reason,
    updatedTime,
  ],
  rows: (db, scope, filter) =>
    listRows<QuoteRow>(
      (after, limit) => listQuotesAfter(db, scope.partnerId, filter, after?.id, limit),
      (row) => ({ ...row, stateName: translate(scope.locale, `quote.state_${row.state}`) }),
    ),
});
