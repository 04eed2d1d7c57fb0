import type { DbOrTx } from '../../db/client';
import type { FileStorage } from '../storage/storage';

export type DemoPartner = { id: number; partnerNo: string; name: string; adminId: number };
/** What the demo partners step made (the auth module's seedDemoPartners), for the steps after it. */
export type DemoPartners = { a: DemoPartner & { staffId: number; staffRoleId: number }; b: DemoPartner };

/** What a seed step works with: the demo partners, file storage (for documents) and the time zone. */
export type SeedContext = { partners: DemoPartners; storage: FileStorage; timeZone: string };

/** A seed step after the partners: it adds its module's demo data for partners A and B. */
export type SeedStep = (db: DbOrTx, context: SeedContext) => Promise<void>;
