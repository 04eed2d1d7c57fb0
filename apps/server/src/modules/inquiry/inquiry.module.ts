import type { PortalModule } from '../../platform/module';
import { biddingCommand } from './bidding/bidding.command';
import { biddingExport } from './bidding/bidding.export';
import { biddingJobs } from './bidding/bidding.jobs';
import { biddingMessages } from './bidding/bidding.messages';
import { biddingRoutes } from './bidding/bidding.routes';
import { seedInquiryData } from './inquiry.seed';

/**
 * Inquiry: inquiries received and quotations (inquiries/), bidding projects, bids and the bidding
 * room's live events (bidding/), cooperation partners and batch inquiry (sourcing/).
 */
export const inquiryModule: PortalModule = {
  name: 'inquiry',
  routes: [biddingRoutes],
  messages: [biddingMessages],
  exports: [biddingExport],
  jobs: biddingJobs,
  seed: seedInquiryData,
  opsCommands: [biddingCommand],
};
