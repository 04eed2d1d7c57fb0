import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { assertStorageKey, type FileStorage } from './storage';

/**
 * An S3-compatible bucket (AWS S3, MinIO, ...), for several servers sharing their files.
 * Not exercised against a real server in this repository's tests; the local driver is.
 */
export const createS3Storage = (options: Config['storage']['s3']): FileStorage => {
  const { bucket } = options;
  if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // MinIO and most self-hosted servers address buckets by path, not by sub-domain.
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });

  const isMissing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
  };

  return {
    put: async (key, body, putOptions) => {
      assertStorageKey(key);
      // PutObject needs the length up front; spooling to a temporary file keeps memory flat
      // without pulling in the multipart-upload helper.
      const spool = path.join(tmpdir(), `portal-s3-${randomUUID()}`);
      try {
        await pipeline(body, createWriteStream(spool));
        const { size } = await stat(spool);
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: createReadStream(spool),
            ContentLength: size,
            ContentType: putOptions?.contentType,
          }),
        );
        return { size };
      } finally {
        await rm(spool, { force: true });
      }
    },
    get: async (key) => {
      assertStorageKey(key);
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`no body for ${key}`);
      return answer.Body;
    },
    delete: async (key) => {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    exists: async (key) => {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
};
