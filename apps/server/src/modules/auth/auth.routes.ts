import type { FastifyInstance } from 'fastify';
import { registerMessages } from '../../platform/i18n/translate';
import { registerDailyTask } from '../../platform/jobs/daily-tasks';
import { accountsRoutes } from './accounts.routes';
import { authMessages } from './auth.messages';
import { purgeLoginThrottles } from './login-throttle.service';
import { sessionRoutes } from './session.routes';
import { signupRoutes } from './signup.routes';

registerMessages(authMessages);

/** Drops the sign-in failures that are forgotten anyway (03:30 local time). */
export const PURGE_LOGIN_THROTTLES_TASK = 'auth.purge-login-throttles';
registerDailyTask({
  name: PURGE_LOGIN_THROTTLES_TASK,
  at: { hour: 3, minute: 30 },
  run: async (context) => {
    const purged = await purgeLoginThrottles(context.db);
    if (purged > 0) context.log.info({ count: purged }, 'sign-in failures purged');
  },
});

/** The auth module: sign-in and session, sign-up, sub-accounts and roles. */
export const authRoutes = async (app: FastifyInstance) => {
  await app.register(sessionRoutes);
  await app.register(signupRoutes);
  await app.register(accountsRoutes);
};
