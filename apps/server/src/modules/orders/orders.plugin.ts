import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMessages } from '../../platform/i18n/translate';
import { ordersMessages } from './orders.messages';
import { ordersRoutes } from './orders.routes';

registerMessages(ordersMessages);

/** The orders module. */
export const ordersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(ordersRoutes);
};
