import type { DbOrTx } from '../../db/client';
import type { SeedContext } from '../../platform/seed/seed-context';
import { seedBidding } from './bidding/bidding.seed';

/** The inquiry demo data, part by part. */
export const seedInquiryData = async (db: DbOrTx, context: SeedContext): Promise<void> => {
  await seedBidding(db, context);
};
