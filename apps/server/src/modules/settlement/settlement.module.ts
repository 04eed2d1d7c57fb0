import type { PortalModule } from '../../platform/module';
import { paymentCommand } from './payments/payment.command';
import { paymentExport } from './payments/payment.export';
import { paymentMessages } from './payments/payment.messages';
import { paymentRoutes } from './payments/payment.routes';
import { seedSettlementData } from './settlement.seed';
import { settlementCommand } from './statements/settlement.command';
import { proofExport, statementExport } from './statements/statement.export';
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
  routes: [statementRoutes, paymentRoutes],
  messages: [statementMessages, paymentMessages],
  exports: [statementExport, proofExport, paymentExport],
  dailyTasks: [monthlyStatementsTask],
  seed: seedSettlementData,
  opsCommands: [settlementCommand, paymentCommand],
};
