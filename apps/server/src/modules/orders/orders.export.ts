import { OrderExportFilterSchema, type OrderRow } from '@portal/shared/contracts/orders';
import { COMMON_COLUMNS } from '../../platform/export/export-columns';
import { listRows, defineExport } from '../../platform/export/export-registry';
import { translate } from '../../platform/i18n/translate';
import { listOrdersAfter } from './orders.service';

export const ORDER_EXPORT = 'orders';

/** Listed in the module's manifest. */
export const orderExport = defineExport(ORDER_EXPORT, {
  name: 'order.exportName',
  filter: OrderExportFilterSchema,
  columns: [
    { key: 'orderNo', header: 'order.column.orderNo', width: 24 },
    { key: 'channelName', header: 'order.column.channel', width: 12 },
    { key: 'sourceName', header: 'order.column.source', width: 12 },
    { key: 'customerName', header: 'order.column.customer', width: 30 },
    { key: 'receiverName', header: 'order.column.receiver', width: 12 },
    { key: 'receiverPhone', header: 'order.column.phone', width: 16 },
    { key: 'regionName', header: 'order.column.region', width: 24 },
    { key: 'itemsAmount', header: 'order.column.itemsAmount', width: 14 },
    { key: 'freight', header: 'order.column.freight', width: 10 },
    { key: 'totalAmount', header: 'order.column.totalAmount', width: 14 },
    { key: 'stateName', header: 'order.column.state', width: 12 },
    { ...COMMON_COLUMNS.reason, width: 24 },
    { key: 'orderTime', header: 'order.column.orderTime', type: 'dateTime', width: 22 },
  ],
  rows: (db, scope, filter) => {
    const now = new Date();
    return listRows<OrderRow>(
      (after, limit) => listOrdersAfter(db, scope.partnerId, filter, after, limit, now),
      ({ blockers: _blockers, ...row }) => ({
        ...row,
        sourceName: translate(scope.locale, `order.source_${row.source}`),
        stateName: translate(scope.locale, `order.state_${row.state}`),
      }),
    );
  },
});
