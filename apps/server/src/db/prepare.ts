import { installCatalogReferenceData } from '../modules/catalog/catalog-reference-data';
import type { Database } from './client';

/** Brings a database to the code's schema (migrations) and reference data (channels, category trees). */
export const prepareDatabase = async (database: Database): Promise<void> => {
  await database.migrate();
  await installCatalogReferenceData(database.db);
};
