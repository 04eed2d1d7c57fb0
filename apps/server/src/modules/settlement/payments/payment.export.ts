import { PaymentExportFilterSchema, type PaymentRow } from '@portal/shared/contracts/settlement';
import { defineExport, listRows } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { listPaymentsAfter } from './payment.service';

export const PAYMENT_EXPORT = 'payments';

/** The payments list through the export centre; listed in the module's manifest. */
export const paymentExport = defineExport(PAYMENT_EXPORT, {
  name: 'payment.exportName',
  filter: PaymentExportFilterSchema,
  columns: [
    { key: 'payer', header: 'payment.column.payer', width: 30 },
    { key: 'amount', header: 'payment.column.amount', width: 14 },
    { key: 'allocatedAmount', header: 'payment.column.allocated', width: 14 },
    { key: 'restAmount', header: 'payment.column.rest', width: 14 },
    { key: 'paidDate', header: 'payment.column.paidDate', width: 12 },
    { key: 'bankSerial', header: 'payment.column.serial', width: 26 },
    { key: 'remark', header: 'payment.column.remark', width: 36 },
    { key: 'stateName', header: 'payment.column.state', width: 12 },
    { key: 'sourceName', header: 'payment.column.source', width: 12 },
    { key: 'createdTime', header: 'payment.column.createdTime', type: 'dateTime', width: 22 },
  ],
  rows: (db, scope, filter) =>
    listRows<PaymentRow>(
      (after, limit) => listPaymentsAfter(db, scope.partnerId, filter, after?.id, limit),
      (row) => ({
        ...row,
        stateName: translate(scope.locale, `payment.state_${row.state}`),
        sourceName: translate(scope.locale, `payment.source_${row.source}`),
      }),
    ),
});
