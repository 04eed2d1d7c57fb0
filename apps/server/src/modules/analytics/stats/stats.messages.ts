import { type MessageCatalog, messagesOf } from '../../../platform/i18n/catalog';

/** Order statistics (errors, export name and headers). */
export const statMessages: MessageCatalog = messagesOf({
  'zh-CN': {
    'stat.periodTooLong': '统计时间段过长：按日最多 92 天，按周最多 53 周，按月最多 36 个月',
    'stat.exportName': '订单统计',
    'stat.column.period': '时间',
    'stat.column.orders': '下单数',
    'stat.column.amount': '下单金额',
    'stat.column.completedOrders': '完成订单数',
    'stat.column.completedAmount': '完成金额',
    'stat.column.previousPeriod': '上期时间',
    'stat.column.previousOrders': '上期下单数',
    'stat.column.previousAmount': '上期下单金额',
    'stat.column.previousCompletedOrders': '上期完成订单数',
    'stat.column.previousCompletedAmount': '上期完成金额',
  },
  'zh-TW': {
    'stat.periodTooLong': '統計時間段過長：按日最多 92 天，按週最多 53 週，按月最多 36 個月',
    'stat.exportName': '訂單統計',
    'stat.column.period': '時間',
    'stat.column.orders': '下單數',
    'stat.column.amount': '下單金額',
    'stat.column.completedOrders': '完成訂單數',
    'stat.column.completedAmount': '完成金額',
    'stat.column.previousPeriod': '上期時間',
    'stat.column.previousOrders': '上期下單數',
    'stat.column.previousAmount': '上期下單金額',
    'stat.column.previousCompletedOrders': '上期完成訂單數',
    'stat.column.previousCompletedAmount': '上期完成金額',
  },
  en: {
    'stat.periodTooLong':
      'The period is too long: at most 92 days by day, 53 weeks by week, 36 months by month',
    'stat.exportName': 'Order statistics',
    'stat.column.period': 'Period',
    'stat.column.orders': 'Orders placed',
    'stat.column.amount': 'Amount placed',
    'stat.column.completedOrders': 'Orders completed',
    'stat.column.completedAmount': 'Amount completed',
    'stat.column.previousPeriod': 'Previous period',
    'stat.column.previousOrders': 'Previous orders placed',
    'stat.column.previousAmount': 'Previous amount placed',
    'stat.column.previousCompletedOrders': 'Previous orders completed',
    'stat.column.previousCompletedAmount': 'Previous amount completed',
  },
});
