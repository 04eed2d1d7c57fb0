import { session } from '@portal/shared/contracts/auth.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/auth/guard';
import { revokeSession } from './sessions.service';
import { issueCaptcha } from '../../platform/captcha';
import { msgOf, ok } from '../../platform/envelope';
import { serve } from '../../platform/http/serve';
import { login } from './login.service';
import { userMenusOf } from './menus';
import { changePassword } from './password.service';
import { profileOf, updateProfile } from './profile.service';

/** Captcha, sign-in and -out, the signed-in user's profile, menus and password. */
export const sessionRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const policy = { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours };
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  serve(app, session.captcha, async () => ok(await issueCaptcha(db)), perMinute(config.authRateLimit * 3));

  serve(
    app,
    session.login,
    async (request) => {
      const token = await login(db, request.body, {
        captcha: config.captcha,
        policy,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      return ok({ token }, msgOf(request, 'auth.loggedIn'));
    },
    perMinute(config.authRateLimit),
  );

  // Public: signing out with an expired token is not an error.
  serve(app, session.logout, async (request) => {
    if (request.auth) await revokeSession(db, request.auth.partnerId, request.auth.sessionId);
    return ok(null, msgOf(request, 'auth.loggedOut'));
  });

  serve(app, session.profile, async (request) => ok(profileOf(authOf(request))));

  serve(app, session.updateProfile, async (request) => {
    const updated = await updateProfile(db, authOf(request), request.body);
    return ok(profileOf(updated), msgOf(request, 'auth.profileSaved'));
  });

  serve(app, session.menus, async (request) => ok(userMenusOf(authOf(request))));

  serve(
    app,
    session.changePassword,
    async (request) => {
      await changePassword(db, authOf(request), request.body);
      return ok(null, msgOf(request, 'auth.passwordChanged'));
    },
    perMinute(config.authRateLimit),
  );
};
