import { ResultCode } from '@portal/shared/codes';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { seededRandom } from '../modules/orders/order-simulator';

/** The parts of the OpenAPI document the harnesses read. */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  pattern?: string;
  default?: unknown;
};

type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};

type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
};

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. `/api/account/notice/{id}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  multipart: boolean;
  /** `security: []` in the document: callable without a token. */
  isPublic: boolean;
  /** Answers server-sent events (`text/event-stream`) once it accepts the request. */
  stream: boolean;
};

/** Every operation of the app's OpenAPI document (hidden routes are not in it). */
export const operationsOf = (app: FastifyInstance): Operation[] => {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: content['application/json']?.schema,
        multipart: path === '/api/communal/upload' || 'multipart/form-data' in content,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        stream: 'text/event-stream' in (op.responses?.['200']?.content ?? {}),
      });
    }
  }
  return operations;
};

/** A deterministic generator, so a failing case can be replayed. */
export const randomOf = (seed: number) => {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  /** Up to `n` items, in their original order. */
  const sample = <T>(items: readonly T[], n: number): T[] => {
    if (items.length <= n) return [...items];
    const chosen = new Set<number>();
    while (chosen.size < n) chosen.add(Math.floor(next() * items.length));
    return [...chosen].sort((x, y) => x - y).map((i) => items[i]);
  };
  return { next, pick, sample };
};

const PATTERN_CANDIDATES = [
  'Fuzz2026x',
  '13800000009',
  '123456',
  'fuzz_user',
  '91310000MA1FL8X7',
  '2026-01-15',
  '1234567890123456789',
  '12345678',
  'SF-123456',
  '12345678901',
];

/** A string that passes a field's checks the schema document cannot show (refinements), by its name. */
const stringOf = (schema: JsonSchema, key: string): string => {
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (found) return found;
  }
  if (/price|amount|freight|Min$|Max$/i.test(key)) return '1.00';
  if (/quantity/i.test(key)) return '1';
  if (/Time(Start|End)?$/.test(key)) return '2026-01-15T08:00:00Z';
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 20;
  return 'fuzz'.repeat(Math.ceil(Math.max(min, 4) / 4)).slice(0, Math.max(min, Math.min(4, max)));
};

/**
 * A plausible valid value of a schema: defaults where given, numbers where a union allows them,
 * required properties only unless `all`.
 */
export const sampleOf = (schema: JsonSchema | undefined, all = false, key = ''): unknown => {
  if (!schema) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) {
    const choice =
      union.find((s) => s.type === 'number' || s.type === 'integer') ??
      union.find((s) => s.type !== 'null' && !s.enum?.includes('')) ??
      union[0];
    return sampleOf(choice, all, key);
  }
  if (schema.allOf?.length) return sampleOf(schema.allOf[0], all, key);
  switch (schema.type) {
    case 'string':
      return stringOf(schema, key);
    case 'integer':
    case 'number': {
      const min =
        typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + 1
          : (schema.minimum ?? 1) + (schema.exclusiveMinimum ? 1 : 0);
      return Math.max(min, Math.min(1, schema.maximum ?? 1));
    }
    case 'boolean':
      return false;
    case 'array':
      return schema.minItems
        ? Array.from({ length: schema.minItems }, () => sampleOf(schema.items, all, key))
        : [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (all || schema.required?.includes(name)) value[name] = sampleOf(property, all, name);
      }
      return value;
    }
    default:
      return null;
  }
};

/** The URL of an operation with path parameters filled in and a query string. */
export const urlOf = (
  op: Operation,
  pathValues: Record<string, string>,
  query: Record<string, string | string[]> = {},
): string => {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathValues[name] ?? '1'),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, one);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

const KNOWN_CODES = new Set<string>(Object.values(ResultCode));

/**
 * Why an answer breaks the HTTP contract, or undefined when it keeps it: no 5xx, and an envelope
 * with a known code and a translated message (a successful file download is the one non-JSON answer).
 */
export const contractBreachOf = (res: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): string | undefined => {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json')) {
    return res.statusCode === 200 ? undefined : `HTTP ${res.statusCode} without an envelope (${type})`;
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `HTTP ${res.statusCode}: not JSON: ${res.body.slice(0, 200)}`;
  }
  const keys = Object.keys(body ?? {}).filter((k) => k !== 'total');
  if (keys.sort().join() !== 'code,data,msg,success') return `not an envelope: ${res.body.slice(0, 200)}`;
  if (!KNOWN_CODES.has(String(body.code))) return `unknown code ${String(body.code)}`;
  if (body.success !== (body.code === ResultCode.success)) return `success disagrees with code ${body.code}`;
  if (typeof body.msg !== 'string') return 'msg is not a string';
  // An untranslated message key (e.g. 'validation.nulCharacter') would reach the user as is.
  if (/^[a-z]+(\.[a-zA-Z]+)+$/.test(body.msg)) return `untranslated message ${body.msg}`;
  return undefined;
};

/** What a harness reads of an answer; a stream's `body` is its first event and `events` their data. */
export type CaseAnswer = {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json: () => unknown;
  /** A stream's first events' data (only for `text/event-stream` answers). */
  events?: unknown[];
};

/**
 * `app.inject` for a case of `op`. A stream operation that accepts the request would never end: it
 * is read up to its first event (the snapshot every stream starts with), then dropped; the server
 * ends it when the app closes. Anything else is read whole.
 */
export const injectCase = async (
  app: FastifyInstance,
  op: Pick<Operation, 'stream'>,
  options: InjectOptions,
): Promise<CaseAnswer> => {
  if (!op.stream) return app.inject(options);
  const res = await app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  const isEvents = String(res.headers['content-type'] ?? '').includes('text/event-stream');
  let body = '';
  for await (const chunk of stream) {
    body += String(chunk);
    if (isEvents && /\ndata: .*\n\n/.test(`\n${body}`)) break;
  }
  stream.destroy();
  const events = isEvents
    ? body
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => JSON.parse(line.slice(6)))
    : undefined;
  return { statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body), events };
};
