import { GoodsExportFilterSchema, type GoodsRow } from '@portal/shared/contracts/goods';
import { keysetBatches, registerExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listGoodsAfter } from './goods.service';

export const GOODS_EXPORT = 'goods';

registerExport(GOODS_EXPORT, {
  name: { 'zh-CN': '商品列表', 'zh-TW': '商品列表', en: 'Goods' },
  filter: GoodsExportFilterSchema,
  columns: [
    {
      key: 'id',
      header: { 'zh-CN': '商品ID', 'zh-TW': '商品ID', en: 'Goods ID' },
      type: 'number',
      width: 10,
    },
    { key: 'name', header: { 'zh-CN': '商品名称', 'zh-TW': '商品名稱', en: 'Name' }, width: 40 },
    { key: 'categoryPath', header: { 'zh-CN': '类目', 'zh-TW': '類目', en: 'Category' }, width: 36 },
    { key: 'brandName', header: { 'zh-CN': '品牌', 'zh-TW': '品牌', en: 'Brand' }, width: 16 },
    { key: 'model', header: { 'zh-CN': '型号', 'zh-TW': '型號', en: 'Model' }, width: 20 },
    { key: 'unit', header: { 'zh-CN': '单位', 'zh-TW': '單位', en: 'Unit' }, width: 8 },
    { key: 'stateName', header: { 'zh-CN': '状态', 'zh-TW': '狀態', en: 'State' }, width: 12 },
    { key: 'skuCount', header: { 'zh-CN': 'SKU数', 'zh-TW': 'SKU數', en: 'SKUs' }, type: 'number', width: 8 },
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
    { key: 'stock', header: { 'zh-CN': '库存', 'zh-TW': '庫存', en: 'Stock' }, type: 'number', width: 10 },
    {
      key: 'updatedTime',
      header: { 'zh-CN': '更新时间', 'zh-TW': '更新時間', en: 'Updated' },
      type: 'dateTime',
      width: 22,
    },
  ],
  rows: async function* (db, scope, { mine, ...filter }) {
    // /goods/my exports the goods of the account that asked for the export.
    const createdBy = mine ? scope.accountId : null;
    for await (const batch of keysetBatches<GoodsRow>((after, limit) =>
      listGoodsAfter(db, scope.partnerId, { ...filter, createdBy }, after?.id, limit),
    )) {
      yield batch.map((row) => ({ ...row, stateName: translate(scope.locale, `goods.state_${row.state}`) }));
    }
  },
});
