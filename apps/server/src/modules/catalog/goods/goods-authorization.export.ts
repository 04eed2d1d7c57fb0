import {
  AUTHORIZATION_ENDING_SOON_DAYS,
  GoodsAuthorizationFilterSchema,
  type GoodsAuthorizationRow,
} from '@portal/shared/contracts/goods';
import { COMMON_COLUMNS } from '../../../platform/export/export-columns';
import { listRows, defineExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { CATALOG_COLUMNS } from '../catalog-columns';
import { authorizationCells } from '../brands/authorization-cells';
import { listGoodsAuthorizationsAfter } from './goods-authorization.service';

const { name, model, brand, level, validFrom, validTo } = CATALOG_COLUMNS;
const { reason } = COMMON_COLUMNS;

export const GOODS_AUTHORIZATION_EXPORT = 'goods-authorizations';

/** Listed in the module's manifest. */
export const goodsAuthorizationExport = defineExport(GOODS_AUTHORIZATION_EXPORT, {
  name: 'goodsAuthorization.exportName',
  filter: GoodsAuthorizationFilterSchema,
  columns: [
    name,
    model,
    { key: 'goodsStateName', header: 'goods.column.state', width: 12 },
    brand,
    level,
    validFrom,
    validTo,
    { key: 'daysLeft', header: 'goods.column.daysLeft', type: 'number', width: 10 },
    { key: 'coverageName', header: 'goods.column.coverage', width: 16 },
    { key: 'stateName', header: 'goods.column.authorizationState', width: 12 },
    reason,
    { key: 'onShelfListings', header: 'goods.column.listingsOnShelf', type: 'number', width: 12 },
  ],
  // Coverage and days left are those of the day the file is written, as the page shows them that day.
  rows: (db, scope, filter) =>
    listRows<GoodsAuthorizationRow>(
      (after, limit) =>
        listGoodsAuthorizationsAfter(db, scope.partnerId, filter, after?.goodsId, limit, scope.today),
      (row) => ({
        ...row,
        goodsStateName: translate(scope.locale, `goods.state_${row.goodsState}`),
        ...authorizationCells(scope.locale, row.authorizationState, row.level),
        coverageName: translate(scope.locale, `goodsAuthorization.coverage_${row.coverage}`, {
          days: AUTHORIZATION_ENDING_SOON_DAYS,
        }),
      }),
    ),
});
