import { ListingFilterSchema, type ListingRow } from '@portal/shared/contracts/listing';
import { keysetBatches, registerExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listListingsAfter } from './listing.service';

export const LISTING_EXPORT = 'channel-listings';

registerExport(LISTING_EXPORT, {
  name: { 'zh-CN': '渠道商品列表', 'zh-TW': '渠道商品列表', en: 'Channel listings' },
  filter: ListingFilterSchema,
  columns: [
    { key: 'channelName', header: { 'zh-CN': '渠道', 'zh-TW': '渠道', en: 'Channel' }, width: 12 },
    { key: 'goodsName', header: { 'zh-CN': '商品名称', 'zh-TW': '商品名稱', en: 'Goods' }, width: 40 },
    { key: 'model', header: { 'zh-CN': '型号', 'zh-TW': '型號', en: 'Model' }, width: 16 },
    { key: 'brandName', header: { 'zh-CN': '品牌', 'zh-TW': '品牌', en: 'Brand' }, width: 14 },
    {
      key: 'channelCategoryName',
      header: { 'zh-CN': '渠道类目', 'zh-TW': '渠道類目', en: 'Channel category' },
      width: 16,
    },
    {
      key: 'minPrice',
      header: { 'zh-CN': '最低渠道价', 'zh-TW': '最低渠道價', en: 'Lowest price' },
      width: 14,
    },
    {
      key: 'maxPrice',
      header: { 'zh-CN': '最高渠道价', 'zh-TW': '最高渠道價', en: 'Highest price' },
      width: 14,
    },
    { key: 'stateName', header: { 'zh-CN': '状态', 'zh-TW': '狀態', en: 'State' }, width: 12 },
    { key: 'reason', header: { 'zh-CN': '原因', 'zh-TW': '原因', en: 'Reason' }, width: 30 },
    {
      key: 'updatedTime',
      header: { 'zh-CN': '更新时间', 'zh-TW': '更新時間', en: 'Updated' },
      type: 'dateTime',
      width: 22,
    },
  ],
  rows: async function* (db, scope, filter) {
    for await (const batch of keysetBatches<ListingRow>((after, limit) =>
      listListingsAfter(db, scope.partnerId, filter, after?.id, limit),
    )) {
      yield batch.map((row) => ({
        ...row,
        stateName: translate(scope.locale, `listing.state_${row.state}`),
      }));
    }
  },
});
