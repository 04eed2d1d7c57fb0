import { viewCodeOf } from '../menu';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import { OrderStatQuerySchema, OrderStatSchema } from './stats';

/** Reading the order statistics: the page's view code (MENU.md: 统计 › 订单统计). */
const readOrderStats = viewCodeOf('/stat/order');

/** Order statistics (/stat/order): counts and amounts by period, compared, and their export. */
export const orderStat = endpoints('analytics', 'orderStat', {
  query: {
    method: 'POST',
    path: '/api/trade/stat/order',
    summary:
      'Orders placed and completed by day, week or month over a period, with the summary compared with the previous period and a year earlier',
    description:
      'Read from the order rollups (never the orders). Placed: orders that stand (not cancelled nor refused) by the local day they were placed; completed: by the day they completed. `channelIds` (0: entered by hand) and `sellerIds` (0: none) filter both. The period is at most 92 days by day, 53 weeks by week, 36 months by month.',
    auth: readOrderStats,
    body: OrderStatQuerySchema,
    data: OrderStatSchema,
  },
  export: {
    method: 'POST',
    path: '/api/trade/stat/order/export',
    summary: 'Exports the statistic table of the period (a task of the export centre)',
    auth: readOrderStats,
    body: OrderStatQuerySchema,
    data: ExportRequestedSchema,
  },
});
