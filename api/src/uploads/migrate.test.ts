import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { GIF, PNG } from '../../testing/catalogue';
import { startObjectStore, type TestObjectStore } from '../../testing/objectStore';
import { runScript } from '../../testing/runScript';
import { createUploadStore, IMAGE_FORMATS } from '.';
import { s3Client } from './s3UploadStore';
import { migrateUploadsToS3 } from './migrate';

let s3: TestObjectStore;
let dataDir: string;
beforeAll(async () => {
  s3 = await startObjectStore('migrate-test');
});
afterAll(() => s3.stop());
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'migrate-test-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it('copies every upload to the key of its stored path, skips what is there, and leaves strays alone', async () => {
  const local = createUploadStore(dataDir);
  const logo = await local.save(['turbo', 'logos'], PNG, IMAGE_FORMATS.png);
  const proof = await local.save(['forex', 'proofs'], GIF, IMAGE_FORMATS.gif);
  writeFileSync(path.join(dataDir, 'uploads/turbo/logos/half-written.png.partial'), 'x');

  const first = await migrateUploadsToS3(dataDir, s3.settings);
  expect(first.copied.sort()).toEqual([proof, logo].sort());
  expect(first.ignored).toEqual(['uploads/turbo/logos/half-written.png.partial']);
  expect(first.failed).toEqual([]);
  const bucket = createUploadStore({ dataDir: '', s3: s3.settings });
  expect(await bucket.read(logo)).toEqual(PNG);
  expect(await bucket.read(proof)).toEqual(GIF);
  expect(await s3.keys()).toEqual([proof, logo].sort());

  // Run again: nothing to do.
  const again = await migrateUploadsToS3(dataDir, s3.settings);
  expect([again.copied, again.present.sort()]).toEqual([[], [proof, logo].sort()]);

  // Stopped halfway (one object missing): the next run copies only that one.
  const client = s3Client(s3.settings);
  await client.send(new DeleteObjectCommand({ Bucket: s3.settings.bucket, Key: proof }));
  client.destroy();
  const resumed = await migrateUploadsToS3(dataDir, s3.settings);
  expect([resumed.copied, resumed.present]).toEqual([[proof], [logo]]);
});

// The command calls the s3rver this test process serves: it runs without blocking this process.
it('npm run storage:migrate says what it did, and refuses without S3_BUCKET in one sentence', async () => {
  createUploadStore(dataDir);
  const run = (env: Record<string, string>) =>
    runScript('uploads/migrateMain.ts', {
      DATA_DIR: dataDir,
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      S3_FORCE_PATH_STYLE: '',
      ...env,
    });
  writeFileSync(path.join(dataDir, 'note.txt'), 'not under uploads/');
  const done = await run({
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint!,
    S3_FORCE_PATH_STYLE: '1',
  });
  expect(done.stdout).toContain(`into s3://${s3.settings.bucket}`);
  expect(done.stdout).toContain(
    `0 file(s) copied, 0 already in s3://${s3.settings.bucket}, 0 left alone (not uploads), 0 failed`,
  );
  expect(done.status).toBe(0);

  const refused = await run({});
  expect(refused.status).toBe(1);
  expect(refused.stderr.trim().split('\n').at(-1)).toBe(
    'storage:migrate: set S3_BUCKET (and S3_ENDPOINT, S3_REGION as needed) to the bucket to copy into',
  );
});
