import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMessages } from '../../platform/i18n/translate';
import { accountsRoutes } from './accounts.routes';
import { authMessages } from './auth.messages';
import { sessionRoutes } from './session.routes';
import { signupRoutes } from './signup.routes';

registerMessages(authMessages);

/** The auth module: sign-in and session, sign-up, sub-accounts and roles. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionRoutes);
  await app.register(signupRoutes);
  await app.register(accountsRoutes);
};
