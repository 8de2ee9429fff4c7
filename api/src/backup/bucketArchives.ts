import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { describeS3Problem, s3Client, type S3Settings } from '../uploads/s3UploadStore';
import { ArchiveError } from './restore';

/** Where backup archives are kept in the bucket, apart from the uploads (`uploads/...`). */
export const BACKUP_PREFIX = 'backups/';

/** `s3://bucket/key` as an operator names a kept archive (in the backup e-mail, to `npm run restore`). */
export const bucketUrl = (settings: S3Settings, key: string): string => `s3://${settings.bucket}/${key}`;

/**
 * Keeps a backup archive in the bucket (`backups/<its file name>`), streamed, so an instance's disk is
 * never where a backup lives; answers its `s3://` address.
 */
export async function keepArchiveInBucket(settings: S3Settings, file: string): Promise<string> {
  const client = s3Client(settings);
  const key = `${BACKUP_PREFIX}${path.basename(file)}`;
  try {
    await new Upload({
      client,
      params: { Bucket: settings.bucket, Key: key, Body: createReadStream(file), ContentType: 'application/gzip' },
    }).done();
    return bucketUrl(settings, key);
  } finally {
    client.destroy();
  }
}

/** The bucket and key of an `s3://bucket/backups/...` address; undefined for anything else. */
export function parseBucketUrl(value: string): { bucket: string; key: string } | undefined {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(value);
  return match ? { bucket: match[1], key: match[2] } : undefined;
}

/** Downloads a kept archive into a new temporary folder; answers the file (the caller removes its folder). */
export async function fetchArchiveFromBucket(settings: S3Settings, url: string): Promise<string> {
  const where = parseBucketUrl(url);
  if (!where) throw new ArchiveError(`${url} is no s3://bucket/key address`);
  const client = s3Client(settings);
  try {
    const object = await client
      .send(new GetObjectCommand({ Bucket: where.bucket, Key: where.key }))
      .catch((error: unknown) => {
        const missing = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
        throw new ArchiveError(
          missing
            ? `there is no ${url} in the object store`
            : describeS3Problem(error, { ...settings, bucket: where.bucket }),
        );
      });
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'restore-download-')), path.basename(where.key));
    await pipeline(object.Body as Readable, createWriteStream(file));
    return file;
  } finally {
    client.destroy();
  }
}
