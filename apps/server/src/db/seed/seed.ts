import type { Db, DbOrTx } from '../client';
import { seedPartnerData } from './partner-data.seed';
import { type DemoPartners, hasDemoPartners, seedDemoPartners } from './partners.seed';

/** A seed step after the partners: it adds its module's demo data for partners A and B. */
export type SeedStep = (db: DbOrTx, partners: DemoPartners) => Promise<void>;

/**
 * The steps after the partners, in order. A module adds its demo data with a `<module>.seed.ts`
 * beside this file and one line here (e.g. seedPartnerData: notices, announcements, payback accounts).
 */
const SEED_STEPS: readonly SeedStep[] = [seedPartnerData];

/**
 * The demo data set (deterministic): two active partners with their admins `demo` and `demo-b`,
 * the sub-account `demo-staff`, then every step of SEED_STEPS, all in one transaction.
 * Returns false, doing nothing, when the demo partners exist already.
 */
export const seedDemo = async (db: Db): Promise<boolean> =>
  db.transaction(async (tx) => {
    if (await hasDemoPartners(tx)) return false;
    const partners = await seedDemoPartners(tx);
    for (const step of SEED_STEPS) await step(tx, partners);
    return true;
  });
