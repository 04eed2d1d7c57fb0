import type { Db } from '../db/client';
import { hasDemoPartners, seedDemoPartners } from '../modules/auth/auth.seed';
import { installModules, MODULES } from '../modules';
import type { SeedStep } from '../platform/seed/seed-context';
import { loadUrlSigningKey } from '../platform/storage/signed-url';
import type { FileStorage } from '../platform/storage/storage';

/**
 * The steps after the partners: each module's `seed` (its `<module>.seed.ts`, a SeedStep of
 * platform/seed/seed-context.ts) in the order of modules/index.ts.
 */
const seedSteps = (): SeedStep[] => MODULES.flatMap((module) => (module.seed ? [module.seed] : []));

/**
 * The demo data set (deterministic): two active partners with their admins `demo` and `demo-b`,
 * the sub-account `demo-staff`, then every step of SEED_STEPS, all in one transaction.
 * Returns false, doing nothing, when the demo partners exist already.
 */
export const seedDemo = async (
  db: Db,
  options: { storage: FileStorage; timeZone: string },
): Promise<boolean> => {
  installModules();
  // Documents of the demo data answer with signed links.
  await loadUrlSigningKey(db);
  return db.transaction(async (tx) => {
    if (await hasDemoPartners(tx)) return false;
    const partners = await seedDemoPartners(tx);
    for (const step of seedSteps()) await step(tx, { partners, ...options });
    return true;
  });
};
