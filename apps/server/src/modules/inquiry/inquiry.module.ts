import type { PortalModule } from '../../platform/module';
import { inquiryMessages } from './inquiries/inquiry.messages';
import { seedInquiryData } from './inquiry.seed';

/**
 * Inquiry, quotation and bidding (DOMAIN.md): inquiries received from channels' buyers and the
 * partner's quotations, price position and commodity prices (inquiries/). Won quotations become
 * orders through orders' service (orders/order-intake.service.ts); inquiry reads catalog and orders
 * through their service functions only.
 */
export const inquiryModule: PortalModule = {
  name: 'inquiry',
  routes: [],
  messages: [inquiryMessages],
  exports: [],
  jobs: [],
  dailyTasks: [],
  seed: seedInquiryData,
  opsCommands: [],
};
