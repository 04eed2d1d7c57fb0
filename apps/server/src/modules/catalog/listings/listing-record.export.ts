import { type ListingRecord, ListingRecordExportFilterSchema } from '@portal/shared/contracts/listing';
import { changeRecordCells, changesCell } from '../../../platform/export/export-cells';
import { listRows, registerExport } from '../../../platform/export/export-registry';
import { listListingRecordsAfter } from './listing.service';

export const LISTING_RECORD_EXPORT = 'channel-records';

const RECORD_KEYS = {
  actions: 'listingRecord.action_',
  states: 'listing.state_',
  noOperator: 'listingRecord.system',
};

registerExport(LISTING_RECORD_EXPORT, {
  name: 'listingRecord.exportName',
  filter: ListingRecordExportFilterSchema,
  columns: [
    { key: 'createdTime', header: 'export.column.time', type: 'dateTime', width: 22 },
    { key: 'channelName', header: 'channel.column.channel', width: 12 },
    { key: 'goodsName', header: 'goods.column.goods', width: 40 },
    { key: 'actionName', header: 'record.column.action', width: 18 },
    { key: 'stateChange', header: 'record.column.stateChange', width: 22 },
    { key: 'priceChange', header: 'listingRecord.column.prices', width: 40 },
    { key: 'reason', header: 'export.column.reason', width: 30 },
    { key: 'operatorName', header: 'record.column.operator', width: 14 },
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
