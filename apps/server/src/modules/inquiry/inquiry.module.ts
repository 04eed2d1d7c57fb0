import type { PortalModule } from '../../platform/module';
import { inquiryCommand } from './inquiries/inquiry.command';
import { commodityPriceExport, inquiryExport, quotationExport } from './inquiries/inquiry.export';
import { inquiryDailyTask, inquiryDeadlineJob } from './inquiries/inquiry.jobs';
import { inquiryMessages } from './inquiries/inquiry.messages';
import { awardsSimulator, inquiriesSimulator } from './inquiries/inquiry-simulator';
import { inquiryRoutes } from './inquiries/inquiry.routes';
import { seedInquiryData } from './inquiry.seed';

/**
 * Inquiry, quotation and bidding (DOMAIN.md): inquiries received from channels' buyers and the
 * partner's quotations, price position and commodity prices (inquiries/). Won quotations become
 * orders through orders' service (orders/order-intake.service.ts); inquiry reads catalog and orders
 * through their service functions only.
 */
export const inquiryModule: PortalModule = {
  name: 'inquiry',
  routes: [inquiryRoutes],
  messages: [inquiryMessages],
  exports: [inquiryExport, quotationExport, commodityPriceExport],
  jobs: [inquiryDeadlineJob],
  dailyTasks: [inquiryDailyTask],
  seed: seedInquiryData,
  opsCommands: [inquiryCommand],
  simulators: [inquiriesSimulator, awardsSimulator],
};
