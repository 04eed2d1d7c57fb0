import { QuoteFilterSchema, type QuoteRow } from '@portal/shared/contracts/quote';
import { keysetBatches, registerExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listQuotesAfter } from './quote.service';

export const QUOTE_EXPORT = 'store-quotes';

registerExport(QUOTE_EXPORT, {
  name: { 'zh-CN': '报价商品列表', 'zh-TW': '報價商品列表', en: 'Store quotes' },
  filter: QuoteFilterSchema,
  columns: [
    { key: 'storeName', header: { 'zh-CN': '店铺', 'zh-TW': '店鋪', en: 'Store' }, width: 20 },
    { key: 'channelName', header: { 'zh-CN': '渠道', 'zh-TW': '渠道', en: 'Channel' }, width: 12 },
    { key: 'goodsName', header: { 'zh-CN': '商品名称', 'zh-TW': '商品名稱', en: 'Goods' }, width: 40 },
    { key: 'model', header: { 'zh-CN': '型号', 'zh-TW': '型號', en: 'Model' }, width: 16 },
    { key: 'brandName', header: { 'zh-CN': '品牌', 'zh-TW': '品牌', en: 'Brand' }, width: 14 },
    { key: 'minPrice', header: { 'zh-CN': '最低报价', 'zh-TW': '最低報價', en: 'Lowest price' }, width: 14 },
    { key: 'maxPrice', header: { 'zh-CN': '最高报价', 'zh-TW': '最高報價', en: 'Highest price' }, width: 14 },
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
    for await (const batch of keysetBatches<QuoteRow>((after, limit) =>
      listQuotesAfter(db, scope.partnerId, filter, after?.id, limit),
    )) {
      yield batch.map((row) => ({ ...row, stateName: translate(scope.locale, `quote.state_${row.state}`) }));
    }
  },
});
