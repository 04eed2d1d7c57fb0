import { signup } from '@portal/shared/contracts/auth.endpoints';
import type { FastifyInstance } from 'fastify';
import { msgOf, ok } from '../../platform/envelope';
import { serve } from '../../platform/http/serve';
import { outboxSender } from '../../platform/sms/sender';
import { resetForgottenPassword } from './password.service';
import { registerPartner } from './register.service';
import { sendSmsCode } from './sms-code.service';

/** What a visitor does before signing in: SMS code, registration, forgotten password. */
export const signupRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  // The default sender keeps messages in the outbox; a real SMS provider plugs in here.
  const sender = outboxSender(db);
  const limited = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

  serve(
    app,
    signup.smsCode,
    async (request) =>
      ok(
        await sendSmsCode(db, sender, request.body, {
          locale: request.locale,
          platformName: config.platformName,
        }),
        msgOf(request, 'auth.smsSent'),
      ),
    limited,
  );

  serve(
    app,
    signup.register,
    async (request) => ok(await registerPartner(db, request.body), msgOf(request, 'auth.registered')),
    limited,
  );

  serve(
    app,
    signup.resetPassword,
    async (request) => {
      await resetForgottenPassword(db, request.body);
      return ok(null, msgOf(request, 'auth.passwordReset'));
    },
    limited,
  );
};
