import type { Database } from './db/client';
import { MODULES } from './modules';

/**
 * Brings a database to the code's schema (migrations) and the modules' reference data (channels,
 * category trees). Beside app.ts rather than in db/: it calls the modules, which db/ never imports.
 */
export const prepareDatabase = async (database: Database): Promise<void> => {
  await database.migrate();
  for (const module of MODULES) await module.prepare?.(database.db);
};
