import { OptionalGoodsFilterSchema, type OptionalGoodsRow } from '@portal/shared/contracts/goods';
import { keysetBatches, registerExport } from '../../../platform/export/export-registry';
import { listOptionalGoodsAfter } from './optional-goods.service';

export const OPTIONAL_GOODS_EXPORT = 'optional-goods';

registerExport(OPTIONAL_GOODS_EXPORT, {
  name: 'goods.optionalExportName',
  filter: OptionalGoodsFilterSchema,
  columns: [
    { key: 'name', header: 'goods.column.name', width: 40 },
    { key: 'brandName', header: 'brand.column.brand', width: 16 },
    { key: 'model', header: 'goods.column.model', width: 20 },
    { key: 'categoryPath', header: 'goods.column.category', width: 36 },
    { key: 'minPrice', header: 'goods.column.minPrice', width: 14 },
    { key: 'maxPrice', header: 'goods.column.maxPrice', width: 14 },
    { key: 'channelName', header: 'channel.column.channel', width: 12 },
    { key: 'validTo', header: 'goods.column.authorizedUntil', width: 14 },
  ],
  // The pairs sellable on the day the file is written, as the page shows them that day.
  rows: (db, scope, filter) =>
    keysetBatches<OptionalGoodsRow>((after, limit) =>
      listOptionalGoodsAfter(db, scope.partnerId, filter, after, limit, scope.today),
    ),
});
