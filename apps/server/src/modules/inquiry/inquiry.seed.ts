import type { DbOrTx } from '../../db/client';
import type { SeedContext } from '../../platform/seed/seed-context';
import { seedSourcingData } from './sourcing/sourcing.seed';

/** The inquiry demo data, part by part: cooperation partners, batch inquiries and their answers. */
export const seedInquiryData = async (db: DbOrTx, context: SeedContext): Promise<void> => {
  await seedSourcingData(db, context);
};
