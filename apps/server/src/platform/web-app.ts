import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Vite names every file under assets/ by its content's hash: a name never changes meaning. */
const HASHED_DIR = `${path.sep}assets${path.sep}`;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, the manual, the favicon: kept, but asked again (ETag) before every use. */
export const REVALIDATE = 'no-cache';

/**
 * Headers that govern a document (what it may load, frame or open), not a script or style sheet it
 * loads: on the page they count, on each of its ~50 assets they would only add ~1 KB of transfer.
 * nosniff, the resource policy and HSTS stay on assets.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
] as const;

/**
 * The built web app: each file sent in the best compressed copy the browser accepts (the build
 * writes .br and .gz beside it), hashed assets cached for a year, the rest revalidated. Every other
 * path outside /api and /assets is a screen of the single-page app and answers index.html; an
 * unknown asset answers 404, never the page (a browser that still runs the previous build must see
 * its script fail to load, and reload, not parse HTML as JavaScript).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      if (!filePath.includes(HASHED_DIR)) {
        reply.header('Cache-Control', REVALIDATE);
        return;
      }
      reply.header('Cache-Control', IMMUTABLE);
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    },
  });
  app.get('/*', { config: { auth: 'public' }, schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
});
