import {
  CaptchaSchema,
  LoginInputSchema,
  LoginResultSchema,
  PasswordUpdateInputSchema,
  ProfileSchema,
  ProfileUpdateInputSchema,
  UserMenuGroupSchema,
} from '@portal/shared/contracts/auth';
import { envelopeOf } from '@portal/shared/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/guard';
import { revokeSession } from './sessions.service';
import { issueCaptcha } from '../../platform/captcha';
import { msgOf, ok } from '../../platform/envelope';
import { login } from './login.service';
import { userMenusOf } from './menus';
import { changePassword } from './password.service';
import { profileOf, updateProfile } from './profile.service';

/** Captcha, sign-in and -out, the signed-in user's profile, menus and password. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const policy = { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours };
  const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

  app.post(
    '/api/auth/captcha',
    {
      config: { auth: 'public', rateLimit: perMinute(config.authRateLimit * 3) },
      schema: { tags: ['auth'], security: [], response: { 200: envelopeOf(CaptchaSchema) } },
    },
    async () => ok(await issueCaptcha(db)),
  );

  app.post(
    '/api/auth/login',
    {
      config: { auth: 'public', rateLimit: perMinute(config.authRateLimit) },
      schema: {
        tags: ['auth'],
        security: [],
        body: LoginInputSchema,
        response: { 200: envelopeOf(LoginResultSchema) },
      },
    },
    async (request) => {
      const token = await login(db, request.body, {
        captcha: config.captcha,
        policy,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      return ok({ token }, msgOf(request, 'auth.loggedIn'));
    },
  );

  // Public: signing out with an expired token is not an error.
  app.post(
    '/api/auth/logout',
    { config: { auth: 'public' }, schema: { tags: ['auth'], response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      if (request.auth) await revokeSession(db, request.auth.partnerId, request.auth.sessionId);
      return ok(null, msgOf(request, 'auth.loggedOut'));
    },
  );

  app.get(
    '/api/auth/account/profile',
    {
      config: { auth: 'login', allowIncomplete: true },
      schema: { tags: ['auth'], response: { 200: envelopeOf(ProfileSchema) } },
    },
    async (request) => ok(profileOf(authOf(request))),
  );

  app.post(
    '/api/auth/account/profile/update',
    {
      config: { auth: 'login', allowIncomplete: true },
      schema: {
        tags: ['auth'],
        body: ProfileUpdateInputSchema,
        response: { 200: envelopeOf(ProfileSchema) },
      },
    },
    async (request) => {
      const updated = await updateProfile(db, authOf(request), request.body);
      return ok(profileOf(updated), msgOf(request, 'auth.profileSaved'));
    },
  );

  app.get(
    '/api/auth/loadUserMenus',
    {
      config: { auth: 'login', allowIncomplete: true },
      schema: { tags: ['auth'], response: { 200: envelopeOf(z.array(UserMenuGroupSchema)) } },
    },
    async (request) => ok(userMenusOf(authOf(request))),
  );

  app.post(
    '/api/auth/password/update',
    {
      config: { auth: 'login', allowIncomplete: true, rateLimit: perMinute(config.authRateLimit) },
      schema: { tags: ['auth'], body: PasswordUpdateInputSchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await changePassword(db, authOf(request), request.body);
      return ok(null, msgOf(request, 'auth.passwordChanged'));
    },
  );
};
