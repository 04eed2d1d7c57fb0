import type { PortalModule } from '../../platform/module';
import { attributeOrdersWith } from '../orders/order-attribution';
import { seedAnalyticsData } from './analytics.seed';
import { dashboardMessages } from './dashboards/dashboards.messages';
import { dashboardRoutes } from './dashboards/dashboards.routes';
import { attributeToSellers } from './sellers/customer-attribution';
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
  routes: [sellerRoutes, statRoutes, reportRoutes, dashboardRoutes],
  messages: [sellerMessages, statMessages, reportMessages, dashboardMessages],
  exports: [sellerExport, customerExport, orderStatExport, reportExport, yearReportExport],
  opsCommands: [sellerCommand],
  seed: seedAnalyticsData,
  // New orders are credited to their customer's seller (and new customers recorded), in their transaction.
  connect: () => attributeOrdersWith(attributeToSellers),
};
