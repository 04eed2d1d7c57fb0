import { GoodsExportFilterSchema, type GoodsRow } from '@portal/shared/contracts/goods';
import { COMMON_COLUMNS } from '../../../platform/export/export-columns';
import { listRows, defineExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { CATALOG_COLUMNS } from '../catalog-columns';
import { listGoodsAfter } from './goods.service';

const { name, category, brand, model, marketMinPrice, marketMaxPrice } = CATALOG_COLUMNS;
const { state, updatedTime } = COMMON_COLUMNS;

export const GOODS_EXPORT = 'goods';

/** Listed in the module's manifest. */
export const goodsExport = defineExport(GOODS_EXPORT, {
  name: 'goods.exportName',
  filter: GoodsExportFilterSchema,
  columns: [
    { key: 'id', header: 'goods.column.id', type: 'number', width: 10 },
    name,
    category,
    brand,
    model,
    { key: 'unit', header: 'goods.column.unit', width: 8 },
    state,
    { key: 'skuCount', header: 'goods.column.skuCount', type: 'number', width: 8 },
    marketMinPrice,
    marketMaxPrice,
    { key: 'stock', header: 'goods.column.stock', type: 'number', width: 10 },
    updatedTime,
  ],
  rows: (db, scope, { mine, ...filter }) => {
    // /goods/my exports the goods of the account that asked for the export.
    const listed = { ...filter, createdBy: mine ? scope.accountId : null };
    return listRows<GoodsRow>(
      (after, limit) => listGoodsAfter(db, scope.partnerId, listed, after?.id, limit),
      (row) => ({ ...row, stateName: translate(scope.locale, `goods.state_${row.state}`) }),
    );
  },
});
