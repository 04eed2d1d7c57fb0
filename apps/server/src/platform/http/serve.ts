import { envelopeOf, pageEnvelopeOf } from '@portal/shared/contracts/common';
import type { DataIn, Endpoint, RequestOf } from '@portal/shared/contracts/endpoint';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ok, page } from '../envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint the route was made from (the OpenAPI transform reads its form and answers). */
    endpoint?: Endpoint;
  }
}

type Answer<E extends Endpoint> = E['rows'] extends z.ZodType
  ? ReturnType<typeof page<DataIn<E>>>
  : ReturnType<typeof ok<DataIn<E>>>;

/** A route's handler: the request parsed by the endpoint's schemas; the envelope, or the reply for bytes. */
export type EndpointHandler<E extends Endpoint> = (
  request: FastifyRequest<RequestOf<E>>,
  reply: FastifyReply,
) => Promise<E['file'] extends true ? FastifyReply : E['stream'] extends true ? FastifyReply : Answer<E>>;

/** Route options that belong to the server, not the contract (rate limits from the configuration). */
export type ServeOptions = Omit<FastifyContextConfig, 'auth' | 'allowIncomplete' | 'endpoint'>;

const answerSchemaOf = (endpoint: Endpoint) => {
  if (endpoint.file || endpoint.stream) return undefined;
  if (endpoint.rows) return { 200: pageEnvelopeOf(endpoint.rows) };
  return { 200: envelopeOf(endpoint.data ?? z.null()) };
};

const definedOnly = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/**
 * Registers the route of `endpoint`: its method and path, its authority for the guard, its request
 * schemas for the validator (our validatorCompiler: translated messages, NUL checks) and its answer
 * schema for the serializer. The handler keeps the envelope (`ok`, `page`) and the success message.
 */
export const serve = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...options,
      auth: endpoint.auth,
      allowIncomplete: endpoint.allowIncomplete,
      endpoint,
    },
    // Fastify warns of a schema key given as undefined: only the parts the endpoint has.
    schema: definedOnly({
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      description: endpoint.description,
      tags: [endpoint.module],
      hide: endpoint.hidden,
      params: endpoint.params,
      querystring: endpoint.query,
      body: endpoint.body,
      consumes: endpoint.form ? ['multipart/form-data'] : undefined,
      response: answerSchemaOf(endpoint),
    }),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
};
