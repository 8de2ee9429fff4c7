import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { s3Client, type S3Settings } from './s3UploadStore';
import { formatOf, isStoredPath } from './uploadStore';

export interface MigrationReport {
  copied: string[];
  /** Already in the bucket with the same size: a second run, or one resumed after a stop. */
  present: string[];
  /** Files under DATA_DIR/uploads that are no upload of the store (partial writes, strays): left alone. */
  ignored: string[];
  failed: Array<{ file: string; problem: string }>;
}

/**
 * Copies DATA_DIR/uploads/ into the bucket, each file to the key of its stored path, so every row's
 * `uploads/...` value reads the same from the bucket. Idempotent and resumable: an object already there
 * with the file's size is skipped, so a run stopped halfway is simply run again. Nothing is deleted on
 * either side; DATA_DIR/uploads can go once the API runs on the bucket.
 */
export async function migrateUploadsToS3(
  dataDir: string,
  settings: S3Settings,
  progress: (line: string) => void = () => undefined,
): Promise<MigrationReport> {
  const client = s3Client(settings);
  const report: MigrationReport = { copied: [], present: [], ignored: [], failed: [] };
  const root = path.join(dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  try {
    for (const entry of entries.filter((candidate) => candidate.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      const stored = path.relative(dataDir, file).split(path.sep).join('/');
      if (!isStoredPath(stored)) {
        report.ignored.push(stored);
        continue;
      }
      try {
        const { size } = await stat(file);
        const existing = await client
          .send(new HeadObjectCommand({ Bucket: settings.bucket, Key: stored }))
          .catch((error: unknown) => {
            if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
            throw error;
          });
        if (existing?.ContentLength === size) {
          report.present.push(stored);
          continue;
        }
        await new Upload({
          client,
          params: {
            Bucket: settings.bucket,
            Key: stored,
            Body: createReadStream(file),
            ContentType: formatOf(stored).mime,
          },
        }).done();
        report.copied.push(stored);
        progress(`copied ${stored}`);
      } catch (error) {
        report.failed.push({ file: stored, problem: (error as Error).message });
        progress(`could not copy ${stored}: ${(error as Error).message}`);
      }
    }
  } finally {
    client.destroy();
  }
  return report;
}
