import type { DbOrTx } from '../../db/client';
import type { SeedContext } from '../../platform/seed/seed-context';
import { seedBidding } from './bidding/bidding.seed';
import { seedInquiries } from './inquiries/inquiry.seed';
import { seedSourcingData } from './sourcing/sourcing.seed';

/**
 * The inquiry module's demo data, part by part: inquiries received and quotations, bidding projects
 * and bids, cooperation partners with batch inquiries and their answers.
 */
export const seedInquiryData = async (db: DbOrTx, context: SeedContext): Promise<void> => {
  await seedInquiries(db, context);
  await seedBidding(db, context);
  await seedSourcingData(db, context);
};
