import { PartnerState } from '@portal/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, blocked, noPermission, notLoggedIn } from '../errors';
import type { AuthContext, SessionResolver } from './auth-context';

/**
 * What a route needs, declared in its `config.auth`:
 * - 'public': anyone;
 * - 'login' (the default): any signed-in account;
 * - an authority code or a list of codes (all required);
 * - `{ anyOf: codes }`: at least one of them (data several screens show, e.g. the order list).
 * `config.allowIncomplete` lets a partner in state 4 (details to complete) use the route.
 */
export type RouteAuth = 'public' | 'login' | string | readonly string[] | { anyOf: readonly string[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    allowIncomplete?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

/** The caller of a route that requires login; throws 0001 when there is none. */
export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw notLoggedIn();
  return request.auth;
};

/** `resolveSession`: the auth module's session look-up (app.ts hands it in; the platform reads no module). */
export const authGuardPlugin = fp(
  async (app: FastifyInstance, options: { resolveSession: SessionResolver }) => {
    app.decorateRequest('auth', null);

    // preValidation: the caller is checked before its body, so a stranger learns nothing from validation.
    app.addHook('preValidation', async (request, reply) => {
      if (request.is404) return;
      const config = request.routeOptions.config;
      // Outside /api is the web app's static files; the OpenAPI UI's own routes carry no config either.
      const url = request.routeOptions.url ?? '';
      const required =
        !url.startsWith('/api/') || url.startsWith('/api/docs') ? 'public' : (config?.auth ?? 'login');
      const token = bearerOf(request);

      if (required === 'public') {
        // Public routes still know their caller when a valid token comes along (logout, captcha...).
        if (token) {
          const resolved = await options.resolveSession(token);
          if (resolved.status === 'ok') request.auth = resolved.auth;
        }
        return;
      }
      if (!token) throw notLoggedIn();
      const resolved = await options.resolveSession(token);
      if (resolved.status === 'invalid') throw notLoggedIn('auth.sessionExpired');
      if (resolved.status === 'disabled') {
        throw resolved.partnerDisabled
          ? blocked('auth.partnerDisabled', { reason: resolved.reason ?? '-' })
          : blocked('auth.accountDisabled');
      }
      const auth = resolved.auth;
      request.auth = auth;
      if (auth.renewedToken) reply.header('Authorization', `Bearer ${auth.renewedToken}`);

      if (auth.partnerState === PartnerState.detailsToComplete && !config?.allowIncomplete) {
        throw new AppError('0002', 'auth.detailsToComplete');
      }
      if (required === 'login') return;
      if (typeof required === 'object' && 'anyOf' in required) {
        if (!required.anyOf.some((code) => auth.authorities.includes(code))) throw noPermission();
        return;
      }
      const codes = typeof required === 'string' ? [required] : required;
      if (!codes.every((code) => auth.authorities.includes(code))) throw noPermission();
    });
  },
);
