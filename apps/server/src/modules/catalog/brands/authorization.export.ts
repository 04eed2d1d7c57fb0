import { type Authorization, AuthorizationPageQuerySchema } from '@portal/shared/contracts/brand';
import { listRows, registerExport } from '../../../platform/export/export-registry';
import { authorizationCells } from './authorization-cells';
import { listAuthorizationsAfter } from './authorization.service';

export const AUTHORIZATION_EXPORT = 'brand-authorizations';

registerExport(AUTHORIZATION_EXPORT, {
  name: 'brand.authorizationExportName',
  filter: AuthorizationPageQuerySchema.pick({ brandName: true, state: true }),
  columns: [
    { key: 'brandName', header: 'brand.column.brand', width: 16 },
    { key: 'levelName', header: 'brand.column.level', width: 14 },
    { key: 'validFrom', header: 'brand.column.validFrom', width: 14 },
    { key: 'validTo', header: 'brand.column.validTo', width: 14 },
    { key: 'stateName', header: 'brand.column.reviewState', width: 12 },
    { key: 'reason', header: 'export.column.reason', width: 30 },
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
