import type { DbOrTx } from '../../db/client';
import type { SeedContext } from '../../platform/seed/seed-context';
import { seedScmGoods } from './goods/scm-goods.seed';
import { seedPurchaseDocuments } from './purchase/purchase-documents.seed';
import { seedPurchases } from './purchase/purchase.seed';
import { seedSuppliers } from './suppliers/suppliers.seed';
import { seedTransactions } from './transactions/transactions.seed';

/**
 * The scm module's demo data, part by part, each reading what the one before made: suppliers,
 * referrers and labels; SCM goods linked to sold catalog SKUs, cost histories and authorizations;
 * purchase orders in every state with sign codes and a cart; their contracts, invoices and invoice
 * mailings in every state; back-to-back purchases and the transactions of purchases and sales.
 */
export const seedScmData = async (db: DbOrTx, context: SeedContext): Promise<void> => {
  await seedSuppliers(db, context);
  await seedScmGoods(db, context);
  await seedPurchases(db, context);
  await seedPurchaseDocuments(db, context);
  await seedTransactions(db, context);
};
