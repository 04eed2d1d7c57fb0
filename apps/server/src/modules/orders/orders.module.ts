import type { PortalModule } from '../../platform/module';
import { orderExport } from './orders.export';
import { accountingSyncJob } from './accounting-sync';
import { orderCommand } from './order.command';
import { ordersMessages } from './orders.messages';
import { ordersRoutes } from './orders.routes';
import { seedOrdersData } from './orders.seed';
import { ordersSimulator, simulateCommand } from './simulate.command';

/** Orders through delivery, sign-off, contract and invoice; overtime, manual orders, accounting sync. */
export const ordersModule: PortalModule = {
  name: 'orders',
  routes: [ordersRoutes],
  messages: [ordersMessages],
  exports: [orderExport],
  jobs: [accountingSyncJob],
  seed: seedOrdersData,
  opsCommands: [orderCommand, simulateCommand],
  simulators: [ordersSimulator],
};
