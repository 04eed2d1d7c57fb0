import type { DbOrTx } from '../../db/client';
import type { SeedContext } from '../../platform/seed/seed-context';
import { seedInquiries } from './inquiries/inquiry.seed';

/** The inquiry module's demo data, part by part: inquiries received and quotations. */
export const seedInquiryData = async (db: DbOrTx, context: SeedContext): Promise<void> => {
  await seedInquiries(db, context);
};
