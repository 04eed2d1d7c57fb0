import { type Brand, BrandExportFilterSchema } from '@portal/shared/contracts/brand';
import { defineExport, listRows } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { CATALOG_COLUMNS } from '../catalog-columns';
import { authorizationCells } from './authorization-cells';
import { listBrandsAfter } from './brand.service';

const { level, validFrom, validTo } = CATALOG_COLUMNS;

export const BRAND_EXPORT = 'brands';

/** Listed in the module's manifest. */
export const brandExport = defineExport(BRAND_EXPORT, {
  name: 'brand.exportName',
  filter: BrandExportFilterSchema,
  columns: [
    { key: 'brandName', header: 'brand.column.name', width: 20 },
    { key: 'englishName', header: 'brand.column.englishName', width: 20 },
    { key: 'origin', header: 'brand.column.origin', width: 12 },
    { key: 'trademarkNo', header: 'brand.column.trademarkNo', width: 16 },
    { key: 'creator', header: 'brand.column.creator', width: 12 },
    { key: 'stateName', header: 'brand.column.authorizationState', width: 12 },
    level,
    validFrom,
    validTo,
    { key: 'createdTime', header: 'brand.column.createdTime', type: 'dateTime', width: 22 },
  ],
  rows: (db, scope, filter) =>
    listRows<Brand>(
      (after, limit) => listBrandsAfter(db, scope.partnerId, filter, after?.id, limit),
      ({ authorization, ...brand }) => ({
        ...brand,
        creator: translate(scope.locale, brand.mine ? 'brand.creator_mine' : 'brand.creator_other'),
        // The partner's newest authorization of the brand, as the list shows it.
        ...authorizationCells(scope.locale, authorization?.state, authorization?.level),
        validFrom: authorization?.validFrom,
        validTo: authorization?.validTo,
      }),
    ),
});
