import type { PortalModule } from '../../platform/module';
import { biddingCommand } from './bidding/bidding.command';
import { biddingExport } from './bidding/bidding.export';
import { biddingJobs } from './bidding/bidding.jobs';
import { biddingMessages } from './bidding/bidding.messages';
import { biddingRoutes } from './bidding/bidding.routes';
import { inquiryCommand } from './inquiries/inquiry.command';
import { commodityPriceExport, inquiryExport, quotationExport } from './inquiries/inquiry.export';
import { inquiryDailyTask, inquiryDeadlineJob } from './inquiries/inquiry.jobs';
import { inquiryMessages } from './inquiries/inquiry.messages';
import { awardsSimulator, inquiriesSimulator } from './inquiries/inquiry-simulator';
import { inquiryRoutes } from './inquiries/inquiry.routes';
import { seedInquiryData } from './inquiry.seed';
import { sourcingCommand } from './sourcing/sourcing.command';
import { cooperatorExport, procurePriceExport, sourcingExport } from './sourcing/sourcing.export';
import { closeAtDeadlineJob } from './sourcing/sourcing.jobs';
import { sourcingMessages } from './sourcing/sourcing.messages';
import { sourcingRoutes } from './sourcing/sourcing.routes';

/**
 * Inquiry, quotation and bidding (DOMAIN.md): inquiries received from channels' buyers and the
 * partner's quotations, price position and commodity prices (inquiries/); bidding projects, bids and
 * the bidding room's live events (bidding/); the partner's own requests for prices to its cooperation
 * partners and the prices collected (sourcing/). Won quotations become orders through orders' service
 * (orders/order-intake.service.ts); inquiry reads catalog and orders through their service functions.
 */
export const inquiryModule: PortalModule = {
  name: 'inquiry',
  routes: [inquiryRoutes, biddingRoutes, sourcingRoutes],
  messages: [inquiryMessages, biddingMessages, sourcingMessages],
  exports: [
    inquiryExport,
    quotationExport,
    commodityPriceExport,
    biddingExport,
    cooperatorExport,
    sourcingExport,
    procurePriceExport,
  ],
  jobs: [inquiryDeadlineJob, ...biddingJobs, closeAtDeadlineJob],
  dailyTasks: [inquiryDailyTask],
  seed: seedInquiryData,
  opsCommands: [inquiryCommand, biddingCommand, sourcingCommand],
  simulators: [inquiriesSimulator, awardsSimulator],
};
