import type { DailyTask } from '../../platform/jobs/daily-tasks';
import type { PortalModule } from '../../platform/module';
import { accountsRoutes } from './accounts.routes';
import { authMessages } from './auth.messages';
import { purgeLoginThrottles } from './login-throttle.service';
import { sessionRoutes } from './session.routes';
import { signupRoutes } from './signup.routes';
import { smsCommand } from './sms.command';

/** Drops the sign-in failures that are forgotten anyway (03:30 local time). */
export const PURGE_LOGIN_THROTTLES_TASK = 'auth.purge-login-throttles';
const purgeLoginThrottlesTask: DailyTask = {
  name: PURGE_LOGIN_THROTTLES_TASK,
  at: { hour: 3, minute: 30 },
  run: async (context) => {
    const purged = await purgeLoginThrottles(context.db);
    if (purged > 0) context.log.info({ count: purged }, 'sign-in failures purged');
  },
};

/**
 * Sign-in and the session store, sign-up, sub-accounts and roles. Its demo data (the demo partners
 * and their accounts, auth.seed.ts) is the first step of the seed, which every other step builds on.
 */
export const authModule: PortalModule = {
  name: 'auth',
  routes: [sessionRoutes, signupRoutes, accountsRoutes],
  messages: [authMessages],
  dailyTasks: [purgeLoginThrottlesTask],
  opsCommands: [smsCommand],
};
