import { ResultCode } from '@portal/shared/codes';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import { hasMessage, translate } from './i18n/translate';
import { type Locale, localeOf } from './i18n/locale';
import { isMalformedMultipart } from './multipart';
import type { ValidationEntry } from './validation';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** Success envelope. `msg` is shown to the user as it is: translate it first with `msgOf`. */
export const ok = <T>(data: T, msg = '') => ({ code: ResultCode.success, msg, success: true as const, data });

/** Page envelope: a list and the total of rows matching the same filter. */
export const page = <T>(data: T[], total: number) => ({
  code: ResultCode.success,
  msg: '',
  success: true as const,
  data,
  total,
});

export const msgOf = (request: FastifyRequest, key: string, params?: Record<string, string | number>) =>
  translate(request.locale, key, params);

const fieldName = (entry: ValidationEntry): string => {
  const p = (entry.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return p || 'body';
};

/** Turns a zod issue into a message: a custom message is a catalogue key; otherwise by issue code. */
const validationMessage = (locale: Locale, entry: ValidationEntry): string => {
  const message = entry.message ?? '';
  const params = entry.params ?? {};
  if (hasMessage(message)) return translate(locale, message, params as Record<string, string | number>);
  switch (entry.keyword) {
    case 'invalid_type':
      return translate(
        locale,
        /received undefined|received null/.test(message) ? 'validation.required' : 'validation.invalid',
      );
    case 'too_big':
      return params.origin === 'string'
        ? translate(locale, 'validation.tooLong', { max: String(params.maximum) })
        : translate(locale, 'validation.tooBig', { max: String(params.maximum) });
    case 'too_small':
      if (params.origin === 'string' && params.minimum === 1) return translate(locale, 'validation.required');
      return params.origin === 'string'
        ? translate(locale, 'validation.tooShort', { min: String(params.minimum) })
        : translate(locale, 'validation.tooSmall', { min: String(params.minimum) });
    default:
      return translate(locale, 'validation.invalid');
  }
};

const send = (reply: FastifyReply, status: number, code: string, msg: string, data: unknown = null) =>
  reply.status(status).send({ code, msg, success: false, data });

const failureBody = (msg: string) =>
  JSON.stringify({ code: ResultCode.failure, msg, success: false, data: null });

/**
 * Fastify's `frameworkErrors`: a URL the router refuses before any route or hook runs (a broken
 * escape, a path parameter over the router's length limit) still answers an envelope.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const locale = localeOf(request.headers['accept-language']);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return send(
    reply,
    tooLong ? 414 : 400,
    ResultCode.failure,
    translate(locale, tooLong ? 'common.urlTooLong' : 'common.badUrl'),
  );
};

const CLIENT_ERRORS: Record<string, [status: number, reason: string, key: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'common.urlTooLong'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'common.requestTimeout'],
};

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (headers or URL over
 * `maxHeaderSize`, a malformed request line, a timeout) before Fastify saw it, so there is no
 * request object; the answer is written to the socket, in the language of the bytes received.
 */
export const clientErrorHandler: FastifyServerOptions['clientErrorHandler'] = (error, socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, key] = CLIENT_ERRORS[error.code] ?? [400, 'Bad Request', 'common.badRequest'];
  const raw: unknown = error.rawPacket;
  const received = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const language = /\r\naccept-language:([^\r\n]*)/i.exec(received)?.[1];
  const body = failureBody(translate(localeOf(language), key));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

/**
 * Every answer is an envelope: business errors, validation errors (400 + data.fields), unknown
 * errors (500 + request id, never a stack), and unknown routes.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'zh-CN');
  app.addHook('onRequest', async (request, reply) => {
    request.locale = localeOf(request.headers['accept-language']);
    // API answers are someone's data (or a fresh token): no cache keeps them, unless a route says
    // otherwise (a file download sets its own).
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale ?? 'zh-CN';
    if (error instanceof AppError) {
      return send(
        reply,
        error.httpStatus,
        error.code,
        translate(locale, error.key, error.params),
        error.data,
      );
    }
    // Zod's issues and our own checks (NUL characters) alike: FST_ERR_VALIDATION with entries.
    if (error.code === 'FST_ERR_VALIDATION' && Array.isArray(error.validation)) {
      const fields: Record<string, string> = {};
      for (const entry of error.validation as ValidationEntry[]) {
        const name = fieldName(entry);
        if (!fields[name]) fields[name] = validationMessage(locale, entry);
      }
      const detail = Object.entries(fields)
        .map(([k, v]) => `${k} ${v}`)
        .join('; ');
      return send(reply, 400, ResultCode.failure, translate(locale, 'validation.failed', { detail }), {
        fields,
      });
    }
    if (error.statusCode === 429) {
      return send(reply, 429, ResultCode.failure, translate(locale, 'common.tooManyRequests'));
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(reply, 413, ResultCode.failure, translate(locale, 'common.payloadTooLarge'));
    }
    if (isMalformedMultipart(error)) {
      return send(reply, 400, ResultCode.failure, translate(locale, 'common.malformedForm'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the caller's fault, no detail leaks.
      return send(
        reply,
        error.statusCode,
        ResultCode.failure,
        translate(locale, 'validation.failed', { detail: error.message }),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(
      reply,
      500,
      ResultCode.failure,
      translate(locale, 'common.internal', { requestId: request.id }),
      {
        requestId: request.id,
      },
    );
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, ResultCode.failure, translate(request.locale ?? 'zh-CN', 'common.routeNotFound')),
  );
});
