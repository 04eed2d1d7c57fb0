import {
  type Delivery,
  DeliveryFilterSchema,
  PurchaseExportFilterSchema,
  type PurchaseRow,
} from '@portal/shared/contracts/purchase';
import { defineExport, listRows } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listPurchasesAfter } from './purchase.service';
import { listDeliveriesAfter } from './sign-code.service';

export const PURCHASE_EXPORT = 'purchaseOrders';
export const DELIVERY_EXPORT = 'purchaseDeliveries';

/** The purchase orders through the export centre. */
export const purchaseExport = defineExport(PURCHASE_EXPORT, {
  name: 'purchase.exportName',
  filter: PurchaseExportFilterSchema,
  columns: [
    { key: 'purchaseNo', header: 'purchase.column.purchaseNo', width: 18 },
    { key: 'supplierName', header: 'purchase.column.supplierName', width: 28 },
    { key: 'stateName', header: 'purchase.column.state', width: 10 },
    { key: 'itemCount', header: 'purchase.column.itemCount', type: 'number', width: 8 },
    { key: 'itemsAmount', header: 'purchase.column.itemsAmount', width: 14 },
    { key: 'freight', header: 'purchase.column.freight', width: 10 },
    { key: 'totalAmount', header: 'purchase.column.totalAmount', width: 14 },
    { key: 'receiverName', header: 'purchase.column.receiverName', width: 12 },
    { key: 'receiverPhone', header: 'purchase.column.receiverPhone', width: 16 },
    { key: 'fullAddress', header: 'purchase.column.address', width: 40 },
    { key: 'salesOrderNo', header: 'purchase.column.salesOrderNo', width: 22 },
    { key: 'contractStateName', header: 'purchase.column.contractState', width: 10 },
    { key: 'invoiceStateName', header: 'purchase.column.invoiceState', width: 10 },
    { key: 'remark', header: 'purchase.column.remark', width: 30 },
    { key: 'reason', header: 'purchase.column.reason', width: 24 },
    { key: 'createdTime', header: 'purchase.column.createdTime', type: 'dateTime', width: 20 },
    { key: 'submittedTime', header: 'purchase.column.submittedTime', type: 'dateTime', width: 20 },
    { key: 'shippedTime', header: 'purchase.column.shippedTime', type: 'dateTime', width: 20 },
    { key: 'receivedTime', header: 'purchase.column.receivedTime', type: 'dateTime', width: 20 },
  ],
  rows: (db, scope, filter) =>
    listRows<PurchaseRow>(
      (after, limit) => listPurchasesAfter(db, scope.partnerId, filter, scope.timeZone, after?.id, limit),
      ({ regionCodes: _codes, ...row }) => ({
        ...row,
        stateName: translate(scope.locale, `purchase.state_${row.state}`),
        fullAddress: `${row.regionName} ${row.address}`,
        contractStateName: translate(scope.locale, `purchase.document_${row.contractState}`),
        invoiceStateName: translate(scope.locale, `purchase.document_${row.invoiceState}`),
      }),
    ),
});

/** The deliveries and their sign codes' states through the export centre. */
export const deliveryExport = defineExport(DELIVERY_EXPORT, {
  name: 'purchase.delivery.exportName',
  filter: DeliveryFilterSchema,
  columns: [
    { key: 'purchaseNo', header: 'purchase.column.purchaseNo', width: 18 },
    { key: 'supplierName', header: 'purchase.column.supplierName', width: 28 },
    { key: 'expressName', header: 'purchase.column.express', width: 14 },
    { key: 'trackingNo', header: 'purchase.column.trackingNo', width: 22 },
    { key: 'receiverName', header: 'purchase.column.receiverName', width: 12 },
    { key: 'receiverPhone', header: 'purchase.column.receiverPhone', width: 16 },
    { key: 'codeStateName', header: 'purchase.column.codeState', width: 10 },
    { key: 'failedAttempts', header: 'purchase.column.failedAttempts', type: 'number', width: 10 },
    { key: 'shippedTime', header: 'purchase.column.shippedTime', type: 'dateTime', width: 20 },
    { key: 'signedTime', header: 'purchase.column.signedTime', type: 'dateTime', width: 20 },
  ],
  rows: (db, scope, filter) =>
    listRows<Delivery>(
      (after, limit) => listDeliveriesAfter(db, scope.partnerId, filter, scope.timeZone, after?.id, limit),
      (row) => ({ ...row, codeStateName: translate(scope.locale, `purchase.codeState_${row.codeState}`) }),
    ),
});
