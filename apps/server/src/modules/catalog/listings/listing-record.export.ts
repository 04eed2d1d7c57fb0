import { type ListingRecord, ListingRecordExportFilterSchema } from '@portal/shared/contracts/listing';
import { changesCell, transitionCell } from '../../../platform/export/export-cells';
import { keysetBatches, registerExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listListingRecordsAfter } from './listing.service';

export const LISTING_RECORD_EXPORT = 'channel-records';

registerExport(LISTING_RECORD_EXPORT, {
  name: { 'zh-CN': '渠道记录', 'zh-TW': '渠道記錄', en: 'Channel records' },
  filter: ListingRecordExportFilterSchema,
  columns: [
    {
      key: 'createdTime',
      header: { 'zh-CN': '时间', 'zh-TW': '時間', en: 'Time' },
      type: 'dateTime',
      width: 22,
    },
    { key: 'channelName', header: { 'zh-CN': '渠道', 'zh-TW': '渠道', en: 'Channel' }, width: 12 },
    { key: 'goodsName', header: { 'zh-CN': '商品名称', 'zh-TW': '商品名稱', en: 'Goods' }, width: 40 },
    { key: 'actionName', header: { 'zh-CN': '变更内容', 'zh-TW': '變更內容', en: 'Change' }, width: 18 },
    { key: 'stateChange', header: { 'zh-CN': '状态变化', 'zh-TW': '狀態變化', en: 'State' }, width: 22 },
    { key: 'priceChange', header: { 'zh-CN': '价格变化', 'zh-TW': '價格變化', en: 'Prices' }, width: 40 },
    { key: 'reason', header: { 'zh-CN': '原因', 'zh-TW': '原因', en: 'Reason' }, width: 30 },
    { key: 'operatorName', header: { 'zh-CN': '操作人', 'zh-TW': '操作人', en: 'By' }, width: 14 },
  ],
  rows: async function* (db, scope, filter) {
    const stateName = (state: number) => translate(scope.locale, `listing.state_${state}`);
    for await (const batch of keysetBatches<ListingRecord>((after, limit) =>
      listListingRecordsAfter(db, scope.partnerId, filter, after?.id, limit),
    )) {
      yield batch.map(({ prices, ...record }) => ({
        ...record,
        actionName: translate(scope.locale, `listingRecord.action_${record.action}`),
        stateChange: transitionCell(stateName, record.stateFrom, record.stateTo),
        // Per SKU spec: 'spec: before → after'.
        priceChange: changesCell(prices),
        operatorName: record.operator ?? translate(scope.locale, 'listingRecord.system'),
      }));
    }
  },
});
