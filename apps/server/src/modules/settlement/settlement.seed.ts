import type { DbOrTx } from '../../db/client';
import type { SeedContext } from '../../platform/seed/seed-context';
import { seedPayments } from './payments/payment.seed';
import { seedStatements } from './statements/statement.seed';

/** The settlement demo data, in order: statements of the completed orders, then payments and matches. */
export const seedSettlementData = async (db: DbOrTx, context: SeedContext): Promise<void> => {
  await seedStatements(db, context);
  await seedPayments(db, context);
};
