import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './storage';

/** The local-disk driver under `<DATA_DIR>/files` unless STORAGE_DRIVER=s3. */
export const createStorage = async (config: Config): Promise<FileStorage> => {
  if (config.storage.driver === 's3') {
    // Loaded only when chosen: the AWS SDK is large and the embedded mode never needs it.
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage(config.storage.s3);
  }
  return createLocalStorage(path.join(config.dataDir, 'files'));
};
