import type { PortalModule } from '../../platform/module';

/**
 * Settlement: statements per channel and period and their confirmation (statements/), payments
 * received from customers, their allocation to orders and the match suggestions (payments/).
 * Orders' money columns are kept through orders' service (orders/order-statement.ts, order-money.ts).
 */
export const settlementModule: PortalModule = {
  name: 'settlement',
  routes: [],
  messages: [],
};
