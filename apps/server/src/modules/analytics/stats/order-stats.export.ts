import { type OrderStatQuery, OrderStatQuerySchema } from '@portal/shared/contracts/stats';
import { defineExport } from '../../../platform/export/export-registry';
import { orderStatistic } from './order-stats.service';

export const ORDER_STAT_EXPORT = 'stat-orders';

/** The statistic table of a period (one row per day, week or month) through the export centre. */
export const orderStatExport = defineExport(ORDER_STAT_EXPORT, {
  name: 'stat.exportName',
  filter: OrderStatQuerySchema,
  columns: [
    { key: 'period', header: 'stat.column.period', width: 14 },
    { key: 'orders', header: 'stat.column.orders', type: 'number', width: 12 },
    { key: 'amount', header: 'stat.column.amount', width: 16 },
    { key: 'completedOrders', header: 'stat.column.completedOrders', type: 'number', width: 14 },
    { key: 'completedAmount', header: 'stat.column.completedAmount', width: 16 },
    { key: 'previousPeriod', header: 'stat.column.previousPeriod', width: 14 },
    { key: 'previousOrders', header: 'stat.column.previousOrders', type: 'number', width: 14 },
    { key: 'previousAmount', header: 'stat.column.previousAmount', width: 18 },
    {
      key: 'previousCompletedOrders',
      header: 'stat.column.previousCompletedOrders',
      type: 'number',
      width: 16,
    },
    { key: 'previousCompletedAmount', header: 'stat.column.previousCompletedAmount', width: 18 },
  ],
  // At most a few hundred periods (STAT_MAX_PERIODS): one batch, read from the rollups.
  rows: async function* (db, scope, filter: OrderStatQuery) {
    const stat = await orderStatistic(db, scope.partnerId, filter);
    yield stat.rows.map((row) => ({ ...row }));
  },
});
