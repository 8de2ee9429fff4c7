import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ConfigurationError } from '../config';
import { formatOf, isStoredPath, newStoredPath, PREFIX, STORED_FILE, type UploadStore } from './uploadStore';

/** S3_BUCKET and its companions (README, "Running on more than one machine"). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** A MinIO-style store's address; AWS's own when unset. */
  endpoint?: string;
  /** `bucket` in the path (`http://host/bucket/key`), not in the host name: MinIO and most others. */
  forcePathStyle: boolean;
}

/**
 * A client for the configured store. Credentials come from the AWS SDK's standard chain
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role). Checksums only where S3
 * requires them: the SDK's default (a CRC32 on every upload) is refused by several S3-compatible stores.
 */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** ECONNREFUSED, ENOTFOUND...: the SDK may nest the socket's error (in `cause`, or `errors` of an AggregateError). */
function networkCode(error: unknown): string | undefined {
  const { code, cause, errors, message } = (error ?? {}) as {
    code?: unknown;
    cause?: unknown;
    errors?: unknown[];
    message?: unknown;
  };
  if (typeof code === 'string') return code;
  // An error of another realm (a jest sandbox) reaches us as a wrapper whose message holds the code.
  const named = typeof message === 'string' ? /\b(E[A-Z]{4,})\b/.exec(message)?.[1] : undefined;
  if (named) return named;
  for (const inner of [cause, ...(errors ?? [])]) {
    const found = inner ? networkCode(inner) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** One sentence for why the bucket cannot be used: what an operator fixes, without a stack trace. */
export function describeS3Problem(error: unknown, settings: S3Settings): string {
  const where = `bucket "${settings.bucket}" at ${settings.endpoint ?? `AWS S3 (${settings.region})`}`;
  const status = statusOf(error);
  if (status === 404) return `the object store has no ${where} (S3_BUCKET): create it or fix the name`;
  if (status === 403 || status === 401) {
    return `the object store refused the credentials for ${where}: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`;
  }
  if (status === 301) return `the ${where} is in another region than S3_REGION "${settings.region}"`;
  if (status === undefined) {
    return `the object store for ${where} is unreachable (${networkCode(error) ?? 'no answer'}): check S3_ENDPOINT`;
  }
  return `the object store answered ${status} for ${where}`;
}

/**
 * Uploads as objects named by their stored path (`uploads/turbo/logos/<name>.png`) in one bucket, so
 * every API instance reads what any of them wrote, and `storage:migrate` copies a DATA_DIR one for one.
 * The API answers them itself under the same /api/uploads/ URLs (see routes.ts for why).
 */
export function createS3UploadStore(settings: S3Settings): UploadStore {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const keyOf = (relativePath: string) => (STORED_FILE.test(relativePath) ? PREFIX + relativePath : undefined);
  const missing = (error: unknown) => statusOf(error) === 404;

  const put = async (Key: string, bytes: Buffer) => {
    await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: formatOf(Key).mime }));
  };

  return {
    describe: `s3://${Bucket}/${PREFIX}`,

    async save(folder, bytes, format) {
      const stored = newStoredPath(folder, format);
      await put(stored, bytes);
      return stored;
    },

    async put(storedPath, bytes) {
      if (!isStoredPath(storedPath)) throw new Error(`not a stored upload path: ${String(storedPath)}`);
      await put(storedPath, bytes);
    },

    async remove(storedPath) {
      const Key = storedPath?.startsWith(PREFIX) ? keyOf(storedPath.slice(PREFIX.length)) : undefined;
      if (Key) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },

    async find(relativePath) {
      const Key = keyOf(relativePath);
      if (!Key) return undefined;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return {
          size: head.ContentLength ?? 0,
          format: formatOf(Key),
          open: async () => (await client.send(new GetObjectCommand({ Bucket, Key }))).Body as Readable,
        };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },

    async read(storedPath) {
      const Key = storedPath.startsWith(PREFIX) ? keyOf(storedPath.slice(PREFIX.length)) : undefined;
      if (!Key) return undefined;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new ConfigurationError(describeS3Problem(error, settings));
      }
    },
  };
}
