import { ResultCode } from '@portal/shared/codes';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const failure = (
  code: string,
  description: string,
  data: JsonSchema = { type: 'object', nullable: true },
) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['code', 'msg', 'success', 'data'],
        properties: {
          code: { type: 'string', enum: [code] },
          msg: { type: 'string', description: "why, in the caller's language (Accept-Language)" },
          success: { type: 'boolean', enum: [false] },
          data,
        },
      },
    },
  },
});

/** The failures every operation can answer (DESIGN.md section 3), besides what it documents itself. */
const failures = (isPublic: boolean) => ({
  '400': failure(ResultCode.failure, 'The input is invalid: `data.fields` maps each field to its message.', {
    type: 'object',
    nullable: true,
    properties: { fields: { type: 'object', additionalProperties: { type: 'string' } } },
  }),
  ...(isPublic
    ? {}
    : {
        '401': failure(ResultCode.notLoggedIn, 'Not signed in, or the session has expired.'),
        '403': failure(ResultCode.noPermission, 'The account lacks the authority.'),
        '423': failure(ResultCode.blocked, 'The account or the partner is disabled.'),
      }),
  '422': failure(ResultCode.failure, 'A business rule refused the request (`msg` says which).'),
  '429': failure(ResultCode.failure, 'Too many requests.'),
  '500': failure(ResultCode.failure, 'An unexpected error; `data.requestId` identifies it in the log.', {
    type: 'object',
    nullable: true,
    properties: { requestId: { type: 'string' } },
  }),
});

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`; zod writes `{ nullable, anyOf }` for a nullable
 * union of literals, so `nullable` moves into each alternative.
 */
const typedNullables = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(typedNullables);
  if (!schema || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema as JsonSchema).map(([key, value]) => [key, typedNullables(value)]);
  const out = Object.fromEntries(entries) as JsonSchema;
  if (out.nullable === true && out.type === undefined && Array.isArray(out.anyOf)) {
    const { nullable: _nullable, anyOf, ...rest } = out;
    return { ...rest, anyOf: (anyOf as JsonSchema[]).map((option) => ({ ...option, nullable: true })) };
  }
  return out;
};

/** The multipart form of an upload: its text fields and the file part. */
const multipartBodyOf = (form: z.ZodType): JsonSchema => {
  const fields = z.toJSONSchema(form, { target: 'openapi-3.0', io: 'input' }) as JsonSchema;
  const properties = (fields.properties as JsonSchema | undefined) ?? {};
  const required = (fields.required as string[] | undefined) ?? [];
  return {
    type: 'object',
    properties: { ...properties, file: { type: 'string', format: 'binary' } },
    required: [...required, 'file'],
  };
};

/**
 * The options of @fastify/swagger: the document made from the routes (each made from an endpoint
 * object, see serve.ts), with the security of public routes, the failures of every operation, the
 * multipart forms, and the recursive schemas in `components`.
 */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: {
      title: 'Supplier Portal API',
      version: '1.0.0',
      description:
        'Every answer is an envelope `{ code, msg, success, data }` (a page adds `total`): `0000` success, ' +
        '`1111` refused (`msg` says why), `0001` not signed in, `0002` no permission, `0008` blocked.',
    },
    servers: [{ url: '/', description: 'this server' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
  },
  transform: (input) => {
    const transformed = jsonSchemaTransform(input);
    const isPublic = input.route.config?.auth === 'public';
    const endpoint = input.route.config?.endpoint;
    const schema = typedNullables(transformed.schema) as JsonSchema;
    const response =
      (schema.response as JsonSchema | undefined) ??
      (endpoint?.stream
        ? {
            '200': {
              description: 'Server-sent events; each `data:` line is a JSON object of this schema.',
              content: {
                'text/event-stream': {
                  schema: typedNullables(
                    z.toJSONSchema(endpoint.data ?? z.object({}), { target: 'openapi-3.0' }),
                  ) as JsonSchema,
                },
              },
            },
          }
        : {
            '200': {
              description: 'The bytes of the file.',
              content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
            },
          });
    return {
      ...transformed,
      schema: {
        ...schema,
        ...(endpoint?.form ? { body: multipartBodyOf(endpoint.form) } : {}),
        ...(isPublic ? { security: [] } : {}),
        response: { ...failures(isPublic), ...response },
      },
    };
  },
  transformObject: jsonSchemaTransformObject,
};
