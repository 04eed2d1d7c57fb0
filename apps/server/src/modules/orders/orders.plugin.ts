import type { FastifyInstance } from 'fastify';
import { registerMessages } from '../../platform/i18n/translate';
import { ordersMessages } from './orders.messages';
import { ordersRoutes } from './orders.routes';

registerMessages(ordersMessages);

/** The orders module. */
export const ordersModule = async (app: FastifyInstance) => {
  await app.register(ordersRoutes);
};
