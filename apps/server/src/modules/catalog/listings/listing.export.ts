import { ListingFilterSchema, type ListingRow } from '@portal/shared/contracts/listing';
import { listRows, registerExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listListingsAfter } from './listing.service';

export const LISTING_EXPORT = 'channel-listings';

registerExport(LISTING_EXPORT, {
  name: 'listing.exportName',
  filter: ListingFilterSchema,
  columns: [
    { key: 'channelName', header: 'channel.column.channel', width: 12 },
    { key: 'goodsName', header: 'goods.column.goods', width: 40 },
    { key: 'model', header: 'goods.column.model', width: 16 },
    { key: 'brandName', header: 'brand.column.brand', width: 14 },
    { key: 'channelCategoryName', header: 'listing.column.channelCategory', width: 16 },
    { key: 'minPrice', header: 'listing.column.minPrice', width: 14 },
    { key: 'maxPrice', header: 'listing.column.maxPrice', width: 14 },
    { key: 'stateName', header: 'export.column.state', width: 12 },
    { key: 'reason', header: 'export.column.reason', width: 30 },
    { key: 'updatedTime', header: 'export.column.updatedTime', type: 'dateTime', width: 22 },
  ],
  rows: (db, scope, filter) =>
    listRows<ListingRow>(
      (after, limit) => listListingsAfter(db, scope.partnerId, filter, after?.id, limit),
      (row) => ({ ...row, stateName: translate(scope.locale, `listing.state_${row.state}`) }),
    ),
});
