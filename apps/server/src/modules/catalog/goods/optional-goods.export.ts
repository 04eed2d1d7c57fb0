import { OptionalGoodsFilterSchema, type OptionalGoodsRow } from '@portal/shared/contracts/goods';
import { keysetBatches, defineExport } from '../../../platform/export/export-registry';
import { CATALOG_COLUMNS } from '../catalog-columns';
import { listOptionalGoodsAfter } from './optional-goods.service';

const { name, brand, model, category, marketMinPrice, marketMaxPrice, channel } = CATALOG_COLUMNS;

export const OPTIONAL_GOODS_EXPORT = 'optional-goods';

/** Listed in the module's manifest. */
export const optionalGoodsExport = defineExport(OPTIONAL_GOODS_EXPORT, {
  name: 'goods.optionalExportName',
  filter: OptionalGoodsFilterSchema,
  columns: [
    name,
    brand,
    model,
    category,
    marketMinPrice,
    marketMaxPrice,
    channel,
    { key: 'validTo', header: 'goods.column.authorizedUntil', width: 14 },
  ],
  // The pairs sellable on the day the file is written, as the page shows them that day.
  rows: (db, scope, filter) =>
    keysetBatches<OptionalGoodsRow>((after, limit) =>
      listOptionalGoodsAfter(db, scope.partnerId, filter, after, limit, scope.today),
    ),
});
