import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client, type S3Settings } from '../src/uploads/s3UploadStore';

export interface TestObjectStore {
  settings: S3Settings;
  /** Every key in the bucket, sorted. */
  keys: () => Promise<string[]>;
  stop: () => Promise<void>;
}

// s3rver checks request signatures against these; the SDK reads them from the standard variables.
process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 and a free port, path-style, with one empty bucket,
 * its objects in a temporary folder. Never a mock of the SDK: every call crosses HTTP with signatures.
 */
export async function startObjectStore(bucket = 'console-test'): Promise<TestObjectStore> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
  };
  const client = s3Client(settings);
  return {
    settings,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((entry) => entry.Key!).sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
