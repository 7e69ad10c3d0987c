import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../testing/s3-server.ts';
import { localFileStorage } from './storage.ts';
import { copyLocalFilesToS3 } from './storage-copy.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2000, 7),
]);
const PDF = Buffer.from('%PDF-1.4\n% AGB\n%%EOF\n');
const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/storage-copy.ts');

/** `npm run storage:copy` against the local directory and a real S3 API on loopback (s3rver). */
describe('copying the local file store into a bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let dataDir: string;
  let root: string;
  const keys = {} as Record<'logo' | 'legacy' | 'video', string>;

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-copy-'));
    root = path.join(dataDir, 'files');
    const local = localFileStorage(root);
    keys.logo = await local.put('logos', PNG, { contentType: 'image/png' });
    keys.video = await local.put('media/videos', Buffer.alloc(6 * 1024 * 1024 + 5, 1), {
      contentType: 'video/mp4',
    });
    // Stored before content types were kept: no `.type` beside it.
    keys.legacy = 'agb/0b7e1c1e-5a43-4a8e-9d0e-2f4a1b3c5d6e';
    fs.mkdirSync(path.join(root, 'agb'), { recursive: true });
    fs.writeFileSync(path.join(root, keys.legacy), PDF);
    // Not stored files: an interrupted upload's leftover, and something put there by hand.
    fs.writeFileSync(path.join(root, `${keys.logo}.tmp`), 'half');
    fs.writeFileSync(path.join(root, 'README.txt'), 'notes');
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const object = async (key: string) => {
    const found = await s3.client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }));
    return { type: found.ContentType, bytes: Buffer.from(await found.Body!.transformToByteArray()) };
  };

  it('copies every stored file under its key with its content type, then skips them on a second run', async () => {
    const dry: string[] = [];
    const planned = await copyLocalFilesToS3(root, s3.config, {
      dryRun: true,
      log: (line) => dry.push(line),
    });
    expect(planned).toMatchObject({ files: 3, copied: 3, skipped: 0, failed: 0 });
    expect(await s3.head(keys.logo)).toBeNull();
    expect(dry.at(-1)).toMatch(/^Dry run: 3 to copy/);

    const lines: string[] = [];
    const first = await copyLocalFilesToS3(root, s3.config, { log: (line) => lines.push(line) });
    expect(first).toEqual({
      files: 3,
      copied: 3,
      skipped: 0,
      failed: 0,
      ignored: 2,
      bytes: PNG.length + PDF.length + 6 * 1024 * 1024 + 5,
    });
    expect(await object(keys.logo)).toEqual({ type: 'image/png', bytes: PNG });
    // The `.type` file is the object's Content-Type, not an object; a file without one is recognised.
    expect(await s3.head(`${keys.logo}.type`)).toBeNull();
    expect(await object(keys.legacy)).toEqual({ type: 'application/pdf', bytes: PDF });
    expect(await s3.head(keys.video)).toEqual({ contentType: 'video/mp4', size: 6 * 1024 * 1024 + 5 });
    expect(await s3.head('README.txt')).toBeNull();
    // Progress per file, what was left alone, and a summary.
    expect(lines).toContain(`ignored ${keys.logo}.tmp (not a stored file)`);
    expect(lines).toContain('ignored README.txt (not a stored file)');
    expect(lines.filter((line) => /^\[\d\/3\] copied /.test(line))).toHaveLength(3);
    expect(lines.at(-1)).toMatch(
      /^3 copied \(6\.0 MB\), 0 already there, 0 failed, 2 ignored, of 3 files\.$/,
    );

    const again = await copyLocalFilesToS3(root, s3.config);
    expect(again).toMatchObject({ files: 3, copied: 0, skipped: 3, failed: 0, bytes: 0 });
  });

  it('copies again what differs in size in the bucket, and runs as `npm run storage:copy` from the configuration', async () => {
    await s3.client.send(
      new PutObjectCommand({
        Bucket: s3.config.bucket,
        Key: keys.legacy,
        Body: 'broken',
        ContentType: 'text/plain',
      }),
    );
    const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...s3.env },
    });
    expect(stdout).toContain(`copied ${keys.legacy} (21 B, application/pdf)`);
    expect(stdout).toContain(`skipped ${keys.logo} (in the bucket, same size)`);
    expect(stdout).toMatch(/1 copied \(21 B\), 2 already there, 0 failed, 2 ignored, of 3 files\./);
    expect(await object(keys.legacy)).toEqual({ type: 'application/pdf', bytes: PDF });
  });

  it('refuses to run without an object store configured', async () => {
    const run = promisify(execFile)(process.execPath, [SCRIPT], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('S3_BUCKET') });
  });
});
