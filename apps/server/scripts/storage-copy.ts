// `npm run storage:copy [-- --dry-run]`: copies every file of the local store (DATA_DIR/files) into
// the object store the S3_* variables configure, under the same keys, skipping objects already there
// with the same size; safe to run again (ADR 046, ADR 050). Reads the configuration like the server
// (the environment, or the repository's .env through `npm run`). Exits 1 when a file failed.
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { copyLocalFilesToS3 } from '../src/platform/storage-copy.ts';

const dryRun = process.argv.includes('--dry-run');
const config = loadConfig();
if (!config.s3) {
  console.error(
    'storage:copy: no object store configured. Set S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a store other than AWS).',
  );
  process.exit(2);
}
const started = performance.now();
const summary = await copyLocalFilesToS3(path.join(config.dataDir, 'files'), config.s3, {
  dryRun,
  log: (line) => console.log(line),
});
console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
process.exitCode = summary.failed > 0 ? 1 : 0;
