import {
  ScmAuthorizationFilterSchema,
  type ScmAuthorizationRow,
  ScmGoodsFilterSchema,
  type ScmGoodsRow,
  ScmPriceChangeFilterSchema,
  type ScmPriceChangeRow,
  ScmPriceFilterSchema,
  type ScmPriceRow,
} from '@portal/shared/contracts/scm-goods';
import { defineExport, listRows } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { localDayOf } from '../../../platform/local-time';
import { listScmAuthorizationsAfter } from './scm-authorization.service';
import { listScmGoodsAfter } from './scm-goods.service';
import { listPriceChangesAfter, listScmPricesAfter } from './scm-price.service';

export const SCM_GOODS_EXPORT = 'scmGoods';
export const SCM_PRICE_EXPORT = 'scmPrices';
export const SCM_PRICE_CHANGE_EXPORT = 'scmPriceChanges';
export const SCM_AUTHORIZATION_EXPORT = 'scmAuthorizations';

const column = (key: string) => `scmGoods.column.${key}`;

/** The SCM goods through the export centre. */
export const scmGoodsExport = defineExport(SCM_GOODS_EXPORT, {
  name: 'scmGoods.exportName',
  filter: ScmGoodsFilterSchema,
  columns: [
    { key: 'name', header: column('goodsName'), width: 30 },
    { key: 'supplierName', header: column('supplierName'), width: 28 },
    { key: 'brandName', header: column('brandName'), width: 12 },
    { key: 'model', header: column('model'), width: 14 },
    { key: 'unit', header: column('unit'), width: 8 },
    { key: 'supplierCode', header: column('supplierCode'), width: 16 },
    { key: 'linkedGoodsName', header: column('linkedGoods'), width: 28 },
    { key: 'labelNames', header: column('labels'), width: 20 },
    { key: 'stateName', header: column('state'), width: 8 },
    { key: 'skuCount', header: column('skuCount'), type: 'number', width: 8 },
    { key: 'minCost', header: column('minCost'), width: 12 },
    { key: 'maxCost', header: column('maxCost'), width: 12 },
    { key: 'remark', header: column('remark'), width: 30 },
    { key: 'updatedTime', header: column('updatedTime'), type: 'dateTime', width: 20 },
  ],
  rows: (db, scope, filter) =>
    listRows<ScmGoodsRow>(
      (after, limit) => listScmGoodsAfter(db, scope.partnerId, filter, after?.id, limit),
      ({ labels, ...row }) => ({
        ...row,
        labelNames: labels.map((label) => label.labelName).join('、'),
        stateName: translate(scope.locale, `scmGoods.state_${row.state}`),
      }),
    ),
});

/** The cost prices through the export centre. */
export const scmPriceExport = defineExport(SCM_PRICE_EXPORT, {
  name: 'scmPrice.exportName',
  filter: ScmPriceFilterSchema,
  columns: [
    { key: 'supplierName', header: column('supplierName'), width: 28 },
    { key: 'goodsName', header: column('goodsName'), width: 30 },
    { key: 'spec', header: column('spec'), width: 18 },
    { key: 'unit', header: column('unit'), width: 8 },
    { key: 'stateName', header: column('state'), width: 8 },
    { key: 'costPrice', header: column('costPrice'), width: 12 },
    { key: 'previousPrice', header: column('previousPrice'), width: 12 },
    { key: 'changeAmount', header: column('changeAmount'), width: 12 },
    { key: 'costUpdatedTime', header: column('costUpdatedTime'), type: 'dateTime', width: 20 },
  ],
  rows: (db, scope, filter) =>
    listRows<ScmPriceRow & { id: number }>(
      async (after, limit) =>
        (await listScmPricesAfter(db, scope.partnerId, filter, after?.id, limit)).map((row) => ({
          ...row,
          id: row.scmSkuId,
        })),
      (row) => ({ ...row, stateName: translate(scope.locale, `scmGoods.state_${row.goodsState}`) }),
    ),
});

/** The cost price changes through the export centre. */
export const scmPriceChangeExport = defineExport(SCM_PRICE_CHANGE_EXPORT, {
  name: 'scmPrice.changesExportName',
  filter: ScmPriceChangeFilterSchema,
  columns: [
    { key: 'changedTime', header: column('changedTime'), type: 'dateTime', width: 20 },
    { key: 'supplierName', header: column('supplierName'), width: 28 },
    { key: 'goodsName', header: column('goodsName'), width: 30 },
    { key: 'spec', header: column('spec'), width: 18 },
    { key: 'previousPrice', header: column('previousPrice'), width: 12 },
    { key: 'costPrice', header: column('costPrice'), width: 12 },
    { key: 'changeAmount', header: column('changeAmount'), width: 12 },
    { key: 'reason', header: column('reason'), width: 24 },
    { key: 'changedByName', header: column('changedBy'), width: 12 },
  ],
  rows: (db, scope, filter) =>
    listRows<ScmPriceChangeRow>(
      (after, limit) => listPriceChangesAfter(db, scope.partnerId, filter, scope.timeZone, after?.id, limit),
      (row) => row,
    ),
});

/** The suppliers' authorization letters through the export centre (validity on the day of export). */
export const scmAuthorizationExport = defineExport(SCM_AUTHORIZATION_EXPORT, {
  name: 'scmAuthorization.exportName',
  filter: ScmAuthorizationFilterSchema,
  columns: [
    { key: 'supplierName', header: column('supplierName'), width: 28 },
    { key: 'goodsScope', header: column('goodsScope'), width: 28 },
    { key: 'brandName', header: column('brandName'), width: 12 },
    { key: 'letterNo', header: column('letterNo'), width: 18 },
    { key: 'validFrom', header: column('validFrom'), width: 12 },
    { key: 'validTo', header: column('validTo'), width: 12 },
    { key: 'validityName', header: column('validity'), width: 10 },
    { key: 'daysLeft', header: column('daysLeft'), type: 'number', width: 10 },
    { key: 'fileCount', header: column('fileCount'), type: 'number', width: 8 },
    { key: 'remark', header: column('remark'), width: 30 },
  ],
  rows: (db, scope, filter) => {
    const today = localDayOf(new Date(), scope.timeZone);
    return listRows<ScmAuthorizationRow>(
      (after, limit) => listScmAuthorizationsAfter(db, scope.partnerId, filter, today, after?.id, limit),
      ({ files, ...row }) => ({
        ...row,
        goodsScope: row.goodsName ?? translate(scope.locale, 'scmAuthorization.allGoods'),
        validityName: translate(scope.locale, `scmAuthorization.validity_${row.validity}`),
        fileCount: files.length,
      }),
    );
  },
});
