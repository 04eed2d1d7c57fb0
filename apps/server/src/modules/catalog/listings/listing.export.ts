import { ListingFilterSchema, type ListingRow } from '@portal/shared/contracts/listing';
import { COMMON_COLUMNS } from '../../../platform/export/export-columns';
import { listRows, defineExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { CATALOG_COLUMNS } from '../catalog-columns';
import { listListingsAfter } from './listing.service';

const { channel, goods, model, brand } = CATALOG_COLUMNS;
const { state, reason, updatedTime } = COMMON_COLUMNS;

export const LISTING_EXPORT = 'channel-listings';

/** Listed in the module's manifest. */
export const listingExport = defineExport(LISTING_EXPORT, {
  name: 'listing.exportName',
  filter: ListingFilterSchema,
  columns: [
    channel,
    goods,
    { ...model, width: 16 },
    { ...brand, width: 14 },
    { key: 'channelCategoryName', header: 'listing.column.channelCategory', width: 16 },
    { key: 'minPrice', header: 'listing.column.minPrice', width: 14 },
    { key: 'maxPrice', header: 'listing.column.maxPrice', width: 14 },
    state,
    reason,
    updatedTime,
  ],
  rows: (db, scope, filter) =>
    listRows<ListingRow>(
      (after, limit) => listListingsAfter(db, scope.partnerId, filter, after?.id, limit),
      (row) => ({ ...row, stateName: translate(scope.locale, `listing.state_${row.state}`) }),
    ),
});
