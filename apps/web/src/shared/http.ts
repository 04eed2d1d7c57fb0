import { ResultCode } from '@portal/shared/codes';
import {
  type AnswerOf,
  type DownloadedFile,
  type Endpoint,
  type EventOf,
  type InputOf,
  pathOf,
  pathParamsOf,
} from '@portal/shared/contracts/endpoint';
import { ApiError } from './api-error';
import { getToken, replaceToken } from './token';

export { ApiError };

export type RequestOptions = {
  /** Do not show the catalogue's message; the caller handles the error itself. */
  silent?: boolean;
  /** The success message of the envelope is shown as a toast (spec section 8). */
  showSuccess?: boolean;
  signal?: AbortSignal;
};

type Envelope<T> = { code: string; msg: string; success: boolean; data: T; total?: number };

/**
 * The error catalogue of spec section 8 (0001 dialog, 0002 toast, 0008 blocking warning, 1111
 * message, success message) is installed by the shell with `setHttpPresenter`, so this module
 * stays free of UI.
 */
export type HttpPresenter = {
  onError: (error: ApiError, url: string) => void;
  onSuccessMessage: (msg: string) => void;
  language: () => string;
};

let presenter: HttpPresenter = {
  onError: () => {},
  onSuccessMessage: () => {},
  language: () => 'zh-CN',
};

export const setHttpPresenter = (next: HttpPresenter): void => {
  presenter = next;
};

const toQuery = (params?: object): string => {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * One request with the session: the caller's language, the bearer token and its renewal (the
 * `Authorization` answer header). A network failure is an ApiError with code `network`.
 */
const send = async (
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> => {
  const headers: Record<string, string> = { 'Accept-Language': presenter.language() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, signal: options.signal });
  } catch (cause) {
    const error = new ApiError('network', (cause as Error).message || 'Network Error', 0);
    if (!options.silent && (cause as Error).name !== 'AbortError') presenter.onError(error, url);
    throw error;
  }
  const renewed = response.headers.get('Authorization');
  if (renewed?.startsWith('Bearer ')) replaceToken(renewed.slice(7));
  return response;
};

