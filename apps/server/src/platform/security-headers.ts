import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for these options, computed once (they do not vary by request). */
export const securityHeadersOf = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
};

/**
 * helmet's security headers (CSP and the rest) on every answer. @fastify/helmet rebuilds helmet and
 * re-parses the CSP for each request; the result is the same every time, so it is built at start.
 * A route may still set its own header after this (the API docs set their own CSP).
 */
export const securityHeadersPlugin: FastifyPluginAsync<HelmetOptions> = fp(async (app, options) => {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
