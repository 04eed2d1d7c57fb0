import { OptionalGoodsFilterSchema, type OptionalGoodsRow } from '@portal/shared/contracts/goods';
import { keysetBatches, registerExport } from '../../../platform/export/export-registry';
import { listOptionalGoodsAfter } from './optional-goods.service';

export const OPTIONAL_GOODS_EXPORT = 'optional-goods';

registerExport(OPTIONAL_GOODS_EXPORT, {
  name: { 'zh-CN': '可选商品列表', 'zh-TW': '可選商品列表', en: 'Optional goods' },
  filter: OptionalGoodsFilterSchema,
  columns: [
    { key: 'name', header: { 'zh-CN': '商品名称', 'zh-TW': '商品名稱', en: 'Name' }, width: 40 },
    { key: 'brandName', header: { 'zh-CN': '品牌', 'zh-TW': '品牌', en: 'Brand' }, width: 16 },
    { key: 'model', header: { 'zh-CN': '型号', 'zh-TW': '型號', en: 'Model' }, width: 20 },
    { key: 'categoryPath', header: { 'zh-CN': '类目', 'zh-TW': '類目', en: 'Category' }, width: 36 },
    {
      key: 'minPrice',
      header: { 'zh-CN': '最低市场价', 'zh-TW': '最低市場價', en: 'Lowest price' },
      width: 14,
    },
    {
      key: 'maxPrice',
      header: { 'zh-CN': '最高市场价', 'zh-TW': '最高市場價', en: 'Highest price' },
      width: 14,
    },
    { key: 'channelName', header: { 'zh-CN': '渠道', 'zh-TW': '渠道', en: 'Channel' }, width: 12 },
    {
      key: 'validTo',
      header: { 'zh-CN': '授权有效期至', 'zh-TW': '授權有效期至', en: 'Authorized until' },
      width: 14,
    },
  ],
  // The pairs sellable on the day the file is written, as the page shows them that day.
  rows: (db, scope, filter) =>
    keysetBatches<OptionalGoodsRow>((after, limit) =>
      listOptionalGoodsAfter(db, scope.partnerId, filter, after, limit, scope.today),
    ),
});
