import { existsSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiOptions } from './platform/http/openapi';
import { serve } from './platform/http/serve';
import { platform } from '@portal/shared/contracts/platform.endpoints';
import type { Config } from './config';
import type { Database } from './db/client';
import { authGuardPlugin } from './platform/auth/guard';
import { securityHeadersPlugin } from './platform/security-headers';
import { clientErrorHandler, envelopePlugin, frameworkErrors, ok } from './platform/envelope';
import { validatorCompiler } from './platform/validation';
import { resolveSession } from './modules/auth/sessions.service';
import { installModules, MODULES } from './modules';
import { setBusinessTimeZone } from './platform/local-time';
import { jobsPlugin } from './platform/jobs/jobs.plugin';
import { livePlugin } from './platform/live/live.plugin';
import { storagePlugin } from './platform/storage/storage.plugin';
import { webAppPlugin } from './platform/web-app';
import { compressionPlugin } from './platform/compression';

export type AppDeps = { config: Config; database: Database };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/**
 * Builds the whole application. Order matters: platform plugins (envelope, security, auth guard)
 * come first so every module route inherits them; modules follow in an explicit list; the web
 * app's static files and the SPA fallback come last.
 */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  installModules();
  const { config, database } = deps;
  setBusinessTimeZone(config.timeZone);
  const { trustProxy } = config;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Fastify 5 reads a number as "trust nothing"; a hop count trusts the nearest n hops.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Requests refused before routing answer envelopes too (Node's default 16 KiB of headers stays).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  await app.register(envelopePlugin);
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd (cssinjs) writes <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1 } });
  await app.register(swagger, openApiOptions);
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  const sessionPolicy = {
    idleMinutes: config.sessionIdleMinutes,
    maxHours: config.sessionMaxHours,
    cacheMs: config.sessionCacheMs,
  };
  await app.register(authGuardPlugin, {
    resolveSession: (token) => resolveSession(database.db, token, sessionPolicy),
  });
  await app.register(storagePlugin);
  await app.register(jobsPlugin);
  await app.register(livePlugin);

  serve(app, platform.health, async () => {
    await database.ping();
    return ok({ status: 'up', database: database.kind });
  });

  // The business modules, in the order of modules/index.ts.
  for (const module of MODULES) for (const routes of module.routes) await app.register(routes);

  if (existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(webAppPlugin, { root: config.webDist });
  }
  return app;
};
