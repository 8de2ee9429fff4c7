import { sql } from 'drizzle-orm';
import { forexChart } from '../db/schema';
import { readOutbox } from '../../testing/mail/outbox';
import { startObjectStore, type TestObjectStore } from '../../testing/objectStore';
import { runScript } from '../../testing/runScript';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

// Backups on a console whose uploads are in a bucket: the archive is kept there too, and restored from it.
let s3: TestObjectStore;
let t: TestApp;
beforeAll(async () => {
  s3 = await startObjectStore('backups-test');
  t = await createTestApp({ config: { s3: s3.settings } });
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

/** `npm run restore -- <archive>` on the same database and bucket, as an operator runs it. */
const restore = (archive: string) =>
  runScript(
    'backup/restoreMain.ts',
    {
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.config.dataDir,
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_FORCE_PATH_STYLE: '1',
    },
    [archive],
  );

it('keeps each backup archive in the bucket, says where in the e-mail, and npm run restore reads it from there', async () => {
  const admin = t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
  await t.db.insert(forexChart).values({ date: '2026-02-02', amount: '12.25' });
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/backup/manual-backup',
    headers: admin,
    payload: { selectedSections: ['forexchart'], targetEmail: 'ops@example.com' },
  });
  expect(sent.statusCode).toBe(200);

  const kept = (await s3.keys()).filter((key) => key.startsWith('backups/'));
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatch(/^backups\/backup-.*\.tar\.gz$/);
  const url = `s3://${s3.settings.bucket}/${kept[0]}`;
  const mail = (await readOutbox(t.config.dataDir)).find((m) => m.to.includes('ops@example.com'))!;
  expect(mail.text).toContain(`Kept in the object store: ${url}`);
  expect(mail.text).toContain(`or: npm run restore -- ${url}`);

  await t.db.execute(sql`DELETE FROM forex_chart`);
  const run = await restore(url);
  // Only the AWS SDK's own notice may be there (it warns on Node 20 that it will need Node 22).
  expect(run.stderr).not.toContain('restore failed');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('forexchart: 1 row(s)');
  expect(await t.db.select({ amount: forexChart.amount }).from(forexChart)).toEqual([{ amount: '12.25' }]);

  const missing = await restore(`s3://${s3.settings.bucket}/backups/none.tar.gz`);
  expect(missing.status).toBe(1);
  expect(missing.stderr.trim().split('\n').at(-1)).toBe(
    `restore failed: there is no s3://${s3.settings.bucket}/backups/none.tar.gz in the object store`,
  );
});
