import type { z } from 'zod';

/**
 * One HTTP endpoint, written once: the server registers its route from it (platform/http/serve.ts),
 * the web calls it through `api()` (apps/web/src/shared/http.ts) and the OpenAPI document describes it.
 * A module's endpoints are a group made by `endpoints()` in `contracts/<m>.endpoints.ts`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call it:
 * - 'public': anyone; 'login': any signed-in account;
 * - an authority code or a list of codes (all required);
 * - `{ anyOf: codes }`: at least one of them (data several screens show).
 */
export type EndpointAuth =
  | 'public'
  | 'login'
  | string
  | readonly string[]
  | { readonly anyOf: readonly string[] };

type Schema = z.ZodType;

export type EndpointSpec = {
  method: HttpMethod;
  /** Fastify's form: `/api/account/notice/:id`. */
  path: string;
  /** One line for the OpenAPI document and the API reference. */
  summary: string;
  description?: string;
  auth: EndpointAuth;
  /** A partner in state 4 (details to complete) may call it too. */
  allowIncomplete?: boolean;
  /** Left out of the OpenAPI document (the operator's door, not a user's API). */
  hidden?: true;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** A multipart form: its text fields; the file part is always named `file`. */
  form?: Schema;
  /** The answer is an envelope with this `data`... */
  data?: Schema;
  /** ...or a page envelope of these rows with `total`... */
  rows?: Schema;
  /** ...or bytes (a download), no envelope. */
  file?: true;
  /**
   * ...or server-sent events (`text/event-stream`): each event's `data` is a JSON object of the
   * `data` schema; refusals before the stream starts are envelopes. Read with `stream()` of the
   * web's http.ts, never `api()`.
   */
  stream?: true;
};

export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & {
  /** Unique in the document: `<group><Key>`, e.g. `paybackPage`. */
  operationId: string;
  /** The module, the OpenAPI tag. */
  module: string;
};

/**
 * A group of endpoints of a module. The key names the endpoint: `operationId` is the group name
 * followed by the key (`payback` + `page` -> `paybackPage`).
 */
export const endpoints = <const G extends Record<string, EndpointSpec>>(
  module: string,
  group: string,
  specs: G,
): { [K in keyof G]: Endpoint<G[K]> } => {
  const made: Record<string, Endpoint> = {};
  for (const [key, spec] of Object.entries(specs)) {
    made[key] = { ...spec, module, operationId: group + key.charAt(0).toUpperCase() + key.slice(1) };
  }
  return made as { [K in keyof G]: Endpoint<G[K]> };
};

type In<S> = S extends Schema ? z.input<S> : unknown;
type Out<S> = S extends Schema ? z.output<S> : unknown;

/** What a caller sends: the path parameters, the query or body fields (or form fields and the file). */
export type InputOf<E extends EndpointSpec> = In<E['params']> &
  In<E['query']> &
  In<E['body']> &
  (E['form'] extends Schema ? In<E['form']> & { file: Blob } : unknown);

/** The bytes of a download and the name its Content-Disposition gives. */
export type DownloadedFile = { blob: Blob; fileName: string | undefined };

/** What a caller gets back: the envelope's data, a page of rows with its total, or the bytes. */
export type AnswerOf<E extends EndpointSpec> = E['rows'] extends Schema
  ? { data: Out<E['rows']>[]; total: number }
  : E['stream'] extends true
    ? never
    : E['file'] extends true
      ? DownloadedFile
      : E['data'] extends Schema
        ? Out<E['data']>
        : null;

/** One event of a stream endpoint, as its `data` schema parses it. */
export type EventOf<E extends EndpointSpec> = E['data'] extends Schema ? Out<E['data']> : unknown;

/** The parsed request parts a route handler gets. */
export type RequestOf<E extends EndpointSpec> = {
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
};

/** What a route handler gives the envelope: the data (before serialization) or the page rows. */
export type DataIn<E extends EndpointSpec> = [E['rows']] extends [Schema]
  ? In<E['rows']>
  : [E['data']] extends [Schema]
    ? In<E['data']>
    : [E['data']] extends [undefined]
      ? null
      : unknown;

const paramPattern = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The names of a path's parameters: `/api/x/:id` -> ['id']. */
export const pathParamsOf = (path: string): string[] => [...path.matchAll(paramPattern)].map((m) => m[1]);

/** The path with its parameters filled in from `values` (URI-encoded). */
export const pathOf = (path: string, values: Record<string, unknown>): string =>
  path.replace(paramPattern, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });

/** The OpenAPI form of a Fastify path: `/api/x/:id` -> `/api/x/{id}`. */
export const openApiPathOf = (path: string): string => path.replace(paramPattern, '{$1}');
