import type { ExportColumn } from '../../platform/export/export-registry';

/**
 * Columns several of the catalog's exports show, each defined once; an export that wants another
 * width spreads one: `{ ...CATALOG_COLUMNS.model, width: 16 }`.
 */
export const CATALOG_COLUMNS = {
  name: { key: 'name', header: 'goods.column.name', width: 40 },
  goods: { key: 'goodsName', header: 'goods.column.goods', width: 40 },
  model: { key: 'model', header: 'goods.column.model', width: 20 },
  brand: { key: 'brandName', header: 'brand.column.brand', width: 16 },
  category: { key: 'categoryPath', header: 'goods.column.category', width: 36 },
  marketMinPrice: { key: 'minPrice', header: 'goods.column.minPrice', width: 14 },
  marketMaxPrice: { key: 'maxPrice', header: 'goods.column.maxPrice', width: 14 },
  channel: { key: 'channelName', header: 'channel.column.channel', width: 12 },
  level: { key: 'levelName', header: 'brand.column.level', width: 14 },
  validFrom: { key: 'validFrom', header: 'brand.column.validFrom', width: 14 },
  validTo: { key: 'validTo', header: 'brand.column.validTo', width: 14 },
  recordAction: { key: 'actionName', header: 'record.column.action', width: 18 },
  recordOperator: { key: 'operatorName', header: 'record.column.operator', width: 14 },
} satisfies Record<string, ExportColumn>;
