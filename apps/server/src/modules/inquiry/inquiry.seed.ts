import type { DbOrTx } from '../../db/client';
import type { SeedContext } from '../../platform/seed/seed-context';

/** The inquiry module's demo data, part by part. */
export const seedInquiryData = async (_db: DbOrTx, _context: SeedContext): Promise<void> => {};
