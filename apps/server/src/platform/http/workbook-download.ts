import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { XLSX_MIME } from '../export/xlsx-writer';
import { contentDisposition } from '../storage/content-disposition';

/**
 * Answers an .xlsx made on request (an import's template) as a download: `write` writes the
 * workbook to the stream it is given and answers the file's name.
 */
export const sendWorkbook = async (
  reply: FastifyReply,
  write: (out: Writable) => Promise<string>,
): Promise<FastifyReply> => {
  const body = new PassThrough();
  const fileName = await write(body);
  body.end();
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .send(body);
};
