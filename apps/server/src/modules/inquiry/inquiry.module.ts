import type { PortalModule } from '../../platform/module';
import { seedInquiryData } from './inquiry.seed';
import { sourcingCommand } from './sourcing/sourcing.command';
import { cooperatorExport, procurePriceExport, sourcingExport } from './sourcing/sourcing.export';
import { closeAtDeadlineJob } from './sourcing/sourcing.jobs';
import { sourcingMessages } from './sourcing/sourcing.messages';
import { sourcingRoutes } from './sourcing/sourcing.routes';

/**
 * Inquiry: the partner's own requests for prices to its cooperation partners and the prices
 * collected (sourcing/).
 */
export const inquiryModule: PortalModule = {
  name: 'inquiry',
  routes: [sourcingRoutes],
  messages: [sourcingMessages],
  exports: [cooperatorExport, sourcingExport, procurePriceExport],
  jobs: [closeAtDeadlineJob],
  seed: seedInquiryData,
  opsCommands: [sourcingCommand],
};
