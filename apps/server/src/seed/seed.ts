import type { Db } from '../db/client';
import { hasDemoPartners, seedDemoPartners } from '../modules/auth/auth.seed';
import { seedCatalogData } from '../modules/catalog/catalog.seed';
import { seedOrdersData } from '../modules/orders/orders.seed';
import { seedPartnerData } from '../modules/partner/partner.seed';
import type { SeedStep } from '../platform/seed/seed-context';
import { loadUrlSigningKey } from '../platform/storage/signed-url';
import type { FileStorage } from '../platform/storage/storage';

/**
 * The steps after the partners, in order. A module adds its demo data with a `<module>.seed.ts`
 * beside the module (a SeedStep, platform/seed/seed-context.ts) and one line here (e.g.
 * seedPartnerData: notices, announcements, payback accounts).
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
