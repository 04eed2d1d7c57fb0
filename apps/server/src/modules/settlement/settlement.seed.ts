import type { SeedStep } from '../../platform/seed/seed-context';
import { seedStatements } from './statements/statement.seed';

/** The settlement module's demo data, step by step: statements in every state. */
export const seedSettlementData: SeedStep = async (db, context) => {
  await seedStatements(db, context);
};
