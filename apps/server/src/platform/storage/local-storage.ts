import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './storage';

/**
 * Files under `root`, one file per key. A put writes to a temporary name beside the target and
 * renames it at the end, so a reader never sees half a file and a failed put leaves nothing.
 */
export const createLocalStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    put: async (key, body) => {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
        const { size } = await stat(temporary);
        await rename(temporary, target);
        return { size };
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    get: async (key) => {
      const file = pathOf(key);
      // Open eagerly so a missing file rejects here rather than as a stream error later.
      await access(file);
      return createReadStream(file);
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    exists: async (key) => {
      try {
        await access(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
  };
};
