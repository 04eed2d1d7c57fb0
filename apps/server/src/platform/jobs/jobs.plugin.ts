import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobWorker, type JobWorker } from './job-worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
  }
}

/**
 * The application's job worker. main.ts starts it when JOBS=on; closing the app stops it after the
 * job in hand, before the database is closed.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const worker = createJobWorker({
    db: app.deps.database.db,
    storage: app.storage,
    config: app.deps.config,
    log: app.log,
  });
  app.decorate('jobs', worker);
  app.addHook('onClose', () => worker.stop());
});
