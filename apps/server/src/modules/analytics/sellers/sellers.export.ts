import {
  type CustomerFilter,
  CustomerFilterSchema,
  type CustomerRow,
  type SellerFilter,
  SellerFilterSchema,
  type SellerRow,
} from '@portal/shared/contracts/sellers';
import { defineExport, listRows } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listCustomersAfter } from './customer.service';
import { listSellersAfter } from './seller.service';

export const SELLER_EXPORT = 'analytics-sellers';
export const CUSTOMER_EXPORT = 'analytics-customers';

/** The sellers list through the export centre (amounts exact, as text). */
export const sellerExport = defineExport(SELLER_EXPORT, {
  name: 'seller.exportName',
  filter: SellerFilterSchema,
  columns: [
    { key: 'name', header: 'seller.column.name', width: 14 },
    { key: 'phone', header: 'seller.column.phone', width: 16 },
    { key: 'email', header: 'seller.column.email', width: 24 },
    { key: 'accountName', header: 'seller.column.account', width: 16 },
    { key: 'stateName', header: 'seller.column.state', width: 8 },
    { key: 'customerCount', header: 'seller.column.customerCount', type: 'number', width: 10 },
    { key: 'monthOrderCount', header: 'seller.column.monthOrderCount', type: 'number', width: 12 },
    { key: 'monthOrderAmount', header: 'seller.column.monthOrderAmount', width: 16 },
    { key: 'monthDoneCount', header: 'seller.column.monthDoneCount', type: 'number', width: 12 },
    { key: 'monthDoneAmount', header: 'seller.column.monthDoneAmount', width: 16 },
    { key: 'remark', header: 'seller.column.remark', width: 32 },
    { key: 'createdTime', header: 'seller.column.createdTime', type: 'dateTime', width: 22 },
  ],
  rows: (db, scope, filter: SellerFilter) =>
    listRows<SellerRow>(
      (after, limit) => listSellersAfter(db, scope.partnerId, filter, after?.id, limit),
      (row) => ({ ...row, stateName: translate(scope.locale, `seller.state_${row.state}`) }),
    ),
});

/** The customers list through the export centre, with the orders of the filter's period. */
export const customerExport = defineExport(CUSTOMER_EXPORT, {
  name: 'customer.exportName',
  filter: CustomerFilterSchema,
  columns: [
    { key: 'name', header: 'customer.column.name', width: 32 },
    { key: 'sellerName', header: 'customer.column.seller', width: 14 },
    { key: 'sourceName', header: 'customer.column.source', width: 10 },
    { key: 'contactName', header: 'customer.column.contactName', width: 12 },
    { key: 'contactPhone', header: 'customer.column.contactPhone', width: 16 },
    { key: 'regionName', header: 'customer.column.region', width: 24 },
    { key: 'address', header: 'customer.column.address', width: 32 },
    { key: 'period', header: 'customer.column.period', width: 24 },
    { key: 'orderCount', header: 'customer.column.orderCount', type: 'number', width: 10 },
    { key: 'orderAmount', header: 'customer.column.orderAmount', width: 16 },
    { key: 'assignedTime', header: 'customer.column.assignedTime', type: 'dateTime', width: 22 },
    { key: 'remark', header: 'customer.column.remark', width: 32 },
    { key: 'createdTime', header: 'customer.column.createdTime', type: 'dateTime', width: 22 },
  ],
  rows: (db, scope, filter: CustomerFilter) =>
    listRows<CustomerRow>(
      (after, limit) => listCustomersAfter(db, scope.partnerId, filter, after?.id, limit),
      (row) => ({
        ...row,
        regionCodes: undefined,
        sellerState: undefined,
        sellerName: row.sellerName ?? translate(scope.locale, 'customer.noSeller'),
        sourceName: translate(scope.locale, `customer.source_${row.source}`),
        period: `${row.dateFrom} ~ ${row.dateTo}`,
      }),
    ),
});
