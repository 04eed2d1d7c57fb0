import { type Authorization, AuthorizationExportFilterSchema } from '@portal/shared/contracts/brand';
import { COMMON_COLUMNS } from '../../../platform/export/export-columns';
import { listRows, defineExport } from '../../../platform/export/export-registry';
import { CATALOG_COLUMNS } from '../catalog-columns';
import { authorizationCells } from './authorization-cells';
import { listAuthorizationsAfter } from './authorization.service';

const { brand, level, validFrom, validTo } = CATALOG_COLUMNS;
const { reason } = COMMON_COLUMNS;

export const AUTHORIZATION_EXPORT = 'brand-authorizations';

/** Listed in the module's manifest. */
export const authorizationExport = defineExport(AUTHORIZATION_EXPORT, {
  name: 'brand.authorizationExportName',
  filter: AuthorizationExportFilterSchema,
  columns: [
    brand,
    level,
    validFrom,
    validTo,
    { key: 'stateName', header: 'brand.column.reviewState', width: 12 },
    reason,
    { key: 'createdTime', header: 'brand.column.appliedTime', type: 'dateTime', width: 22 },
  ],
  rows: (db, scope, filter) => {
    // Only the days left depend on the day, and they are not a column of the export.
    const today = new Date().toISOString().slice(0, 10);
    return listRows<Authorization>(
      (after, limit) => listAuthorizationsAfter(db, scope.partnerId, filter, after?.id, limit, today),
      (row) => ({ ...row, ...authorizationCells(scope.locale, row.state, row.level) }),
    );
  },
});
