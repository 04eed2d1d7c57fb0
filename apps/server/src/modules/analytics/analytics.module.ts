import type { PortalModule } from '../../platform/module';
import { attributeOrdersWith } from '../orders/order-attribution';
import { seedAnalyticsData } from './analytics.seed';
import { dashboardMessages } from './dashboards/dashboards.messages';
import { dashboardRoutes } from './dashboards/dashboards.routes';
import { attributeToSellers } from './sellers/customer-attribution';
import { onOrderCompleted } from '../orders/order-completion';
import { noticeTargetsOnCompletion } from './targets/target-notices';
import { targetCommand } from './targets/target.command';
import { targetMessages } from './targets/targets.messages';
import { targetRoutes } from './targets/targets.routes';
import { taskOverdueTask } from './tasks/task-overdue';
import { taskCommand } from './tasks/task.command';
import { taskMessages } from './tasks/tasks.messages';
import { taskRoutes } from './tasks/tasks.routes';
import { sellerCommand } from './sellers/seller.command';
import { customerExport, sellerExport } from './sellers/sellers.export';
import { sellerMessages } from './sellers/sellers.messages';
import { sellerRoutes } from './sellers/sellers.routes';
import { orderStatExport } from './stats/order-stats.export';
import { reportExport, yearReportExport } from './stats/report.export';
import { reportMessages } from './stats/report.messages';
import { reportRoutes } from './stats/report.routes';
import { statMessages } from './stats/stats.messages';
import { statRoutes } from './stats/stats.routes';

/**
 * Analytics and work management (DOMAIN.md): sellers and their customers, to whom orders are
 * credited (sellers/); order statistics and reports (stats/); targets and their achievement
 * (targets/); tasks (tasks/); the analysis and monitor dashboards (dashboards/). Every figure is read
 * from orders' rollups (orders/order-rollups.service.ts), never by scanning orders.
 */
export const analyticsModule: PortalModule = {
  name: 'analytics',
  routes: [sellerRoutes, statRoutes, reportRoutes, targetRoutes, taskRoutes, dashboardRoutes],
  messages: [sellerMessages, statMessages, reportMessages, targetMessages, taskMessages, dashboardMessages],
  exports: [sellerExport, customerExport, orderStatExport, reportExport, yearReportExport],
  dailyTasks: [taskOverdueTask],
  seed: seedAnalyticsData,
  opsCommands: [sellerCommand, targetCommand, taskCommand],
  connect: () => {
    // New orders are credited to their customer's seller (and new customers recorded), in their transaction.
    attributeOrdersWith(attributeToSellers);
    // A completed order moves the targets covering its day: thresholds reached are told, once each.
    onOrderCompleted(noticeTargetsOnCompletion);
  },
};
