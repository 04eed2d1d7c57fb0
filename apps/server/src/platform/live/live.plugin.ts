import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { flushWal } from '../../db/client';
import { createLiveHub, type LiveHub } from './live-hub';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/**
 * The process' live hub (platform/live/live-hub.ts), listening from the start. Closing the app
 * ends the open event streams first (they would keep the server from closing), then stops listening.
 */
export const livePlugin = fp(async (app: FastifyInstance) => {
  const hub = await createLiveHub(
    app.deps.database,
    (error) => app.log.error({ err: error }, 'a live event could not be delivered'),
    () => flushWal(app.deps.database.db),
  );
  app.decorate('live', hub);
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', () => hub.close());
});
