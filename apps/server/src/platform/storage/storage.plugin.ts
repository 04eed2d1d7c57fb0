import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage } from './create-storage';
import { loadUrlSigningKey } from './signed-url';
import type { FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Gives the application its file storage and loads the key of signed file links. */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('storage', await createStorage(app.deps.config));
  await loadUrlSigningKey(app.deps.database.db);
});
