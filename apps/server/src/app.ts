import { existsSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiOptions } from './platform/http/openapi';
import type { Config } from './config';
import type { Database } from './db/client';
import { authGuardPlugin } from './platform/auth/guard';
import { securityHeadersPlugin } from './platform/security-headers';
import { clientErrorHandler, envelopePlugin, frameworkErrors, ok } from './platform/envelope';
import { validatorCompiler } from './platform/validation';
import { authRoutes } from './modules/auth/auth.routes';
import { resolveSession } from './modules/auth/sessions.service';
import { opsRoutes } from './modules/ops/ops.routes';
import { partnerRoutes } from './modules/partner/partner.routes';
import { announcementRoutes } from './modules/partner/announcement.routes';
import { noticeRoutes } from './modules/partner/notice.routes';
import { paybackRoutes } from './modules/partner/payback.routes';
import { communalRoutes } from './modules/communal/communal.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { ordersModule } from './modules/orders/orders.plugin';
import { jobsPlugin } from './platform/jobs/jobs.plugin';
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
  const { config, database } = deps;
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

  app.get('/api/health', { config: { auth: 'public' }, schema: { hide: true } }, async () => {
    await database.ping();
    return ok({ status: 'up', database: database.kind });
  });

  // Business modules, in dependency order.
  // (registered here)
  await app.register(authRoutes);
  await app.register(partnerRoutes);
  await app.register(paybackRoutes);
  await app.register(noticeRoutes);
  await app.register(announcementRoutes);
  await app.register(communalRoutes);
  await app.register(catalogRoutes);
  await app.register(ordersModule);
  await app.register(opsRoutes);

  if (existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(webAppPlugin, { root: config.webDist });
  }
  return app;
};
