import { ConfigurationError, loadConfig } from '../config';
import { createUploadStore } from './createUploadStore';
import { migrateUploadsToS3 } from './migrate';

/** `npm run storage:migrate`: DATA_DIR's uploads into S3_BUCKET (see migrate.ts). Safe to run again. */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.s3)
    throw new ConfigurationError('set S3_BUCKET (and S3_ENDPOINT, S3_REGION as needed) to the bucket to copy into');
  await createUploadStore(config).check();
  const target = `s3://${config.s3.bucket}`;
  console.log(`copying ${config.dataDir}/uploads into ${target}...`);
  const report = await migrateUploadsToS3(config.dataDir, config.s3, (line) => console.log(`  ${line}`));
  console.log(
    `${report.copied.length} file(s) copied, ${report.present.length} already in ${target}, ` +
      `${report.ignored.length} left alone (not uploads), ${report.failed.length} failed`,
  );
  if (report.failed.length) console.log('run it again to retry the failed ones: what is copied is skipped');
  return report.failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigurationError ? `storage:migrate: ${error.message}` : error);
    process.exit(1);
  },
);
