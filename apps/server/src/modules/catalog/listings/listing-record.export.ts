import { type ListingRecord, ListingRecordExportFilterSchema } from '@portal/shared/contracts/listing';
import { COMMON_COLUMNS } from '../../../platform/export/export-columns';
import { changeRecordCells, changesCell } from '../../../platform/export/export-cells';
import { listRows, defineExport } from '../../../platform/export/export-registry';
import { CATALOG_COLUMNS } from '../catalog-columns';
import { listListingRecordsAfter } from './listing.service';

const { channel, goods, recordAction, recordOperator } = CATALOG_COLUMNS;
const { reason, recordTime } = COMMON_COLUMNS;

export const LISTING_RECORD_EXPORT = 'channel-records';

const RECORD_KEYS = {
  actions: 'listingRecord.action_',
  states: 'listing.state_',
  noOperator: 'listingRecord.system',
};

/** Listed in the module's manifest. */
export const listingRecordExport = defineExport(LISTING_RECORD_EXPORT, {
  name: 'listingRecord.exportName',
  filter: ListingRecordExportFilterSchema,
  columns: [
    recordTime,
    channel,
    goods,
    recordAction,
    { key: 'stateChange', header: 'record.column.stateChange', width: 22 },
    { key: 'priceChange', header: 'listingRecord.column.prices', width: 40 },
    reason,
    recordOperator,
  ],
  rows: (db, scope, filter) =>
    listRows<ListingRecord>(
      (after, limit) => listListingRecordsAfter(db, scope.partnerId, filter, after?.id, limit),
      ({ prices, ...record }) => ({
        ...record,
        ...changeRecordCells(scope.locale, RECORD_KEYS, record),
        // Per SKU spec: 'spec: before → after'.
        priceChange: changesCell(prices),
      }),
    ),
});
