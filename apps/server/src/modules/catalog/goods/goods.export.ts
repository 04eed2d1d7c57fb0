import { GoodsExportFilterSchema, type GoodsRow } from '@portal/shared/contracts/goods';
import { listRows, registerExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listGoodsAfter } from './goods.service';

export const GOODS_EXPORT = 'goods';

registerExport(GOODS_EXPORT, {
  name: 'goods.exportName',
  filter: GoodsExportFilterSchema,
  columns: [
    { key: 'id', header: 'goods.column.id', type: 'number', width: 10 },
    { key: 'name', header: 'goods.column.name', width: 40 },
    { key: 'categoryPath', header: 'goods.column.category', width: 36 },
    { key: 'brandName', header: 'brand.column.brand', width: 16 },
    { key: 'model', header: 'goods.column.model', width: 20 },
    { key: 'unit', header: 'goods.column.unit', width: 8 },
    { key: 'stateName', header: 'export.column.state', width: 12 },
    { key: 'skuCount', header: 'goods.column.skuCount', type: 'number', width: 8 },
    { key: 'minPrice', header: 'goods.column.minPrice', width: 14 },
    { key: 'maxPrice', header: 'goods.column.maxPrice', width: 14 },
    { key: 'stock', header: 'goods.column.stock', type: 'number', width: 10 },
    { key: 'updatedTime', header: 'export.column.updatedTime', type: 'dateTime', width: 22 },
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
