import path from 'node:path';
import { Readable } from 'node:stream';
import { FILE_KINDS, type UploadedFile } from '@portal/shared/contracts/communal';
import { extensionsOf, type FileKind, fileKindOf, maxUploadBytes } from '@portal/shared/file-types';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { newStorageKey, type FileStorage } from '../../platform/storage/storage';
import { CONTENT_SAMPLE_BYTES, contentMimeOf } from './file-content';
import { files } from './files.table';
import { signedFileUrl } from './files.service';

export type Uploader = { partnerId: number; accountId: number };
export type UploadInput = {
  fileName: string;
  body: Readable;
  /** The kinds the caller's form accepts; undefined accepts every kind of spec section 5. */
  expectedKinds?: readonly FileKind[];
};

const ALLOWED_EXTENSIONS = FILE_KINDS.flatMap(extensionsOf).join(', ');
const MB = 1024 * 1024;

/** The name as shown: the last path segment, no control characters, at most 200 characters. */
const displayNameOf = (fileName: string) =>
  path
    .basename(fileName.replace(/\\/g, '/'))
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(-200);

/**
 * Passes the upload through unchanged while enforcing the rules: nothing reaches storage before
 * the first bytes are checked against the name, and the stream fails as soon as it grows past
 * `maxBytes` (storage then removes what it had written).
 */
async function* checkedUpload(
  body: Readable,
  fileName: string,
  maxBytes: number,
  onMime: (mime: string) => void,
): AsyncGenerator<Buffer> {
  let size = 0;
  let head: Buffer | undefined = Buffer.alloc(0);
  const checkHead = async (sample: Buffer) => {
    const mime = await contentMimeOf(fileName, sample);
    if (!mime) throw fail('upload.contentMismatch');
    onMime(mime);
  };
  // Not destroyed on a refusal: the caller may still drain the rest of the upload.
  for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw fail('upload.tooLarge', { max: maxBytes / MB });
    if (!head) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length >= CONTENT_SAMPLE_BYTES) {
      await checkHead(head);
      yield head;
      head = undefined;
    }
  }
  if (head) {
    await checkHead(head);
    yield head;
  }
}

/** Stores an upload of the caller's partner: kind by name, type by content, size by kind. */
export const storeUpload = async (
  db: Db,
  storage: FileStorage,
  uploader: Uploader,
  input: UploadInput,
): Promise<UploadedFile> => {
  const name = displayNameOf(input.fileName);
  const kind = fileKindOf(name);
  if (!kind) throw fail('upload.typeNotAllowed', { types: ALLOWED_EXTENSIONS });
  if (input.expectedKinds && !input.expectedKinds.includes(kind)) {
    throw fail('upload.kindMismatch', { types: input.expectedKinds.join(', ') });
  }
  let mime = 'application/octet-stream';
  const key = newStorageKey('files');
  const { size } = await storage.put(
    key,
    Readable.from(
      checkedUpload(input.body, name, maxUploadBytes[kind], (detected) => {
        mime = detected;
      }),
    ),
  );
  try {
    const [file] = await db
      .insert(files)
      .values({
        partnerId: uploader.partnerId,
        kind,
        name,
        size,
        mime,
        storageKey: key,
        createdBy: uploader.accountId,
      })
      .returning({ id: files.id });
    return { id: file.id, name, size, kind, url: signedFileUrl(uploader.partnerId, file.id) };
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
};

/** Removes an upload again (its form turned out to want another kind). */
export const discardUpload = async (db: Db, storage: FileStorage, partnerId: number, fileId: number) => {
  const [file] = await db
    .delete(files)
    .where(and(eq(files.partnerId, partnerId), eq(files.id, fileId)))
    .returning({ storageKey: files.storageKey });
  if (file) await storage.delete(file.storageKey);
};
