import { FileKindSchema } from '@portal/shared/contracts/communal';
import { file } from '@portal/shared/contracts/communal.endpoints';
import type { FileKind } from '@portal/shared/file-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../platform/auth/guard';
import { ok } from '../../platform/envelope';
import { fail, notFound } from '../../platform/errors';
import { serve } from '../../platform/http/serve';
import { discardRest, formPartsOf } from '../../platform/multipart';
import { registerMessages } from '../../platform/i18n/translate';
import { contentDisposition } from '../../platform/storage/content-disposition';
import { verifySignedPath } from '../../platform/storage/signed-url';
import { communalMessages } from './communal.messages';
import { isShownInline } from './file-content';
import { filePath, openOwnFile } from './files.service';
import { discardUpload, storeUpload } from './upload.service';

registerMessages(communalMessages);

/** The optional `kind` field: one kind or a comma-separated list ('image,pdf'). */
const expectedKindsOf = (value: string | undefined): FileKind[] | undefined => {
  if (!value?.trim()) return undefined;
  const kinds = value.split(',').map((kind) => FileKindSchema.safeParse(kind.trim()));
  if (kinds.some((kind) => !kind.success)) throw fail('upload.kindInvalid');
  return kinds.map((kind) => kind.data as FileKind);
};

/** The partner whose file may be served: by a valid signed link, or by the caller's session. */
const fileReaderOf = (request: FastifyRequest, fileId: number): number | undefined => {
  const claims = verifySignedPath(filePath(fileId), request.query as Record<string, unknown>, ['p']);
  if (claims) return Number(claims.p);
  return request.auth?.partnerId;
};

export const uploadRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, file.upload, async (request) => {
    if (!request.isMultipart()) throw fail('upload.noFile');
    const uploader = authOf(request);
    let kindField: string | undefined;
    let uploaded: Awaited<ReturnType<typeof storeUpload>> | undefined;
    for await (const part of formPartsOf(request)) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind') kindField = String(part.value);
      } else if (part.fieldname === 'file' && !uploaded) {
        try {
          uploaded = await storeUpload(db, app.storage, uploader, {
            fileName: part.filename,
            body: part.file,
            expectedKinds: expectedKindsOf(kindField),
          });
        } catch (error) {
          await discardRest(part.file);
          throw error;
        }
      } else {
        part.file.resume();
      }
    }
    if (!uploaded) throw fail('upload.noFile');
    // The kind field may come after the file in the form.
    const expected = expectedKindsOf(kindField);
    if (expected && !expected.includes(uploaded.kind)) {
      await discardUpload(db, app.storage, uploader.partnerId, uploaded.id);
      throw fail('upload.kindMismatch', { types: expected.join(', ') });
    }
    return ok(uploaded);
  });

  // Checked here: a signed link (for <img>, which cannot send the token) or the owner's session.
  serve(app, file.content, async (request, reply) => {
    const partnerId = fileReaderOf(request, request.params.id);
    if (partnerId === undefined) throw notFound('file.notFound');
    const { file: stored, body } = await openOwnFile(db, app.storage, partnerId, request.params.id);
    return reply
      .header('Content-Type', stored.mime)
      .header('Content-Length', stored.size)
      .header(
        'Content-Disposition',
        contentDisposition(isShownInline(stored.mime) ? 'inline' : 'attachment', stored.name),
      )
      .header('Cache-Control', 'private, max-age=3600')
      .send(body);
  });
};
