import {
  type ReferrerFilter,
  ReferrerFilterSchema,
  type ReferrerRow,
  SupplierExportFilterSchema,
  type SupplierRow,
} from '@portal/shared/contracts/suppliers';
import { defineExport, listRows } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listReferrersAfter } from './referrer.service';
import { listSuppliersAfter } from './supplier.service';

export const SUPPLIER_EXPORT = 'scm-suppliers';
export const REFERRER_EXPORT = 'scm-referrers';

/** The suppliers list through the export centre. */
export const supplierExport = defineExport(SUPPLIER_EXPORT, {
  name: 'supplier.exportName',
  filter: SupplierExportFilterSchema,
  columns: [
    { key: 'name', header: 'supplier.column.name', width: 32 },
    { key: 'creditCode', header: 'supplier.column.creditCode', width: 22 },
    { key: 'contactName', header: 'supplier.column.contactName', width: 12 },
    { key: 'contactPhone', header: 'supplier.column.contactPhone', width: 16 },
    { key: 'email', header: 'supplier.column.email', width: 24 },
    { key: 'bankName', header: 'supplier.column.bankName', width: 24 },
    { key: 'bankAccount', header: 'supplier.column.bankAccount', width: 24 },
    { key: 'regionName', header: 'supplier.column.region', width: 24 },
    { key: 'address', header: 'supplier.column.address', width: 32 },
    { key: 'referrerName', header: 'supplier.column.referrer', width: 12 },
    { key: 'labelNames', header: 'supplier.column.labels', width: 24 },
    { key: 'stateName', header: 'supplier.column.state', width: 8 },
    { key: 'goodsCount', header: 'supplier.column.goodsCount', type: 'number', width: 10 },
    { key: 'purchaseCount', header: 'supplier.column.purchaseCount', type: 'number', width: 10 },
    { key: 'remark', header: 'supplier.column.remark', width: 32 },
    { key: 'createdTime', header: 'supplier.column.createdTime', type: 'dateTime', width: 22 },
  ],
  rows: (db, scope, filter) =>
    listRows<SupplierRow>(
      (after, limit) => listSuppliersAfter(db, scope.partnerId, filter, after?.id, limit),
      (row) => ({
        ...row,
        regionCodes: undefined,
        labels: undefined,
        labelNames: row.labels.map((label) => label.labelName).join('、'),
        stateName: translate(scope.locale, `supplier.state_${row.state}`),
      }),
    ),
});

/** The referrers list through the export centre. */
export const referrerExport = defineExport(REFERRER_EXPORT, {
  name: 'referrer.exportName',
  filter: ReferrerFilterSchema,
  columns: [
    { key: 'name', header: 'referrer.column.name', width: 16 },
    { key: 'phone', header: 'referrer.column.phone', width: 16 },
    { key: 'commissionRate', header: 'referrer.column.rate', width: 14 },
    { key: 'supplierCount', header: 'referrer.column.suppliers', type: 'number', width: 14 },
    { key: 'remark', header: 'referrer.column.remark', width: 32 },
    { key: 'createdTime', header: 'referrer.column.createdTime', type: 'dateTime', width: 22 },
  ],
  rows: (db, scope, filter: ReferrerFilter) =>
    listRows<ReferrerRow>(
      (after, limit) => listReferrersAfter(db, scope.partnerId, filter, after?.id, limit),
      (row) => ({ ...row }),
    ),
});
