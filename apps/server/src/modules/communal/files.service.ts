import { Readable } from 'node:stream';
import { file as fileEndpoints } from '@portal/shared/contracts/communal.endpoints';
import { pathOf } from '@portal/shared/contracts/endpoint';
import type { FileKind } from '@portal/shared/file-types';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fail, notFound } from '../../platform/errors';
import { signPath } from '../../platform/storage/signed-url';
import { type FileStorage, newStorageKey } from '../../platform/storage/storage';
import { files } from './files.table';

export type StoredFile = typeof files.$inferSelect;

export const filePath = (fileId: number) => pathOf(fileEndpoints.content.path, { id: fileId });

/** A link to the file that works without the bearer token for one hour (for <img> and <a>). */
export const signedFileUrl = (partnerId: number, fileId: number): string =>
  signPath(filePath(fileId), { p: String(partnerId) });

/** The signed link of the first of these images (goods show it as their main image); null without any. */
export const firstImageUrl = (partnerId: number, imageIds: readonly number[]): string | null =>
  imageIds.length > 0 ? signedFileUrl(partnerId, imageIds[0]) : null;

const fileIdOf = (fileId: number | string): number | undefined => {
  const id = typeof fileId === 'number' ? fileId : /^\d{1,15}$/.test(fileId) ? Number(fileId) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * The file `fileId` of this partner, for modules that keep a file id (portrait, licence file).
 * Another partner's file, or a malformed id, answers like a missing file; a file of another kind
 * than `kinds` is refused.
 */
export const assertOwnFile = async (
  db: DbOrTx,
  partnerId: number,
  fileId: number | string,
  kinds?: readonly FileKind[],
): Promise<StoredFile> => {
  const id = fileIdOf(fileId);
  if (id === undefined) throw notFound('file.notFound');
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.partnerId, partnerId), eq(files.id, id)));
  if (!file) throw notFound('file.notFound');
  if (kinds && !kinds.includes(file.kind)) throw fail('upload.kindMismatch', { types: kinds.join(', ') });
  return file;
};

/** Name and kind of those of `fileIds` that are this partner's files (others are left out). */
export const fileSummariesOf = async (
  db: DbOrTx,
  partnerId: number,
  fileIds: readonly number[],
): Promise<Pick<StoredFile, 'id' | 'name' | 'kind'>[]> =>
  fileIds.length === 0
    ? []
    : db
        .select({ id: files.id, name: files.name, kind: files.kind })
        .from(files)
        .where(and(eq(files.partnerId, partnerId), inArray(files.id, [...fileIds])));

/** The file and a stream of its bytes; missing bytes answer like a missing file. */
export const openOwnFile = async (db: DbOrTx, storage: FileStorage, partnerId: number, fileId: number) => {
  const file = await assertOwnFile(db, partnerId, fileId);
  try {
    return { file, body: await storage.get(file.storageKey) };
  } catch {
    throw notFound('file.notFound');
  }
};

/** Stores bytes made by the portal itself (demo letters, generated documents) as a file of the partner. */
export const storeGeneratedFile = async (
  db: DbOrTx,
  storage: FileStorage,
  owner: { partnerId: number; accountId: number },
  file: { name: string; kind: FileKind; mime: string; bytes: Buffer },
): Promise<number> => {
  const key = newStorageKey('files');
  const { size } = await storage.put(key, Readable.from([file.bytes]), { contentType: file.mime });
  const [row] = await db
    .insert(files)
    .values({
      partnerId: owner.partnerId,
      kind: file.kind,
      name: file.name,
      size,
      mime: file.mime,
      storageKey: key,
      createdBy: owner.accountId,
    })
    .returning({ id: files.id });
  return row.id;
};
