import type { ComponentType } from 'react';
import { pagesOf } from '../../shared/lazy-page';

const files = import.meta.glob<{ default: ComponentType }>('./*/pages/*Page.tsx');

/** The analytics and work-management screens: menu path (MENU.md) -> its lazily loaded page. */
export const analyticsPages = pagesOf(files, {
  // Sellers and their customers (sellers/).
  '/seller/list': './sellers/pages/SellerListPage',
  '/seller/customer': './sellers/pages/CustomerListPage',
  // Order statistics and reports (stats/).
  '/stat/order': './stats/pages/OrderStatPage',
  '/report/index': './stats/pages/ReportPage',
  // Targets (targets/).
  '/target/index': './targets/pages/TargetListPage',
  // Tasks (tasks/).
  '/task/index': './tasks/pages/TaskListPage',
  // The analysis and monitor dashboards (dashboards/).
  '/dashboard/analysis': './dashboards/pages/AnalysisPage',
  '/dashboard/monitor': './dashboards/pages/MonitorPage',
});
