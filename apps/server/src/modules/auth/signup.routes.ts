import {
  PasswordResetInputSchema,
  RegisterInputSchema,
  RegisterResultSchema,
  SmsCodeInputSchema,
  SmsCodeResultSchema,
} from '@portal/shared/contracts/auth';
import { envelopeOf } from '@portal/shared/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msgOf, ok } from '../../platform/envelope';
import { outboxSender } from '../../platform/sms/sender';
import { resetForgottenPassword } from './password.service';
import { registerPartner } from './register.service';
import { sendSmsCode } from './sms-code.service';

/** What a visitor does before signing in: SMS code, registration, forgotten password. */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  // The default sender keeps messages in the outbox; a real SMS provider plugs in here.
  const sender = outboxSender(db);
  const rateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  app.post(
    '/api/communal/sms/code',
    {
      config: { auth: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        security: [],
        body: SmsCodeInputSchema,
        response: { 200: envelopeOf(SmsCodeResultSchema) },
      },
    },
    async (request) =>
      ok(
        await sendSmsCode(db, sender, request.body, {
          locale: request.locale,
          platformName: config.platformName,
        }),
        msgOf(request, 'auth.smsSent'),
      ),
  );

  app.post(
    '/api/account/partner/register',
    {
      config: { auth: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        security: [],
        body: RegisterInputSchema,
        response: { 200: envelopeOf(RegisterResultSchema) },
      },
    },
    async (request) => ok(await registerPartner(db, request.body), msgOf(request, 'auth.registered')),
  );

  app.post(
    '/api/auth/password/reset',
    {
      config: { auth: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        security: [],
        body: PasswordResetInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await resetForgottenPassword(db, request.body);
      return ok(null, msgOf(request, 'auth.passwordReset'));
    },
  );
};
