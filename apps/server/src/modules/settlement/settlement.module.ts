import type { PortalModule } from '../../platform/module';
import { seedSettlementData } from './settlement.seed';
import { settlementCommand } from './statements/settlement.command';
import { statementExport } from './statements/statement.export';
import { statementMessages } from './statements/statement.messages';
import { statementRoutes } from './statements/statement.routes';
import { monthlyStatementsTask } from './statements/statement.tasks';

/**
 * Settlement: statements per channel and period and their confirmation (statements/), payments
 * received from customers, their allocation to orders and the match suggestions (payments/).
 * Orders' money columns are kept through orders' service (orders/order-statement.ts, order-money.ts).
 */
export const settlementModule: PortalModule = {
  name: 'settlement',
  routes: [statementRoutes],
  messages: [statementMessages],
  exports: [statementExport],
  dailyTasks: [monthlyStatementsTask],
  seed: seedSettlementData,
  opsCommands: [settlementCommand],
};
