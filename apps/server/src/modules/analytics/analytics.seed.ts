import type { DbOrTx } from '../../db/client';
import type { SeedContext } from '../../platform/seed/seed-context';
import { seedSellersData } from './sellers/sellers.seed';

/**
 * The analytics module's demo data, part by part, each reading what the one before made: sellers
 * and their customers (with new orders credited to them, through the real intake and transitions);
 * targets; tasks. Statistics, reports and dashboards read the rollups the orders made.
 */
export const seedAnalyticsData = async (db: DbOrTx, context: SeedContext): Promise<void> => {
  // Each part adds its line here: sellers, targets, tasks.
  await seedSellersData(db, context);
  void db;
  void context;
};