const call = async <T>(
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<Envelope<T>> => {
  const response = await send(method, url, body, options);
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    const error = new ApiError(ResultCode.failure, response.statusText || 'Bad response', response.status);
    if (!options.silent) presenter.onError(error, url);
    throw error;
  }
  if (envelope.code !== ResultCode.success) {
    const error = new ApiError(envelope.code, envelope.msg, response.status, envelope.data);
    // 0001 and 0008 are always presented: the session is gone or blocked whatever the caller wants.
    if (!options.silent || error.code === ResultCode.notLoggedIn || error.code === ResultCode.blocked) {
      presenter.onError(error, url);
    }
    throw error;
  }
  if (options.showSuccess && envelope.msg) presenter.onSuccessMessage(envelope.msg);
  return envelope;
};

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
const fileNameOf = (disposition: string | null): string | undefined => {
  if (!disposition) return undefined;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) return decodeURIComponent(extended[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
};

/** The bytes of a protected file: the URL needs the bearer token, so it is fetched, not linked. */
const download = async (method: string, url: string, options: RequestOptions): Promise<DownloadedFile> => {
  // As before the kit: the caller decides how a failed download is shown.
  const response = await send(method, url, undefined, { ...options, silent: true });
  if (!response.ok || response.headers.get('Content-Type')?.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { code?: string; msg?: string } | null;
    throw new ApiError(
      envelope?.code ?? ResultCode.failure,
      envelope?.msg ?? response.statusText,
      response.status,
    );
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
};

/** Thrown in development and tests when an answer does not match its endpoint's schema. */
export class ContractError extends Error {
  constructor(endpoint: Endpoint, issues: unknown) {
    super(`${endpoint.method} ${endpoint.path}: the answer does not match its schema`);
    this.name = 'ContractError';
    console.error(this.message, issues);
  }
}

type Checkable = { safeParse: (value: unknown) => { success: boolean; error?: unknown } };

/**
 * The production build sends endpoints without their schemas (build/endpoint-schemas.ts); where they
 * are present (vite dev, the e2e build, unit tests) every answer is checked against them.
 */
const checkAnswer = (endpoint: Endpoint, data: unknown): void => {
  const schema = (endpoint.rows ?? endpoint.data) as Checkable | true | undefined;
  if (typeof schema !== 'object') return;
  for (const value of endpoint.rows ? (data as unknown[]) : [data]) {
    const result = schema.safeParse(value);
    if (!result.success) throw new ContractError(endpoint, result.error);
  }
};

/** The parts of an endpoint's input: the filled-in path and what goes in the query or body. */
const split = (endpoint: Endpoint, input: object) => {
  const rest: Record<string, unknown> = { ...input };
  for (const name of pathParamsOf(endpoint.path)) delete rest[name];
  return { path: pathOf(endpoint.path, input as Record<string, unknown>), rest };
};

/** The address of a GET endpoint, for a link or an <img> (signed file links, downloads). */
export const urlOf = <E extends Endpoint>(endpoint: E, input: InputOf<E>): string => {
  const { path, rest } = split(endpoint, input as object);
  return path + toQuery(rest);
};

type Args<E extends Endpoint> =
  object extends InputOf<E>
    ? [input?: InputOf<E>, options?: RequestOptions]
    : [input: InputOf<E>, options?: RequestOptions];

const request = async (endpoint: Endpoint, input: object, options: RequestOptions): Promise<unknown> => {
  const { path, rest } = split(endpoint, input);
  let url = path;
  let body: unknown;
  if (endpoint.form) {
    const { file, ...fields } = rest as { file: Blob } & Record<string, unknown>;
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value != null) form.append(key, String(value));
    form.append('file', file);
    body = form;
  } else if (endpoint.method === 'GET' || endpoint.method === 'DELETE') url += toQuery(rest);
  else body = rest;
  if (endpoint.file) return download(endpoint.method, url, options);
  const envelope = await call<unknown>(endpoint.method, url, body, options);
  checkAnswer(endpoint, envelope.data);
  return endpoint.rows ? { data: envelope.data, total: envelope.total ?? 0 } : envelope.data;
};

/**
 * Calls an endpoint of `packages/shared/src/contracts/*.endpoints.ts`: path parameters from the
 * input, the rest as the query (GET, DELETE), the JSON body or the multipart form; answers the
 * envelope's data, a page `{ data, total }`, or the bytes of a download.
 */
export const api = <E extends Endpoint>(endpoint: E, ...[input, options]: Args<E>): Promise<AnswerOf<E>> =>
  request(endpoint, input ?? {}, options ?? {}) as Promise<AnswerOf<E>>;

/** `api` with its three arguments always given (for helpers generic over endpoints). */
export const apiWith = <E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: RequestOptions,
): Promise<AnswerOf<E>> => request(endpoint, input as object, options) as Promise<AnswerOf<E>>;

/** The `data:` lines of the complete server-sent events in `buffer`, and what is left of it. */
const framesOf = (buffer: string): { data: string[]; rest: string } => {
  const data: string[] = [];
  const frames = buffer.split('\n\n');
  const rest = frames.pop() ?? '';
  for (const frame of frames)
    for (const line of frame.split('\n')) if (line.startsWith('data: ')) data.push(line.slice(6));
  return { data, rest };
};

/**
 * Follows a `stream: true` endpoint (server-sent events) with the session: the token goes in the
 * Authorization header (an EventSource cannot send headers, and a token in the address would end
 * in logs). Calls `onEvent` with each event's data (checked against the endpoint's schema where the
 * build keeps it) until the server ends the stream or `options.signal` aborts it (then it resolves).
 * A refusal before the stream starts rejects with its ApiError (shown unless `silent`).
 */
export const stream = async <E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  onEvent: (event: EventOf<E>) => void,
  options: RequestOptions = {},
): Promise<void> => {
  const { path, rest } = split(endpoint, input as object);
  const url = path + toQuery(rest);
  const response = await send('GET', url, undefined, options);
  if (
    !response.ok ||
    !response.headers.get('Content-Type')?.includes('text/event-stream') ||
    !response.body
  ) {
    const envelope = (await response.json().catch(() => null)) as { code?: string; msg?: string } | null;
    const error = new ApiError(
      envelope?.code ?? ResultCode.failure,
      envelope?.msg ?? response.statusText,
      response.status,
    );
    if (!options.silent || error.code === ResultCode.notLoggedIn || error.code === ResultCode.blocked) {
      presenter.onError(error, url);
    }
    throw error;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const { data, rest: left } = framesOf(buffer + value);
      buffer = left;
      for (const text of data) {
        const event = JSON.parse(text) as EventOf<E>;
        checkAnswer(endpoint, event);
        onEvent(event);
      }
    }
  } catch (cause) {
    if ((cause as Error).name === 'AbortError' || options.signal?.aborted) return;
    throw cause;
  } finally {
    reader.releaseLock();
  }
};
