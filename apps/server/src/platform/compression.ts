import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this an answer fits a packet or two: compressing it costs more CPU than it saves time. */
export const COMPRESS_THRESHOLD_BYTES = 2048;

/**
 * API answers (JSON) above the threshold go compressed to a browser that accepts it: brotli at a
 * low quality (4: most of the saving for a small part of the CPU of the default 11), else gzip.
 * The web app's files are compressed once at build time (platform/web-app.ts), and request bodies
 * are never decompressed (a small compressed body could expand past the body limit's intent).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
