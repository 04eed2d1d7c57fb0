import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { assertNoNul } from './validation';

/**
 * Reads a refused upload to its end before answering. Left unread, the request keeps its
 * connection busy (the server could not shut down); answered early, browsers may see a reset
 * instead of the message. The multipart size limit bounds what is read.
 */
export const discardRest = async (stream: Readable): Promise<void> => {
  stream.resume();
  await finished(stream).catch(() => undefined);
};

/**
 * The parts of a multipart request, each checked like a schema-validated field: no NUL character
 * in a field's name or value or in a file's name. Multipart routes read their form through this,
 * never through `request.parts()` directly.
 */
export async function* formPartsOf(request: FastifyRequest): AsyncGenerator<Multipart> {
  for await (const part of request.parts()) {
    try {
      assertNoNul(part.fieldname, 'form');
      if (part.type === 'field') assertNoNul(part.value, part.fieldname);
      else assertNoNul(part.filename, part.fieldname);
    } catch (error) {
      if (part.type === 'file') await discardRest(part.file);
      throw error;
    }
    yield part;
  }
}

/**
 * A body the multipart parser (busboy) could not read: no boundary, cut short, not multipart at
 * all. It throws plain errors, told apart only by their messages; they are the caller's fault.
 */
const MALFORMED_MULTIPART =
  /^Multipart: Boundary not found$|unexpected end of multipart data$|^Unsupported Content-Type\.$|^Missing Content-Type-header\.$/i;

export const isMalformedMultipart = (error: { message?: string; statusCode?: number; code?: string }) =>
  error.statusCode === undefined && error.code === undefined && MALFORMED_MULTIPART.test(error.message ?? '');
