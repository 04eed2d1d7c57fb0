import { loadUrlSigningKey } from '../../platform/storage/signed-url';
import type { FileStorage } from '../../platform/storage/storage';
import type { Db, DbOrTx } from '../client';
import { seedCatalogData } from './catalog.seed';
import { seedOrdersData } from './orders.seed';
import { seedPartnerData } from './partner-data.seed';
import { type DemoPartners, hasDemoPartners, seedDemoPartners } from './partners.seed';

/** What a seed step works with: the demo partners, file storage (for documents) and the time zone. */
export type SeedContext = { partners: DemoPartners; storage: FileStorage; timeZone: string };

/** A seed step after the partners: it adds its module's demo data for partners A and B. */
export type SeedStep = (db: DbOrTx, context: SeedContext) => Promise<void>;

/**
 * The steps after the partners, in order. A module adds its demo data with a `<module>.seed.ts`
 * beside this file and one line here (e.g. seedPartnerData: notices, announcements, payback accounts).
 */
const SEED_STEPS: readonly SeedStep[] = [seedPartnerData, seedCatalogData, seedOrdersData];

/**
 * The demo data set (deterministic): two active partners with their admins `demo` and `demo-b`,
 * the sub-account `demo-staff`, then every step of SEED_STEPS, all in one transaction.
 * Returns false, doing nothing, when the demo partners exist already.
 */
export const seedDemo = async (
  db: Db,
  options: { storage: FileStorage; timeZone: string },
): Promise<boolean> => {
  // Documents of the demo data answer with signed links.
  await loadUrlSigningKey(db);
  return db.transaction(async (tx) => {
    if (await hasDemoPartners(tx)) return false;
    const partners = await seedDemoPartners(tx);
    for (const step of SEED_STEPS) await step(tx, { partners, ...options });
    return true;
  });
};
