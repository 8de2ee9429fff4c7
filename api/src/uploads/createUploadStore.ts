import type * as S3Store from './s3UploadStore';
import { createLocalUploadStore, type StorageSettings, type UploadStore } from './uploadStore';

/** The configured store: S3 when `s3` is set, else the folder DATA_DIR/uploads/ (a DATA_DIR alone too). */
export function createUploadStore(storage: string | StorageSettings): UploadStore {
  const settings = typeof storage === 'string' ? { dataDir: storage } : storage;
  if (!settings.s3) return createLocalUploadStore(settings.dataDir);
  // Loaded only when a bucket is set: the AWS SDK takes about a second to load (in the PDF worker too).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createS3UploadStore } = require('./s3UploadStore') as typeof S3Store;
  return createS3UploadStore(settings.s3);
}
